// Sign-in links cost someone an email each: unlimited, one address could be flooded with them (40 in a
// few seconds was measured), and one client could mail every address it knows. Two lanes, through the
// same limiter as the API (in-memory, or Upstash shared by every instance): per recipient and per
// client address (clientIp, the one rule for who a request comes from).
import { createHash } from "node:crypto";
import { SIGN_IN_EMAIL_WINDOW_MS, rateLimits } from "@/lib/config";
import { clientIp, type HasHeaders } from "./lane";
import { rateLimiter } from "./index";

/** Spends one sign-in email from both lanes; the seconds to wait when either is spent, else null. */
export async function spendSignInEmail(req: HasHeaders, email: string): Promise<number | null> {
  const limiter = await rateLimiter();
  const limits = rateLimits();
  // Hashed, so the limiter's keys (in Redis, in production) do not list who signs in.
  const recipient = createHash("sha256").update(email.trim().toLowerCase()).digest("base64url").slice(0, 22);
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
