// An inverted index over one list of docs, so a search costs in proportion to the docs it matches,
// not to the gallery's size: per field, each word maps to the docs holding it, and one sorted
// vocabulary gives every word a term is a prefix of as a contiguous run. Scores are the same as
// prepared.ts computes doc by doc (the unit property test checks ranked docs against scoreDoc);
// multi-word terms ("graphic-design") are looked up by their first word and confirmed doc by doc.
// Beyond exact and prefix runs, a word term also matches the words sharing its form, and, when it
// matches nothing at all, the words a typo away (word-lookup.ts resolves both on the vocabulary).
//
// The index is a snapshot of the docs' searchable fields and publication times when it was built.
// Popularity is read at ranking time, since the gallery updates it in place.
import { foldedWordsInto } from "@/lib/search/text";
import { NEAR_PENALTY, WEIGHTS, categoryKeyOf, nameKeyOf, prepareDoc, termScore, type CompiledTerm } from "./prepared";
import { buildWordLookup, formMatches, lowerBound, typoMatches, type WordLookup } from "./word-lookup";
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
  /** Forms and typo candidates of the vocabulary. */
  readonly lookup: WordLookup;
  /** Per field, in WEIGHTS order. */
  readonly postings: readonly FieldPostings[];
  readonly categoryKeys: readonly (string | null)[];
  readonly categoryCounts: Map<string, number>;
  /** Doc numbers in sort=recent order for equal scores: publishedAt desc, then name, then id. */
  readonly recentOrder: Int32Array;
  /** Position of each doc in recentOrder, the last tie-break of every ordering. */
  readonly recentRank: Int32Array;
  // Scratch space sized to the docs, for one ranking at a time (ranking is synchronous). A search
  // that matches a third of 100k styles would otherwise allocate several 100k-entry arrays, which
  // V8 keeps in its large-object space until a full collection: the server's memory grew by
  // hundreds of MB under a stream of distinct searches.
  readonly termBest: Float64Array;
  readonly total: Float64Array;
  readonly popularity: Float64Array;
  /** Docs with a score, each once; then the ones that passed the category filter. */
  readonly scored: Int32Array;
  /** Docs one term touched, each once. */
  readonly touched: Int32Array;
  /** Packed sort keys (byScoreOrder) or popularity values (byKey). */
  readonly keys: Float64Array;
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

/** (word, doc) pairs of one field in doc order, each pair once. Typed arrays grown by doubling:
 *  indexing 100k styles records millions of pairs, and plain arrays of that size cost the garbage
 *  collector more than the indexing itself. */
class FieldPairs {
  words: Int32Array = new Int32Array(1 << 12);
  docs: Int32Array = new Int32Array(1 << 12);
  length = 0;
  /** 1 + the last doc recorded per word id, so a word twice in one field counts once. */
  last: Int32Array = new Int32Array(1 << 12);

  add(word: number, doc: number): void {
    if (word >= this.last.length) this.last = grown(this.last, word);
    if (this.last[word] === doc + 1) return;
    this.last[word] = doc + 1;
    if (this.length === this.words.length) {
      this.words = grown(this.words, this.length);
      this.docs = grown(this.docs, this.length);
    }
    this.words[this.length] = word;
    this.docs[this.length++] = doc;
  }
}

/** A copy of `array` with room for index `at`. */
function grown(array: Int32Array, at: number): Int32Array {
  let size = array.length * 2;
  while (size <= at) size *= 2;
  const copy = new Int32Array(size);
  copy.set(array);
  return copy;
}

/** Counting sort of a field's pairs by the word's vocabulary position; docs stay ascending. */
function toPostings(pairs: FieldPairs, position: Int32Array): FieldPostings {
  const offsets = new Int32Array(position.length + 1);
  for (let j = 0; j < pairs.length; j++) offsets[position[pairs.words[j]!]! + 1]!++;
  for (let k = 0; k < position.length; k++) offsets[k + 1] = offsets[k + 1]! + offsets[k]!;
  const next = offsets.slice(0, position.length);
  const docs = new Int32Array(pairs.length);
  for (let j = 0; j < pairs.length; j++) docs[next[position[pairs.words[j]!]!]!++] = pairs.docs[j]!;
  return { offsets, docs };
}

