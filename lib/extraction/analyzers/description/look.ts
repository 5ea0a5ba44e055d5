// The description analyzer: free text that describes a wanted style ("a moody teal-and-orange cinematic
// look like Blade Runner") becomes blocks built only from what the text names: catalog references,
// colour words and a small visual vocabulary. Anything unrecognised is ignored rather than guessed at,
// and text with nothing recognisable gives null, so the pipeline can say so instead of inventing a style.
// Pure: no I/O, no framework.
import { differenceCiede2000 } from "culori";
import type { Analysis } from "@/lib/extraction/analysis";
import { typesForSection, type AvoidValue, type Block, type BlockType, type ColorValue } from "@/lib/styles/blocks";
import { SECTION_IDS, type SectionId } from "@/lib/styles/sections";
import { normalizeText, type ReferenceEntry } from "../references";
import type { VisualTerm } from "../references/terms";
import { MEDIUM_MATERIALS, SECTION_CUES } from "./cues";
import { makerPhrases } from "./maker-phrases";
import { negatedByClause, scan, tokenize } from "./scan";

const MAX_COLORS = 6;
/** A palette the maker named is filled up to this many with a reference's colours, no further. */
const MAKER_PALETTE_SIZE = 4;
const MAX_DESCRIPTORS_PER_SECTION = 5;
const MAX_PHRASES = 4;
const MAX_GUARDRAILS = 8;
/** CIEDE2000 distance under which two palette entries read as the same colour. */
const SAME_COLOR = 6;

/** Words too common in guardrails and descriptors to signal a contradiction between two references. */
const GENERIC_WORDS = new Set([
  "with", "from", "into", "every", "everywhere", "light", "lighting", "shadow", "detail", "form", "shape",
  "scene", "surface", "tone", "style", "image", "soft", "flat", "clean", "even", "single", "large", "small",
]);

const colorDistance = differenceCiede2000();

const DESCRIPTOR_SECTIONS = SECTION_IDS.filter((s) => s !== "overview" && typesForSection(s).includes("descriptor"));

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

function describe(refs: ReferenceEntry[], terms: VisualTerm[], colors: ColorValue[], makerMedium?: string): { title: string | null; description: string | null } {
  const labels = (section: string) => terms.filter((t) => t.section === section).map((t) => t.label);
  const adjectives = labels("mood").slice(0, 2);
  // A medium in the maker's own words names the style when the vocabulary has no term for it.
  const medium = labels("medium")[0] ?? (makerMedium ? titleCase(makerMedium) : undefined);
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
  const hits = negatedByClause(scan(tokenize(text)), text);
  const maker = makerPhrases(text);
  // A subject alone is no look ("a monetary policy report"): the text must name something visual.
  const placedAny = Object.values(maker.placed).some((list) => list.length > 0);
  if (hits.length === 0 && maker.lenses.length === 0 && !placedAny) return null;
  const positive = hits.filter((h) => !h.negated);
  const refs = uniqueBy(positive.flatMap((h) => (h.kind === "reference" ? [h.entry] : [])), (e) => e.id);
  const terms = uniqueBy(positive.flatMap((h) => (h.kind === "term" ? [h.term] : [])), (t) => t.value);
  // "charcoal sketches", "indigo ink": a material named in the maker's medium is no colour of the style.
  const materials = new Set(maker.media.flatMap((m) => m.split(" ")).filter((w) => MEDIUM_MATERIALS.test(w)));
  const colors = positive.flatMap((h) => (h.kind === "color" && !(h.words.length === 1 && materials.has(h.words[0]!)) ? [h.color] : []));
  // "b&w with one accent of fluorescent yellow": black and white are the palette the accent sits in.
  if (terms.some((t) => t.label === "Black-and-White") && colors.length > 0) {
    colors.unshift({ hex: "#000000", name: "black", role: "named in the description" }, { hex: "#FFFFFF", name: "white", role: "named in the description" });
  }

  // One reference and nothing else is exactly that reference: keep its own title, overview and wording.
  const [only] = refs;
  if (only && refs.length === 1 && positive.length === hits.length && terms.length === 0 && colors.length === 0 && maker.subjects.length === 0 && maker.eras.length === 0 && !placedAny) {
    return { title: only.title ?? only.name, description: only.description, blocks: only.blocks.map((b) => structuredClone(b)) };
  }

  const { title, description } = describe(refs, terms, colors, maker.media[0]);
  const blocks: Block[] = [];
  if (description) blocks.push({ section: "overview", type: "descriptor", value: description });

  const refColors = roundRobin(refs.map((r) => blocksOf(r, "palette", "color").map((b) => b.value as ColorValue)));
  // The maker's colours lead; a named reference rounds out a palette they left short.
  const lentColors = colors.length > 0 ? refColors.slice(0, Math.max(0, MAKER_PALETTE_SIZE - colors.length)) : refColors;
  for (const value of pickColors([...colors, ...lentColors])) blocks.push({ section: "palette", type: "color", value: { ...value } });

  for (const section of DESCRIPTOR_SECTIONS) {
    // The maker's own words come first: their subjects before a reference's, their era in the mood.
    const placedHere = maker.placed[section] ?? [];
    const makerSaid: Partial<Record<SectionId, string[]>> = {
      subjects: maker.subjects,
      mood: [...maker.moods, ...maker.eras.map((e) => `evokes the ${e}`)],
      composition: maker.lenses,
      medium: maker.media,
    };
    const said = uniqueBy([...(makerSaid[section] ?? []), ...placedHere], (v) => v.toLowerCase());
    const own = [...said, ...terms.filter((t) => t.section === section).map((t) => t.value)];
    // A reference fills a section the maker left open; where they spoke, it adds one line at most
    // (a named look brings its subjects, but "flying cars" is not what "city at night" asked for).
    const borrowed = roundRobin(refs.map((r) => blocksOf(r, section, "descriptor").map((b) => b.value as string)));
    // A medium the maker named is the medium: a reference's own ("soft film photography") would contradict it.
    // "absolutely no textures": a section the maker ruled out takes nothing from a reference.
    const ruledOutSection = maker.refused.some((t) => SECTION_CUES.some(([s, cue]) => s === section && t.split(" ").length <= 2 && t.split(" ").some((w) => cue.test(w))));
    const lent = said.length > 0 || ruledOutSection || (section === "medium" && own.length > 0) ? [] : own.length > 0 ? borrowed.slice(0, 1) : borrowed;
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
