// Where next-auth sends the browser after a sign-in link was emailed ("verify request" page).
import type { Metadata } from "next";
import { cookies } from "next/headers";
import Link from "next/link";
import { checkEmailAddress, checkEmailCookieName } from "@/lib/auth/check-email-cookie";
import { latestMailFor } from "@/lib/mail/mailbox";
import { devMailboxListOpen } from "@/lib/mail/mailbox-access";
import { emailServer } from "@/lib/mail/send";
import styles from "../auth.module.css";
import common from "@/app/_components/page.module.css";
import { siteApi } from "@/app/_components/site-api";
import { When } from "@/app/_components/When";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Check your inbox", robots: { index: false } };

export default async function CheckEmailPage() {
  const mailbox = !emailServer();
  // Only the link this browser asked for, named by the signed cookie its sign-in request got
  // (lib/mail/check-email-cookie.ts): never anyone else's, whoever the visitor seems to be.
  const address = mailbox ? checkEmailAddress((await cookies()).get(checkEmailCookieName())?.value) : null;
  const mail = address ? latestMailFor(address) : null;
  return (
    <section className={styles.panel} aria-labelledby="check-title">
      <h1 id="check-title">Check your inbox</h1>
      <p>We sent you a sign-in link. Open it on this device to finish signing in; it works once and expires in 15 minutes.</p>
      <p className={common.hint}>Nothing there? Look in your spam folder, or go back and ask for a new link.</p>
      {mailbox ? (
        <div className={styles.alert}>
          <p>
            Local development: no mail server is configured, so messages are kept in this server&apos;s{" "}
            {devMailboxListOpen() ? <a href={siteApi.devMailbox}>dev mailbox</a> : "dev mailbox"}.
          </p>
          {mail ? (
            <p className={styles.mailbox}>
              {/* A route handler of next-auth's (it sets the session cookie), so a plain link. */}
              <a href={mail.url}>Sign in as {mail.to}</a>{" "}
              <span className={common.hint}>
                <When iso={mail.createdAt} />
              </span>
            </p>
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
