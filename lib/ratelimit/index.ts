// Chooses the limiter: Upstash when UPSTASH_REDIS_REST_URL/_TOKEN are set, else in-memory.
import { createMemoryRateLimiter } from "./memory";
import { rateLimits, upstashConfigured } from "@/lib/config";
import { ServiceError } from "@/lib/errors";
import type { RateLimiter, RateLimitResult } from "./limiter";
import { processWide } from "@/lib/process-wide";

export type { RateLimiter, RateLimitResult } from "./limiter";

const state = processWide("rate-limiter", (): { limiter?: RateLimiter } => ({}));

export async function rateLimiter(): Promise<RateLimiter> {
  if (state.limiter) return state.limiter;
  if (upstashConfigured()) {
    const { createUpstashRateLimiter } = await import("./upstash");
    state.limiter = createUpstashRateLimiter();
  } else {
    state.limiter = createMemoryRateLimiter();
  }
  return state.limiter;
}

/** The 429 for an exhausted lane, with Retry-After; "requests" for the general lane. */
export function rateLimitedError(rl: RateLimitResult, what: "requests" | "extractions" | "checks" = "requests"): ServiceError {
  const retryAfter = Math.max(1, rl.reset - Math.floor(Date.now() / 1000));
  const message =
    what === "requests"
      ? `Too many requests. Wait ${retryAfter} seconds before retrying.`
      : what === "checks"
        ? `Too many style checks: at most ${rl.limit} a minute per address or account. Wait ${retryAfter} seconds before checking again.`
        : `Too many ${what}: at most ${rl.limit} a minute per account. Wait ${retryAfter} seconds before starting another.`;
  return new ServiceError("rate_limited", message, { headers: { "Retry-After": String(retryAfter) } });
}

/** Spends one start from the extraction lane (contract "Limits": 5 a minute per account, on top of the
 *  general lane), or throws its 429. Every surface that starts extractions (REST, the website, MCP)
 *  spends from this one lane. */
export async function spendExtractionStart(userId: string): Promise<void> {
  const rl = await (await rateLimiter()).limit(`extract:${userId}`, rateLimits().extractPerMinute, 60_000);
  if (!rl.success) throw rateLimitedError(rl, "extractions");
}

/** Spends one media upload (a clip, an image sample, an inspiration image) from the account's lane:
 *  each is probed or decoded on our CPU, and it is spent before that, so a refused file counts too. */
export async function spendMediaUpload(userId: string): Promise<void> {
  const rl = await (await rateLimiter()).limit(`media:${userId}`, rateLimits().mediaPerMinute, 60_000);
  if (!rl.success) {
    const retryAfter = Math.max(1, rl.reset - Math.floor(Date.now() / 1000));
    throw new ServiceError("rate_limited", `Too many uploads: at most ${rl.limit} clips and images a minute per account. Wait ${retryAfter} seconds before adding another.`, {
      headers: { "Retry-After": String(retryAfter) },
    });
  }
}

/** Spends one style check from its lane (30 a minute per account, or per address without a token, on
 *  top of the general lane). REST, MCP and the website spend from this one lane. */
export async function spendStyleCheck(who: { userId: string } | { ip: string }): Promise<void> {
  const key = "userId" in who ? `check:user:${who.userId}` : `check:ip:${who.ip}`;
  const rl = await (await rateLimiter()).limit(key, rateLimits().checkPerMinute, 60_000);
  if (!rl.success) throw rateLimitedError(rl, "checks");
}
