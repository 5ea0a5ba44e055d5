// Sign-in links cost someone an email each: unlimited, one address could be flooded with them (40 in a
// few seconds was measured), and one client could mail every address it knows. Two lanes, through the
// same limiter as the API (in-memory, or Upstash shared by every instance): per recipient and per
// client address (clientIp, the one rule for who a request comes from).
import { createHash } from "node:crypto";
import { domainToASCII } from "node:url";
import { SIGN_IN_EMAIL_WINDOW_MS, rateLimits } from "@/lib/config";
import { clientIp, type HasHeaders } from "./lane";
import { rateLimiter } from "./index";

// Mail providers that ignore dots in the local part, and the one domain both names reach.
const DOTLESS_DOMAINS = new Map([
  ["gmail.com", "gmail.com"],
  ["googlemail.com", "gmail.com"],
]);

/**
 * The mailbox an address reaches, as the per-address lane counts it, so that spelling one address
 * another way is not a fresh lane of links to the same person. Folded everywhere: case (no provider
 * treats local parts as case-sensitive, and Auth.js lowercases them), a `+tag` (sub-addressing, which
 * Gmail, Outlook, iCloud, Fastmail and Proton deliver to the base address), trailing dots of the
 * domain (the DNS root: `example.com.` is `example.com`) and an internationalised domain's Unicode
 * form (the ASCII form names the same host). Dots in the local part are folded only for gmail.com and
 * googlemail.com, whose provider documents that it ignores them; elsewhere (Google Workspace domains
 * included) `first.last` and `firstlast` may be two people. Other separators (`-` on Yahoo or qmail)
 * are left alone, as many real names contain them. Folding too little would only cost a spare lane;
 * folding too much would let one person's requests use up another's, so nothing uncertain is folded.
 */
export function signInLaneAddress(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1).replace(/\.+$/, "");
  domain = domainToASCII(domain) || domain;
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS.get(domain);
  if (dotless) {
    local = local.replaceAll(".", "");
    domain = dotless;
  }
  return `${local}@${domain}`;
}

/** Spends one sign-in email from both lanes; the seconds to wait when either is spent, else null. */
export async function spendSignInEmail(req: HasHeaders, email: string): Promise<number | null> {
  const limiter = await rateLimiter();
  const limits = rateLimits();
  // Hashed, so the limiter's keys (in Redis, in production) do not list who signs in.
  const recipient = createHash("sha256").update(signInLaneAddress(email)).digest("base64url").slice(0, 22);
  const lanes = [
    { key: `signin-email:client:${clientIp(req)}`, max: limits.signInEmailsPerClient },
    { key: `signin-email:to:${recipient}`, max: limits.signInEmailsPerAddress },
  ];
  for (const lane of lanes) {
    const rl = await limiter.limit(lane.key, lane.max, SIGN_IN_EMAIL_WINDOW_MS);
    if (!rl.success) return Math.max(1, rl.reset - Math.floor(Date.now() / 1000));
  }
  return null;
}
