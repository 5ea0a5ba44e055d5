// What the library page reads, on the same services as GET /api/v1/me/styles, /me/saved-styles and
// /me/extractions. Only the active tab's data is loaded, so a visit to "Saved" never pays for history.
import type { ExtractionHistory } from "@/lib/api/extraction";
import { listExtractionHistory } from "@/lib/extraction/history";
import { listOwnStyles, type OwnStyleItem } from "@/lib/library/my-styles";
import { listSavedStyles } from "@/lib/library/saved-styles";
import { moderationOfStyles, type OwnModeration } from "@/lib/moderation";
import { historyAccess, planOf, type PlanId } from "@/lib/plans";

// One page each; the API pages further, the library page shows the most recent.
export const PAGE_SIZE = 50;
const HISTORY_PER_STYLE = 4;

export interface LibraryStyle extends OwnStyleItem {
  moderation: OwnModeration;
}

export async function loadMyStyles(userId: string): Promise<{ count: number; styles: LibraryStyle[] }> {
  const { count, styles } = await listOwnStyles(userId, { limit: PAGE_SIZE });
  // The listing has no moderation state; one query reads the owner's own view of it (note included).
  // A style deleted between the two reads has no entry and is left out.
  const moderation = await moderationOfStyles(userId, styles.map((s) => s.id));
  return { count, styles: styles.flatMap((s) => (moderation.has(s.id) ? [{ ...s, moderation: moderation.get(s.id)! }] : [])) };
}

export function loadSaved(userId: string) {
  return listSavedStyles(userId, { limit: PAGE_SIZE, offset: 0 });
}

export type HistoryEntry = ExtractionHistory["entries"][number];

export interface LibraryHistory {
  entries: HistoryEntry[];
  styleNames: Map<string, string>;
  /** The plan's words for a locked entry (Free), the message opening one answers with, shown verbatim
   *  beside the pricing link. */
  lockedMessage: string | null;
  lockedCount: number;
  /** The plan opens the whole archive (unsaved runs included); otherwise each style's runs only. */
  fullHistory: boolean;
  /** Every entry the listing covers, of which `entries` are the newest. */
  total: number;
}

/** Pro reads the whole archive in one call. Free cannot list across styles (plan_limit_reached), so
 *  it reads each own style's history, where the newest entry is open and older ones come back locked;
 *  extractions never saved as a style have no style id to ask by, so Free cannot list them here. */
export async function loadHistory(userId: string, planId: PlanId): Promise<LibraryHistory> {
  const { styles } = await listOwnStyles(userId, { limit: PAGE_SIZE });
  const styleNames = new Map(styles.map((s) => [s.id, s.name]));
  const access = historyAccess(planOf(planId));
  if (access.full) {
    const all = await listExtractionHistory(userId, { limit: PAGE_SIZE });
    return { entries: all.entries, styleNames, lockedMessage: null, lockedCount: 0, fullHistory: true, total: all.count };
  }
  const perStyle = await Promise.all([...styleNames.keys()].map((style) => listExtractionHistory(userId, { style, limit: HISTORY_PER_STYLE })));
  const entries = perStyle.flatMap((h) => h.entries).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const lockedCount = perStyle.reduce((n, h) => n + h.lockedCount, 0);
  const total = perStyle.reduce((n, h) => n + h.count, 0);
  const lockedMessage = entries.some((e) => e.locked) ? access.lockedEntryMessage : null;
  return { entries, styleNames, lockedMessage, lockedCount, fullHistory: false, total };
}
