// What the library page reads, on the same services as GET /api/v1/me/styles, /me/saved-styles and
// /me/extractions. Only the active tab's data is loaded, so a visit to "Saved" never pays for history.
import { ServiceError } from "@/lib/errors";
import type { ExtractionHistory } from "@/lib/api/extraction";
import { extractionHistoryEntry, listExtractionHistory } from "@/lib/extraction/history";
import { listMyStyles, type MyStyleItem } from "@/lib/library/my-styles";
import { listSavedStyles } from "@/lib/library/saved-styles";
import { moderationOf, type OwnModeration } from "@/lib/moderation/decide";
import { planOf, type PlanId } from "@/lib/plans";

// One page each; the API pages further, the library page shows the most recent.
export const PAGE_SIZE = 50;
const HISTORY_PER_STYLE = 4;

export interface LibraryStyle extends MyStyleItem {
  id: string;
  moderation: OwnModeration;
}

/** The listing carries no id (its `ref` is the slug once published); the builder URL always ends in
 *  it, and the builder link and moderation lookup both need it. */
function idOf(item: MyStyleItem): string {
  return new URL(item.url).pathname.split("/").pop() ?? "";
}

export async function loadMyStyles(userId: string): Promise<{ count: number; styles: LibraryStyle[] }> {
  const { count, styles } = await listMyStyles(userId, { limit: PAGE_SIZE });
  // The listing has no moderation state; moderationOf is the owner's own view of it (note included).
  const withModeration = await Promise.all(
    styles.map(async (s) => {
      const id = idOf(s);
      return { ...s, id, moderation: await moderationOf(userId, id) };
    }),
  );
  return { count, styles: withModeration };
}

export function loadSaved(userId: string) {
  return listSavedStyles(userId, { limit: PAGE_SIZE, offset: 0 });
}

export type HistoryEntry = ExtractionHistory["entries"][number];

export interface LibraryHistory {
  entries: HistoryEntry[];
  styleNames: Map<string, string>;
  /** The service's own words for a locked entry (Free), shown verbatim beside the pricing link. */
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
  const { styles } = await listMyStyles(userId, { limit: PAGE_SIZE });
  const styleNames = new Map(styles.map((s) => [idOf(s), s.name]));
  if (planOf(planId).fullHistory) {
    const all = await listExtractionHistory(userId, { limit: PAGE_SIZE });
    return { entries: all.entries, styleNames, lockedMessage: null, lockedCount: 0, fullHistory: true, total: all.count };
  }
  const perStyle = await Promise.all([...styleNames.keys()].map((style) => listExtractionHistory(userId, { style, limit: HISTORY_PER_STYLE })));
  const entries = perStyle.flatMap((h) => h.entries).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const lockedCount = perStyle.reduce((n, h) => n + h.lockedCount, 0);
  const firstLocked = entries.find((e) => e.locked);
  const total = perStyle.reduce((n, h) => n + h.count, 0);
  return { entries, styleNames, lockedMessage: firstLocked ? await lockedMessageFor(userId, firstLocked.id) : null, lockedCount, fullHistory: false, total };
}

/** Asking to open a locked entry is how the service explains the lock; its message is the copy. */
async function lockedMessageFor(userId: string, extractionId: string): Promise<string | null> {
  try {
    await extractionHistoryEntry(userId, extractionId, "blocks");
    return null;
  } catch (err) {
    if (err instanceof ServiceError && err.code === "plan_limit_reached") return err.message;
    throw err;
  }
}
