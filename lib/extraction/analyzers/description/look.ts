// The description analyzer: free text that describes a wanted style ("a moody teal-and-orange cinematic
// look like Blade Runner") becomes blocks built only from what the text names: catalog references,
// colour words and a small visual vocabulary. Anything unrecognised is ignored rather than guessed at,
// and text with nothing recognisable gives null, so the pipeline can say so instead of inventing a style.
// Pure: no I/O, no framework.
import { differenceCiede2000 } from "culori";
import type { Analysis } from "@/lib/extraction/analysis";
import { typesForSection, type AvoidValue, type Block, type BlockType, type ColorValue } from "@/lib/styles/blocks";
import { SECTION_IDS, type SectionId } from "@/lib/styles/sections";
import { REFERENCE_PHRASES, normalizeText, type ReferenceEntry } from "../references";
import { COLOR_MODIFIERS, HUE_WORDS } from "../references/colors";
import { VISUAL_TERMS, type VisualTerm } from "../references/terms";
import nlp from "compromise";
import { clausesOf, ruledOutTerms } from "./clauses";
import { MAX_COLOR_WORDS, matchColor } from "./color-words";

const MAX_COLORS = 6;
/** A palette the maker named is filled up to this many with a reference's colours, no further. */
const MAKER_PALETTE_SIZE = 4;
const MAX_DESCRIPTORS_PER_SECTION = 4;
const MAX_PHRASES = 4;
const MAX_GUARDRAILS = 5;
/** CIEDE2000 distance under which two palette entries read as the same colour. */
const SAME_COLOR = 6;
/** A description is a few sentences; this bounds the work on a pasted essay. */
const MAX_TEXT_CHARS = 20_000;

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

/** A colour `contextual` when its name alone is an everyday word ("rain", "mustard", "sand"): it counts
 *  only beside another colour ("mustard and sage"); a suffix or a modifier makes it plain ("sand tones"). */
type Match = { kind: "reference"; entry: ReferenceEntry } | { kind: "color"; color: ColorValue; contextual: boolean } | { kind: "term"; term: VisualTerm };
type Hit = Match & { negated: boolean; words: string[] };
type PlacedHit = Hit & { start: number; end: number };

const TERM_PHRASES = new Map<string, VisualTerm>();
for (const term of VISUAL_TERMS) for (const p of term.phrases) TERM_PHRASES.set(normalizeText(p), term);

// Room for a colour modifier and a suffix around the longest known name ("pale burnt orange tones").
const MAX_PHRASE_TOKENS = Math.max(MAX_COLOR_WORDS, ...[...REFERENCE_PHRASES.keys(), ...TERM_PHRASES.keys()].map((k) => k.split(" ").length)) + 2;

const colorDistance = differenceCiede2000();

// Hex codes would lose their "#" in normalisation and read as plain numbers; mark them first.
const HEX_IN_TEXT = /#([0-9a-f]{6}|[0-9a-f]{3})\b/gi;

/** Where a clause ends ("big waves, indigo"), a token no phrase contains: a colour list or a name never
 *  runs on across a comma or a full stop. */
const CLAUSE_END = "zzclause";

function tokenize(text: string): string[] {
  const marked = text
    .slice(0, MAX_TEXT_CHARS)
    .replace(HEX_IN_TEXT, (_m, hex: string) => ` hex${hex} `)
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
  let chain: number[] = [];
  let linked = false;
  const close = () => {
    const plain = chain.some((i) => keep[i]);
    if (plain || linked) for (const i of chain) keep[i] = true;
    chain = [];
    linked = false;
  };
  hits.forEach((h, i) => {
    if (h.kind !== "color") return close();
    const prev = chain.length > 0 ? hits[chain[chain.length - 1]!] : undefined;
    if (prev && h.start === prev.end) chain.push(i);
    else if (prev && h.start === prev.end + 1 && ["and", "or", "with", "n"].includes(tokens[prev.end] ?? "")) {
      chain.push(i);
      linked = true;
    } else {
      close();
      chain.push(i);
    }
  });
  close();
  return hits.filter((_, i) => keep[i]).map(({ start: _start, end: _end, ...hit }) => hit);
}

