// GET /api/site/dev/mailbox: every message the dev mailbox holds, newest first, only with DEV_MAILBOX=1
// (tests, and a machine no stranger can reach; lib/mail/mailbox-access.ts says why not by address).
import { listMailbox } from "@/lib/mail/mailbox";
import { devMailboxListOpen } from "@/lib/mail/mailbox-access";
import { mailboxNotFound } from "@/lib/mail/routes";

export const dynamic = "force-dynamic";

export function GET(): Response {
  if (!devMailboxListOpen()) return mailboxNotFound();
  return Response.json({ messages: listMailbox() }, { headers: { "cache-control": "no-store" } });
}
