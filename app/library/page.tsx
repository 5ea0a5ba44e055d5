// /library: the signed-in user's own styles, the gallery styles they saved, and their extraction
// history, as three tabs. Tabs are links (?tab=) rather than a script widget: each is a real URL
// that can be bookmarked and shared, works before hydration, and loads only its own data.
import type { Metadata } from "next";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import Link from "next/link";
import { accountCsrfToken } from "@/lib/account/csrf";
import { pageSession } from "@/lib/auth/page-session";
import { planOf } from "@/lib/plans";
import { StyleCard } from "../_components/StyleCard";
import { History } from "./_components/History";
import { MyStyles } from "./_components/MyStyles";
import { NewStyleButton } from "./_components/NewStyleButton";
import { loadHistory, loadMyStyles, loadSaved } from "./_lib/data";
import { LIMIT_NOTICE_COOKIE } from "./_lib/notice";
import common from "@/app/_components/page.module.css";
import cards from "@/app/_components/style-card.module.css";
import styles from "./library.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Your library", robots: { index: false } };

type Search = Promise<Record<string, string | string[] | undefined>>;

const TABS = [
  { id: "styles", label: "My styles" },
  { id: "saved", label: "Saved" },
  { id: "history", label: "History" },
] as const;
type TabId = (typeof TABS)[number]["id"];

function tabOf(raw: unknown): TabId {
  return TABS.find((t) => t.id === raw)?.id ?? "styles";
}

export default async function LibraryPage({ searchParams }: { searchParams: Search }) {
  const session = await pageSession();
  if (!session) redirect("/signin?callbackUrl=%2Flibrary");
  const { user, sessionToken } = session;
  const params = await searchParams;
  const tab = tabOf(params.tab);
  const csrf = accountCsrfToken(sessionToken, "library");
  const active = TABS.find((t) => t.id === tab)!;

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <div>
          <h1>Your library</h1>
          <p className={`${common.lede} ${styles.lede}`}>Styles you made, styles you saved from the gallery, and your extraction history.</p>
        </div>
        <NewStyleButton csrf={csrf} />
      </header>

      <Notice error={params.error} />

      <nav className={styles.tabs} aria-label="Library sections">
        <ul role="list">
          {TABS.map((t) => (
            <li key={t.id}>
              <Link href={t.id === "styles" ? "/library" : `/library?tab=${t.id}`} aria-current={t.id === tab ? "page" : undefined}>
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section className={styles.panel} aria-labelledby="library-panel-title">
        <h2 id="library-panel-title" className="visually-hidden">
          {active.label}
        </h2>
        {tab === "styles" ? <MyStyles {...await loadMyStyles(user.id)} csrf={csrf} /> : null}
        {tab === "saved" ? <Saved userId={user.id} /> : null}
        {tab === "history" ? <History history={await loadHistory(user.id, user.plan)} planLabel={planOf(user.plan).label} /> : null}
      </section>
    </div>
  );
}

async function Saved({ userId }: { userId: string }) {
  const saved = await loadSaved(userId);
  if (saved.styles.length === 0) {
    return (
      <div className={styles.empty}>
        <h3>Nothing saved yet</h3>
        <p>Styles you save from the gallery land here, ready to compile into any tool.</p>
        <div className={styles.actions}>
          <Link className="button button-primary" href="/">
            Browse the gallery
          </Link>
        </div>
      </div>
    );
  }
  return (
    <ul className={cards.grid} role="list">
      {saved.styles.map((card, i) => (
        <li key={card.slug}>
          <StyleCard card={card} eager={i < 4} />
        </li>
      ))}
    </ul>
  );
}

/** Why "New style" came back here instead of opening the builder. */
async function Notice({ error }: { error: unknown }) {
  if (error === "expired") {
    return (
      <p className={styles.alert} role="alert">
        This page had expired, so no style was created. Try New style again.
      </p>
    );
  }
  if (error !== "plan_limit_reached") return null;
  const raw = (await cookies()).get(LIMIT_NOTICE_COOKIE)?.value;
  const message = raw ? safeDecode(raw) : "Your plan's styles are all in use. Delete a style or upgrade to Pro to create another.";
  return (
    <p className={styles.alert} role="alert">
      {message} <Link href="/pricing">See Pro pricing</Link>
    </p>
  );
}

function safeDecode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
