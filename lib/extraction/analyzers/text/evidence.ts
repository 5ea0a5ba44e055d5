// Every habit the text analyzer claims quotes its evidence ("Prefers the passive voice (“…”)."), and
// the evidence must show the habit on its own: the habit's detector is run again on the quoted words,
// and a claim whose quote fails it is left out. This catches a detector that fired on the passage but
// quotes the wrong sentence ("passive" quoting an active "we find", "imperatives" quoting a noun
// phrase, "capitals" quoting acronyms). Pure: no I/O.
import { DASH_ASIDE, GREETING, LIST_LINE, PAREN_ASIDE } from "./habits";
import { legalEvidence } from "./legal";
import { letterEvidence } from "./letter";
import { measureText } from "./metrics";

/** The habit detectors' own patterns (text/habits.ts), without the global flag that makes `test` stateful. */
const once = (re: RegExp) => new RegExp(re.source, re.flags.replace("g", ""));
const DASH = once(DASH_ASIDE);

/** The quoted evidence of a claim, without the quotation marks and a cut's ellipsis. */
export function quotedEvidence(claim: string): string[] {
  return [...claim.matchAll(/“([^”]*)”/g)].map((m) => (m[1] ?? "").replace(/^…|…$/g, "").trim()).filter(Boolean);
}

const first = (text: string) => measureText(text).sentences[0];

/** A run of five or more words in capitals that are words, not acronyms of two to five letters. */
function shouted(text: string): boolean {
  const words = text.match(/[\p{L}'’-]+/gu) ?? [];
  const capital = words.filter((w) => w.length >= 2 && w === w.toUpperCase() && /\p{Lu}/u.test(w));
  return capital.length >= 5 && capital.filter((w) => w.length >= 6 || !/^[\p{Lu}]{2,5}s?$/u.test(w)).length >= 2;
}

/** Each habit, by the words its claim opens with, and what its evidence must show. */
const DETECTORS: ReadonlyArray<[RegExp, (evidence: string) => boolean]> = [
  [/^Prefers the passive voice/, (e) => first(e)?.passive === true],
  [/^Speaks in direct imperatives/, (e) => first(e)?.imperative === true],
  [/^Leaves out the subject/, (e) => first(e)?.dropsSubject === true],
  [/^Sets key passages in capitals/, shouted],
  [/^Drops in short fragments/, (e) => (e.match(/[\p{L}\p{N}'’-]+/gu) ?? []).length <= 3],
  [/^Uses dashes for asides/, (e) => DASH.test(e)],
  [/^Adds parenthetical asides/, (e) => PAREN_ASIDE.test(e)],
  [/^Opens with a greeting/, (e) => GREETING.test(e)],
  [/^Ends with a question/, (e) => /\?["”’)]?$/.test(e)],
  [/^Writes with contractions/, (e) => /\b\p{L}+['’](?:ve|re|ll|m|d|t|s)\b/iu.test(e)],
  [/^Writes out full forms/, (e) => !/\b\p{L}+['’](?:ve|re|ll|m|d|t)\b/iu.test(e) && /\b(?:not|cannot|is|are|am|have|will)\b/i.test(e)],
  [/^Breaks points into short list lines/, (e) => LIST_LINE.test(e)],
  // The forms' rules quote the lines that make the form: each quote is one of them (text/letter.ts,
  // text/legal.ts).
  [/^Written as (?:a letter|an email)/, letterEvidence],
  [/^Laid out as legal text/, legalEvidence],
];

/** Whether a claim's quoted evidence passes its habit's detector; a claim with no quote, or of a
 *  habit with no detector here, stands as it is. */
export function evidenceHolds(claim: string): boolean {
  const detector = DETECTORS.find(([opening]) => opening.test(claim))?.[1];
  if (!detector) return true;
  const evidence = quotedEvidence(claim);
  return evidence.length === 0 || evidence.every(detector);
}
