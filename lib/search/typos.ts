// How far a query word may be from a vocabulary word (Levenshtein distance) and still be taken for
// it: as a match, for a term that matches nothing exactly, by prefix or by form ("watercolr",
// "risograf"); a step further for the "did you mean" suggestion of a query that matched nothing.
// Short words get no tolerance: one letter off in "ink" is another word.

/** Edit distance a term of `length` letters may be from a word it matches: 1 for 4-7, 2 for 8+. */
export function typoTolerance(length: number): number {
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

/** Edit distance a suggestion may be from the word it replaces: one more than a match, from 3 letters. */
export function suggestionTolerance(length: number): number {
  return length >= 3 ? typoTolerance(length) + 1 : 0;
}
