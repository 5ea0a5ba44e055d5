// GET /api/site/dev/mailbox/latest?to=<address>: the newest message for one address, 404 if none; only
// with DEV_MAILBOX=1, like the whole list.
import { latestMailFor } from "@/lib/mail/mailbox";
import { devMailboxListOpen } from "@/lib/mail/mailbox-access";
import { mailboxNotFound } from "@/lib/mail/routes";

export const dynamic = "force-dynamic";

export function GET(req: Request): Response {
  if (!devMailboxListOpen()) return mailboxNotFound();
  const to = new URL(req.url).searchParams.get("to");
  if (!to) return Response.json({ error: "bad_request", message: "the to parameter is required" }, { status: 400 });
  const message = latestMailFor(to);
  if (!message) return Response.json({ error: "not_found", message: `no mail for ${to}` }, { status: 404, headers: { "cache-control": "no-store" } });
  return Response.json(message, { headers: { "cache-control": "no-store" } });
}
