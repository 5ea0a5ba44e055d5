// The description analyzer: free text that describes a wanted style ("a moody teal-and-orange cinematic
// look like Blade Runner") becomes blocks built only from what the text names: catalog references,
// colour words and a small visual vocabulary. Anything unrecognised is ignored rather than guessed at,
// and text with nothing recognisable gives null, so the pipeline can say so instead of inventing a style.
// Pure: no I/O, no framework.
import { clampChroma, converter, differenceCiede2000, formatHex, parse } from "culori";
import type { Analysis } from "@/lib/extraction/analysis";
import { typesForSection, type AvoidValue, type Block, type BlockType, type ColorValue } from "@/lib/styles/blocks";
import { SECTION_IDS, type SectionId } from "@/lib/styles/sections";
import { REFERENCE_PHRASES, normalizeText, type ReferenceEntry } from "./references";
import { AMBIGUOUS_COLOR_WORDS, COLOR_MODIFIERS, COLOR_SUFFIXES, DESIGNER_COLORS } from "./references/colors";
import { VISUAL_TERMS, type VisualTerm } from "./references/terms";

const MAX_COLORS = 6;
const MAX_DESCRIPTORS_PER_SECTION = 4;
const MAX_PHRASES = 4;
const MAX_GUARDRAILS = 5;
/** CIEDE2000 distance under which two palette entries read as the same colour. */
const SAME_COLOR = 6;
/** A description is a few sentences; this bounds the work on a pasted essay. */
const MAX_TEXT_CHARS = 20_000;
const COLOR_ROLE = "named in the description";

/** Words that turn the next recognised phrase into something to avoid: "no neon", "without any grain". */
const NEGATORS = new Set(["no", "not", "without", "avoid", "avoiding", "never", "less", "minus", "dont", "zero"]);
/** After a negated phrase these carry the negation on: "no grain or halftone". */
const NEGATION_CONNECTORS = new Set(["or", "nor"]);
/** Words too common in guardrails and descriptors to signal a contradiction between two references. */
const GENERIC_WORDS = new Set([
  "with", "from", "into", "every", "everywhere", "light", "lighting", "shadow", "detail", "form", "shape",
  "scene", "surface", "tone", "style", "image", "soft", "flat", "clean", "even", "single", "large", "small",
]);

const DESCRIPTOR_SECTIONS = SECTION_IDS.filter((s) => s !== "overview" && typesForSection(s).includes("descriptor"));

type Match = { kind: "reference"; entry: ReferenceEntry } | { kind: "color"; color: ColorValue } | { kind: "term"; term: VisualTerm };
type Hit = Match & { negated: boolean; words: string[] };

const TERM_PHRASES = new Map<string, VisualTerm>();
for (const term of VISUAL_TERMS) for (const p of term.phrases) TERM_PHRASES.set(normalizeText(p), term);
const COLOR_PHRASES = new Map(Object.entries(DESIGNER_COLORS).map(([name, hex]) => [normalizeText(name), hex] as const));
const AMBIGUOUS = new Set([...AMBIGUOUS_COLOR_WORDS].map(normalizeText));

// Room for a colour modifier and a suffix around the longest known name ("pale burnt orange tones").
const MAX_PHRASE_TOKENS =
  Math.max(...[...REFERENCE_PHRASES.keys(), ...TERM_PHRASES.keys(), ...COLOR_PHRASES.keys()].map((k) => k.split(" ").length)) + 2;

const toOklch = converter("oklch");
const colorDistance = differenceCiede2000();

// Hex codes would lose their "#" in normalisation and read as plain numbers; mark them first.
const HEX_IN_TEXT = /#([0-9a-f]{6}|[0-9a-f]{3})\b/gi;
const HEX_TOKEN = /^hex([0-9a-f]{6}|[0-9a-f]{3})$/;

function tokenize(text: string): string[] {
  const marked = text.slice(0, MAX_TEXT_CHARS).replace(HEX_IN_TEXT, (_m, hex: string) => ` hex${hex} `);
  const normalized = normalizeText(marked);
  return normalized ? normalized.split(" ") : [];
}