/** Leftmost-longest scan, so "neon noir" is Blade Runner before "neon" could be a light. */
function scan(tokens: string[]): Hit[] {
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

export function significantWords(text: string): string[] {
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
    else visual += hit.words.length;
  }
  return { visual, writing };
}

/** Words that carry a brief rather than a subject ("a look with lots of texture"). */
const FILLER_WORDS = new Set(
  `a an the of in on at with and or for to by from into very some lots lot bit little kind sort style styled look looks
  aesthetic vibe vibes feel feeling mood colours colors colour color palette tones tone hues please like similar
  something maybe really quite just mostly ish esque zzclause`.split(/\s+/),
);
const MAX_SUBJECTS = 3;
/** Head words that place a clause the vocabulary does not know, most telling section first. */
const SECTION_CUES: ReadonlyArray<readonly [SectionId, RegExp]> = [
  ["medium", /^(?:prints?|printed|printing|drawings?|drawn|paintings?|painted|engravings?|engraved|etchings?|etched|sketch\w*|photos?|photograph\w*|renders?|rendered|collages?|illustrations?|illustrated|sculpt\w*|clay|plasticine|mosaic|embroider\w*|stitch\w*|ceramics?|lithograph\w*|gouache|pastels?)$/],
  ["texture", /^(?:textures?|textured|grain|grainy|grit|surfaces?|paper|brush\w*|strokes?|noise|noisy|craquel\w*|cracks?|cracked|patina|varnish\w*|finish|matte|glossy|sheen|rough|smooth|weathered|worn|fingerprints?|hatching|crosshatch\w*|smudg\w*)$/],
  ["lighting", /^(?:light|lights|lighting|lit|shadows?|glow|glowing|sunlight|sunlit|backlit|illuminat\w*|highlights?|haze|hazy|lamps?|practicals?)$/],
  ["composition", /^(?:angles?|framing|framed|frames?|shots?|views?|perspective|closeups?|layout|spacing|centered|centred|symmetr\w*|crop\w*|overhead|foreground|background|composition|whitespace|margins?)$/],
  ["mood", /^(?:moody|atmosphere|atmospheric|optimis\w*|cheer\w*|happy|sad|bleak|lonely|lonesome|eerie|calm|serene|tense|nostalgic|melanchol\w*|joyful|hopeful|wistful|ominous|sinister|cozy|cosy|upbeat|sunny)$/],
];
/** "85mm lens", "a 35 mm": a focal length is how the frame is seen. */
const LENS = /\b(\d{2,3})\s?mm(?:\s+lens)?\b/gi;
/** "the 1970s", "70s", "80's": a decade named is an era the look evokes. */
const DECADE = /\b(?:(?:19|20)(\d)0|'?(\d)0)['’]?s\b/gi;

/** What the maker wrote beyond the vocabulary: the subjects and settings in their own words ("city at
 *  night", "a rocket landing in a pine forest"), the eras they named, and what they ruled out, as they
 *  wrote it ("clutter", "glossy"). A clause the vocabulary covers says nothing more. */
