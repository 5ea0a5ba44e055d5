// The gallery ranker (lib/search/rank.ts) against MiniSearch, a well-kept in-memory full-text index,
// on the same corpus (the bench's synthetic gallery plus the hand-written one) and the same queries the
// HTTP search cases send. Both return every match, ranked; MiniSearch is configured to the ranker's
// rules as closely as it allows (field boosts 4/3/2/1, prefix matches, any term matches). Per-query
// times are interleaved so a burst of other work on the machine hits both alike.
// Run alone: `npx tsx tests/bench/ranker.ts [styles]`.
import { pathToFileURL } from "node:url";
import { GALLERY } from "@/lib/seed/gallery";
import { syntheticStyles } from "@/lib/seed/synthetic";
import { indexDocs, rankIndex, type SearchDoc, type SearchIndex } from "@/lib/search/rank";
import { searchQueries, type SearchQuery } from "./inputs";

export interface RankerFigures {
  docs: number;
  queries: number;
  /** Building the index (the ranker builds it on its first ranking of an array), ms. */
  rankerIndexMs: number;
  rankerMeanMs: number;
  rankerMedianMs: number;
  /** rankIndex with the gallery's deepest page (offset 200 + limit 25): what a search needs to serve. */
  rankTopMeanMs: number;
  minisearch: { indexMs: number; meanMs: number; medianMs: number } | { unavailable: string };
}

interface MiniSearchLike {
  addAll(docs: object[]): void;
  search(query: string, options?: object): { id: string }[];
}
type MiniSearchClass = new (options: object) => MiniSearchLike;

const PASSES = 3;
const GALLERY_WINDOW = 225;

function corpus(synthetic: number): SearchDoc[] {
  const now = Date.now();
  return [...GALLERY, ...syntheticStyles(synthetic, 1)].map((s, i) => ({
    id: `doc-${i}`,
    name: s.name,
    tags: s.tags,
    category: s.category,
    description: s.description,
    publishedAt: now - s.publishedDaysAgo * 86_400_000,
    popularity: 0,
  }));
}

async function loadMiniSearch(): Promise<MiniSearchClass | string> {
  // A variable specifier: the package is optional, and the bench says so when it is absent.
  const specifier = "minisearch";
  try {
    const mod = (await import(specifier)) as { default: MiniSearchClass };
    return mod.default;
  } catch {
    return "minisearch is not installed (npm install --save-dev minisearch)";
  }
}

function stats(times: number[]): { meanMs: number; medianMs: number } {
  const sorted = [...times].sort((a, b) => a - b);
  return { meanMs: times.reduce((a, b) => a + b, 0) / times.length, medianMs: sorted[Math.floor(sorted.length / 2)]! };
}

function timed(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

export async function benchRanker(synthetic: number, queryCount = 300): Promise<RankerFigures> {
  const docs = corpus(synthetic);
  const queries: SearchQuery[] = searchQueries(queryCount);
  // As the gallery does: the index built once, then ranked per query.
  let searchIndex: SearchIndex<SearchDoc> | undefined;
  const rankerIndexMs = timed(() => (searchIndex = indexDocs(docs)));
  const rank = (q: SearchQuery) => rankIndex(searchIndex!, { query: q.query, category: q.category, sort: q.sort }, Infinity);
  const top = (q: SearchQuery) => rankIndex(searchIndex!, { query: q.query, category: q.category, sort: q.sort }, GALLERY_WINDOW);

  const MiniSearch = await loadMiniSearch();
  let mini: ((q: SearchQuery) => unknown) | null = null;
  let miniIndexMs = 0;
  if (typeof MiniSearch !== "string") {
    const categoryOf = new Map(docs.map((d) => [d.id, d.category?.toLowerCase() ?? ""]));
    const index = new MiniSearch({
      fields: ["name", "tags", "category", "description"],
      extractField: (doc: SearchDoc, field: keyof SearchDoc) => (field === "tags" ? doc.tags.join(" ") : doc[field]),
      searchOptions: { boost: { name: 4, tags: 3, category: 2, description: 1 }, prefix: true, combineWith: "OR" },
    });
    miniIndexMs = timed(() => index.addAll(docs));
    mini = (q) =>
      index.search(q.query, q.category ? { filter: (r: { id: string }) => categoryOf.get(r.id) === q.category!.toLowerCase() } : {});
  }

  // Warm both (JIT), then interleave.
  for (const q of queries.slice(0, 20)) {
    rank(q);
    mini?.(q);
  }
  const rankerTimes: number[] = [];
  const topTimes: number[] = [];
  const miniTimes: number[] = [];
  for (let pass = 0; pass < PASSES; pass++) {
    for (const q of queries) {
      rankerTimes.push(timed(() => rank(q)));
      topTimes.push(timed(() => top(q)));
      if (mini) miniTimes.push(timed(() => mini(q)));
    }
  }
  const ranker = stats(rankerTimes);
  return {
    docs: docs.length,
    queries: queries.length,
    rankerIndexMs,
    rankerMeanMs: ranker.meanMs,
    rankerMedianMs: ranker.medianMs,
    rankTopMeanMs: stats(topTimes).meanMs,
    minisearch: typeof MiniSearch === "string" ? { unavailable: MiniSearch } : { indexMs: miniIndexMs, ...stats(miniTimes) },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = await benchRanker(Number(process.argv[2] ?? 100_000));
  console.log(JSON.stringify(figures, null, 2));
}
