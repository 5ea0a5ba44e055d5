// GET /dev/mailbox: every message the dev mailbox holds, newest first (embedded mode or DEV_MAILBOX=1).
import { devMailboxEnabled, listMailbox } from "@/lib/mail/mailbox";
import { mailboxNotFound } from "@/lib/mail/routes";

export const dynamic = "force-dynamic";

export function GET(): Response {
  if (!devMailboxEnabled()) return mailboxNotFound();
  return Response.json({ messages: listMailbox() }, { headers: { "cache-control": "no-store" } });
}