export function makerPhrases(text: string): { subjects: string[]; eras: string[]; refused: string[]; lenses: string[]; placed: Partial<Record<SectionId, string[]>> } {
  const subjects: string[] = [];
  const placed: Partial<Record<SectionId, string[]>> = {};
  // "an 85mm", "an 18mm", "a 35mm": the article follows the number as it is said.
  const article = (n: string) => (/^(?:8|11|18)/.test(n) ? "an" : "a");
  const lenses = [...new Set([...text.matchAll(LENS)].map((m) => `seen through ${article(m[1]!)} ${m[1]}mm lens`))];
  const refused: string[] = [];
  const eras = [...new Set([...text.matchAll(DECADE)].map((m) => (m[1] ? `19${m[1]}0s`.replace(/^19([0-2])/, "20$1") : `19${m[2]}0s`)))];
  for (const clause of clausesOf(text, MAX_TEXT_CHARS)) {
    refused.push(...ruledOutTerms(clause));
    const wished = clause.wished.join(" ");
    const tokens = tokenize(wished);
    if (tokens.length === 0) continue;
    const covered = new Set<string>();
    for (const hit of scan(tokens)) for (const w of hit.words) covered.add(w);
    const leftover = tokens.filter((w) => !covered.has(w) && !FILLER_WORDS.has(w) && !/^\d+(?:s|mm)?$/.test(w) && !/^(?:lens|lenses|mm)$/.test(w));
    // Words the vocabulary does not know still say which section they belong to by their head words
    // ("visible craquelure" is texture, "straight-on eye-level shots" composition): the maker's clause
    // is kept there, in their words. Anything else with a noun is a subject or setting.
    const unknown = tokens.filter((w) => !covered.has(w));
    const section = leftover.length > 0 ? SECTION_CUES.find(([, cue]) => unknown.some((w) => cue.test(w)))?.[0] : undefined;
    if (section) {
      const list = (placed[section] ??= []);
      if (list.length < MAX_SUBJECTS && !list.includes(clause.wished.join(" "))) list.push(clause.wished.join(" "));
      continue;
    }
    if (leftover.length === 0 || !nlp(leftover.join(" ")).has("#Noun")) continue;
    // "a storybook digital painting of a rocket landing in a pine forest": when all before an "of" is
    // vocabulary, the subject is what follows it. Otherwise, mostly the maker's own words: the clause
    // whole ("neon signs reflected in rain-soaked streets"); mostly vocabulary: from the first word the
    // vocabulary does not know ("city at night").
    const words = clause.wished;
    const known = (w: string) => tokenize(w).every((t) => covered.has(t) || FILLER_WORDS.has(t));
    const of = words.indexOf("of");
    let phrase: string;
    if (of > 0 && words.slice(0, of).every(known)) phrase = words.slice(of + 1).join(" ").replace(/^(?:an?|the)\s+/, "");
    else if (covered.size / tokens.length < 0.5) phrase = words.join(" ");
    else phrase = words.slice(Math.max(0, words.findIndex((w) => !known(w)))).join(" ");
    if (phrase && !subjects.includes(phrase)) subjects.push(phrase);
  }
  return { subjects: subjects.slice(0, MAX_SUBJECTS), eras, refused, lenses, placed };
}

/** Hits inside what a clause rules out are negated ("avoid gradients and anything glossy": glossy too),
 *  unless the same words are also asked for elsewhere. */
function negatedByClause(hits: Hit[], text: string): Hit[] {
  const clauses = clausesOf(text, MAX_TEXT_CHARS);
  const spans = (words: string[][]) => words.map((w) => ` ${tokenize(w.join(" ")).join(" ")} `);
  const refused = spans(clauses.filter((c) => c.negated).map((c) => c.content));
  const wished = spans(clauses.map((c) => c.wished));
  const within = (list: string[], h: Hit) => list.some((span) => span.includes(` ${h.words.join(" ")} `));
  return hits.map((h) => (!h.negated && within(refused, h) && !within(wished, h) ? { ...h, negated: true } : h));
}

