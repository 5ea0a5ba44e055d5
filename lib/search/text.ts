// Text normalisation shared by search terms and indexed fields, so both sides fold identically.

const MARKS = /\p{M}+/gu;
const NON_ALNUM = /[^\p{L}\p{N}]+/u;
const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/** Lowercase with accents removed: "Café Noir" → "cafe noir"; compatibility forms (ﬁ → fi) folded. */
export function fold(text: string): string {
  return text.normalize("NFKD").replace(MARKS, "").toLowerCase();
}

/** Words of already-folded text: runs of letters/digits ("graphic-design" → graphic, design; "3d" stays). */
export function wordsOf(folded: string): string[] {
  return folded.split(NON_ALNUM).filter((word) => word !== "");
}

/** Strips leading/trailing punctuation so `"zine",` searches as zine; inner punctuation is kept. */
export function trimPunctuation(term: string): string {
  return term.replace(EDGE_PUNCTUATION, "");
}
