// Chooses the limiter: Upstash when UPSTASH_REDIS_REST_URL/_TOKEN are set, else in-memory.
import { createMemoryRateLimiter } from "./memory";
import { rateLimits } from "@/lib/config";
import type { RateLimiter, RateLimitResult } from "./limiter";

export type { RateLimiter, RateLimitResult } from "./limiter";

const state = globalThis as unknown as { __styleshelfLimiter?: RateLimiter };

export async function rateLimiter(): Promise<RateLimiter> {
  if (state.__styleshelfLimiter) return state.__styleshelfLimiter;
  if (process.env.UPSTASH_REDIS_REST_URL && process.env.UPSTASH_REDIS_REST_TOKEN) {
    const { createUpstashRateLimiter } = await import("./upstash");
    state.__styleshelfLimiter = createUpstashRateLimiter();
  } else {
    state.__styleshelfLimiter = createMemoryRateLimiter();
  }
  return state.__styleshelfLimiter;
}

/** The extraction lane (contract "Limits": 5 starts a minute per account, on top of the general lane).
 *  Every surface that starts extractions (REST, the website, MCP) spends from this one lane. */
export async function consumeExtractionStart(userId: string): Promise<RateLimitResult> {
  return (await rateLimiter()).limit(`extract:${userId}`, rateLimits().extractPerMinute, 60_000);
}