export function analyzeDescription(text: string): Analysis | null {
  const hits = negatedByClause(scan(tokenize(text)), text);
  const maker = makerPhrases(text);
  // A subject alone is no look ("a monetary policy report"): the text must name something visual.
  const placedAny = Object.values(maker.placed).some((list) => list.length > 0);
  if (hits.length === 0 && maker.lenses.length === 0 && !placedAny) return null;
  const positive = hits.filter((h) => !h.negated);
  const refs = uniqueBy(positive.flatMap((h) => (h.kind === "reference" ? [h.entry] : [])), (e) => e.id);
  const terms = uniqueBy(positive.flatMap((h) => (h.kind === "term" ? [h.term] : [])), (t) => t.value);
  const colors = positive.flatMap((h) => (h.kind === "color" ? [h.color] : []));

  // One reference and nothing else is exactly that reference: keep its own title, overview and wording.
  const [only] = refs;
  if (only && refs.length === 1 && positive.length === hits.length && terms.length === 0 && colors.length === 0 && maker.subjects.length === 0 && maker.eras.length === 0 && !placedAny) {
    return { title: only.title ?? only.name, description: only.description, blocks: only.blocks.map((b) => structuredClone(b)) };
  }

  const { title, description } = describe(refs, terms, colors);
  const blocks: Block[] = [];
  if (description) blocks.push({ section: "overview", type: "descriptor", value: description });

  const refColors = roundRobin(refs.map((r) => blocksOf(r, "palette", "color").map((b) => b.value as ColorValue)));
  // The maker's colours lead; a named reference rounds out a palette they left short.
  const lentColors = colors.length > 0 ? refColors.slice(0, Math.max(0, MAKER_PALETTE_SIZE - colors.length)) : refColors;
  for (const value of pickColors([...colors, ...lentColors])) blocks.push({ section: "palette", type: "color", value: { ...value } });

  for (const section of DESCRIPTOR_SECTIONS) {
    // The maker's own words come first: their subjects before a reference's, their era in the mood.
    const placedHere = maker.placed[section] ?? [];
    const said = [...(section === "subjects" ? maker.subjects : section === "mood" ? maker.eras.map((e) => `evokes the ${e}`) : section === "composition" ? maker.lenses : []), ...placedHere];
    const own = [...said, ...terms.filter((t) => t.section === section).map((t) => t.value)];
    // A reference fills a section the maker left open; where they spoke, it adds one line at most
    // (a named look brings its subjects, but "flying cars" is not what "city at night" asked for).
    const borrowed = roundRobin(refs.map((r) => blocksOf(r, section, "descriptor").map((b) => b.value as string)));
    // A medium the maker named is the medium: a reference's own ("soft film photography") would contradict it.
    const lent = said.length > 0 || (section === "medium" && own.length > 0) ? [] : own.length > 0 ? borrowed.slice(0, 1) : borrowed;
    const values = uniqueBy([...own, ...lent], (v) => v.toLowerCase()).slice(0, MAX_DESCRIPTORS_PER_SECTION);
    for (const value of values) blocks.push({ section, type: "descriptor", value });
  }

  blocks.push(...voiceBlocks(refs.filter((r) => r.blocks.some((b) => b.section === "voice"))));

  // What the person ruled out comes first; a reference's own guardrails follow unless the request
  // asks for the very thing they forbid.
  const requested = new Set([
    ...positive.flatMap((h) => h.words.flatMap(significantWords)),
    ...terms.flatMap((t) => significantWords(t.value)),
  ]);
  // The vocabulary's name for what was ruled out says it plainest ("no neon" -> "neon light"); the
  // maker's own words stand for the rest ("no clutter", "never glossy" beside "gloss" is one rule).
  const named: AvoidValue[] = hits.flatMap((h) => {
    if (!h.negated) return [];
    if (h.kind === "term") return [{ term: inSentence(h.term.label) }];
    if (h.kind === "color") return [{ term: colorLabel(h.color) }];
    return [];
  });
  const stems = (term: string) => significantWords(term).map((w) => w.slice(0, 4));
  const namedStems = named.map((g) => new Set(stems(g.term)));
  const refused: AvoidValue[] = [
    ...named,
    ...maker.refused.filter((t) => !namedStems.some((n) => stems(t).every((w) => n.has(w)))).map((term) => ({ term })),
  ];
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