export function buildIndex<T extends SearchDoc>(input: readonly T[]): DocIndex<T> {
  const docs = [...input];
  const n = docs.length;
  const ids = new Map<string, number>();
  const words: string[] = [];
  const fields = WEIGHTS.map(() => new FieldPairs());
  const categoryKeys: (string | null)[] = new Array(n);
  const categoryCounts = new Map<string, number>();
  const nameKeys: string[] = new Array(n);
  const publishedAt = new Float64Array(n);
  const scratch: string[] = [];
  const idOf = (word: string): number => {
    let id = ids.get(word);
    if (id === undefined) {
      id = words.length;
      ids.set(word, id);
      words.push(word);
    }
    return id;
  };
  const add = (pairs: FieldPairs, value: unknown, doc: number) => {
    if (typeof value !== "string") return;
    for (const word of foldedWordsInto(value, scratch)) pairs.add(idOf(word), doc);
  };
  // Tags and categories repeat across styles (100k styles share a few thousand values), so each
  // distinct value is split into words once.
  const wordIdsOfValue = new Map<string, number[]>();
  const addRepeated = (pairs: FieldPairs, value: unknown, doc: number) => {
    if (typeof value !== "string") return;
    let wordIds = wordIdsOfValue.get(value);
    if (wordIds === undefined) {
      wordIds = foldedWordsInto(value, scratch).map(idOf);
      wordIdsOfValue.set(value, wordIds);
    }
    for (const id of wordIds) pairs.add(id, doc);
  };
  for (let i = 0; i < n; i++) {
    const doc = docs[i]!;
    // Fields in WEIGHTS order: name, tags (each its own value), category, description.
    add(fields[0]!, doc.name, i);
    if (Array.isArray(doc.tags)) for (const tag of doc.tags) addRepeated(fields[1]!, tag, i);
    addRepeated(fields[2]!, doc.category, i);
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
  const vocabulary = byText.map((id) => words[id]!);
  return {
    docs,
    vocabulary,
    lookup: buildWordLookup(vocabulary),
    postings: fields.map((pairs) => toPostings(pairs, position)),
    categoryKeys,
    categoryCounts,
    recentOrder,
    recentRank,
    termBest: new Float64Array(n),
    total: new Float64Array(n),
    popularity: new Float64Array(n),
    scored: new Int32Array(n),
    touched: new Int32Array(n),
    keys: new Float64Array(n),
  };
}

/** True when `docs` holds the same objects in the same order as the index was built from. */
export function indexes<T extends SearchDoc>(index: DocIndex<T>, docs: readonly T[]): boolean {
  if (index.docs.length !== docs.length) return false;
  for (let i = 0; i < docs.length; i++) if (index.docs[i] !== docs[i]) return false;
  return true;
}

/** Raises termBest of each doc holding vocabulary word `k` to its best field's weight less
 *  `penalty`, listing each doc once in `touched` from position `length`; returns the new length. */
function scorePosting<T extends SearchDoc>(index: DocIndex<T>, k: number, penalty: number, length: number): number {
  const { postings, termBest, touched } = index;
  for (let f = 0; f < WEIGHTS.length; f++) {
    const { offsets, docs } = postings[f]!;
    const score = WEIGHTS[f]! - penalty;
    for (let j = offsets[k]!, end = offsets[k + 1]!; j < end; j++) {
      const doc = docs[j]!;
      const best = termBest[doc]!;
      if (best === 0) touched[length++] = doc;
      if (score > best) termBest[doc] = score;
    }
  }
  return length;
}

/** Sets termBest of each doc matching a one-word term (its best field): the words equal to it or
 *  starting with it, then those sharing its form; only if none, those a typo away. */
function scoreWord<T extends SearchDoc>(index: DocIndex<T>, term: CompiledTerm, length: number): number {
  const { vocabulary, lookup } = index;
  const token = term.tokens[0]!;
  const first = length;
  for (let k = lowerBound(vocabulary, token); k < vocabulary.length && vocabulary[k]!.startsWith(token); k++) {
    length = scorePosting(index, k, vocabulary[k] === token ? 0 : NEAR_PENALTY, length);
  }
  for (const k of formMatches(lookup, token)) {
    // A word starting with the term was scored above, at least as well.
    if (!vocabulary[k]!.startsWith(token)) length = scorePosting(index, k, NEAR_PENALTY, length);
  }
  if (length === first) for (const k of typoMatches(lookup, token)) length = scorePosting(index, k, NEAR_PENALTY, length);
  return length;
}

/** Multi-word terms match consecutive words of one field value: candidates hold the first word
 *  exactly or by form somewhere; each is confirmed with the doc-by-doc scorer. */
function scorePhrase<T extends SearchDoc>(index: DocIndex<T>, term: CompiledTerm, length: number): number {
  const { vocabulary, lookup, postings, termBest, touched, docs } = index;
  const exact = lowerBound(vocabulary, term.tokens[0]!);
  const firsts = new Set(formMatches(lookup, term.tokens[0]!));
  if (vocabulary[exact] === term.tokens[0]) firsts.add(exact);
  for (const k of firsts) {
    for (const { offsets, docs: holders } of postings) {
      for (let j = offsets[k]!, end = offsets[k + 1]!; j < end; j++) {
        const doc = holders[j]!;
        // termBest doubles as "seen": a doc holding the word in two fields is scored once.
        if (termBest[doc] !== 0) continue;
        const score = termScore(prepareDoc(docs[doc]!), term);
        if (score > 0) {
          touched[length++] = doc;
          termBest[doc] = score;
        }
      }
    }
  }
  return length;
}

/** Scores every term into `total`; the docs with a score are scored[0 .. returned count), each once. */
function scoreTerms<T extends SearchDoc>(index: DocIndex<T>, terms: CompiledTerm[]): number {
  const { total, termBest, scored, touched } = index;
  let count = 0;
  for (const term of terms) {
    const length = term.tokens.length === 1 ? scoreWord(index, term, 0) : scorePhrase(index, term, 0);
    for (let i = 0; i < length; i++) {
      const doc = touched[i]!;
      if (total[doc] === 0) scored[count++] = doc;
      total[doc] = total[doc]! + termBest[doc]!;
      termBest[doc] = 0;
    }
  }
  return count;
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
  const { docs, total, scored, categoryKeys } = index;
  const keep = category === "" ? null : (doc: number) => categoryKeys[doc] === category;
  let matched = terms.length > 0 ? scoreTerms(index, terms) : -1;
  try {
    let result: { order: number[]; count: number };
    if (matched < 0) result = byKey(index, category, keep, sort, window);
    else {
      if (keep) {
        // Filter in place; a doc left out has its total cleared now, as `finally` clears only these.
        let kept = 0;
        for (let i = 0; i < matched; i++) {
          const doc = scored[i]!;
          if (keep(doc)) scored[kept++] = doc;
          else total[doc] = 0;
        }
        matched = kept;
      }
      result = byScore(index, matched, sort, window);
    }
    const size = Math.min(result.order.length, window);
    const items: T[] = new Array(size);
    for (let i = 0; i < size; i++) items[i] = docs[result.order[i]!]!;
    return { items, count: result.count };
  } finally {
    // Leave the scratch space zeroed for the next ranking (only the docs this one scored).
    for (let i = 0; i < matched; i++) total[scored[i]!] = 0;
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

/**
 * With terms: the `matched` docs of `scored` by score, then recentRank, then (popular) popularity
 * within a score. Scores are multiples of 0.5 and take few values, so the docs fall into buckets
 * by score; only the best buckets that together hold `window` docs are ordered, and for sort=recent
 * only the first `window` of those are kept.
 */
function byScore<T extends SearchDoc>(index: DocIndex<T>, matched: number, sort: SearchSort, window: number): { order: number[]; count: number } {
  const { docs, total, scored, recentOrder, recentRank, keys } = index;
  const n = docs.length;
  let top = 0;
  for (let i = 0; i < matched; i++) top = Math.max(top, total[scored[i]!]!);
  // Bucket b holds the docs scoring top - b / 2; start[b] is where bucket b begins in the order.
  const buckets = top * 2 + 1;
  const start = new Int32Array(buckets + 1);
  for (let i = 0; i < matched; i++) start[(top - total[scored[i]!]!) * 2 + 1]!++;
  let last = 0;
  for (let held = start[1]!; held < window && last < buckets - 1; held += start[++last + 1]!);
  for (let b = 1; b <= buckets; b++) start[b] = start[b]! + start[b - 1]!;
  const inBuckets = start[last + 1]!;
  // Popular reorders whole buckets by popularity before the window is cut, so it keeps them whole.
  const take = sort === "recent" ? Math.min(inBuckets, window) : inBuckets;
  const order: number[] = new Array(take);
  if (matched * 8 < n) {
    // Few matches: one native sort of packed numeric keys (with n docs every key is an exact integer
    // far below 2^53) beats walking every doc's rank.
    let k = 0;
    for (let i = 0; i < matched; i++) {
      const doc = scored[i]!;
      const bucket = (top - total[doc]!) * 2;
      if (bucket <= last) keys[k++] = bucket * n + recentRank[doc]!;
    }
    const sorted = keys.subarray(0, k).sort();
    for (let i = 0; i < take; i++) order[i] = recentOrder[sorted[i]! % n]!;
  } else {
    // Many matches: a counting sort over recentOrder, placing each doc at its bucket's next slot.
    let placed = 0;
    for (let rank = 0; rank < n && placed < take; rank++) {
      const doc = recentOrder[rank]!;
      const score = total[doc]!;
      if (score === 0) continue;
      const bucket = (top - score) * 2;
      if (bucket > last) continue;
      const slot = start[bucket]!++;
      if (slot < take) {
        order[slot] = doc;
        placed++;
      }
    }
  }
  if (sort === "popular") byPopularity(index, order);
  return { order, count: matched };
}

/** Without terms every score is 0: recentOrder is the order up to popularity. */
function byKey<T extends SearchDoc>(
  index: DocIndex<T>,
  category: string,
  keep: ((doc: number) => boolean) | null,
  sort: SearchSort,
  window: number,
): { order: number[]; count: number } {
  const { docs, recentOrder, categoryCounts, popularity, keys } = index;
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
  let v = 0;
  for (let doc = 0; doc < docs.length; doc++) if (!keep || keep(doc)) keys[v++] = popularity[doc]!;
  const values = keys.subarray(0, count).sort();
  const cut = values[count - window]!;
  const order: number[] = [];
  for (const doc of recentOrder) if (popularity[doc]! >= cut && (!keep || keep(doc))) order.push(doc);
  order.sort((a, b) => compareDesc(popularity[a]!, popularity[b]!));
  return { order, count };
}
