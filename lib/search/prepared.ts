// One doc's normalised, searchable form and the scoring of one doc against compiled terms: what
// scoreDoc answers with, and what the inverted index checks multi-word terms against. The rules are
// described in rank.ts.
import { LRUCache } from "lru-cache";
import { fold, wordsOf } from "@/lib/search/text";
import type { SearchDoc } from "./rank";

export const FIELD_WEIGHTS = { name: 4, tags: 3, category: 2, description: 1 } as const;
export const PREFIX_PENALTY = 0.5;

/** Field weights in the order fields are scored (descending weight). */
export const WEIGHTS = [FIELD_WEIGHTS.name, FIELD_WEIGHTS.tags, FIELD_WEIGHTS.category, FIELD_WEIGHTS.description] as const;

export interface PreparedField {
  weight: number;
  /** One word list per value (each tag is its own value), for multi-word terms. */
  phrases: string[][];
  /** All words, unique and sorted by code unit, for binary-searched exact/prefix lookups. */
  sorted: string[];
}

export interface PreparedDoc {
  // Each part is built on first use: the gallery prepares every doc when it loads, but most are
  // never scored one by one (the inverted index answers searches), so their word lists would only
  // take memory and load time.
  readonly fields: PreparedField[];
  /** Trimmed, lowercased category for the case-insensitive filter. */
  readonly categoryKey: string | null;
  /** Folded name for the human-friendly name tie-break. */
  readonly nameKey: string;
  // The source values this was built from; a changed doc is re-prepared rather than served stale.
  readonly source: { name: string; tags: string[]; tagsCopy: string[]; category: string | null; description: string | null };
}

/** The values of each field, in WEIGHTS order; non-strings are no value. */
export function fieldValues(doc: Pick<SearchDoc, "name" | "tags" | "category" | "description">): string[][] {
  const strings = (values: unknown[]) => values.filter((v): v is string => typeof v === "string");
  return [strings([doc.name]), strings(Array.isArray(doc.tags) ? doc.tags : []), strings([doc.category]), strings([doc.description])];
}

export function categoryKeyOf(category: unknown): string | null {
  return typeof category === "string" ? category.trim().toLowerCase() : null;
}

export function nameKeyOf(name: unknown): string {
  return fold(String(name ?? ""));
}

class Prepared implements PreparedDoc {
  #fields: PreparedField[] | undefined;
  #categoryKey: string | null | undefined;
  #nameKey: string | undefined;
  constructor(readonly source: PreparedDoc["source"]) {}
  get fields(): PreparedField[] {
    this.#fields ??= fieldValues({ ...this.source, tags: this.source.tagsCopy }).map((values, i) => field(WEIGHTS[i]!, values));
    return this.#fields;
  }
  get categoryKey(): string | null {
    if (this.#categoryKey === undefined) this.#categoryKey = categoryKeyOf(this.source.category);
    return this.#categoryKey;
  }
  get nameKey(): string {
    this.#nameKey ??= nameKeyOf(this.source.name);
    return this.#nameKey;
  }
}

function field(weight: number, values: string[]): PreparedField {
  const phrases = values.map((value) => wordsOf(fold(value)));
  const sorted = [...new Set(phrases.flat())].sort();
  return { weight, phrases, sorted };
}

const byObject = new WeakMap<SearchDoc, PreparedDoc>();
// Callers copy docs per request (`{ ...doc, popularity }`), which defeats the object cache; the copy
// keeps the same strings and tags array, so an id-keyed cache validated by isCurrent still hits.
// Bounded because /me/styles feeds it every user's docs. (It was a Map evicting its oldest key, whose
// iterator walks past every deleted entry: preparing 100k docs took seconds, quadratically.)
const byId = new LRUCache<string, PreparedDoc>({ max: 50_000 });

/** The normalised form of a doc, cached per object and per id (validated against the doc). */
export function prepareDoc(doc: SearchDoc): PreparedDoc {
  const cached = byObject.get(doc) ?? byId.get(doc.id);
  if (cached && isCurrent(cached, doc)) {
    byObject.set(doc, cached);
    return cached;
  }
  const tags = Array.isArray(doc.tags) ? doc.tags : [];
  const prepared = new Prepared({ name: doc.name, tags: doc.tags, tagsCopy: [...tags], category: doc.category, description: doc.description });
  byObject.set(doc, prepared);
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

/** Term tokens: a term is matched as the sequence of its words. */
export type CompiledTerm = string[];

export function compileTerms(terms: string[]): CompiledTerm[] {
  return terms.map((term) => wordsOf(fold(term))).filter((tokens) => tokens.length > 0);
}

// Match kinds, best first; scoreOf turns them into weight or weight - PREFIX_PENALTY.
const EXACT = 2;
const PREFIX = 1;
const NONE = 0;

/** First index whose word is >= target; words starting with target form a run from there. */
export function lowerBound(sorted: readonly string[], target: string): number {
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

/** The best field's score of one term in one doc (0 when it matches nowhere). */
export function termScore(prepared: PreparedDoc, tokens: CompiledTerm): number {
  let best = 0;
  for (const f of prepared.fields) {
    if (f.weight <= best) break; // fields are in descending weight; nothing later can beat `best`
    const kind = matchKind(f, tokens);
    const score = kind === EXACT ? f.weight : kind === PREFIX ? f.weight - PREFIX_PENALTY : 0;
    if (score > best) best = score;
  }
  return best;
}

export function scorePrepared(prepared: PreparedDoc, terms: CompiledTerm[]): number {
  let total = 0;
  for (const tokens of terms) total += termScore(prepared, tokens);
  return total;
}
