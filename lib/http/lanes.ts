// The rate-limit half of the admission core (./admission.ts): the general lane every API and MCP
// request spends (per grant with a token, per address without), its window reported without spending
// (preflights, the proxy's malformed-path answer), and the extra lanes some actions spend on top. Kept
// apart from admission.ts because the proxy imports it, and nothing the proxy imports opens the database.
import { rateLimitedError, rateLimiter, spendExtractionStart, spendMediaUpload, spendStyleCheck, type RateLimitResult } from "@/lib/ratelimit";
import { clientIp, requestLane } from "@/lib/ratelimit/lane";
import type { Caller } from "@/lib/auth/caller";
import type { ServiceError } from "@/lib/errors";

const MINUTE = 60_000;

/** An extra lane on top of the general one: "extract" allows RATE_LIMIT_EXTRACT_PER_MIN starts a minute
 *  per account (contract "Limits"); "check", RATE_LIMIT_CHECK_PER_MIN style checks a minute per account
 *  or, without one, per address; "media", RATE_LIMIT_MEDIA_PER_MIN clip and image uploads a minute per
 *  account (the builder's). */
export type ExtraLane = "extract" | "check" | "media";

/** Spends `cost` requests (one, or an MCP batch's messages) of the caller's general lane: the window,
 *  and the 429 when they do not fit (nothing is spent then). */
export async function spendGeneralLane(req: Request, caller: Caller | null, cost = 1): Promise<{ rl: RateLimitResult; refusal: ServiceError | null }> {
  const lane = requestLane(req, caller);
  const rl = await (await rateLimiter()).limit(lane.key, lane.max, MINUTE, cost);
  return { rl, refusal: rl.success ? null : rateLimitedError(rl) };
}

/** The anonymous general lane's window, not spent (a request that carries no token to verify). */
export async function peekGeneralLane(req: Request): Promise<RateLimitResult> {
  const lane = requestLane(req, null);
  return (await rateLimiter()).peek(lane.key, lane.max, MINUTE);
}

/** Spends one from an extra lane for this account (or, for "check" without one, this address); throws
 *  its 429. "extract" and "media" need an account: every door that spends them has one. */
export async function spendExtraLane(lane: ExtraLane, req: Request, userId: string | null): Promise<void> {
  if (lane === "extract" || lane === "media") {
    if (userId) await (lane === "extract" ? spendExtractionStart(userId) : spendMediaUpload(userId));
    return;
  }
  await spendStyleCheck(userId ? { userId } : { ip: clientIp(req) });
}
