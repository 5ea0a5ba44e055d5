// The scan of a description: its text as tokens, and the catalog's references, the colour names and the
// visual vocabulary it names, leftmost-longest, each with whether the words around it rule it out ("no
// neon", "avoid gradients and anything glossy"). The look, the voice and the reader that tells a brief
// from a sample all read a description through it. Pure: no I/O.
import type { ColorValue } from "@/lib/styles/blocks";
import { REFERENCE_PHRASES, normalizeText, type ReferenceEntry } from "../references";
import { COLOR_MODIFIERS, HUE_WORDS } from "../references/colors";
import { VISUAL_TERMS, type VisualTerm } from "../references/terms";
import { clausesOf, withoutPromptFlags } from "./clauses";
import { MAX_COLOR_WORDS, matchColor } from "./color-words";

/** A description is a few sentences; this bounds the work on a pasted essay. */
export const MAX_TEXT_CHARS = 20_000;

/** Words that turn the next recognised phrase into something to avoid: "no neon", "without any grain". */
const NEGATORS = new Set(["no", "not", "without", "avoid", "avoiding", "never", "less", "minus", "dont", "zero"]);
/** After a negated phrase these carry the negation on: "no grain or halftone". */
const NEGATION_CONNECTORS = new Set(["or", "nor"]);

/** A colour `contextual` when its name alone is an everyday word ("rain", "mustard", "sand"): it counts
 *  only beside another colour ("mustard and sage"); a suffix or a modifier makes it plain ("sand tones"). */
type Match = { kind: "reference"; entry: ReferenceEntry } | { kind: "color"; color: ColorValue; contextual: boolean } | { kind: "term"; term: VisualTerm };
export type Hit = Match & { negated: boolean; words: string[] };
type PlacedHit = Hit & { start: number; end: number };

const TERM_PHRASES = new Map<string, VisualTerm>();
for (const term of VISUAL_TERMS) for (const p of term.phrases) TERM_PHRASES.set(normalizeText(p), term);

// Room for a colour modifier and a suffix around the longest known name ("pale burnt orange tones").
const MAX_PHRASE_TOKENS = Math.max(MAX_COLOR_WORDS, ...[...REFERENCE_PHRASES.keys(), ...TERM_PHRASES.keys()].map((k) => k.split(" ").length)) + 2;


// Hex codes would lose their "#" in normalisation and read as plain numbers; mark them first.
const HEX_IN_TEXT = /#([0-9a-f]{6}|[0-9a-f]{3})\b/gi;

/** Where a clause ends ("big waves, indigo"), a token no phrase contains: a colour list or a name never
 *  runs on across a comma or a full stop. */
const CLAUSE_END = "zzclause";

export function tokenize(text: string): string[] {
  const marked = withoutPromptFlags(text)
    .slice(0, MAX_TEXT_CHARS)
    .replace(HEX_IN_TEXT, (_m, hex: string) => ` hex${hex} `)
    // "indigo + bone", "navy & cream", "olive/mustard": a list's joins read as "and" ("b&w" stays).
    .replace(/\s*\+\s*|\s&\s|(?<=\p{L}{3})[/&](?=\p{L}{3})/gu, " and ")
    .replace(/[,;.!?\n]+(?=\s|$)/g, ` ${CLAUSE_END} `);
  const normalized = normalizeText(marked);
  return normalized ? normalized.split(" ").filter((w, i, all) => w !== CLAUSE_END || (i > 0 && all[i - 1] !== CLAUSE_END)) : [];
}

/** "moody teal" is in the colour list, but "moody" is a mood the vocabulary knows: a name of several
 *  words whose first word is a term (and no colour modifier) is read as that term and what follows. */
function vocabularyFirst(words: string[]): boolean {
  const first = words[0] ?? "";
  return words.length > 1 && TERM_PHRASES.has(first) && !Object.hasOwn(COLOR_MODIFIERS, first);
}

// An everyday word that is also a colour name ("sunset") is the term when the vocabulary has it.
function matchPhrase(words: string[]): Match | null {
  if (words.includes(CLAUSE_END)) return null;
  const key = words.join(" ");
  const entry = REFERENCE_PHRASES.get(key);
  if (entry) return { kind: "reference", entry };
  const color = vocabularyFirst(words) ? null : matchColor(words);
  const term = TERM_PHRASES.get(key);
  // "golden hour" is the light, though the colour list has it; "charcoal" alone is the colour.
  if (color && !color.contextual && (!term || (words.length === 1 && HUE_WORDS.has(key)))) return { kind: "color", ...color };
  if (term) return { kind: "term", term };
  return color ? { kind: "color", ...color } : null;
}

/** Everyday words that are colour names count in a list of colours: a chain of colour hits joined by
 *  nothing or by "and"/"or"/"with", that holds a plain colour ("rust, olive and cream") or is joined
 *  by a word ("mustard and sage"). "rain storm" is two everyday words, not a palette. */
