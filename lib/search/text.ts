// Text normalisation shared by search terms and indexed fields, so both sides fold identically.
// Most gallery text is plain ASCII, for which NFKD and mark stripping change nothing: those strings
// skip them, which makes indexing 100k styles several times faster.

const MARKS = /\p{M}+/gu;
const NON_ALNUM = /[^\p{L}\p{N}]+/u;
const ASCII = /^[\x00-\x7f]*$/;
const ASCII_NON_ALNUM = /[^a-zA-Z0-9]+/;
const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/** Lowercase with accents removed: "Café Noir" → "cafe noir"; compatibility forms (ﬁ → fi) folded. */
export function fold(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase();
  return text.normalize("NFKD").replace(MARKS, "").toLowerCase();
}

/** Words of already-folded text: runs of letters/digits ("graphic-design" → graphic, design; "3d" stays). */
export function wordsOf(folded: string): string[] {
  // For ASCII text, letters and digits are exactly a-z, A-Z and 0-9, so this is the same split.
  return folded.split(ASCII.test(folded) ? ASCII_NON_ALNUM : NON_ALNUM).filter((word) => word !== "");
}

/**
 * wordsOf(fold(text)) written into `out` (cleared first): the indexer's loop over 100k styles, where
 * plain ASCII text is scanned once with no regular expressions and no intermediate arrays.
 */
export function foldedWordsInto(text: string, out: string[]): string[] {
  out.length = 0;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) > 0x7f) {
      for (const word of wordsOf(fold(text))) out.push(word);
      return out;
    }
  }
  const lower = text.toLowerCase();
  let start = -1;
  for (let i = 0; i <= lower.length; i++) {
    const c = i < lower.length ? lower.charCodeAt(i) : 0;
    if ((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39)) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      out.push(lower.slice(start, i));
      start = -1;
    }
  }
  return out;
}

/** Strips leading/trailing punctuation so `"zine",` searches as zine; inner punctuation is kept. */
export function trimPunctuation(term: string): string {
  return term.replace(EDGE_PUNCTUATION, "");
}
