// The extract page's "Recent runs": every run of the account (running, complete, failed), newest first,
// with what it was made from, until its owner dismisses it. A paid result is never lost: a complete
// run not saved as a style can be opened again and saved from here; dismissing only hides it from this
// list (history and the credit ledger keep it, and a direct link still opens it).
import { db, type Prisma } from "@/lib/db/client";
import { invalidRequest } from "@/lib/errors";
import { findReference, suggestReferences } from "./analyzers/references";
import { extractionHandle, verifyExtractionHandle } from "./handle";
import { afterRunCursor, encodeRunCursor, NEWEST_FIRST } from "./run-cursor";
import { rerunOffer, type RerunOffer } from "./rerun";
import { noSuchExtraction } from "./status";
import { textPreview, type StoredSource, type StoredSources } from "./sources";
import type { ExtractionState } from "@/lib/api/extraction";

export const RECENT_RUNS_PAGE = 10;

export interface RunSourceImage {
  /** Where the stored copy is served (site-relative on the embedded store). */
  url: string;
  filename: string;
  width: number;
  height: number;
  from: "upload" | "url";
}

/** What a run was made from, for thumbnails beside its findings. */
export interface RunSources {
  images: RunSourceImage[];
  documents: string[];
  text: string | null;
  reference: string | null;
}

export interface RecentRun {
  id: string;
  /** The signed extractionId the page polls and saves with. */
  handle: string;
  status: ExtractionState;
  createdAt: string;
  title: string | null;
  sources: RunSources;
  /** The style the run became, when it was saved as a draft (and that style still exists). */
  saved: { styleId: string; name: string } | null;
  /** A failed run's message (already says whether the credits were refunded). */
  message: string | null;
  /** A failed run named a reference the catalog does not have: the names near it, best first. */
  suggestions: string[];
  dismissed: boolean;
  /** The pixels could not name the medium: the page asks "What is it?" and runs it again free until then. */
  rerun: RerunOffer | null;
}

export interface RecentRuns {
  runs: RecentRun[];
  nextCursor: string | null;
}

const SELECT = {
  id: true,
  userId: true,
  status: true,
  createdAt: true,
  suggestedTitle: true,
  sources: true,
  errorMessage: true,
  dismissedAt: true,
  mediumUnknown: true,
  rerunOf: true,
  rerun: { select: { id: true } },
  style: { select: { id: true, name: true } },
} satisfies Prisma.ExtractionSelect;
type Row = Prisma.ExtractionGetPayload<{ select: typeof SELECT }>;

function sourcesOf(raw: unknown): RunSources {
  const items = ((raw as StoredSources | null)?.items ?? []) as StoredSource[];
  const out: RunSources = { images: [], documents: [], text: null, reference: null };
  for (const s of items) {
    // An image without a url was never stored (its run failed while storing): nothing to show.
    if (s.kind === "image" && s.url) out.images.push({ url: s.url, filename: s.filename, width: s.width, height: s.height, from: s.from });
    if (s.kind === "document") out.documents.push(s.filename);
    if (s.kind === "reference") out.reference = s.name;
  }
  out.text = textPreview(items.filter((s) => s.kind === "text"), 280);
  return out;
}

function suggestionsFor(status: ExtractionState, reference: string | null): string[] {
  if (status !== "failed" || reference === null || findReference(reference)) return [];
  return suggestReferences(reference, 3);
}

function recentRunOf(row: Row): RecentRun {
  const sources = sourcesOf(row.sources);
  return {
    id: row.id,
    handle: extractionHandle(row.id, row.userId),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    title: row.suggestedTitle,
    sources,
    saved: row.style ? { styleId: row.style.id, name: row.style.name } : null,
    message: row.status === "failed" ? row.errorMessage : null,
    suggestions: suggestionsFor(row.status, sources.reference),
    dismissed: row.dismissedAt !== null,
    rerun: rerunOffer(row),
  };
}

/** The account's runs not dismissed, newest first, `limit` at a time. */
export async function listRecentRuns(userId: string, q: { cursor?: string; limit?: number } = {}): Promise<RecentRuns> {
  const limit = q.limit ?? RECENT_RUNS_PAGE;
  const rows = await (await db()).extraction.findMany({
    where: afterRunCursor({ userId, dismissedAt: null }, q.cursor),
    orderBy: NEWEST_FIRST,
    take: limit + 1,
    select: SELECT,
  });
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { runs: page.map(recentRunOf), nextCursor: rows.length > limit && last ? encodeRunCursor(last.createdAt, last.id) : null };
}

/** One run of the account by its signed handle, dismissed or not; 404 when it is not theirs. */
export async function recentRun(userId: string, handle: string): Promise<RecentRun> {
  const id = verifyExtractionHandle(handle, userId);
  const row = id ? await (await db()).extraction.findFirst({ where: { id, userId }, select: SELECT }) : null;
  if (!row) throw noSuchExtraction();
  return recentRunOf(row);
}

/** One run of the account by its id (the credit ledger links by id); null when it is not theirs. */
export async function recentRunById(userId: string, id: string): Promise<RecentRun | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const row = await (await db()).extraction.findFirst({ where: { id: id.toLowerCase(), userId }, select: SELECT });
  return row ? recentRunOf(row) : null;
}

/** Hides a finished run from the recent runs. Idempotent; a running run is refused (its result is
 *  still to come). Its ledger rows and history entry stay. */
export async function dismissRun(userId: string, handle: string): Promise<void> {
  const run = await recentRun(userId, handle);
  if (run.status === "running") throw invalidRequest("This run is still extracting; dismiss it once it has finished.");
  if (run.dismissed) return;
  await (await db()).extraction.updateMany({ where: { id: run.id, userId, dismissedAt: null }, data: { dismissedAt: new Date() } });
}