/** A colour name without modifiers: designer words first, then CSS names through culori. */
function plainColor(words: string[], allowAmbiguous: boolean): string | null {
  const phrase = words.join(" ");
  const compact = words.join("");
  if (!allowAmbiguous && (AMBIGUOUS.has(phrase) || AMBIGUOUS.has(compact))) return null;
  const designer = COLOR_PHRASES.get(phrase);
  if (designer) return designer;
  // CSS names are single words ("darkslategray"), so "dark slate gray" is tried glued together.
  if (words.length > 3 || !/^[a-z]+$/.test(compact)) return null;
  const css = parse(compact);
  if (!css || (css.alpha !== undefined && css.alpha < 1)) return null; // "transparent" is no colour
  return formatHex(css).toUpperCase();
}

function shift(hex: string, mod: { l?: number; c?: number }): string {
  const c = toOklch(hex);
  if (!c) return hex;
  const l = Math.min(0.97, Math.max(0.08, c.l + (mod.l ?? 0)));
  return formatHex(clampChroma({ mode: "oklch", l, c: c.c * (mod.c ?? 1), h: c.h }, "oklch")).toUpperCase();
}

/** A colour name with any modifiers in front ("soft pastel pink"); a modifier says the words after it
 *  are meant as a colour ("pale rose"), so ambiguous names count there. */
function modifiedColor(words: string[], explicit: boolean): string | null {
  const plain = plainColor(words, explicit);
  if (plain) return plain;
  const first = words[0] ?? "";
  const mod = Object.hasOwn(COLOR_MODIFIERS, first) ? COLOR_MODIFIERS[first] : undefined; // "constructor blue" is no modifier
  if (!mod || words.length < 2) return null;
  const inner = modifiedColor(words.slice(1), true);
  return inner ? shift(inner, mod) : null;
}

function matchColor(words: string[]): ColorValue | null {
  const hex = words.length === 1 ? HEX_TOKEN.exec(words[0] ?? "") : null;
  if (hex?.[1]) return { hex: `#${hex[1].toUpperCase()}`, role: COLOR_ROLE };
  const suffixed = words.length > 1 && COLOR_SUFFIXES.has(words[words.length - 1] ?? "");
  const base = suffixed ? words.slice(0, -1) : words;
  const found = modifiedColor(base, suffixed);
  return found ? { hex: found, name: base.join(" "), role: COLOR_ROLE } : null;
}

// At equal length a reference beats a colour beats a term: "teal and orange" is the film look, "charcoal"
// alone is a colour, "neon" alone is light.
function matchPhrase(words: string[]): Match | null {
  const key = words.join(" ");
  const entry = REFERENCE_PHRASES.get(key);
  if (entry) return { kind: "reference", entry };
  const color = matchColor(words);
  if (color) return { kind: "color", color };
  const term = TERM_PHRASES.get(key);
  return term ? { kind: "term", term } : null;
}

/** Leftmost-longest scan, so "neon noir" is Blade Runner before "neon" could be a light. */
function scan(tokens: string[]): Hit[] {
  const hits: Hit[] = [];
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
    hits.push({ ...found.match, negated, words: tokens.slice(i, i + found.len) });
    i += found.len;
    lastEnd = i;
  }
  return hits;
}

/** First of each list, then second of each, and so on: two references share the space fairly. */
function roundRobin<T>(lists: T[][]): T[] {
  const out: T[] = [];
  const longest = Math.max(0, ...lists.map((l) => l.length));
  for (let i = 0; i < longest; i++) for (const list of lists) if (i < list.length) out.push(list[i] as T);
  return out;
}

function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function blocksOf(entry: ReferenceEntry, section: SectionId, type?: BlockType): Block[] {
  return entry.blocks.filter((b) => b.section === section && (type === undefined || b.type === type));
}

function pickColors(candidates: ColorValue[]): ColorValue[] {
  const kept: ColorValue[] = [];
  for (const c of candidates) {
    if (kept.length >= MAX_COLORS) break;
    if (kept.some((k) => k.hex.toUpperCase() === c.hex.toUpperCase() || colorDistance(k.hex, c.hex) < SAME_COLOR)) continue;
    kept.push(c);
  }
  return kept;
}

