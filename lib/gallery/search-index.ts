// The public gallery, held in memory and ranked per request (lib/search/rank.ts), so a search costs
// no database query. The index checks a cheap gallery stamp at most every REFRESH_MS and reloads when
// the gallery changed; writers in this process call invalidateGalleryIndex() to reload at once.
import { db } from "@/lib/db/client";
import { categoriesOf, indexDocs, rankIndex, suggestIndex, type SearchIndex } from "@/lib/search/rank";
import { cardFieldsOfRows, type StoredCard } from "./card-fields";
import { cardDocOf, resultsPage, type CardDoc, type SearchResults } from "./listing";
import { USAGE_WEIGHTS, forgetFlushedPopularity, localPopularity, usageVersion, type UsageKind } from "./usage";
import { processWide } from "@/lib/process-wide";

const REFRESH_MS = 5_000;
const MAX_RANKED_LISTS = 500;

interface IndexState {
  docs: readonly CardDoc[];
  /** Held here, one per process (lib/process-wide.ts), not in lib/search's module: the gallery page
   *  had its own copy of that module, and built a second index on its first search. */
  index: SearchIndex<CardDoc>;
  /** The top of ranked lists by sort|category|query, as deep as a page has asked for, and the count
   *  of the rest: repeated searches rank once, and a deeper page ranks again with a deeper window.
   *  Keeping whole lists (100k docs for the plain listing) or a fixed 225 per list made a stream of
   *  distinct searches churn the old generation. A popular list is valid only for the use counts it
   *  was ranked with; the rest live as long as this state. */
  ranked: Map<string, { usageVersion: number; top: RankedTop }>;
  categories: string[];
  stamp: string;
  usage: Map<string, number>;
  checkedAt: number;
  /** The use-count version the docs' `popularity` fields were last computed for. */
  popularityVersion?: number;
}

const cache = processWide("gallery-index", (): { state?: IndexState; loading?: Promise<IndexState> } => ({}));

/** Drops the index so the next search in this process waits for a fresh load. */
export function invalidateGalleryIndex(): void {
  cache.state = undefined;
}

async function galleryStamp(): Promise<string> {
  const prisma = await db();
  const rows = await prisma.$queryRawUnsafe<{ n: number; latest: Date | null }[]>(
    `SELECT count(*)::int AS n, max("updatedAt") AS latest FROM "Style" WHERE visibility = 'public' AND moderation = 'approved'`,
  );
  const row = rows[0];
  return `${row?.n ?? 0}:${row?.latest?.toISOString() ?? ""}`;
}

async function usageTotals(): Promise<Map<string, number>> {
  const prisma = await db();
  forgetFlushedPopularity();
  const rows = await prisma.styleUsage.groupBy({ by: ["styleId", "kind"], _sum: { count: true } });
  const totals = new Map<string, number>();
  for (const r of rows) {
    totals.set(r.styleId, (totals.get(r.styleId) ?? 0) + (r._sum.count ?? 0) * USAGE_WEIGHTS[r.kind as UsageKind]);
  }
  return totals;
}

// Raw SQL rather than findMany: Prisma's relation loading took 2.5 s of a cold start at 100k styles,
// this join under 1 s. It is LISTED_STYLE spelled in SQL (the join implies a published generation);
// the time comes as epoch milliseconds because parsing 100k timestamps took the driver a quarter second.
const LISTED_CARDS = `
  SELECT s."id", s."slug", g."id" AS "generationId", g."card",
         (extract(epoch FROM coalesce(s."publishedAt", s."createdAt")) * 1000)::float8 AS "rankedAt"
  FROM "Style" s JOIN "Generation" g ON g."id" = s."publishedGenerationId"
  WHERE s."visibility" = 'public' AND s."moderation" = 'approved' AND s."slug" IS NOT NULL`;

