// Outgoing mail. EMAIL_SERVER (an SMTP URL, with EMAIL_FROM) sends through Nodemailer; without it the
// message lands in the dev mailbox. A real database in production without SMTP is a configuration
// error, reported loudly instead of silently dropping sign-in links into a folder no one reads.
import { createTransport } from "nodemailer";
import { devMailboxOpenToAll, emailFrom, emailServer, isEmbeddedDatabase, nodeEnv } from "@/lib/config";
import { writeMailboxMessage } from "./mailbox";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the message is about (kept in the dev mailbox for tests and local sign-in). */
  url: string;
}

export { emailFrom, emailServer };

export async function sendMail(mail: OutgoingMail): Promise<void> {
  const server = emailServer();
  if (!server) {
    if (!isEmbeddedDatabase() && nodeEnv() === "production" && !devMailboxOpenToAll()) {
      throw new Error("EMAIL_SERVER must be set to send sign-in mail in production");
    }
    writeMailboxMessage({ to: mail.to, subject: mail.subject, url: mail.url, text: mail.text });
    return;
  }
  const result = await createTransport(server).sendMail({ to: mail.to, from: emailFrom(), subject: mail.subject, text: mail.text, html: mail.html });
  const failed = [...(result.rejected ?? []), ...((result as { pending?: unknown[] }).pending ?? [])].filter(Boolean);
  if (failed.length) throw new Error(`Email to ${failed.map(String).join(", ")} could not be sent`);
}
