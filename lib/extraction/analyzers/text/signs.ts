// What a text visibly does, counted with plain patterns over its own words: the evidence every guardrail is
// held against (text/guard.ts). The measurements of text/metrics.ts are rates, tuned to tell levels apart
// (a contraction inside quoted speech, an exclamation in one sentence of forty, do not move them); a
// guardrail must agree with the text to the letter, so these signs count any occurrence, quoted or not,
// in the text as pasted (raw) or as read (text). Pure: no I/O.
import { measureText, type Measurement } from "./metrics";

export interface TextSigns {
  /** "you", "your", "thou", "thee", "thy" ... as written. */
  you: number;
  /** "I", "me", "my", "we", "us", "our" ... as written. */
  firstPerson: number;
  /** "don't", "we're", "it's", "answer'd" ... */
  contractions: number;
  /** Exclamation marks anywhere in the text as pasted. */
  exclamations: number;
  /** Words of four capitals or more ("WARRANTY", "NOTE"). */
  capitalWords: number;
  /** Sentences of 25 words or more, and of four or fewer (with a full stop, or a line of its own). */
  longSentences: number;
  shortSentences: number;
  /** Lines that are list items. */
  listLines: number;
  /** Acronyms, paths, options and code: the marks of a field's own terms. */
  fieldTerms: number;
}

const YOU = /\b(?:you|your|yours|yourself|yourselves|thou|thee|thy|thine)\b/giu;
// "I" in capitals only: a lower-case "i)" is a clause number.
const FIRST = /\bI\b|\b(?:me|my|mine|myself|we|us|our|ours|ourselves)\b/giu;
// The eval's and an editor's reading of a contraction: n't, 're, 've, 'll, 'm, 'd after a word, and 's after
// the pronouns and adverbs that take it ("it's", "that's", "let's"), not the possessive "Ana's".
const CONTRACTION =
  /\b(?:\p{L}+(?:n['’]t|['’](?:re|ve|ll|m|d))|(?:it|he|she|that|there|what|who|where|here|how|let)['’]s)\b|(?:^|\s)['’](?:tis|twas)\b/giu;
const CAPITAL_WORD = /\b\p{Lu}{4,}\b/gu;
const LIST = /^\s*(?:[-*•·▪→]|\d{1,2}[.)])\s+\S/gmu;
const FIELD = /\b\p{Lu}{2,}[\p{Lu}\p{N}_]*s?\b|`[^`\n]+`|(?:^|\s)(?:[\w.-]+\/)+[\w.-]+|(?:^|\s)--?[a-z][\w-]*/gmu;

const count = (text: string, re: RegExp) => (text.match(re) ?? []).length;

/** The signs of `text` (as read: markup gone, wrapped lines joined) and of `raw` (as pasted). */
export function readSigns(text: string, raw: string = text, measured: Measurement = measureText(text)): TextSigns {
  const sentences = measured.sentences;
  return {
    you: count(text, YOU),
    firstPerson: count(text, FIRST) - count(text, /\bi\b/g),
    contractions: count(text, CONTRACTION),
    exclamations: count(raw, /!/g),
    capitalWords: count(raw, CAPITAL_WORD),
    longSentences: sentences.filter((s) => s.words >= 25).length,
    shortSentences: sentences.filter((s) => s.words <= 4 && (s.terminal !== "" || s.ownLine)).length,
    listLines: count(raw, LIST),
    fieldTerms: count(text, FIELD),
  };
}