function significantWords(text: string): string[] {
  return normalizeText(text)
    .split(" ")
    .map((w) => w.replace(/^color/, "colour").replace(/^gray/, "grey").replace(/(?<=.{4})s$/, ""))
    .filter((w) => w.length >= 4 && !GENERIC_WORDS.has(w));
}

/** Guardrails of one reference that the rest of the request asks for: when film noir (avoid saturated
 *  colour) meets Blade Runner (saturated neon colour), the merged style must not forbid half of itself. */
function contradicted(guardrail: AvoidValue, owner: ReferenceEntry, refs: ReferenceEntry[], requested: Set<string>): boolean {
  const wanted = new Set(requested);
  for (const other of refs) {
    if (other === owner) continue;
    for (const b of other.blocks) {
      if (b.type === "descriptor" && b.section !== "overview") for (const w of significantWords(b.value as string)) wanted.add(w);
      if (b.type === "color") for (const w of significantWords((b.value as ColorValue).name ?? "")) wanted.add(w);
    }
  }
  return significantWords(guardrail.term).some((w) => wanted.has(w));
}

function voiceBlocks(voiced: ReferenceEntry[]): Block[] {
  const first = voiced[0];
  if (!first) return [];
  // Formality, person and the like are single choices: the first-named voice sets them; rules merge.
  const singles = blocksOf(first, "voice").filter((b) => b.type !== "phrase" && b.type !== "sample");
  const phrases = uniqueBy(roundRobin(voiced.map((r) => blocksOf(r, "voice", "phrase").map((b) => b.value as string))), (p) => p.toLowerCase());
  const sample = blocksOf(first, "voice", "sample");
  return [
    ...singles.map((b) => structuredClone(b)),
    ...phrases.slice(0, MAX_PHRASES).map((value): Block => ({ section: "voice", type: "phrase", value })),
    ...sample.map((b) => structuredClone(b)),
  ];
}

const SMALL_WORDS = new Set(["and", "of", "or", "the", "in"]);

