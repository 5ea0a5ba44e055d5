// How big a run is, and how to replay one. ADVERSARIAL_RUNS is the number of runs of a property of
// weight 1 (default 250, the size CI runs: about 15,000 requests); heavier or cheaper properties
// scale it. ADVERSARIAL_SEED
// replays the run fast-check printed with a failure.
import type { Parameters } from "fast-check";

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return n;
}

export const RUNS = positiveInt("ADVERSARIAL_RUNS", 250);

const SEED = process.env.ADVERSARIAL_SEED ? Number(process.env.ADVERSARIAL_SEED) : undefined;

/** No answer within this long counts as a hang. Generous: the machine is shared and a request may
 *  wait behind a cold compile; a hang is a request that never ends. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** fast-check's parameters for a property of the given weight. */
export function runs<T>(weight = 1): Parameters<T> {
  return { numRuns: Math.max(1, Math.round(RUNS * weight)), seed: SEED, endOnFailure: false };
}

/** A test's own time limit, sized to its number of runs (this bounds a stuck test, it measures nothing). */
export function testTimeout(weight = 1): number {
  return 120_000 + Math.round(RUNS * weight) * 2_000;
}

/** Rate limits left on, with windows no run fills: otherwise a 429 (a documented answer, tested by the
 *  integration tests) would answer most requests once a lane is spent, and the extraction lane (5 a
 *  minute) would keep every upload from being read (the check lane, 30 a minute, likewise every check). Call before the app starts. */
export function roomyRateLimits(): void {
  process.env.RATE_LIMIT_ANON_PER_MIN = "1000000";
  process.env.RATE_LIMIT_TOKEN_PER_MIN = "1000000";
  process.env.RATE_LIMIT_EXTRACT_PER_MIN = "1000000";
  process.env.RATE_LIMIT_CHECK_PER_MIN = "1000000";
}
