// /extract: turn images, documents, text, a named reference or image URLs into a new style. Signed
// out, the page explains itself and offers sign-in; signed in, the form (a client component) talks
// to this folder's route handlers, which run the same services as POST /api/v1/extractions.
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { accountCsrfToken } from "@/lib/account/csrf";
import { LIMITS } from "@/lib/api/queries";
import { pageSession } from "@/lib/auth/page-session";
import { takesDirectUploads } from "@/lib/blob/vercel-env";
import { creditsRemaining } from "@/lib/credits/ledger";
import { db } from "@/lib/db/client";
import { MAX_REFERENCE_CHARS } from "@/lib/extraction/intake";
import { IMAGE_MEDIA_TYPES } from "@/lib/extraction/sources";
import { PLANS, planOf, UNLIMITED } from "@/lib/plans";
import { ExtractForm } from "./_components/ExtractForm";
import styles from "./extract.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Extract a style", robots: { index: false } };

// A hint for the file dialog only; the server judges each file by its bytes.
const DOCUMENT_ACCEPT = ".pdf,.txt,.md,.csv,.json,application/pdf,text/plain,text/markdown,text/csv,application/json";

function Intro({ children }: { children?: ReactNode }) {
  return (
    <header className={`intro ${styles.intro}`}>
      <h1>Extract a style</h1>
      <p className="lede">
        Give us pictures, a writing sample, a named reference or links to images. We read the palette, light, texture,
        composition and voice, and hand back a reusable style you can paste into any tool.
      </p>
      {children}
    </header>
  );
}

export default async function ExtractPage() {
  const session = await pageSession();
  if (!session) {
    return (
      <div className={styles.page}>
        <Intro>
          <div className={styles.signedOut}>
            <p>
              Extraction runs on your account: the Free plan starts with {PLANS.free.initialCredits} credits, and one extraction
              costs {PLANS.free.extractionCost}. Sign in with your email; no password needed.
            </p>
            <a className="button button-primary" href="/signin?callbackUrl=%2Fextract">
              Sign in
            </a>
          </div>
        </Intro>
      </div>
    );
  }
  const { user, sessionToken } = session;
  const plan = planOf(user.plan);
  const balance = await creditsRemaining(await db(), user);
  const unlimited = balance === UNLIMITED;
  const accept = [...Object.values(IMAGE_MEDIA_TYPES), ...(plan.documents ? [DOCUMENT_ACCEPT] : [])].join(",");

  return (
    <div className={styles.page}>
      <Intro />
      <ExtractForm
        csrf={accountCsrfToken(sessionToken, "extract")}
        plan={{ label: plan.label, cost: plan.extractionCost, unlimited, maxFiles: plan.maxFiles, documents: plan.documents }}
        balance={balance}
        limits={{ text: LIMITS.extractionText, name: LIMITS.name, reference: MAX_REFERENCE_CHARS }}
        accept={accept}
        directUploads={takesDirectUploads()}
      />
    </div>
  );
}