function keepColorsInContext(hits: PlacedHit[], tokens: string[]): Hit[] {
  const keep = hits.map((h) => !(h.kind === "color" && h.contextual));
  // An item of a list stands alone between commas or joins ("ruby, sapphire, emerald"); "big waves,
  // indigo" and "crimson velvet curtains" are things, not items of a palette.
  const JOINS = new Set([CLAUSE_END, "and", "or", "with", "n"]);
  const wholeItem = (h: PlacedHit) => (h.start === 0 || JOINS.has(tokens[h.start - 1] ?? "")) && (h.end >= tokens.length || JOINS.has(tokens[h.end] ?? ""));
  let chain: number[] = [];
  const joined = new Set<number>();
  // "turquoise sea", "crimson velvet": an everyday word straight after a colour is the thing coloured,
  // whatever joins it to the next colour.
  const things = new Set<number>();
  const close = () => {
    const plain = chain.filter((i) => keep[i]).length;
    const listed = chain.some((i, k) => k > 0 && tokens[hits[i]!.start - 1] === CLAUSE_END);
    for (const i of chain) {
      if (keep[i]) continue;
      // "mustard and sage": joined by a word to another colour; "rust olive cream": beside a plain one;
      // across commas, a list of three or more with two plain colours holds its everyday words.
      if (things.has(i)) continue;
      if (joined.has(i) || (!listed && plain > 0) || (listed && chain.length >= 3 && plain >= 2 && wholeItem(hits[i]!))) keep[i] = true;
    }
    chain = [];
    joined.clear();
  };
  hits.forEach((h, i) => {
    if (h.kind !== "color") return close();
    const last = chain.length > 0 ? chain[chain.length - 1]! : undefined;
    const prev = last !== undefined ? hits[last] : undefined;
    if (prev && h.start === prev.end && h.contextual) {
      things.add(i);
      chain.push(i);
    } else if (prev && h.start === prev.end) chain.push(i);
    else if (prev && h.start === prev.end + 1 && ["and", "or", "with", "n"].includes(tokens[prev.end] ?? "")) {
      chain.push(i);
      joined.add(i).add(last!);
    } else if (prev && h.start === prev.end + 1 && tokens[prev.end] === CLAUSE_END) chain.push(i);
    else {
      close();
      chain.push(i);
    }
  });
  close();
  return hits.filter((_, i) => keep[i]).map(({ start: _start, end: _end, ...hit }) => hit);
}

/** Leftmost-longest scan, so "neon noir" is Blade Runner before "neon" could be a light. */
export function scan(tokens: string[]): Hit[] {
  const hits: PlacedHit[] = [];
  let lastEnd = 0;
  for (let i = 0; i < tokens.length; ) {
    let found: { match: Match; len: number } | null = null;
    for (let len = Math.min(MAX_PHRASE_TOKENS, tokens.length - i); len > 0 && !found; len--) {
      const match = matchPhrase(tokens.slice(i, i + len));
      if (match) found = { match, len };
    }
    if (!found) {
      i++;
      continue;
    }
    const prev = hits[hits.length - 1];
    const before = tokens[i - 1] ?? "";
    const negated =
      NEGATORS.has(before) ||
      (NEGATORS.has(tokens[i - 2] ?? "") && i - 1 >= lastEnd) ||
      (prev !== undefined && prev.negated && lastEnd === i - 1 && NEGATION_CONNECTORS.has(before));
    hits.push({ ...found.match, negated, words: tokens.slice(i, i + found.len), start: i, end: i + found.len });
    i += found.len;
    lastEnd = i;
  }
  return keepColorsInContext(hits, tokens);
}


/** The catalog's entries a text names, in order, each once (a writing voice named in a voice brief). */
export function namedReferences(text: string): ReferenceEntry[] {
  const found: ReferenceEntry[] = [];
  for (const hit of scan(tokenize(text))) if (hit.kind === "reference" && !hit.negated && !found.includes(hit.entry)) found.push(hit.entry);
  return found;
}

/** How much of a text names a look: the words the catalog, the colour names and the visual vocabulary
 *  recognise (a writing voice of the catalog counts apart), for telling a description from a sample. */
export function visualWords(text: string): { visual: number; writing: number } {
  let visual = 0;
  let writing = 0;
  for (const hit of scan(tokenize(text))) {
    if (hit.kind === "reference" && hit.entry.kind === "writing") writing += hit.words.length;
    // A mood ("upbeat", "bold", "cheesy") is as much a voice's as a look's: it tells neither apart.
    else if (!(hit.kind === "term" && hit.term.section === "mood")) visual += hit.words.length;
  }
  return { visual, writing };
}

/** Hits inside what a clause rules out are negated ("avoid gradients and anything glossy": glossy too),
 *  unless the same words are also asked for elsewhere. */
export function negatedByClause(hits: Hit[], text: string): Hit[] {
  const clauses = clausesOf(text, MAX_TEXT_CHARS);
  const spans = (words: string[][]) => words.map((w) => ` ${tokenize(w.join(" ")).join(" ")} `);
  const refused = spans(clauses.filter((c) => c.negated).map((c) => c.content));
  const wished = spans(clauses.map((c) => c.wished));
  const within = (list: string[], h: Hit) => list.some((span) => span.includes(` ${h.words.join(" ")} `));
  return hits.map((h) => (!h.negated && within(refused, h) && !within(wished, h) ? { ...h, negated: true } : h));
}

