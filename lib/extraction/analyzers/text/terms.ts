// The words a voice is made of, as `phrase` rules with the text's own words as evidence: terms it
// defines and holds to ("Licensee"), placeholders and acronyms of its field (jargon), slang, passages
// in capitals, "we" as the speaker, a habit of the passive. Each rule is claimed only past a threshold
// and only with quotes from the text. Pure: no I/O.
import { FIRST, INTERJECTIONS, SINGULAR, TEXTING } from "./lexicons";
import type { Measurement, Sentence } from "./metrics";
import { evidenceHolds } from "./evidence";
import { quote } from "./habits";

export interface TermReading {
  phrases: string[];
  /** A field's acronyms or placeholders recur: jargon is part of this voice. */
  jargon: boolean;
  /** Six capitalised words or more in a row, somewhere. */
  capitals: boolean;
}

// ("Licensee"), (the "Software"), (hereinafter "the Company"), and a definition opening a clause:
// "License" shall mean ..., "The Program" refers to ...
const DEFINITION =
  /\(\s*(?:the\s+|hereinafter\s+(?:the\s+)?)?["“]([\p{Lu}][\p{L}\p{N} -]{1,30})["”]\s*\)|\bthe\s+["“]([\p{Lu}][\p{L}\p{N} -]{1,30})["”]|(?:^|\n)\s*["“]([\p{Lu}][\p{L}\p{N} -]{1,30})["”]\s+(?:shall mean|means|refers to|also means|includes|is defined as)\b/gu;
const CAPITALS_RUN = /(?:\b[\p{Lu}][\p{Lu}'’-]*[,;:"”]?\s+){5,}[\p{Lu}][\p{Lu}'’-]*\b/gu;
// Acronyms (PCRE, HTTPS, EREs) and capitalised placeholders (PATTERNS, FILE): two capitals or more.
const ACRONYM = /\b[\p{Lu}][\p{Lu}\p{N}_]{1,}s?\b/gu;
// "we", "us", "our": the first person without its singular.
const PLURAL = new Set([...FIRST].filter((w) => !SINGULAR.has(w)));
// Texting forms and the chat interjections compromise knows as expressions; one letter ("u", "r") is
// too easily an option or a variable to quote as evidence.
const SLANG_FORMS = new RegExp(String.raw`\b(?:${[...TEXTING, ...INTERJECTIONS].filter((w) => w.length >= 2).join("|")})\b`, "gi");

/** Terms defined in quotes and used again: a contract's or a licence's own vocabulary. */
function definedTerms(text: string): string[] {
  const found = new Map<string, number>();
  for (const m of text.matchAll(DEFINITION)) {
    const term = (m[1] ?? m[2] ?? m[3] ?? "").trim();
    if (!term || term.split(/\s+/).length > 4) continue;
    const uses = text.split(term).length - 1;
    if (uses >= 2) found.set(term, uses);
  }
  return [...found.entries()].sort((a, b) => b[1] - a[1]).map(([t]) => t).slice(0, 3);
}

/** Acronyms and capitalised placeholders that recur, most used first; a passage in capitals is not a
 *  run of acronyms, so the words of capital runs are left out. */
function fieldTerms(text: string): string[] {
  const outsideCapitals = text.replace(CAPITALS_RUN, " ");
  const counts = new Map<string, number>();
  for (const [word] of outsideCapitals.matchAll(ACRONYM)) {
    if (/^[IVXLC]+$/.test(word) || word.length > 12) continue; // roman numerals, shouted words
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts.entries()]
    .filter(([, n]) => n >= 2)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([w]) => w);
}

/** `jargonPhrase`: whether to name a field's terms (a licence's capitals are its defined terms and its
 *  disclaimers, said already). */
export function readTerms(text: string, m: Measurement, passive: Sentence[], jargonPhrase = true): TermReading {
  const phrases: string[] = [];
  const { metrics } = m;

  const defined = definedTerms(text);
  if (defined.length) phrases.push(`Defines its terms in quotes and holds to them (${defined.map((t) => `“${t}”`).join(", ")}).`);

  const runs = [...text.matchAll(CAPITALS_RUN)].map((r) => r[0]);
  const capitals = runs.length > 0;
  if (capitals) phrases.push(`Sets key passages in capitals (${quote(runs[0]!, 60)}).`);

  const field = fieldTerms(text).filter((t) => !defined.includes(t));
  const distinct = field.length;
  const jargon = distinct >= 3 || field.slice(0, 3).reduce((a, w) => a + (text.split(w).length - 1), 0) >= 6;
  if (jargon && jargonPhrase) phrases.push(`Uses the field's own terms and placeholders without explaining them (${field.slice(0, 4).join(", ")}).`);

  const slang = [...new Set((text.match(SLANG_FORMS) ?? []).map((s) => s.toLowerCase()))];
  if (slang.length >= 2 && metrics.slangPer100Words >= 1.5) phrases.push(`Uses slang and texting forms (${slang.slice(0, 4).map((s) => `“${s}”`).join(", ")}).`);

  const tokens = m.tokens.flat();
  const plural = tokens.filter((t) => PLURAL.has(t.word)).length;
  const pluralPer100 = metrics.words ? (plural * 100) / metrics.words : 0;
  if (pluralPer100 >= 1.5 && metrics.firstPersonSingular < 0.5) phrases.push("Speaks as “we”, the first person plural, never a lone “I”.");

  if (metrics.sentences >= 3 && passive.length / metrics.sentences >= 0.4) {
    // The first passive sentence whose quote still shows its passive verb (a long one is cut).
    const claims = passive.map((s) => `Prefers the passive voice (${quote(s.text, 70)}).`);
    const shown = claims.find(evidenceHolds);
    if (shown) phrases.push(shown);
  }
  const ellipses = (text.match(/…|\.\.\./g) ?? []).length;
  if (ellipses >= 2) phrases.push("Trails off with ellipses (…).");
  return { phrases, jargon, capitals };
}
