// /extract: turn images, documents, text, a named reference or image URLs into a new style. Signed
// out, the page explains itself and offers sign-in; signed in, the form (a client component) talks
// to this folder's route handlers, which run the same services as POST /api/v1/extractions, and the
// account's recent runs sit under it. `?run=<id>` (the credit ledger's link) opens that run's result.
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { redirect } from "next/navigation";
import Link from "next/link";
import { accountCsrfToken } from "@/lib/account/csrf";
import { LIMITS } from "@/lib/api/queries";
import { pageSession } from "@/lib/auth/page-session";
import { takesDirectUploads } from "@/lib/blob/vercel-env";
import { MAX_ABOUT_CHARS, MAX_REFERENCE_CHARS, MAX_SOURCE_BYTES } from "@/lib/extraction/intake";
import { recentRunById } from "@/lib/extraction/recent-runs";
import { IMAGE_MEDIA_TYPES } from "@/lib/extraction/sources";
import { PLANS, planOf, UNLIMITED } from "@/lib/plans";
import { ExtractForm } from "./_components/ExtractForm";
import { extractPageRuns } from "./_lib/runs";
import styles from "./extract.module.css";
import common from "@/app/_components/page.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Extract a style", robots: { index: false } };

function Intro({ children }: { children?: ReactNode }) {
  return (
    <header className={`${common.intro} ${styles.intro}`}>
      <h1>Extract a style</h1>
      <p className={common.lede}>
        Give us pictures, a writing sample, a named reference or links to images. We read the palette, light, texture,
        composition and voice, and hand back a reusable style you can paste into any tool.
      </p>
      {children}
    </header>
  );
}

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function ExtractPage({ searchParams }: { searchParams: Search }) {
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
            <Link className="button button-primary" href="/signin?callbackUrl=%2Fextract">
              Sign in
            </Link>
          </div>
        </Intro>
      </div>
    );
  }
  const { user, sessionToken } = session;
  const plan = planOf(user.plan);
  const { run } = await searchParams;
  const [runs, open] = await Promise.all([extractPageRuns(user), typeof run === "string" ? recentRunById(user.id, run) : null]);
  // A run saved as a style lives in the builder now.
  if (open?.saved) redirect(`/builder/${open.saved.styleId}`);

  return (
    <div className={styles.page}>
      <Intro />
      <ExtractForm
        csrf={accountCsrfToken(sessionToken, "extract")}
        plan={{ label: plan.label, cost: plan.extractionCost, unlimited: runs.balance === UNLIMITED, maxFiles: plan.maxFiles, documents: plan.documents }}
        runs={runs}
        open={open}
        limits={{ text: LIMITS.extractionText, name: LIMITS.name, reference: MAX_REFERENCE_CHARS, about: MAX_ABOUT_CHARS }}
        files={{ planLabel: plan.label, maxFiles: plan.maxFiles, maxBytes: MAX_SOURCE_BYTES, documents: plan.documents, imageTypes: Object.values(IMAGE_MEDIA_TYPES) }}
        directUploads={takesDirectUploads()}
      />
    </div>
  );
}
