// The extraction history (GET /me/extractions and /me/extractions/{id}): complete runs, newest first,
// keyset-paged. Free opens only the newest entry of each style (extractions never saved as a style
// count as one group); Pro opens the whole archive. Blocks are re-capped against the current plan, and
// reading history never spends credits.
import { pricingUrl } from "@/lib/config";
import { db, type Prisma } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import type { ExtractionHistory, ExtractionHistoryEntry } from "@/lib/api/extraction";
import type { HistoryFormat } from "@/lib/api/queries";
import type { Block } from "@/lib/styles/blocks";
import { historyAccess } from "@/lib/plans";
import { builderUrl, extractRunUrl } from "@/lib/urls";
import { capBlocks } from "./cap";
import { compileExtraction } from "./compiled";
import { extractionAccount } from "./account";
import { afterRunCursor, encodeRunCursor, NEWEST_FIRST } from "./run-cursor";
import { sourceImageUrls } from "./sources";

function proOnly(message: string): ServiceError {
  return new ServiceError("plan_limit_reached", `${message} Upgrade to Pro for the full archive.`, { pricingUrl: pricingUrl() });
}

const complete = (userId: string) => ({ userId, status: "complete" as const });

/** The newest complete extraction of a group (one style, or the never-saved ones). */
async function newestOfGroup(userId: string, styleId: string | null): Promise<string | null> {
  const row = await (await db()).extraction.findFirst({ where: { ...complete(userId), styleId }, orderBy: NEWEST_FIRST, select: { id: true } });
  return row?.id ?? null;
}

export async function listExtractionHistory(userId: string, q: { style?: string; limit: number; cursor?: string }): Promise<ExtractionHistory> {
  const { plan } = await extractionAccount(userId);
  if (!q.style && !plan.fullHistory) {
    throw proOnly(`The history across all your styles is not part of the ${plan.label} plan. Pass style=<style id> to see that style's newest extraction.`);
  }
  const prisma = await db();
  const where: Prisma.ExtractionWhereInput = { ...complete(userId), ...(q.style ? { styleId: q.style } : {}) };
  const page = await prisma.extraction.findMany({
    where: afterRunCursor(where, q.cursor),
    orderBy: NEWEST_FIRST,
    take: q.limit + 1,
    select: { id: true, styleId: true, createdAt: true, model: true, suggestedTitle: true, inputTextPreview: true, blocks: true, appliedBlockIds: true },
  });
  const count = await prisma.extraction.count({ where });
  const newest = plan.fullHistory ? null : await newestOfGroup(userId, q.style ?? null);
  const rows = page.slice(0, q.limit);
  const last = rows[rows.length - 1];
  return {
    count,
    entries: rows.map((r) => ({
      id: r.id,
      styleId: r.styleId,
      createdAt: r.createdAt.toISOString(),
      model: r.model,
      suggestedTitle: r.suggestedTitle,
      inputTextPreview: r.inputTextPreview,
      blockCount: Array.isArray(r.blocks) ? r.blocks.length : 0,
      appliedCount: r.appliedBlockIds.length,
      ...(plan.fullHistory ? {} : { locked: r.id !== newest }),
    })),
    lockedCount: plan.fullHistory ? 0 : Math.max(0, count - (newest ? 1 : 0)),
    fullAccess: plan.fullHistory,
    nextCursor: page.length > q.limit && last ? encodeRunCursor(last.createdAt, last.id) : null,
  };
}

export async function extractionHistoryEntry(userId: string, id: string, format: HistoryFormat): Promise<ExtractionHistoryEntry> {
  const { plan } = await extractionAccount(userId);
  const row = await (await db()).extraction.findFirst({ where: { ...complete(userId), id } });
  if (!row) throw new ServiceError("not_found", "No extraction in your history has that id.");
  // Worded once, in lib/plans.ts: the library shows the same words on a locked entry.
  const { lockedEntryMessage } = historyAccess(plan);
  if (lockedEntryMessage !== null && (await newestOfGroup(userId, row.styleId)) !== row.id) {
    throw new ServiceError("plan_limit_reached", lockedEntryMessage, { pricingUrl: pricingUrl() });
  }
  const capped = capBlocks((row.blocks ?? []) as unknown as Block[], plan);
  const entry: ExtractionHistoryEntry = {
    id: row.id,
    styleId: row.styleId,
    createdAt: row.createdAt.toISOString(),
    model: row.model,
    suggestedTitle: row.suggestedTitle,
    suggestedDescription: row.suggestedDescription,
    inputTextPreview: row.inputTextPreview,
    appliedBlockIds: row.appliedBlockIds,
    blocks: capped.blocks.map((b) => ({ section: b.section, type: b.type, value: b.value, locked: b.locked })),
    lockedBlockCount: capped.lockedBlockCount,
    ...(capped.note ? { note: capped.note } : {}),
  };
  if (format === "blocks") return entry;
  const compiled = compileExtraction(
    { name: row.suggestedTitle ?? "Extracted style", description: row.suggestedDescription, blocks: capped.usable, images: sourceImageUrls(row.sources) },
    row.styleId ? builderUrl(row.styleId) : extractRunUrl(row.id),
  );
  return format === "default" ? { ...entry, spec: compiled.spec } : { ...entry, styleMd: compiled.styleMd };
}
