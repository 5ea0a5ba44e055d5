// One doc's normalised, searchable form and the scoring of one doc against compiled terms: what
// scoreDoc answers with, and what the inverted index checks multi-word terms against. The rules are
// described in rank.ts.
import { LRUCache } from "lru-cache";
import { fold, wordsOf } from "@/lib/search/text";
import { wordForm } from "./word-forms";
import { lowerBound, typoMatches, type WordLookup } from "./word-lookup";
import type { SearchDoc } from "./rank";

export const FIELD_WEIGHTS = { name: 4, tags: 3, category: 2, description: 1 } as const;
/** Taken off a field's weight when a term only nears one of its words: the word starts with the term,
 *  shares its form (spelling, inflection), or is a typo away. An exact word earns the full weight. */
export const NEAR_PENALTY = 0.5;

/** Field weights in the order fields are scored (descending weight). */
export const WEIGHTS = [FIELD_WEIGHTS.name, FIELD_WEIGHTS.tags, FIELD_WEIGHTS.category, FIELD_WEIGHTS.description] as const;

export interface PreparedField {
  weight: number;
  /** One word list per value (each tag is its own value), for multi-word terms. */
  phrases: string[][];
  /** All words, unique and sorted by code unit, for binary-searched exact/prefix lookups. */
  sorted: string[];
  /** The forms of those words (word-forms.ts), built on first use. */
  readonly forms: ReadonlySet<string>;
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
    this.#fields ??= fieldValues({ ...this.source, tags: this.source.tagsCopy }).map((values, i) => new Field(WEIGHTS[i]!, values));
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

class Field implements PreparedField {
  readonly phrases: string[][];
  readonly sorted: string[];
  #forms: Set<string> | undefined;
  constructor(
    readonly weight: number,
    values: string[],
  ) {
    this.phrases = values.map((value) => wordsOf(fold(value)));
    this.sorted = [...new Set(this.phrases.flat())].sort();
  }
  get forms(): ReadonlySet<string> {
    this.#forms ??= new Set(this.sorted.map(wordForm));
    return this.#forms;
  }
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

/** A query term ready to match: the sequence of its words, their forms, and (one-word terms that
 *  match no vocabulary word as written) the words it is taken to be a typo of. */
export interface CompiledTerm {
  readonly tokens: readonly string[];
  readonly forms: readonly string[];
  readonly typos: ReadonlySet<string>;
}

const NO_TYPOS: ReadonlySet<string> = new Set();

/**
 * Terms (from searchTerms) split into words. With the `lookup` of the docs' vocabulary, a one-word
 * term that matches none of its words exactly, by prefix or by form also carries the words within
 * typo distance; without one it carries none (the inverted index resolves typos itself).
 */
export function compileTerms(terms: string[], lookup?: WordLookup): CompiledTerm[] {
  const out: CompiledTerm[] = [];
  for (const term of terms) {
    const tokens = wordsOf(fold(term));
    if (tokens.length === 0) continue;
    const typos =
      lookup && tokens.length === 1 ? new Set(typoMatches(lookup, tokens[0]!).map((k) => lookup.vocabulary[k]!)) : NO_TYPOS;
    out.push({ tokens, forms: tokens.map(wordForm), typos });
  }
  return out;
}

// Match kinds, best first; scoreOf turns them into weight or weight - NEAR_PENALTY.
const EXACT = 2;
const NEAR = 1;
const NONE = 0;

function wordKind(f: PreparedField, token: string, form: string, typos: ReadonlySet<string>): number {
  const found = f.sorted[lowerBound(f.sorted, token)];
  if (found === token) return EXACT;
  if ((found !== undefined && found.startsWith(token)) || f.forms.has(form)) return NEAR;
  for (const typo of typos) if (f.sorted[lowerBound(f.sorted, typo)] === typo) return NEAR;
  return NONE;
}

function matchKind(f: PreparedField, term: CompiledTerm): number {
  const { tokens, forms } = term;
  if (tokens.length === 1) return wordKind(f, tokens[0]!, forms[0]!, term.typos);
  // Consecutive words of one value: each equal to its token or sharing its form, the last one may
  // also start with its token; exact only when every word is.
  let best = NONE;
  const last = tokens.length - 1;
  for (const words of f.phrases) {
    for (let start = 0; start + last < words.length; start++) {
      let kind = EXACT;
      for (let k = 0; k < last && kind !== NONE; k++) {
        const word = words[start + k]!;
        if (word !== tokens[k]) kind = wordForm(word) === forms[k] ? NEAR : NONE;
      }
      if (kind === NONE) continue;
      const tail = words[start + last]!;
      const tokenTail = tokens[last]!;
      if (tail !== tokenTail) kind = tail.startsWith(tokenTail) || wordForm(tail) === forms[last] ? NEAR : NONE;
      if (kind === EXACT) return EXACT;
      if (kind > best) best = kind;
    }
  }
  return best;
}

/** The best field's score of one term in one doc (0 when it matches nowhere). */
export function termScore(prepared: PreparedDoc, term: CompiledTerm): number {
  let best = 0;
  for (const f of prepared.fields) {
    if (f.weight <= best) break; // fields are in descending weight; nothing later can beat `best`
    const kind = matchKind(f, term);
    const score = kind === EXACT ? f.weight : kind === NEAR ? f.weight - NEAR_PENALTY : 0;
    if (score > best) best = score;
  }
  return best;
}

export function scorePrepared(prepared: PreparedDoc, terms: CompiledTerm[]): number {
  let total = 0;
  for (const term of terms) total += termScore(prepared, term);
  return total;
}
