// Lookups over a sorted vocabulary (the distinct words of every searched field) beyond the exact and
// prefix runs a binary search gives: the words sharing a query word's form (word-forms.ts), and the
// words within typo distance of it (typos.ts). The inverted index holds one for the gallery; the
// doc-by-doc scorer builds one over the docs it is given, so both resolve a term alike.
import { computeWordForm, hasForms, wordForm } from "./word-forms";
import { suggestionTolerance, takesTypos, typoEdits, typoTolerance } from "./typos";

export interface WordLookup {
  readonly vocabulary: readonly string[];
  /** Positions of the digit-free words, by their form. Words holding a digit are their own form,
   *  so only the word itself (an exact match) shares it; leaving them out keeps the synthetic
   *  gallery's 100k numbered names out of this map. */
  readonly byForm: Map<string, number[]>;
  /** Positions of the typo and suggestion candidates (digit-free words of 3 letters or more, not
   *  function words), by length. */
  readonly byLength: number[][];
}

const DIGIT = /\d/;

export function buildWordLookup(vocabulary: readonly string[]): WordLookup {
  const byForm = new Map<string, number[]>();
  const byLength: number[][] = [];
  for (let k = 0; k < vocabulary.length; k++) {
    const word = vocabulary[k]!;
    if (DIGIT.test(word)) continue;
    // Each vocabulary word once: computing directly spares the cache 100k insertions.
    const form = computeWordForm(word);
    const same = byForm.get(form);
    if (same) same.push(k);
    else byForm.set(form, [k]);
    if (hasForms(word) && takesTypos(word)) (byLength[word.length] ??= []).push(k);
  }
  return { vocabulary, byForm, byLength };
}

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

/** Positions of the words sharing `word`'s form (the word itself included, when present). */
export function formMatches(lookup: WordLookup, word: string): readonly number[] {
  return lookup.byForm.get(wordForm(word)) ?? [];
}

/** True when some vocabulary word equals `word`, starts with it, or shares its form. */
export function matchesAnyWord(lookup: WordLookup, word: string): boolean {
  const found = lookup.vocabulary[lowerBound(lookup.vocabulary, word)];
  return (found !== undefined && found.startsWith(word)) || formMatches(lookup, word).length > 0;
}

/** Positions of the words within `tolerance` edits of `word`, with their distances. */
function wordsWithin(lookup: WordLookup, word: string, tolerance: number): { position: number; edits: number }[] {
  const out: { position: number; edits: number }[] = [];
  if (tolerance <= 0 || DIGIT.test(word) || !takesTypos(word)) return out;
  const { vocabulary, byLength } = lookup;
  for (let length = word.length - tolerance; length <= word.length + tolerance; length++) {
    for (const position of byLength[length] ?? []) {
      const edits = typoEdits(word, vocabulary[position]!, tolerance);
      if (edits <= tolerance) out.push({ position, edits });
    }
  }
  return out;
}

/** Positions of the words a mistyped `word` is taken for: within typoTolerance, only when nothing
 *  in the vocabulary matches it exactly, by prefix or by form (so correct words cost nothing). */
export function typoMatches(lookup: WordLookup, word: string): number[] {
  if (typoTolerance(word.length) === 0 || matchesAnyWord(lookup, word)) return [];
  return wordsWithin(lookup, word, typoTolerance(word.length)).map((w) => w.position);
}

/** The vocabulary word closest to `word` within suggestionTolerance: fewest edits, then one with
 *  the same first letter (people rarely mistype the first), then the most used (`uses` of a
 *  position), then the first in code-unit order. */
export function closestWord(lookup: WordLookup, word: string, uses: (position: number) => number): string | undefined {
  const rank = (c: { position: number; edits: number }) => [c.edits, lookup.vocabulary[c.position]![0] === word[0] ? 0 : 1, -uses(c.position), c.position];
  let best: { position: number; edits: number } | undefined;
  let bestRank: number[] = [];
  for (const candidate of wordsWithin(lookup, word, suggestionTolerance(word.length))) {
    const r = rank(candidate);
    if (!best || precedes(r, bestRank)) [best, bestRank] = [candidate, r];
  }
  return best === undefined ? undefined : lookup.vocabulary[best.position];
}

function precedes(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}
