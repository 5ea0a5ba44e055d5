// Gallery search ranking (GET /styles, and GET /me/styles "same scoring"). Pure: the caller loads the
// docs, this ranks them in memory, and paging slices the one ranked list so pages never overlap.
//
// Scoring: each query term takes its best field only (name 4, tags 3, category 2, description 1); a
// field word equal to the term earns the full weight, a word that merely starts with it earns
// weight - 0.5 (so "print" ranks an exact "print" above "printed"); term scores sum. A term with inner
// punctuation ("graphic-design") must match consecutive words of one field value.
import { fold, trimPunctuation, wordsOf } from "@/lib/search/text";

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

export const FIELD_WEIGHTS = { name: 4, tags: 3, category: 2, description: 1 } as const;
export const PREFIX_PENALTY = 0.5;
export const MIN_TERM_LENGTH = 2;

interface PreparedField {
  weight: number;
  /** One word list per value (each tag is its own value), for multi-word terms. */
  phrases: string[][];
  /** All words, unique and sorted by code unit, for binary-searched exact/prefix lookups. */
  sorted: string[];
}

export interface PreparedDoc {
  fields: PreparedField[];
  /** Trimmed, lowercased category for the case-insensitive filter. */
  categoryKey: string | null;
  /** Folded name for the human-friendly name tie-break. */
  nameKey: string;
  // The source values this was built from; a changed doc is re-prepared rather than served stale.
  source: { name: string; tags: string[]; tagsCopy: string[]; category: string | null; description: string | null };
}

const byObject = new WeakMap<SearchDoc, PreparedDoc>();
// Callers copy docs per request (`{ ...doc, popularity }`), which defeats the object cache; the copy
// keeps the same strings and tags array, so an id-keyed cache validated by isCurrent still hits.
// Bounded, first-in first-out, because /me/styles feeds it every user's docs.
const byId = new Map<string, PreparedDoc>();
const MAX_BY_ID = 50_000;

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

/**
 * The normalised form of a doc, cached per object (the index keeps its docs between requests, so
 * folding and word splitting happen once per doc, not once per query).
 */
export function prepareDoc(doc: SearchDoc): PreparedDoc {
  const cached = byObject.get(doc) ?? byId.get(doc.id);
  if (cached && isCurrent(cached, doc)) {
    byObject.set(doc, cached);
    return cached;
  }
  const tags = Array.isArray(doc.tags) ? doc.tags : [];
  const prepared: PreparedDoc = {
    fields: [
      field(FIELD_WEIGHTS.name, [doc.name]),
      field(FIELD_WEIGHTS.tags, tags),
      field(FIELD_WEIGHTS.category, [doc.category]),
      field(FIELD_WEIGHTS.description, [doc.description]),
    ],
    categoryKey: typeof doc.category === "string" ? doc.category.trim().toLowerCase() : null,
    nameKey: fold(String(doc.name ?? "")),
    source: {
      name: doc.name,
      tags: doc.tags,
      tagsCopy: [...tags],
      category: doc.category,
      description: doc.description,
    },
  };
  byObject.set(doc, prepared);
  if (!byId.has(doc.id) && byId.size >= MAX_BY_ID) {
    const oldest = byId.keys().next();
    if (!oldest.done) byId.delete(oldest.value);
  }
  byId.set(doc.id, prepared);
  return prepared;
}

function isCurrent(prepared: PreparedDoc, doc: SearchDoc): boolean {
  const s = prepared.source;
  if (s.name !== doc.name || s.category !== doc.category || s.description !== doc.description) return false;
  if (s.tags !== doc.tags) return false;
  // Same array object, possibly edited in place.
  if (!Array.isArray(doc.tags)) return true;
  return s.tagsCopy.length === doc.tags.length && s.tagsCopy.every((tag, i) => tag === doc.tags[i]);
}

function field(weight: number, values: Array<string | null | undefined>): PreparedField {
  const phrases = values.flatMap((value) => (typeof value === "string" ? [wordsOf(fold(value))] : []));
  const sorted = [...new Set(phrases.flat())].sort();
  return { weight, phrases, sorted };
}

/** Term tokens: a term is matched as the sequence of its words. */
type CompiledTerm = string[];

function compileTerms(terms: string[]): CompiledTerm[] {
  return terms.map((term) => wordsOf(fold(term))).filter((tokens) => tokens.length > 0);
}

// Match kinds, best first; scorePrepared turns them into weight or weight - PREFIX_PENALTY.
const EXACT = 2;
const PREFIX = 1;
const NONE = 0;

