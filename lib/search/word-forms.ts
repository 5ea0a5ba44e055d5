// The normalised form of a word, which search applies alike to indexed words and to query terms, so
// matching by form is symmetric: "watercolor" and "watercolour", "grey" and "gray", "centre" and
// "center", "stylised" and "stylized", "prints" and "print", "painted" and "painting" share a form.
//
// Steps, on an already folded word (lib/search/text.ts):
// 1. British spelling -> American, from a table of about 1,700 pairs (the american-english package),
//    whole word first, else its longest listed beginning ("colourway" -> "colorway");
// 2. -ise/-isation -> -ize/-ization for words the table lacks ("stylised");
// 3. the Porter stemmer, which folds inflections ("painted", "painting" -> "paint").
// Words holding a digit ("3d", "1920s", "35mm") and words under 3 letters are their own form.
import spelling from "american-english";
import { LRUCache } from "lru-cache";
import { stemmer } from "stemmer";

const AMERICAN = new Map<string, string>(Object.entries(spelling.us_spelling));
const DIGIT = /\d/;
// At least three letters before the suffix keeps "rise", "wise" and "noise" whole (they have no
// -ize twin); longer -ise words without one ("precise", "expertise") fold on both sides alike.
const ISE = /^([a-z]{3,})is(e|es|ed|ing|ation|ations|er|ers)$/;
/** A listed British beginning must be this long, and leave this much after it, to count. */
const MIN_PART = 4;
const MIN_REST = 3;

/** The American spelling of a folded word, or the word itself. */
export function americanSpelling(word: string): string {
  const whole = AMERICAN.get(word);
  if (whole !== undefined) {
    // The table lists a few pairs both ways (flyer <-> flier): pick one of them for both.
    return AMERICAN.get(whole) === word ? (word < whole ? word : whole) : whole;
  }
  for (let end = word.length - MIN_REST; end >= MIN_PART; end--) {
    const part = AMERICAN.get(word.slice(0, end));
    if (part !== undefined && AMERICAN.get(part) === undefined) return part + word.slice(end);
  }
  const ise = ISE.exec(word);
  return ise ? `${ise[1]}iz${ise[2]}` : word;
}

/** The normalised form of a folded word (see the header), computed afresh: for a caller that meets
 *  each word once, such as an index over a vocabulary of distinct words. */
export function computeWordForm(word: string): string {
  if (word.length < 3 || DIGIT.test(word)) return word;
  return stemmer(americanSpelling(word));
}

// Query terms repeat, and the doc-by-doc scorer meets the same field words again and again.
const cache = new LRUCache<string, string>({ max: 50_000 });

/** computeWordForm, remembered for the most recent words. */
export function wordForm(word: string): string {
  let form = cache.get(word);
  if (form === undefined) {
    form = computeWordForm(word);
    cache.set(word, form);
  }
  return form;
}

/** True for words that have forms other than themselves worth looking up (letters, 3 or more). */
export function hasForms(word: string): boolean {
  return word.length >= 3 && !DIGIT.test(word);
}
