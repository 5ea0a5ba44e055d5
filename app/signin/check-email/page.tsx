// Where next-auth sends the browser after a sign-in link was emailed ("verify request" page).
import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { devMailboxOpenTo } from "@/lib/mail/mailbox-access";
import { emailServer } from "@/lib/mail/send";
import styles from "../auth.module.css";
import common from "@/app/_components/page.module.css";
import { siteApi } from "@/app/_components/site-api";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Check your inbox", robots: { index: false } };

export default async function CheckEmailPage() {
  const mailbox = !emailServer() && devMailboxOpenTo({ headers: await headers() });
  return (
    <section className={styles.panel} aria-labelledby="check-title">
      <h1 id="check-title">Check your inbox</h1>
      <p>We sent you a sign-in link. Open it on this device to finish signing in; it works once and expires in 15 minutes.</p>
      <p className={common.hint}>Nothing there? Look in your spam folder, or go back and ask for a new link.</p>
      {mailbox ? (
        <p className={styles.alert}>
          Local development: no mail server is configured, so messages are kept in the{" "}
          <a href={siteApi.devMailbox}>dev mailbox</a>.
        </p>
      ) : null}
      <p className={common.actions}>
        <Link className="button" href="/signin">
          Use a different address
        </Link>
      </p>
    </section>
  );
}
