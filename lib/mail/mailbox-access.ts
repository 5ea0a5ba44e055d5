// Who the dev mailbox serves. It holds sign-in links, so whoever reads one can sign in as the person who
// asked for it (an admin named in ADMIN_EMAILS included). No request can prove it comes from this
// machine's own user: behind a TCP forwarder (ssh -L/-R, kubectl port-forward, a dev tunnel) or a
// reverse proxy that sends a loopback Host, every remote visitor arrives as a loopback client by a
// loopback Host. So:
// - The whole mailbox as JSON (/api/site/dev/mailbox) answers only with the explicit opt-in
//   DEV_MAILBOX=1, for tests and a machine no stranger can reach; never by address or Host.
// - Without EMAIL_SERVER, a sign-in link is written to the mailbox for an asker on this machine as far
//   as the request can tell (a loopback SITE_URL, a loopback Host, which a page on another site that
//   rebinds its name to 127.0.0.1 does not send, and a loopback client address, taken from the
//   connection: lib/ratelimit/lane.ts clientIp), or for anyone with DEV_MAILBOX=1. That only decides
//   whether email sign-in is offered; the link itself is shown back only to the browser that asked
//   for it (./check-email-cookie.ts, the check-email page).
import ipaddr from "ipaddr.js";
import { devMailboxOpenToAll, siteUrl } from "@/lib/config";
import { clientIp, type HasHeaders } from "@/lib/ratelimit/lane";

function isLoopbackAddress(text: string): boolean {
  const bare = text.replace(/^\[|\]$/g, "");
  // process() unwraps IPv4-mapped IPv6 (::ffff:127.0.0.1, how a dual-stack socket reports IPv4).
  return ipaddr.isValid(bare) && ipaddr.process(bare).range() === "loopback";
}

function isLoopbackHostname(hostname: string): boolean {
  return hostname === "localhost" || isLoopbackAddress(hostname);
}

/** The hostname of a Host header value ("localhost:3000", "[::1]:3000"), or null when it is none. */
function hostnameOf(host: string | null): string | null {
  if (!host) return null;
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return null;
  }
}

/** True when SITE_URL points at this machine (the embedded default, http://localhost:$PORT). */
export function loopbackSite(): boolean {
  try {
    return isLoopbackHostname(new URL(siteUrl()).hostname);
  } catch {
    return false;
  }
}

/** Whether the JSON mailbox answers: only with the explicit opt-in, whoever asks. */
export function devMailboxListOpen(): boolean {
  return devMailboxOpenToAll();
}

/** Whether a sign-in link for this asker may be written to the dev mailbox (see above). */
export function devMailboxOpenTo(req: HasHeaders): boolean {
  if (devMailboxOpenToAll()) return true;
  const host = hostnameOf(req.headers.get("host"));
  return loopbackSite() && host !== null && isLoopbackHostname(host) && isLoopbackAddress(clientIp(req));
}
