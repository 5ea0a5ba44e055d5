// An inverted index over one list of docs, so a search costs in proportion to the docs it matches,
// not to the gallery's size: per field, each word maps to the docs holding it, and one sorted
// vocabulary gives every word a term is a prefix of as a contiguous run. Scores are the same as
// prepared.ts computes doc by doc (the unit property test checks ranked docs against scoreDoc);
// multi-word terms ("graphic-design") are looked up by their first word and confirmed doc by doc.
//
// The index is a snapshot of the docs' searchable fields and publication times when it was built.
// Popularity is read at ranking time, since the gallery updates it in place.
import { foldedWordsInto } from "@/lib/search/text";
import { PREFIX_PENALTY, WEIGHTS, categoryKeyOf, lowerBound, nameKeyOf, prepareDoc, termScore, type CompiledTerm } from "./prepared";
import type { SearchDoc, SearchSort } from "./rank";

/** One field's postings in compressed-sparse-row form: the docs holding the k-th vocabulary word
 *  are docs[offsets[k] .. offsets[k + 1]), ascending. Two typed arrays instead of a list per word,
 *  which at 100k styles (a unique number in every synthetic name) was 100k small arrays. */
interface FieldPostings {
  offsets: Int32Array;
  docs: Int32Array;
}

export interface DocIndex<T extends SearchDoc> {
  /** The docs indexed, in input order (a doc's position is its number everywhere below). */
  readonly docs: readonly T[];
  /** Distinct words of every field, sorted by code unit; a word's position is its number. */
  readonly vocabulary: readonly string[];
  /** Per field, in WEIGHTS order. */
  readonly postings: readonly FieldPostings[];
  readonly categoryKeys: readonly (string | null)[];
  readonly categoryCounts: Map<string, number>;
  /** Doc numbers in sort=recent order for equal scores: publishedAt desc, then name, then id. */
  readonly recentOrder: Int32Array;
  /** Position of each doc in recentOrder, the last tie-break of every ordering. */
  readonly recentRank: Int32Array;
  // Per-doc scratch space for one ranking at a time (ranking is synchronous).
  readonly termBest: Float64Array;
  readonly total: Float64Array;
  readonly popularity: Float64Array;
}