function lowerBound(sorted: string[], target: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as string) < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function matchKind(f: PreparedField, tokens: CompiledTerm): number {
  if (tokens.length === 1) {
    const token = tokens[0] as string;
    // Words starting with `token` form a contiguous run beginning at its lower bound.
    const found = f.sorted[lowerBound(f.sorted, token)];
    if (found === token) return EXACT;
    return found !== undefined && found.startsWith(token) ? PREFIX : NONE;
  }
  let best = NONE;
  const last = tokens.length - 1;
  for (const words of f.phrases) {
    for (let start = 0; start + last < words.length; start++) {
      let ok = true;
      for (let k = 0; k < last && ok; k++) ok = words[start + k] === tokens[k];
      if (!ok) continue;
      const tail = words[start + last] as string;
      const tokenTail = tokens[last] as string;
      if (tail === tokenTail) return EXACT;
      if (tail.startsWith(tokenTail)) best = PREFIX;
    }
  }
  return best;
}

function scorePrepared(prepared: PreparedDoc, terms: CompiledTerm[]): number {
  let total = 0;
  for (const tokens of terms) {
    let best = 0;
    for (const f of prepared.fields) {
      if (f.weight <= best) break; // fields are in descending weight; nothing later can beat `best`
      const kind = matchKind(f, tokens);
      const score = kind === EXACT ? f.weight : kind === PREFIX ? f.weight - PREFIX_PENALTY : 0;
      if (score > best) best = score;
    }
    total += best;
  }
  return total;
}

/** Relevance of one doc for already-split terms (see searchTerms); 0 when no term matches. */
export function scoreDoc(doc: SearchDoc, terms: string[]): number {
  return scorePrepared(prepareDoc(doc), compileTerms(terms));
}

function finiteOr(value: number, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

interface Ranked<T> {
  doc: T;
  score: number;
  popularity: number;
  publishedAt: number;
  nameKey: string;
}

/**
 * Filters by category (case-insensitive exact), keeps only matching docs when the query has effective
 * terms, and orders by score, then the sort key, then name and id so the order is total.
 */
export function rankDocs<T extends SearchDoc>(
  docs: T[],
  opts: { query?: string; category?: string; sort: SearchSort },
): T[] {
  const terms = compileTerms(searchTerms(opts.query));
  const category = typeof opts.category === "string" ? opts.category.trim().toLowerCase() : "";
  const ranked: Ranked<T>[] = [];
  for (const doc of docs) {
    const prepared = prepareDoc(doc);
    if (category !== "" && prepared.categoryKey !== category) continue;
    const score = terms.length > 0 ? scorePrepared(prepared, terms) : 0;
    if (terms.length > 0 && score <= 0) continue;
    ranked.push({
      doc,
      score,
      popularity: finiteOr(doc.popularity, -Infinity),
      publishedAt: finiteOr(doc.publishedAt, -Infinity),
      nameKey: prepared.nameKey,
    });
  }
  const popular = opts.sort === "popular";
  ranked.sort(
    (a, b) =>
      b.score - a.score ||
      (popular ? compareNumbers(b.popularity, a.popularity) : 0) ||
      compareNumbers(b.publishedAt, a.publishedAt) ||
      compareText(a.nameKey, b.nameKey) ||
      compareText(a.doc.name, b.doc.name) ||
      compareText(a.doc.id, b.doc.id),
  );
  return ranked.map((entry) => entry.doc);
}

// Subtraction of two -Infinity values is NaN, which would break the comparator's transitivity.
function compareNumbers(a: number, b: number): number {
  return a === b ? 0 : a < b ? -1 : 1;
}

export function pageOf<T>(
  list: T[],
  offset: number,
  limit: number,
): { items: T[]; hasMore: boolean; nextOffset: number | null } {
  const start = Number.isFinite(offset) ? Math.max(0, Math.floor(offset)) : 0;
  // A zero limit would report hasMore forever without advancing; the routes validate 1-25 anyway.
  const size = Number.isFinite(limit) ? Math.max(1, Math.floor(limit)) : 1;
  const end = start + size;
  const items = list.slice(start, end);
  const hasMore = end < list.length;
  return { items, hasMore, nextOffset: hasMore ? end : null };
}

/** Distinct non-empty categories, case variants collapsed to one spelling, sorted case-insensitively. */
export function categoriesOf(docs: SearchDoc[]): string[] {
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
