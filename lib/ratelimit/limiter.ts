// Rate limiter port: a sliding window per key. Implementations: memory (./memory.ts) and Upstash (./upstash.ts).
export interface RateLimitResult {
  success: boolean;
  limit: number;
  remaining: number;
  /** Unix seconds when the window has room again. */
  reset: number;
}

export interface RateLimiter {
  /** Counts `cost` requests (default 1) against `key` and reports the window. A cost the window cannot
   *  hold whole is refused and counts nothing. */
  limit(key: string, max: number, windowMs: number, cost?: number): Promise<RateLimitResult>;
  /** Reports the window without counting (CORS preflights). */
  peek(key: string, max: number, windowMs: number): Promise<RateLimitResult>;
}
