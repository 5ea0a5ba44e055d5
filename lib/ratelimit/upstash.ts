// Upstash Redis limiter (production): shared by every instance. When Redis cannot answer (an outage,
// a network fault, a wrong token) requests are let through and the failure is logged: the limiter
// protects capacity, and refusing every request, or answering 500, would turn a Redis outage into a
// full outage. Credits never depend on it (they are charged in the database's transaction).
import { Ratelimit } from "@upstash/ratelimit";
import { Redis } from "@upstash/redis";
import type { RateLimiter, RateLimitResult } from "./limiter";

/** How long a request waits for Redis before it is let through (Ratelimit's own timeout). */
export const LIMITER_TIMEOUT_MS = 1000;

export function createUpstashRateLimiter(redis: Redis = Redis.fromEnv()): RateLimiter {
  const limiters = new Map<string, Ratelimit>();
  const limiterFor = (max: number, windowMs: number) => {
    const id = `${max}/${windowMs}`;
    let l = limiters.get(id);
    if (!l) {
      l = new Ratelimit({ redis, limiter: Ratelimit.slidingWindow(max, `${windowMs} ms`), prefix: `styleshelf:rl:${id}`, timeout: LIMITER_TIMEOUT_MS });
      limiters.set(id, l);
    }
    return l;
  };
  let lastLogged = 0;
  const letThrough = (err: unknown, max: number, windowMs: number): RateLimitResult => {
    if (Date.now() - lastLogged > 60_000) {
      lastLogged = Date.now();
      console.error("[styleshelf] rate limiter unavailable; letting requests through", err);
    }
    return { success: true, limit: max, remaining: max, reset: Math.ceil((Date.now() + windowMs) / 1000) };
  };
  return {
    async limit(key, max, windowMs, cost = 1) {
      try {
        const limiter = limiterFor(max, windowMs);
        if (cost > 1) {
          // Upstash's sliding window refuses only a key already at its limit and counts a larger rate
          // past it; a cost the window cannot hold whole is refused here first, counting nothing (two
          // batches racing may still overshoot by one batch, which the next window absorbs).
          const left = await limiter.getRemaining(key);
          if (left.remaining < cost) return { success: false, limit: max, remaining: left.remaining, reset: Math.ceil(left.reset / 1000) };
        }
        const r = await limiter.limit(key, cost === 1 ? undefined : { rate: cost });
        return { success: r.success, limit: r.limit, remaining: r.remaining, reset: Math.ceil(r.reset / 1000) };
      } catch (err) {
        return letThrough(err, max, windowMs);
      }
    },
    async peek(key, max, windowMs) {
      try {
        const r = await limiterFor(max, windowMs).getRemaining(key);
        return { success: true, limit: max, remaining: r.remaining, reset: Math.ceil(r.reset / 1000) };
      } catch (err) {
        return letThrough(err, max, windowMs);
      }
    },
  };
}
