// The admin area's Accounts page: find an account by email or handle and switch its plan (until online
// checkout opens, this is how an account becomes Pro; `npm run admin` does the same from a shell).
// Everyone but an admin gets the site's 404, so the page does not advertise that it exists.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import Link from "next/link";
import { accountCsrfToken } from "@/lib/account/csrf";
import { pageSession } from "@/lib/auth/page-session";
import { isAdmin } from "@/lib/moderation";
import { PLANS } from "@/lib/plans";
import { adminAccount, PLAN_VALUES, type AdminAccount } from "@/lib/users/admin";
import css from "../moderation/moderation.module.css";
import { doneMessage, problemMessage } from "./_lib/outcomes";
import common from "@/app/_components/page.module.css";
import { siteApi } from "@/app/_components/site-api";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Accounts", robots: { index: false } };

type Search = Promise<Record<string, string | string[] | undefined>>;
const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);
const dateFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" });

function Account({ account, csrf }: { account: AdminAccount; csrf: string }) {
  const who = account.email ?? account.handle;
  return (
    <article className={css.item} aria-labelledby="account-title">
      <div className={css.details}>
        <h2 id="account-title">@{account.handle}</h2>
        <p className={css.meta}>
          {account.email ?? "No email"} · joined {dateFormat.format(account.createdAt)} · {account.styles} {account.styles === 1 ? "style" : "styles"}
          {account.role === "admin" ? " · admin" : ""}
        </p>
        <p className={css.description}>
          Plan: <strong>{PLANS[account.plan].label}</strong>
        </p>
      </div>
      <div className={css.decisions}>
        {PLAN_VALUES.filter((p) => p !== account.plan).map((plan) => (
          <form key={plan} method="post" action={siteApi.adminPlan}>
            <input type="hidden" name="csrf" value={csrf} />
            <input type="hidden" name="who" value={who} />
            <input type="hidden" name="plan" value={plan} />
            <button type="submit" className={`button ${plan === "pro" ? "button-primary" : ""}`}>
              Switch to {PLANS[plan].label}
            </button>
          </form>
        ))}
      </div>
    </article>
  );
}

export default async function AccountsPage({ searchParams }: { searchParams: Search }) {
  const session = await pageSession();
  // The role is read from the database, not the session, so a demotion takes effect at once.
  if (!session || !(await isAdmin(session.user.id))) notFound();
  const params = await searchParams;
  const who = (one(params.who) ?? "").trim();
  const account = who ? await adminAccount(who) : null;
  const csrf = accountCsrfToken(session.sessionToken, "accounts");
  const done = doneMessage(one(params.done));
  const problem = problemMessage(one(params.problem));

  return (
    <>
      <header className={`${common.intro} ${css.section}`}>
        <h1>Accounts</h1>
        <p className={common.lede}>
          Find an account by its email or @handle to change its plan. Publications waiting for review are on the{" "}
          <Link href="/admin/moderation">moderation page</Link>.
        </p>
      </header>
      <div className={css.section}>
        <form method="get" action="/admin/accounts" className={css.find} role="search" aria-label="Find an account">
          <label htmlFor="accounts-who">Email or @handle</label>
          <input id="accounts-who" name="who" defaultValue={who} autoComplete="off" spellCheck={false} required />
          <button type="submit" className="button">
            Find
          </button>
        </form>
        {done ? (
          <p className={css.status} role="status">
            {done}
          </p>
        ) : null}
        {problem ? (
          <p className={css.problem} role="alert">
            {problem}
          </p>
        ) : null}
        {account ? <Account account={account} csrf={csrf} /> : who ? <p role="status">No account has the email or handle &ldquo;{who}&rdquo;.</p> : null}
      </div>
    </>
  );
}
