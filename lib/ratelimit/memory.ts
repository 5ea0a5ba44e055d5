// In-memory sliding-window limiter (the embedded default). Per process only: behind several instances
// each counts on its own, which is why production uses Upstash.
import type { RateLimiter, RateLimitResult } from "./limiter";

interface Window {
  /** Each key keeps its own window length: lanes of a minute and of ten minutes share the map. */
  windowMs: number;
  start: number;
  current: number;
  previous: number;
}

const MAX_KEYS = 50_000;

/** Approximates a true sliding window from two fixed windows, as Upstash's slidingWindow does:
 *  the previous window's count is weighted by how much of it still overlaps the sliding one. */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, Window>();

  function current(key: string, windowMs: number): Window {
    const t = now();
    const start = Math.floor(t / windowMs) * windowMs;
    let w = windows.get(key);
    if (!w) {
      if (windows.size >= MAX_KEYS) prune(t);
      w = { windowMs, start, current: 0, previous: 0 };
      windows.set(key, w);
    } else if (w.start !== start) {
      w.previous = w.start === start - windowMs ? w.current : 0;
      w.current = 0;
      w.start = start;
    }
    return w;
  }

  function prune(t: number) {
    for (const [k, w] of windows) if (w.start < t - 2 * w.windowMs) windows.delete(k);
  }

  // Rounded up: at a window boundary the previous window's requests still count in full.
  function used(w: Window, windowMs: number): number {
    const elapsed = (now() - w.start) / windowMs;
    return Math.ceil(w.previous * (1 - elapsed)) + w.current;
  }

  function report(w: Window, max: number, windowMs: number, counted: boolean): RateLimitResult {
    return {
      success: counted,
      limit: max,
      remaining: Math.max(0, max - used(w, windowMs)),
      reset: Math.ceil((w.start + windowMs) / 1000),
    };
  }

  return {
    async limit(key, max, windowMs, cost = 1) {
      const w = current(key, windowMs);
      if (used(w, windowMs) + cost > max) return report(w, max, windowMs, false);
      w.current += cost;
      return report(w, max, windowMs, true);
    },
    async peek(key, max, windowMs) {
      return report(current(key, windowMs), max, windowMs, true);
    },
  };
}
