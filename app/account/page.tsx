// The signed-in user's account: who they are, their plan and credits with the ledger behind the
// balance, the apps they have connected through OAuth (each revocable), and sign-out. Signed-out
// visitors are sent to sign in. Every read starts at once after the session is known.
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import Link from "next/link";
import { creditBalance, listConnectedApps, type ConnectedApp } from "@/lib/account/connected-apps";
import { accountCsrfToken } from "@/lib/account/csrf";
import { scopeInWords } from "@/lib/auth/scopes";
import { pageSession } from "@/lib/auth/page-session";
import { creditStatement } from "@/lib/credits/statement";
import { planOf } from "@/lib/plans";
import styles from "../signin/auth.module.css";
import { CreditLedger } from "./_components/CreditLedger";
import own from "./account.module.css";
import common from "@/app/_components/page.module.css";
import { siteApi } from "@/app/_components/site-api";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Your account", robots: { index: false } };

type Search = Promise<Record<string, string | string[] | undefined>>;

const dateFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" });

function When({ date }: { date: Date }) {
  return <time dateTime={date.toISOString()}>{dateFormat.format(date)}</time>;
}

export default async function AccountPage({ searchParams }: { searchParams: Search }) {
  const [session, params] = await Promise.all([pageSession(), searchParams]);
  if (!session) redirect("/signin?callbackUrl=%2Faccount");
  const { user, sessionToken } = session;
  const before = typeof params.before === "string" ? params.before : undefined;
  const [balance, apps, statement] = await Promise.all([
    creditBalance(user.id, user.plan),
    listConnectedApps(user.id),
    creditStatement(user, { before }),
  ]);
  const plan = planOf(user.plan);
  const revokeCsrf = accountCsrfToken(sessionToken, "revoke-app");

  return (
    <>
      <header className={`${common.intro} ${styles.section}`}>
        <h1>Your account</h1>
        <p className={common.lede}>Signed in as @{user.handle}.</p>
      </header>

      <section className={styles.section} aria-labelledby="profile-title">
        <h2 id="profile-title">Profile</h2>
        <dl className={styles.facts}>
          <dt>Handle</dt>
          <dd>@{user.handle}</dd>
          <dt>Email</dt>
          <dd>{user.email ?? "—"}</dd>
          {user.role === "admin" ? (
            <>
              <dt>Role</dt>
              <dd>Administrator</dd>
            </>
          ) : null}
        </dl>
        <form method="post" action={siteApi.signOut}>
          <input type="hidden" name="csrf" value={accountCsrfToken(sessionToken, "sign-out")} />
          <button type="submit" className="button">
            Sign out
          </button>
        </form>
      </section>

      <section id="credits" className={styles.section} aria-labelledby="credits-title">
        <h2 id="credits-title">Credits</h2>
        <div className={own.summary}>
          <div>
            <p className={own.summaryLabel}>Balance</p>
            <p className={own.balance}>
              {balance === null ? (
                <strong>Unlimited</strong>
              ) : (
                <>
                  <strong>{balance.toLocaleString("en")}</strong> credits
                </>
              )}
            </p>
          </div>
          <div>
            <p className={own.summaryLabel}>Plan</p>
            <p className={own.planName}>{plan.label}</p>
          </div>
          <p className={own.summaryAction}>
            <Link href="/pricing">{balance === null ? "About your plan" : "Plans and pricing"}</Link>
          </p>
        </div>
        <p className={common.hint}>{statement.note}</p>
        <CreditLedger statement={statement} fullHistory={plan.fullHistory} />
      </section>

      <section className={styles.section} aria-labelledby="connected-apps">
        <h2 id="connected-apps">Connected apps</h2>
        {params.revoked ? (
          <p className={styles.alert} role="status">
            Access revoked. That app can no longer use your account.
          </p>
        ) : null}
        {apps.length === 0 ? (
          <p className={common.hint}>No apps are connected. Apps you allow to use your Styleshelf account appear here.</p>
        ) : (
          <ul className={styles.apps} role="list">
            {apps.map((app) => (
              <AppRow key={app.grantId} app={app} csrf={revokeCsrf} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function AppRow({ app, csrf }: { app: ConnectedApp; csrf: string }) {
  return (
    <li className={styles.app}>
      <div>
        <h3>{app.clientName}</h3>
        <p className={styles.meta}>It can:</p>
        <ul>
          {app.scopes.map((s) => (
            <li key={s}>{scopeInWords(s)}</li>
          ))}
        </ul>
        <p className={styles.meta}>
          Connected <When date={app.createdAt} />
          {" · "}
          {app.lastUsedAt ? (
            <>
              last used <When date={app.lastUsedAt} />
            </>
          ) : (
            "not used yet"
          )}
        </p>
      </div>
      <form method="post" action={siteApi.revokeConnectedApp}>
        <input type="hidden" name="grantId" value={app.grantId} />
        <input type="hidden" name="csrf" value={csrf} />
        <button type="submit" className="button button-small" aria-label={`Revoke access for ${app.clientName}`}>
          Revoke
        </button>
      </form>
    </li>
  );
}
