// Legal text, read from several markers at once: the language of obligation and disclaimer ("shall",
// "hereby", "notwithstanding", "provided that", "in no event") dense enough to carry the text, and at
// least one of the forms legal drafting takes: numbered clauses ("1.", "5.1", "(a)", "Section 3"),
// defined terms (a ("Licensee") definition, "the Software" used as a name), or a disclaimer
// paragraph in capitals.
// One "shall" in a README, or a numbered changelog, is not legal text. The same detectors check the
// quotes the rule gives as evidence (text/evidence.ts). Pure: no I/O.
import { SAMPLE_MAX_CHARS } from "@/lib/styles/blocks";
import { quote } from "./habits";

/** A clause's number at the start of its line, with the clause's first word after it. */
export const CLAUSE_START =
  /^\s*(?:(?:section|clause|article|§)\s*\d{1,3}(?:\.\d{1,2})*[.:]?|\d{1,2}(?:\.\d{1,2})+\.?|\d{1,2}\.|\((?:[a-z]{1,3}|\d{1,2})\)|[a-z]\))\s+["“(]?\p{L}/iu;
/** A run of inline items, "(a) you breach ...; (b) we are required ...". */
const INLINE_ITEMS = /\((?:a|i|1)\)\s[^()]{3,200}?\((?:b|ii|2)\)\s/;

/** Terms of art: the modal of obligation and the words drafting is made of. */
const LEGAL_TERMS =
  /\b(?:shall|hereby|herein|hereof|hereto|hereunder|hereinafter|thereof|therein|thereto|thereunder|whereas|notwithstanding|provided\s+that|provided,\s+however|pursuant\s+to|subject\s+to\s+the\s+(?:terms|conditions|following)|in\s+no\s+event|without\s+(?:any\s+)?warranty|warrant(?:y|ies|s)?|indemnif(?:y|ies|ication)|liable|liability|licensee|licensor|sublicense|sole\s+discretion|reserves\s+the\s+right|to\s+the\s+(?:maximum|fullest)\s+extent\s+permitted)\b/giu;
/** "Software" means ..., ("Licensee"), (the "Agreement"), (your "Content"), (hereinafter "Buyer"). */
const DEFINITION =
  /\(\s*(?:(?:the|each|your|our|its|their|a|an|collectively,?|hereinafter)\s+)?["“']\p{Lu}[\p{L}\s-]{0,30}["”']\s*\)|["“]\p{Lu}[\p{L}\s-]{0,30}["”]\s+(?:means|shall\s+mean|refers\s+to|has\s+the\s+meaning)\b/u;
/** A capitalised term after a determiner, mid-sentence: "the Software", "this Agreement". */
const CAPITAL_TERM = /\b(?:the|this|these|such|any|each)\s+(\p{Lu}\p{Ll}{2,}(?:\s+\p{Lu}\p{Ll}{2,})?)\b/gu;
const DRAFTING = /^(?:shall|here\w+|there\w+|whereas|notwithstanding|provided|pursuant|in no event)/i;
const DISCLAIMER_WORDS = /\b(?:WARRANT(?:Y|IES)?|LIABLE|LIABILITY|DAMAGES|DISCLAIM(?:S|ED|ER)?|AS IS)\b/;

export interface Legal {
  /** The lines that open a numbered clause, as written. */
  clauses: string[];
  /** Defined terms: an explicit definition or a capitalised term used three times or more. */
  terms: string[];
  /** The distinct terms of art, as written, most used first. */
  language: string[];
  /** The opening of a disclaimer set in capitals. */
  disclaimer: string | null;
}

const normalise = (raw: string) => raw.replace(/\r\n?/g, "\n").replace(/\t/g, "    ").replace(/\u00A0/g, " ");

/** Blank-line-separated paragraphs with their lines joined. */
const paragraphs = (text: string) => text.split(/\n\s*\n/).map((p) => p.replace(/\s*\n\s*/g, " ").trim()).filter(Boolean);

/** A paragraph of fifteen words or more set in capitals, about warranty or liability. */
function capitalsPassage(p: string): boolean {
  const letters = p.match(/\p{L}/gu) ?? [];
  const upper = letters.filter((c) => /\p{Lu}/u.test(c)).length;
  return (p.match(/\p{L}+/gu) ?? []).length >= 15 && upper >= 0.85 * letters.length;
}

/** A disclaimer paragraph from its first sentence in capitals ("4. PSF is making Python available
 *  ... PSF MAKES NO REPRESENTATIONS ..."), so its quote shows the capitals. */
function capitalsRun(p: string): string | null {
  if (!p) return null;
  const at = /(?:^|[.;:]\s+)((?:[^\p{Ll}\s]+\s+){4}[^\p{Ll}\s]+)/u.exec(p);
  return at ? p.slice(at.index + at[0].length - at[1]!.length) : null;
}

/** A definition with the words before it: the Python Software Foundation ("PSF"). */
function definitionInContext(text: string, m: RegExpMatchArray): string {
  const before = text.slice(Math.max(0, m.index! - 60), m.index!).replace(/\s+/g, " ").split(" ").slice(-3).join(" ");
  return `${/^\(/.test(m[0]) ? before.trimEnd() + " " : ""}${m[0]}`.replace(/\s+/g, " ").trim();
}

/** The legal markers of a text, or null when it is not legal text. */
export function readLegal(raw: string): Legal | null {
  const text = normalise(raw);
  const words = (text.match(/\p{L}+/gu) ?? []).length;
  const hits = [...text.matchAll(LEGAL_TERMS)].map((m) => m[0].replace(/\s+/g, " "));
  const counts = new Map<string, number>();
  for (const h of hits) counts.set(h.toLowerCase(), (counts.get(h.toLowerCase()) ?? 0) + 1);
  // The language must carry the text: a licence at the foot of a long README does not make it one.
  // "shall" and "I warrant" are also old prose's: two other terms of art must be there as well.
  const strong = [...counts.keys()].filter((t) => !/^(?:shall|warrants?)$/.test(t)).length;
  if (hits.length < 3 || strong < 2 || (hits.length * 100) / Math.max(words, 1) < 1) return null;

  const lines = text.split("\n");
  const clauses = lines.filter((l) => CLAUSE_START.test(l)).map((l) => l.trim());
  const structured = clauses.length >= 2 || /^\s*(?:section|article|clause)\s+\d/im.test(text) || INLINE_ITEMS.test(text.replace(/\s+/g, " "));
  const definition = text.match(DEFINITION);
  const defined = definition ? definitionInContext(text, definition) : undefined;
  const capitalTerms = new Map<string, number>();
  for (const m of text.matchAll(CAPITAL_TERM)) capitalTerms.set(m[0], (capitalTerms.get(m[0]) ?? 0) + 1);
  const repeated = [...capitalTerms.entries()].filter(([, n]) => n >= 3).sort((a, b) => b[1] - a[1]);
  const terms = [...(defined ? [defined] : []), ...repeated.slice(0, 2).map(([t]) => t)];
  const disclaimer = capitalsRun(paragraphs(text).find((p) => capitalsPassage(p) && DISCLAIMER_WORDS.test(p)) ?? "");
  if (!structured && terms.length === 0 && !disclaimer) return null;

  // Drafting's own words first ("shall", "hereby"), then the vocabulary of warranty and licence.
  const rank = (t: string) => (DRAFTING.test(t) ? 0 : 1);
  const language = [...counts.entries()]
    .sort((a, b) => rank(a[0]) - rank(b[0]) || b[1] - a[1])
    .map(([t]) => hits.find((h) => h.toLowerCase() === t)!);
  return { clauses: structured ? clauses : [], terms, language, disclaimer };
}

/** Straight quotes inside our own curly ones, so a quote never closes early. */
const inner = (s: string) => s.replace(/[“”]/g, '"');

/** The rule that names the legal form, quoting each marker found. */
export function legalRule(l: Legal): string {
  const parts: string[] = [];
  // A clause that runs on shows the form better than a numbered heading ("5. Termination").
  const clauses = [...l.clauses.filter((c) => !heading(c)), ...l.clauses.filter(heading)];
  if (clauses.length) parts.push(`numbered clauses (${clauses.slice(0, 2).map((c) => quote(inner(c), 40)).join(", ")})`);
  if (l.terms.length) parts.push(`defined terms (${l.terms.slice(0, 2).map((t) => quote(inner(t), 60)).join(", ")})`);
  parts.push(`the words of obligation and disclaimer (${l.language.slice(0, 3).map((t) => quote(t)).join(", ")})`);
  if (l.disclaimer) parts.push(`and a disclaimer set in capitals (${quote(inner(l.disclaimer), 60)})`);
  return `Laid out as legal text: ${parts.join(", ")}.`;
}

const LEGAL_TERM_ALONE = new RegExp(`^(?:${LEGAL_TERMS.source})$`, "iu");
const CAPITAL_TERM_ALONE = new RegExp(`^${CAPITAL_TERM.source}$`, "u");

/** Whether a quote from the legal rule shows one of the markers on its own: a clause's opening, a
 *  definition, a capitalised term, a term of art, or five words or more in capitals. */
export function legalEvidence(e: string): boolean {
  return (
    CLAUSE_START.test(e) ||
    DEFINITION.test(e) ||
    CAPITAL_TERM_ALONE.test(e) ||
    LEGAL_TERM_ALONE.test(e) ||
    ((e.match(/\p{L}+/gu) ?? []).length >= 5 && e === e.toUpperCase() && /\p{Lu}/u.test(e))
  );
}

/** A heading line: short, and in capitals or title case without a full stop ("5. Termination"). */
function heading(line: string): boolean {
  const t = line.trim();
  const words = t.split(/\s+/);
  return words.length <= 10 && !/[.;,:]$/.test(t) && words.every((w) => /^[\p{Lu}\d(§"“]/u.test(w) || /^(?:of|and|the|to|for|in|on|a|an|or)$/.test(w));
}

/** The legal text in its own layout: headings and clause numbers on their own lines, each clause's
 *  wrapped lines joined (a licence's margin is not its form), from the opening, cut at a clause or
 *  paragraph that fits. Rules of dashes and underlines go. */
export function legalSample(raw: string): string | null {
  const lines = normalise(raw).split("\n").filter((l) => !/^\s*(?:[-=_*]\s*){3,}$/.test(l));
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => l.length - l.trimStart().length));
  const units: string[] = []; // clauses, headings and paragraphs; "" between paragraphs
  let open = false; // whether the last unit takes the next line
  for (const line of lines) {
    const t = line.trim();
    if (!t) {
      if (units.length && units[units.length - 1] !== "") units.push("");
      open = false;
      continue;
    }
    if (open && !CLAUSE_START.test(line)) {
      units[units.length - 1] += ` ${t}`;
      continue;
    }
    // A sub-clause keeps its indent under its parent; the text's own margin goes.
    const own = Math.min(line.length - line.trimStart().length - indent, 8);
    units.push(`${CLAUSE_START.test(line) && own >= 2 ? " ".repeat(4) : ""}${t}`);
    // A heading stands alone; anything else runs on to the next blank line or clause number.
    open = !heading(t);
  }
  const out: string[] = [];
  let used = 0;
  for (const u of units) {
    const add = u.length + 1;
    if (used + add > SAMPLE_MAX_CHARS) {
      if (out.filter(Boolean).length === 0) {
        const head = u.slice(0, SAMPLE_MAX_CHARS);
        const stop = Math.max(head.lastIndexOf(". "), head.lastIndexOf("; "));
        out.push(stop > SAMPLE_MAX_CHARS / 3 ? head.slice(0, stop + 1) : head.slice(0, head.lastIndexOf(" ")));
      }
      break;
    }
    out.push(u);
    used += add;
  }
  const sample = out.join("\n").replace(/(\S) {2,}/g, "$1 ").replace(/\n{3,}/g, "\n\n").trim();
  return sample || null;
}
