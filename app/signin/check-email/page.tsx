// Where next-auth sends the browser after a sign-in link was emailed ("verify request" page).
import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { listMailbox } from "@/lib/mail/mailbox";
import { devMailboxOpenTo } from "@/lib/mail/mailbox-access";
import { emailServer } from "@/lib/mail/send";
import styles from "../auth.module.css";
import common from "@/app/_components/page.module.css";
import { siteApi } from "@/app/_components/site-api";
import { When } from "@/app/_components/When";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Check your inbox", robots: { index: false } };

/** How many of the dev mailbox's newest messages the page offers as links. */
const RECENT_MAIL = 3;

export default async function CheckEmailPage() {
  const mailbox = !emailServer() && devMailboxOpenTo({ headers: await headers() });
  // Only where the mailbox route would answer this caller too (the same check): the links sign in.
  const recent = mailbox ? listMailbox(RECENT_MAIL) : [];
  return (
    <section className={styles.panel} aria-labelledby="check-title">
      <h1 id="check-title">Check your inbox</h1>
      <p>We sent you a sign-in link. Open it on this device to finish signing in; it works once and expires in 15 minutes.</p>
      <p className={common.hint}>Nothing there? Look in your spam folder, or go back and ask for a new link.</p>
      {mailbox ? (
        <div className={styles.alert}>
          <p>
            Local development: no mail server is configured, so messages are kept in the{" "}
            <a href={siteApi.devMailbox}>dev mailbox</a>.
          </p>
          {recent.length > 0 ? (
            <ul className={styles.mailbox} aria-label="Newest sign-in links">
              {recent.map((mail) => (
                <li key={`${mail.createdAt}-${mail.to}`}>
                  {/* A route handler of next-auth's (it sets the session cookie), so a plain link. */}
                  <a href={mail.url}>Sign in as {mail.to}</a>{" "}
                  <span className={common.hint}>
                    <When iso={mail.createdAt} />
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <p className={common.actions}>
        <Link className="button" href="/signin">
          Use a different address
        </Link>
      </p>
    </section>
  );
}