function finiteOr(value: number, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

// Subtraction of two -Infinity values is NaN, which would break a comparator's transitivity.
function compareDesc(a: number, b: number): number {
  return a === b ? 0 : a > b ? -1 : 1;
}

/** (word, doc) pairs of one field in doc order, each pair once. */
interface FieldPairs {
  words: number[];
  docs: number[];
  /** Last doc recorded per word id, so a word twice in one field counts once. */
  last: number[];
}

/** Counting sort of a field's pairs by the word's vocabulary position; docs stay ascending. */
function toPostings(pairs: FieldPairs, position: Int32Array): FieldPostings {
  const offsets = new Int32Array(position.length + 1);
  for (const word of pairs.words) offsets[position[word]! + 1]!++;
  for (let k = 0; k < position.length; k++) offsets[k + 1] = offsets[k + 1]! + offsets[k]!;
  const next = offsets.slice(0, position.length);
  const docs = new Int32Array(pairs.docs.length);
  for (let j = 0; j < pairs.words.length; j++) docs[next[position[pairs.words[j]!]!]!++] = pairs.docs[j]!;
  return { offsets, docs };
}

export function buildIndex<T extends SearchDoc>(input: readonly T[]): DocIndex<T> {
  const docs = [...input];
  const n = docs.length;
  const ids = new Map<string, number>();
  const words: string[] = [];
  const fields: FieldPairs[] = WEIGHTS.map(() => ({ words: [], docs: [], last: [] }));
  const categoryKeys: (string | null)[] = new Array(n);
  const categoryCounts = new Map<string, number>();
  const nameKeys: string[] = new Array(n);
  const publishedAt = new Float64Array(n);
  const scratch: string[] = [];
  const add = (pairs: FieldPairs, value: unknown, doc: number) => {
    if (typeof value !== "string") return;
    for (const word of foldedWordsInto(value, scratch)) {
      let id = ids.get(word);
      if (id === undefined) {
        id = words.length;
        ids.set(word, id);
        words.push(word);
      }
      if (pairs.last[id] === doc) continue;
      pairs.last[id] = doc;
      pairs.words.push(id);
      pairs.docs.push(doc);
    }
  };
  for (let i = 0; i < n; i++) {
    const doc = docs[i]!;
    // Fields in WEIGHTS order: name, tags (each its own value), category, description.
    add(fields[0]!, doc.name, i);
    if (Array.isArray(doc.tags)) for (const tag of doc.tags) add(fields[1]!, tag, i);
    add(fields[2]!, doc.category, i);
    add(fields[3]!, doc.description, i);
    const categoryKey = categoryKeyOf(doc.category);
    categoryKeys[i] = categoryKey;
    if (categoryKey !== null) categoryCounts.set(categoryKey, (categoryCounts.get(categoryKey) ?? 0) + 1);
    nameKeys[i] = nameKeyOf(doc.name);
    publishedAt[i] = finiteOr(doc.publishedAt, -Infinity);
  }
  const byText = Array.from(words.keys()).sort((a, b) => compareText(words[a]!, words[b]!));
  const position = new Int32Array(words.length);
  byText.forEach((id, k) => (position[id] = k));
  const order = Array.from({ length: n }, (_, i) => i);
  order.sort(
    (a, b) =>
      compareDesc(publishedAt[a]!, publishedAt[b]!) ||
      compareText(nameKeys[a]!, nameKeys[b]!) ||
      compareText(docs[a]!.name, docs[b]!.name) ||
      compareText(docs[a]!.id, docs[b]!.id) ||
      a - b,
  );
  const recentOrder = Int32Array.from(order);
  const recentRank = new Int32Array(n);
  recentOrder.forEach((doc, rank) => (recentRank[doc] = rank));
  return {
    docs,
    vocabulary: byText.map((id) => words[id]!),
    postings: fields.map((pairs) => toPostings(pairs, position)),
    categoryKeys,
    categoryCounts,
    recentOrder,
    recentRank,
    termBest: new Float64Array(n),
    total: new Float64Array(n),
    popularity: new Float64Array(n),
  };
}

/** True when `docs` holds the same objects in the same order as the index was built from. */
export function indexes<T extends SearchDoc>(index: DocIndex<T>, docs: readonly T[]): boolean {
  if (index.docs.length !== docs.length) return false;
  for (let i = 0; i < docs.length; i++) if (index.docs[i] !== docs[i]) return false;
  return true;
}

/** Sets termBest of each doc matching a one-word term (its best field), listing each doc once in `touched`. */
function scoreWord<T extends SearchDoc>(index: DocIndex<T>, token: string, touched: number[]): void {
  const { vocabulary, postings, termBest } = index;
  for (let k = lowerBound(vocabulary, token); k < vocabulary.length && vocabulary[k]!.startsWith(token); k++) {
    const penalty = vocabulary[k] === token ? 0 : PREFIX_PENALTY;
    for (let f = 0; f < WEIGHTS.length; f++) {
      const { offsets, docs } = postings[f]!;
      const score = WEIGHTS[f]! - penalty;
      for (let j = offsets[k]!, end = offsets[k + 1]!; j < end; j++) {
        const doc = docs[j]!;
        const best = termBest[doc]!;
        if (best === 0) touched.push(doc);
        if (score > best) termBest[doc] = score;
      }
    }
  }
}

/** Multi-word terms match consecutive words of one field value: candidates hold the first word
 *  exactly somewhere; each is confirmed with the doc-by-doc scorer. */
function scorePhrase<T extends SearchDoc>(index: DocIndex<T>, tokens: CompiledTerm, touched: number[]): void {
  const { vocabulary, postings, termBest, docs } = index;
  const k = lowerBound(vocabulary, tokens[0]!);
  if (vocabulary[k] !== tokens[0]) return;
  const seen = new Set<number>();
  for (const { offsets, docs: holders } of postings) {
    for (let j = offsets[k]!, end = offsets[k + 1]!; j < end; j++) {
      const doc = holders[j]!;
      if (seen.has(doc)) continue;
      seen.add(doc);
      const score = termScore(prepareDoc(docs[doc]!), tokens);
      if (score > 0) {
        touched.push(doc);
        termBest[doc] = score;
      }
    }
  }
}

/** Scores every term into `total` and returns the docs with a score, each once. */
function scoreTerms<T extends SearchDoc>(index: DocIndex<T>, terms: CompiledTerm[]): number[] {
  const { total, termBest } = index;
  const scored: number[] = [];
  const touched: number[] = [];
  for (const tokens of terms) {
    touched.length = 0;
    if (tokens.length === 1) scoreWord(index, tokens[0]!, touched);
    else scorePhrase(index, tokens, touched);
    for (const doc of touched) {
      if (total[doc] === 0) scored.push(doc);
      total[doc] = total[doc]! + termBest[doc]!;
      termBest[doc] = 0;
    }
  }
  return scored;
}

/**
 * The docs matching every rule of rankDocs (category filter; at least one term when there are
 * terms), ordered by score, then the sort key, then name and id: the first `window` of them, and
 * how many there are in all. A small window skips ordering the docs that cannot reach it.
 */
export function rankIndexed<T extends SearchDoc>(
  index: DocIndex<T>,
  terms: CompiledTerm[],
  category: string,
  sort: SearchSort,
  window = Infinity,
): { items: T[]; count: number } {
  const { docs, total, categoryKeys } = index;
  const keep = category === "" ? null : (doc: number) => categoryKeys[doc] === category;
  const scored = terms.length > 0 ? scoreTerms(index, terms) : null;
  try {
    const { order, count } = scored ? byScore(index, keep ? scored.filter(keep) : scored, keep, sort, window) : byKey(index, category, keep, sort, window);
    const size = Math.min(order.length, window);
    const items: T[] = new Array(size);
    for (let i = 0; i < size; i++) items[i] = docs[order[i]!]!;
    return { items, count };
  } finally {
    // Leave the scratch space zeroed for the next ranking (only the docs this one scored).
    if (scored) for (const doc of scored) total[doc] = 0;
  }
}

/** Reads the popularity of `order`'s docs into the scratch array, then orders by score, then
 *  popularity; Array#sort is stable, so ties keep `order`'s recentRank order. */
function byPopularity<T extends SearchDoc>(index: DocIndex<T>, order: number[]): void {
  const { docs, total, popularity } = index;
  // Read in doc order when many docs take part: docs made one after another sit one after
  // another in memory, so this walks it forwards instead of jumping around.
  if (order.length * 4 > docs.length) for (let i = 0; i < docs.length; i++) popularity[i] = finiteOr(docs[i]!.popularity, -Infinity);
  else for (const doc of order) popularity[doc] = finiteOr(docs[doc]!.popularity, -Infinity);
  order.sort((a, b) => total[b]! - total[a]! || compareDesc(popularity[a]!, popularity[b]!));
}

/** With terms: the matched docs by score; only the best-scoring buckets that together hold
 *  `window` docs are ordered when that is fewer than all. */
function byScore<T extends SearchDoc>(
  index: DocIndex<T>,
  matched: number[],
  keep: ((doc: number) => boolean) | null,
  sort: SearchSort,
  window: number,
): { order: number[]; count: number } {
  const { total } = index;
  let members = matched;
  let member = keep;
  if (window < matched.length) {
    let top = 0;
    for (const doc of matched) top = Math.max(top, total[doc]!);
    const counts = new Int32Array(top * 2 + 1);
    for (const doc of matched) counts[(top - total[doc]!) * 2]!++;
    let bucket = 0;
    for (let held = counts[0]!; held < window; held += counts[++bucket]!);
    const cut = top - bucket / 2;
    members = matched.filter((doc) => total[doc]! >= cut);
    member = (doc) => total[doc]! >= cut && (!keep || keep(doc));
  }
  const order = byScoreThenRecent(index, members, member);
  if (sort === "popular") byPopularity(index, order);
  return { order, count: matched.length };
}

/** Without terms every score is 0: recentOrder is the order up to popularity. */
function byKey<T extends SearchDoc>(
  index: DocIndex<T>,
  category: string,
  keep: ((doc: number) => boolean) | null,
  sort: SearchSort,
  window: number,
): { order: number[]; count: number } {
  const { docs, recentOrder, categoryCounts, popularity } = index;
  const count = keep ? (categoryCounts.get(category) ?? 0) : docs.length;
  if (window <= 0) return { order: [], count };
  if (sort === "recent" || window >= count) {
    const order: number[] = [];
    const wanted = sort === "recent" ? window : Infinity;
    for (let rank = 0; rank < recentOrder.length && order.length < wanted; rank++) {
      const doc = recentOrder[rank]!;
      if (!keep || keep(doc)) order.push(doc);
    }
    if (sort === "popular") byPopularity(index, order);
    return { order, count };
  }
  // Popular, small window: only docs at least as popular as the window-th most popular can be in it.
  for (let i = 0; i < docs.length; i++) popularity[i] = finiteOr(docs[i]!.popularity, -Infinity);
  const values = new Float64Array(count);
  let v = 0;
  for (let doc = 0; doc < docs.length; doc++) if (!keep || keep(doc)) values[v++] = popularity[doc]!;
  values.sort();
  const cut = values[count - window]!;
  const order: number[] = [];
  for (const doc of recentOrder) if (popularity[doc]! >= cut && (!keep || keep(doc))) order.push(doc);
  order.sort((a, b) => compareDesc(popularity[a]!, popularity[b]!));
  return { order, count };
}

/** Matched docs by score (descending), then recentRank: one sort of packed numeric keys, or, when
 *  many docs matched, a counting sort by score over recentOrder (scores take few values), which
 *  keeps the scored docs that are `member`s (all scored docs when null). */
function byScoreThenRecent<T extends SearchDoc>(index: DocIndex<T>, matched: number[], member: ((doc: number) => boolean) | null): number[] {
  const { docs, total, recentOrder, recentRank } = index;
  const n = docs.length;
  let top = 0;
  for (const doc of matched) top = Math.max(top, total[doc]!);
  if (matched.length * 8 < n) {
    // Scores are multiples of 0.5, so 2 * score is an integer; with n docs every key is an exact
    // integer far below 2^53, and a native numeric sort replaces a comparator sort.
    const keys = new Float64Array(matched.length);
    for (let i = 0; i < matched.length; i++) keys[i] = (top - total[matched[i]!]!) * 2 * n + recentRank[matched[i]!]!;
    keys.sort();
    return Array.from(keys, (key) => recentOrder[key % n]!);
  }
  // Bucket b holds the docs scoring top - b / 2; offsets make one array of all buckets in order.
  const next = new Int32Array(top * 2 + 2);
  for (const doc of matched) next[(top - total[doc]!) * 2 + 1]!++;
  for (let b = 1; b < next.length; b++) next[b] = next[b]! + next[b - 1]!;
  const out: number[] = new Array(matched.length);
  for (let rank = 0; rank < n; rank++) {
    const doc = recentOrder[rank]!;
    const score = total[doc]!;
    if (score > 0 && (!member || member(doc))) out[next[(top - score) * 2]!++] = doc;
  }
  return out;
}
