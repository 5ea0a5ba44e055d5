// From checks to a score and a verdict. Pure.
import type { Check, ScoredCheck, Verdict } from "./types";

/** Where the verdicts switch, calibrated with `npm run eval` (own references against other styles'). */
export const VERDICT_AT = { onStyle: 75, close: 55 } as const;

export function scoreOf(checks: readonly ScoredCheck[]): number {
  const total = checks.reduce((sum, c) => sum + c.weight, 0);
  if (total === 0) return 0;
  const earned = checks.reduce((sum, c) => sum + c.weight * Math.max(0, Math.min(1, c.credit)), 0);
  return Math.round((100 * earned) / total);
}

export function verdictOf(score: number): Verdict {
  return score >= VERDICT_AT.onStyle ? "on-style" : score >= VERDICT_AT.close ? "close" : "off-style";
}

/** The public form of a check: its credit stays inside the score; weights rounded for reading. */
export function publicCheck({ credit: _credit, ...check }: ScoredCheck): Check {
  return { ...check, weight: Math.round(check.weight * 100) / 100 };
}
