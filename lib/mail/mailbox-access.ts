// Who may read the dev mailbox. It holds sign-in links, so whoever reads it can sign in as anyone who
// asked for one (an admin named in ADMIN_EMAILS included). It opens only where no one else can be
// asking: a loopback SITE_URL (links point at this machine), a loopback Host (a page on another site
// that rebinds its name to 127.0.0.1 sends its own name) and a loopback client address, taken from the
// connection (lib/ratelimit/lane.ts clientIp; a Host header alone is whatever the client writes).
// DEV_MAILBOX=1 opens it to every caller, for a machine reached by another name that no stranger can
// reach.
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

/** Whether this request may read the dev mailbox (and have sign-in mail written to it). */
export function devMailboxOpenTo(req: HasHeaders): boolean {
  if (devMailboxOpenToAll()) return true;
  const host = hostnameOf(req.headers.get("host"));
  return loopbackSite() && host !== null && isLoopbackHostname(host) && isLoopbackAddress(clientIp(req));
}
