// How far a query word may be from a vocabulary word and still be taken for it: as a match, for a
// term that matches nothing exactly, by prefix or by form ("watercolr", "risograf"); a step further
// for the "did you mean" suggestion of a query that matched nothing. Short words get no tolerance:
// one letter off in "ink" is another word, and so are English function words: "this" is no typo of
// "thin", nor "fron" one of "from". A swapped pair of letters ("bauhuas") is one edit.
import damerauLevenshtein from "damerau-levenshtein";
import { distance as levenshtein } from "fastest-levenshtein";
import { eng as ENGLISH_STOPWORDS } from "stopword";

const FUNCTION_WORDS: ReadonlySet<string> = new Set(ENGLISH_STOPWORDS);

/** False for English function words, which are neither taken for typos nor offered as corrections. */
export function takesTypos(word: string): boolean {
  return !FUNCTION_WORDS.has(word);
}

/** Edits a term of `length` letters may be from a word it matches: 1 for 4-7 letters, 2 for 8+. */
export function typoTolerance(length: number): number {
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

/** Edits a suggestion may be from the word it replaces: one more than a match, from 3 letters. */
export function suggestionTolerance(length: number): number {
  return length >= 3 ? typoTolerance(length) + 1 : 0;
}

/**
 * Edits between two words, counting a swap of neighbouring letters as one; any answer above
 * `tolerance` only says "too far". The fast Levenshtein distance settles most pairs: a swap costs it
 * two edits, so only a distance between tolerance and twice that needs the slower count.
 */
export function typoEdits(a: string, b: string, tolerance: number): number {
  const edits = levenshtein(a, b);
  if (edits <= tolerance || edits > 2 * tolerance) return edits;
  return damerauLevenshtein(a, b).steps;
}
