// Plan limits in one table (DESIGN.md "Decisions"). Pure: no I/O. Credits are unlimited when -1.
export type PlanId = "free" | "pro";

export interface PlanLimits {
  label: string;
  /** Credits granted when an account is created; -1 = unlimited. */
  initialCredits: number;
  /** Credits one extraction costs; 0 on unlimited plans. */
  extractionCost: number;
  /** Files per extraction. */
  maxFiles: number;
  /** PDF/text documents as extraction sources. */
  documents: boolean;
  /** Own styles (the create_style allowance); null = unlimited. */
  maxStyles: number | null;
  /** Whole extraction archive (cross-style history, older entries). */
  fullHistory: boolean;
  /** Extracted items usable per extraction; the rest are shown locked. null = no cap (today's plans). */
  blockCap: number | null;
}

export const PLANS: Record<PlanId, PlanLimits> = {
  free: { label: "Free", initialCredits: 120, extractionCost: 30, maxFiles: 3, documents: false, maxStyles: 10, fullHistory: false, blockCap: null },
  pro: { label: "Pro", initialCredits: -1, extractionCost: 0, maxFiles: 10, documents: true, maxStyles: null, fullHistory: true, blockCap: null },
};

export const UNLIMITED = -1;

export function planOf(id: string): PlanLimits {
  return PLANS[id as PlanId] ?? PLANS.free;
}

/** What a plan opens of the extraction history, and the words an entry it keeps locked is explained
 *  with: the message of the plan_limit_reached that opening such an entry answers
 *  (lib/extraction/history.ts), so a page can show it without asking for the entry. */
export function historyAccess(plan: PlanLimits): { full: boolean; lockedEntryMessage: string | null } {
  if (plan.fullHistory) return { full: true, lockedEntryMessage: null };
  return { full: false, lockedEntryMessage: `Only the newest extraction of each style opens on the ${plan.label} plan. Upgrade to Pro for the full archive.` };
}