function titleCase(text: string): string {
  return text
    .split(" ")
    .map((w, i) => (i > 0 && SMALL_WORDS.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(" ");
}

/** Labels read in a sentence: "Film Grain" -> "film grain", but "3D Render" keeps its "3D". */
function inSentence(label: string): string {
  return label
    .split(" ")
    .map((w) => (/^[0-9A-Z]{2,3}$/.test(w) ? w : w.toLowerCase()))
    .join(" ");
}

function humanAnd(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function colorLabel(c: ColorValue): string {
  return c.name ?? c.hex;
}

function describe(refs: ReferenceEntry[], terms: VisualTerm[], colors: ColorValue[]): { title: string | null; description: string | null } {
  const labels = (section: string) => terms.filter((t) => t.section === section).map((t) => t.label);
  const adjectives = labels("mood").slice(0, 2);
  const medium = labels("medium")[0];
  const details = [...labels("lighting"), ...labels("texture"), ...labels("composition"), ...labels("subjects")];
  const colorNames = colors.slice(0, 3).map(colorLabel);
  if (refs.length === 0 && terms.length === 0 && colors.length === 0) return { title: null, description: null };

  // Hex codes make poor titles; only named colours go into one.
  const named = colors.flatMap((c) => (c.name ? [titleCase(c.name)] : []));
  let title: string;
  const [r0, r1] = refs;
  if (r0) {
    // Two names already make a long title; a mood adjective only joins a single reference.
    title = r1 ? `${r0.name} × ${r1.name}` : [adjectives[0], r0.title ?? r0.name].filter(Boolean).join(" ");
  } else {
    const noun = medium ?? details[0];
    if (noun) title = [adjectives[0], named[0], noun].filter(Boolean).join(" ");
    else if (adjectives.length > 0) title = `${adjectives.join(" ")} Style`;
    else title = [humanAnd(named.slice(0, 2)), "Palette"].filter(Boolean).join(" ");
  }

  if (refs.length === 0 && terms.length === 0) return { title, description: `A palette of ${humanAnd(colorNames)}.` };
  const onlyWriting = refs.length > 0 && refs.every((r) => r.kind === "writing") && terms.length === 0 && colors.length === 0;
  const head = [adjectives.map(inSentence).join(", "), medium ? inSentence(medium) : "", onlyWriting ? "voice" : "style"].filter(Boolean).join(" ");
  let sentence = `${/^[aeio]/i.test(head) ? "An" : "A"} ${head}`;
  if (refs.length > 0) sentence += ` drawing on ${humanAnd(refs.map((r) => r.name))}`;
  if (details.length > 0) sentence += `${refs.length > 0 ? "," : ""} with ${humanAnd(details.slice(0, 4).map(inSentence))}`;
  if (colorNames.length > 0) sentence += `, in ${humanAnd(colorNames)}`;
  return { title: title.slice(0, 80), description: `${sentence}.` };
}

export function analyzeDescription(text: string): Analysis | null {
  const hits = scan(tokenize(text));
  if (hits.length === 0) return null;
  const positive = hits.filter((h) => !h.negated);
  const refs = uniqueBy(positive.flatMap((h) => (h.kind === "reference" ? [h.entry] : [])), (e) => e.id);
  const terms = uniqueBy(positive.flatMap((h) => (h.kind === "term" ? [h.term] : [])), (t) => t.value);
  const colors = positive.flatMap((h) => (h.kind === "color" ? [h.color] : []));

  // One reference and nothing else is exactly that reference: keep its own title, overview and wording.
  const [only] = refs;
  if (only && refs.length === 1 && positive.length === hits.length && terms.length === 0 && colors.length === 0) {
    return { title: only.title ?? only.name, description: only.description, blocks: only.blocks.map((b) => structuredClone(b)) };
  }

  const { title, description } = describe(refs, terms, colors);
  const blocks: Block[] = [];
  if (description) blocks.push({ section: "overview", type: "descriptor", value: description });

  const refColors = roundRobin(refs.map((r) => blocksOf(r, "palette", "color").map((b) => b.value as ColorValue)));
  for (const value of pickColors([...colors, ...refColors])) blocks.push({ section: "palette", type: "color", value: { ...value } });

  for (const section of DESCRIPTOR_SECTIONS) {
    const own = terms.filter((t) => t.section === section).map((t) => t.value);
    const borrowed = roundRobin(refs.map((r) => blocksOf(r, section, "descriptor").map((b) => b.value as string)));
    const values = uniqueBy([...own, ...borrowed], (v) => v.toLowerCase()).slice(0, MAX_DESCRIPTORS_PER_SECTION);
    for (const value of values) blocks.push({ section, type: "descriptor", value });
  }

  blocks.push(...voiceBlocks(refs.filter((r) => r.blocks.some((b) => b.section === "voice"))));

  // What the person ruled out comes first; a reference's own guardrails follow unless the request
  // asks for the very thing they forbid.
  const requested = new Set([
    ...positive.flatMap((h) => h.words.flatMap(significantWords)),
    ...terms.flatMap((t) => significantWords(t.value)),
  ]);
  const refused: AvoidValue[] = hits.flatMap((h) => {
    if (!h.negated) return [];
    if (h.kind === "term") return [{ term: inSentence(h.term.label) }];
    if (h.kind === "color") return [{ term: colorLabel(h.color) }];
    return [];
  });
  const inherited = roundRobin(
    refs.map((r) =>
      blocksOf(r, "guardrails", "avoid")
        .map((b) => b.value as AvoidValue)
        .filter((g) => !contradicted(g, r, refs, requested)),
    ),
  );
  const guardrails = uniqueBy([...refused, ...inherited], (g) => g.term.toLowerCase()).slice(0, MAX_GUARDRAILS);
  for (const value of guardrails) blocks.push({ section: "guardrails", type: "avoid", value: { ...value } });

  return { title, description, blocks };
}
