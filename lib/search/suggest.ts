// "Did you mean": for a query that matched nothing, the closest query built from the vocabulary's
// words. Each word of the query that matches no vocabulary word exactly, by prefix or by form is
// replaced by the closest word within the suggestion tolerance (typos.ts), or dropped when none is
// that close. A suggestion is offered only when it differs from the query and itself finds
// something in the same category, so following it never leads to another empty page.
import { fold, wordsOf } from "@/lib/search/text";
import { rankIndexed, type DocIndex } from "./inverted-index";
import { WEIGHTS, compileTerms } from "./prepared";
import { closestWord, matchesAnyWord, type WordLookup } from "./word-lookup";
import type { SearchDoc } from "./rank";

/** How many docs hold vocabulary word `k`, counted per field: the more used of two equally close
 *  words is the likelier meant. */
function usesOf(index: DocIndex<SearchDoc>, k: number): number {
  let uses = 0;
  for (let f = 0; f < WEIGHTS.length; f++) uses += index.postings[f]!.offsets[k + 1]! - index.postings[f]!.offsets[k]!;
  return uses;
}

/** A word as written when it matches some vocabulary word exactly, by prefix or by form; else the
 *  closest (a word only matched as a typo is spelt out, and words of a multi-word term, which
 *  typos do not match, are corrected too). */
function correctedWord(lookup: WordLookup, word: string, uses: (k: number) => number): string | undefined {
  return matchesAnyWord(lookup, word) ? word : closestWord(lookup, word, uses);
}

/**
 * The suggestion for `terms` (from searchTerms) that matched nothing in `category` (trimmed,
 * lowercased; "" for all), or null.
 */
export function suggestQuery<T extends SearchDoc>(index: DocIndex<T>, terms: string[], category: string): string | null {
  const uses = (k: number) => usesOf(index as DocIndex<SearchDoc>, k);
  const corrected: string[] = [];
  for (const term of terms) {
    const words = wordsOf(fold(term))
      .map((word) => correctedWord(index.lookup, word, uses))
      .filter((word): word is string => word !== undefined);
    // A multi-word term stays one term ("graphic-desing" -> "graphic-design").
    if (words.length > 0) corrected.push(words.join("-"));
  }
  const suggestion = [...new Set(corrected)];
  if (suggestion.length === 0 || suggestion.join(" ") === terms.join(" ")) return null;
  const found = rankIndexed(index, compileTerms(suggestion), category, "recent", 0).count;
  return found > 0 ? suggestion.join(" ") : null;
}
