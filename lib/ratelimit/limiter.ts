// Rate limiter port: a sliding window per key. Implementations: memory (./memory.ts) and Upstash (./upstash.ts).
export interface RateLimitResult {
  success: boolean;
  limit: number;
  remaining: number;
  /** Unix seconds when the window has room again. */
  reset: number;
}

export interface RateLimiter {
  /** Counts one request against `key` and reports the window. */
  limit(key: string, max: number, windowMs: number): Promise<RateLimitResult>;
  /** Reports the window without counting (CORS preflights). */
  peek(key: string, max: number, windowMs: number): Promise<RateLimitResult>;
}
