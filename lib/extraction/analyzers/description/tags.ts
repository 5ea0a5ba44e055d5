// Parts of speech for the description analyzers, from compromise's tagger. Its `.json()` and
// `.sentences().json()` also work out tense, numbers and more for every sentence (about 40 ms on a
// paragraph); these read the tagged terms directly (well under a millisecond). Pure: no I/O.
import nlp from "compromise";

export interface TaggedTerm {
  text: string;
  /** Lower-case, without punctuation. */
  normal: string;
  tags: ReadonlySet<string>;
}

interface RawTerm {
  text: string;
  normal?: string;
  pre?: string;
  post?: string;
  tags?: Set<string>;
}

const asTerm = (t: RawTerm): TaggedTerm => ({ text: t.text, normal: t.normal ?? t.text.toLowerCase(), tags: t.tags ?? new Set() });

/** The sentences of a text, each with its text and tagged terms. */
export function taggedSentences(text: string): { text: string; terms: TaggedTerm[] }[] {
  return (nlp(text).docs as RawTerm[][]).map((terms) => ({
    text: terms.map((t) => `${t.pre ?? ""}${t.text}${t.post ?? ""}`).join("").trim(),
    terms: terms.map(asTerm),
  }));
}

/** Every tagged term of a short text, in order. */
export function taggedTerms(text: string): TaggedTerm[] {
  return (nlp(text).docs as RawTerm[][]).flat().map(asTerm);
}