async function loadDocs(): Promise<CardDoc[]> {
  const prisma = await db();
  const rows = await prisma.$queryRawUnsafe<(StoredCard & { id: string; slug: string; rankedAt: number })[]>(LISTED_CARDS);
  const fields = await cardFieldsOfRows(rows, prisma);
  const docs: CardDoc[] = [];
  rows.forEach((r, i) => {
    const card = fields[i];
    if (card) docs.push(cardDocOf(r.id, r.slug, card, r.rankedAt));
  });
  return docs;
}

async function load(previous?: IndexState): Promise<IndexState> {
  // Use counts load beside the styles; the stamp must be read before the styles, so that a change
  // made while they load is seen by the next check.
  const usageLoad = usageTotals();
  usageLoad.catch(() => {}); // awaited below; this only keeps an early failure from going unhandled
  const stamp = await galleryStamp();
  const unchanged = previous && previous.stamp === stamp;
  const docs = unchanged ? previous.docs : await loadDocs();
  const usage = await usageLoad;
  // Built here rather than by the first search, so a refresh builds it while the previous index
  // still answers.
  const index = unchanged ? previous.index : indexDocs(docs);
  return { docs, index, ranked: new Map(), categories: categoriesOf(docs), stamp, usage, checkedAt: Date.now() };
}

async function currentIndex(): Promise<IndexState> {
  const state = cache.state;
  if (state && Date.now() - state.checkedAt < REFRESH_MS) return state;
  cache.loading ??= load(state)
    .then((next) => (cache.state = next))
    .finally(() => (cache.loading = undefined));
  // A stale index still answers while the refresh runs; only the first load waits. If the refresh
  // fails (the database is down) the stale index keeps answering and the next search tries again.
  if (state) {
    cache.loading.catch((err: unknown) => console.error("[styleshelf] refreshing the gallery index failed; serving the previous one", err));
    return state;
  }
  return cache.loading;
}

/** Loads the index now, if no search has; a failure (the database not up yet) is logged, and the
 *  first search tries again. */
export async function warmGalleryIndex(): Promise<void> {
  await currentIndex().catch((err: unknown) => console.error("[styleshelf] loading the gallery index at start failed; the first search loads it", err));
}

export interface GallerySearch {
  query?: string;
  category?: string;
  sort: "popular" | "recent";
  limit: number;
  offset: number;
}

interface RankedTop {
  items: CardDoc[];
  count: number;
  /** The "did you mean" of a list that matched nothing, once asked for. */
  suggestion?: string | null;
}

function rankedTop(index: IndexState, params: GallerySearch): RankedTop {
  const window = params.offset + params.limit;
  const key = `${params.sort}|${params.category ?? ""}|${params.query ?? ""}`;
  const version = params.sort === "popular" ? usageVersion() : 0;
  const hit = index.ranked.get(key);
  if (hit && hit.usageVersion === version && (hit.top.items.length >= window || hit.top.items.length === hit.top.count)) return hit.top;
  if (params.sort === "popular" && index.popularityVersion !== version) {
    // Updated in place, and only when the counts moved: searches run one at a time on this thread and
    // all read the same totals, and at 100k styles this loop costs as much as the ranking.
    const local = localPopularity();
    for (const d of index.docs) d.popularity = (index.usage.get(d.id) ?? 0) + (local.get(d.id) ?? 0);
    index.popularityVersion = version;
  }
  const top = rankIndex(index.index, { query: params.query, category: params.category, sort: params.sort }, window);
  if (index.ranked.size >= MAX_RANKED_LISTS) index.ranked.clear();
  index.ranked.set(key, { usageVersion: version, top });
  return top;
}

export async function searchGallery(params: GallerySearch): Promise<SearchResults> {
  const index = await currentIndex();
  const top = rankedTop(index, params);
  return resultsPage(top.items, top.count, params.offset, params.limit, {
    categories: () => index.categories,
    query: params.query,
    suggestion: () => (top.suggestion !== undefined ? top.suggestion : (top.suggestion = suggestIndex(index.index, params))),
  });
}
