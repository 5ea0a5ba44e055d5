// GET /api/site/dev/mailbox: every message the dev mailbox holds, newest first (to a loopback caller of a
// loopback site, or anyone with DEV_MAILBOX=1).
import { listMailbox } from "@/lib/mail/mailbox";
import { devMailboxOpenTo } from "@/lib/mail/mailbox-access";
import { mailboxNotFound } from "@/lib/mail/routes";

export const dynamic = "force-dynamic";

export function GET(req: Request): Response {
  if (!devMailboxOpenTo(req)) return mailboxNotFound();
  return Response.json({ messages: listMailbox() }, { headers: { "cache-control": "no-store" } });
}
