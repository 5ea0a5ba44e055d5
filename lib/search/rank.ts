// Gallery search ranking (GET /styles, and GET /me/styles "same scoring"). Pure: the caller loads the
// docs, this ranks them in memory, and paging slices the one ranked list so pages never overlap.
//
// Scoring: each query term takes its best field only (name 4, tags 3, category 2, description 1); a
// field word equal to the term earns the full weight, a word that merely nears it earns weight - 0.5
// (so "print" ranks an exact "print" above "printed"); term scores sum. A word nears a term when it
// starts with it, or shares its normalised form (British/American spelling and Porter stem, applied
// alike to both sides: "watercolor" finds "watercolour", "prints" finds "print"; word-forms.ts), or,
// only for a term that nothing matches in those ways, when it is a typo away ("watercolr"; typos.ts).
// A term with inner punctuation ("graphic-design") must match consecutive words of one field value.
// A query that matches nothing can get a "did you mean" (suggest.ts).
//
// rankDocs answers from an inverted index (inverted-index.ts) kept per docs array, so a caller that
// ranks the same array again pays for the words a query matches rather than for every doc; the
// gallery builds its index once with indexDocs and ranks it with rankIndex. scoreDoc scores one doc
// directly (prepared.ts). All apply the rules above.
import { fold, trimPunctuation } from "@/lib/search/text";
import { buildIndex, indexes, rankIndexed, type DocIndex } from "./inverted-index";
import { compileTerms, prepareDoc, scorePrepared } from "./prepared";
import { suggestQuery } from "./suggest";
import { buildWordLookup } from "./word-lookup";

export { FIELD_WEIGHTS, NEAR_PENALTY, prepareDoc, type PreparedDoc, type PreparedField } from "./prepared";

export interface SearchDoc {
  id: string;
  name: string;
  tags: string[];
  category: string | null;
  description: string | null;
  publishedAt: number /* ms epoch */;
  popularity: number;
}

export type SearchSort = "popular" | "recent";

export interface SearchOptions {
  query?: string;
  category?: string;
  sort: SearchSort;
}

/** An inverted index of one docs array, for rankIndex. */
export type SearchIndex<T extends SearchDoc> = DocIndex<T>;

export const MIN_TERM_LENGTH = 2;

/** Lowercase, accent-folded, whitespace-split terms; edge punctuation trimmed; < 2 chars dropped; unique. */
export function searchTerms(query: string | undefined): string[] {
  if (typeof query !== "string") return [];
  const seen = new Set<string>();
  for (const raw of fold(query).split(/\s+/)) {
    const term = trimPunctuation(raw);
    if (term.length >= MIN_TERM_LENGTH) seen.add(term);
  }
  return [...seen];
}

/** Relevance of one doc for already-split terms (see searchTerms); 0 when no term matches. Typos
 *  are judged against this doc's own words: to score docs as a ranking of them does, use scoreDocs. */
export function scoreDoc(doc: SearchDoc, terms: string[]): number {
  return scoreDocs([doc], terms)[0]!;
}

/** Relevance of each doc for already-split terms, as rankDocs(docs) scores them: whether a term
 *  falls back to typos depends on the words of all the docs. */
export function scoreDocs(docs: readonly SearchDoc[], terms: string[]): number[] {
  if (terms.length === 0) return docs.map(() => 0);
  const prepared = docs.map(prepareDoc);
  const vocabulary = new Set<string>();
  for (const p of prepared) for (const f of p.fields) for (const word of f.sorted) vocabulary.add(word);
  const compiled = compileTerms(terms, buildWordLookup([...vocabulary].sort()));
  return prepared.map((p) => scorePrepared(p, compiled));
}

const indexByArray = new WeakMap<readonly SearchDoc[], DocIndex<SearchDoc>>();

/**
 * Filters by category (case-insensitive exact), keeps only matching docs when the query has effective
 * terms, and orders by score, then the sort key, then name and id so the order is total.
 *
 * The index of an array is reused while the array holds the same doc objects in the same order
 * (checked on every call), and it is a snapshot of their names, tags, categories, descriptions and
 * publication times: a caller that changes those in place passes a new array. Popularity is read on
 * every call.
 */
