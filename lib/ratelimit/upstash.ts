// Upstash Redis limiter (production): shared by every instance.
import { Ratelimit } from "@upstash/ratelimit";
import { Redis } from "@upstash/redis";
import type { RateLimiter } from "./limiter";

export function createUpstashRateLimiter(redis: Redis = Redis.fromEnv()): RateLimiter {
  const limiters = new Map<string, Ratelimit>();
  const limiterFor = (max: number, windowMs: number) => {
    const id = `${max}/${windowMs}`;
    let l = limiters.get(id);
    if (!l) {
      l = new Ratelimit({ redis, limiter: Ratelimit.slidingWindow(max, `${windowMs} ms`), prefix: `styleshelf:rl:${id}` });
      limiters.set(id, l);
    }
    return l;
  };
  return {
    async limit(key, max, windowMs) {
      const r = await limiterFor(max, windowMs).limit(key);
      return { success: r.success, limit: r.limit, remaining: r.remaining, reset: Math.ceil(r.reset / 1000) };
    },
    async peek(key, max, windowMs) {
      const r = await limiterFor(max, windowMs).getRemaining(key);
      return { success: true, limit: max, remaining: r.remaining, reset: Math.ceil(r.reset / 1000) };
    },
  };
}