export function rankDocs<T extends SearchDoc>(docs: readonly T[], opts: SearchOptions): T[] {
  return rankTop(docs, opts, Infinity).items;
}

/**
 * rankDocs(docs, opts).slice(0, window), and the length of the whole list, without ordering the
 * docs that cannot reach the window: for callers that serve pages from the top of the list (the
 * gallery pages through at most offset 200 + limit 25) and need only the count of the rest.
 */
export function rankTop<T extends SearchDoc>(docs: readonly T[], opts: SearchOptions, window: number): { items: T[]; count: number } {
  return rankIndex(indexOf(docs), opts, window);
}

function indexOf<T extends SearchDoc>(docs: readonly T[]): DocIndex<T> {
  let index = indexByArray.get(docs) as DocIndex<T> | undefined;
  if (!index || !indexes(index, docs)) {
    index = buildIndex(docs);
    indexByArray.set(docs, index as DocIndex<SearchDoc>);
  }
  return index;
}

/**
 * An index of `docs` for rankIndex, built now: a snapshot of their names, tags, categories,
 * descriptions and publication times (popularity is read per ranking). For a caller that holds
 * its index itself: a Next.js build may load this module more than once (pages and route handlers
 * apart), and an index kept only in this module's WeakMap was built, and held, once per copy.
 */
export function indexDocs<T extends SearchDoc>(docs: readonly T[]): SearchIndex<T> {
  return buildIndex(docs);
}

function categoryKey(opts: Pick<SearchOptions, "category">): string {
  return typeof opts.category === "string" ? opts.category.trim().toLowerCase() : "";
}

/** rankTop over an index from indexDocs. */
export function rankIndex<T extends SearchDoc>(index: SearchIndex<T>, opts: SearchOptions, window: number): { items: T[]; count: number } {
  return rankIndexed(index, compileTerms(searchTerms(opts.query)), categoryKey(opts), opts.sort, Math.max(0, window));
}

/**
 * "Did you mean": for a query with terms that matched nothing (in its category), the closest query
 * built from the indexed words that finds something there; null when there is none, or when the
 * query has no terms.
 */
export function suggestIndex<T extends SearchDoc>(index: SearchIndex<T>, opts: Pick<SearchOptions, "query" | "category">): string | null {
  const terms = searchTerms(opts.query);
  return terms.length === 0 ? null : suggestQuery(index, terms, categoryKey(opts));
}

/** suggestIndex over `docs` (indexed as rankDocs indexes them). */
export function suggestDocs<T extends SearchDoc>(docs: readonly T[], opts: Pick<SearchOptions, "query" | "category">): string | null {
  return suggestIndex(indexOf(docs), opts);
}

/** A page of `list`, whose full length is `total` when `list` holds only the top of it. */
export function pageOf<T>(
  list: T[],
  offset: number,
  limit: number,
  total: number = list.length,
): { items: T[]; hasMore: boolean; nextOffset: number | null } {
  const start = Number.isFinite(offset) ? Math.max(0, Math.floor(offset)) : 0;
  // A zero limit would report hasMore forever without advancing; the routes validate 1-25 anyway.
  const size = Number.isFinite(limit) ? Math.max(1, Math.floor(limit)) : 1;
  const end = start + size;
  const items = list.slice(start, end);
  const hasMore = end < total;
  return { items, hasMore, nextOffset: hasMore ? end : null };
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Distinct non-empty categories, case variants collapsed to one spelling, sorted case-insensitively. */
export function categoriesOf(docs: readonly SearchDoc[]): string[] {
  const byKey = new Map<string, string>();
  for (const doc of docs) {
    if (typeof doc.category !== "string" || doc.category.trim() === "") continue;
    const key = doc.category.trim().toLowerCase();
    const current = byKey.get(key);
    // Deterministic whatever the doc order: keep the code-unit-smallest spelling.
    if (current === undefined || doc.category < current) byKey.set(key, doc.category);
  }
  return [...byKey.entries()].sort(([a], [b]) => compareText(a, b)).map(([, spelling]) => spelling);
}
