// The maker's words outrank the pixels. A description sent with images says what pixels cannot: the
// medium ("a storybook digital painting"), the subject, the technique and the mood. The measurements
// say what words rarely do with precision: the palette, the light, the contrast, the frame. This file
// fuses the two by section, and holds every other source (an image's guardrails, a model's blocks) to
// what the maker wrote: nothing forbids what they asked for, nothing asserts what they ruled out.
// Pure: no I/O.
import { differenceCiede2000 } from "culori";
import type { AvoidValue, Block, ColorValue } from "@/lib/styles/blocks";
import { blockValueText } from "@/lib/styles/blocks";
import type { SectionId } from "@/lib/styles/sections";
import type { Analysis } from "./analysis";
import { significantWords } from "./analyzers/description";
import type { Grounding } from "./grounding";

/** Where the maker's words lead and the measurements follow; elsewhere the measurements lead. */
const WORDS_LEAD: ReadonlySet<SectionId> = new Set(["overview", "medium", "subjects", "mood", "texture", "typography"]);
/** Where a second answer contradicts the first: an image is one medium, the one its maker names. */
const WORDS_DECIDE: ReadonlySet<SectionId> = new Set(["medium"]);

export interface MakerBrief {
  /** What the maker wrote, as they wrote it. */
  text: string;
  /** The style their words build (a look, a voice or both). */
  analysis: Analysis;
}

const stem = (w: string) => w.slice(0, 5);

/** The stems of what the maker asked for, and of what they ruled out. */
function wordsOf(briefs: readonly MakerBrief[]): { wanted: Set<string>; refused: string[][] } {
  const wanted = new Set<string>();
  const refused: string[][] = [];
  for (const { analysis } of briefs) {
    for (const block of analysis.blocks) {
      if (block.type === "avoid") refused.push(significantWords((block.value as AvoidValue).term).map(stem));
      else if (block.section !== "overview") for (const w of significantWords(blockValueText(block))) wanted.add(stem(w));
    }
  }
  return { wanted, refused };
}

/** The check every other source's blocks answer to, built once from the briefs: why the maker's words
 *  contradict a block, or null. A guardrail may not forbid what they asked for; any other block may not
 *  assert all of something they ruled out. */
export function makerCheck(briefs: readonly MakerBrief[]): (block: Block) => string | null {
  const { wanted, refused } = wordsOf(briefs);
  return (block) => {
    if (block.type === "avoid") {
      const term = (block.value as AvoidValue).term;
      const hit = significantWords(term).find((w) => wanted.has(stem(w)));
      return hit ? `the maker asked for "${hit}", which "${term}" forbids` : null;
    }
    const said = new Set(significantWords(blockValueText(block)).map(stem));
    const ruled = refused.find((r) => r.length > 0 && r.every((w) => said.has(w)));
    return ruled ? `the maker ruled out "${ruled.join(" ")}"` : null;
  };
}

/** One block against the maker's words (makerCheck, for a single question). */
export function againstMakerWords(block: Block, briefs: readonly MakerBrief[]): string | null {
  return makerCheck(briefs)(block);
}

/** The maker's words as a grounding: facts for a model's prompt, and the guardrail check. */
export function makerGrounding(briefs: readonly MakerBrief[]): Grounding | null {
  if (briefs.length === 0) return null;
  const facts = briefs.map(
    (b, i) => `The maker's own words${briefs.length > 1 ? ` (${i + 1})` : ""}, which outrank anything measured (their medium, subject, technique, mood and anything they rule out decide): "${b.text.trim().slice(0, 600)}"`,
  );
  const against = makerCheck(briefs);
  return { facts, contradiction: (avoid) => against({ section: "guardrails", type: "avoid", value: avoid }) };
}

/** Measured colours lead the palette, but a colour the maker named ("carrot orange nose") is not cut
 *  by the palette's cap behind the measured minor ones: it follows the three leading measured colours,
 *  unless a measured colour already is it. */
const SAME_COLOR = 20;
const colorDistance = differenceCiede2000();
function fusedPalette(measured: readonly Block[], words: readonly Block[]): Block[] {
  const fromImages = measured.filter((b) => b.section === "palette");
  const hexOf = (b: Block) => (b.value as ColorValue).hex;
  const named = words.filter((b) => b.section === "palette" && !fromImages.some((m) => colorDistance(hexOf(m), hexOf(b)) < SAME_COLOR));
  return [...fromImages.slice(0, 3), ...named, ...fromImages.slice(3)];
}

/** One look from the images and the maker's words: section by section, the maker's medium decides,
 *  their subject, technique and mood lead, the measured palette, light and frame lead; every block the
 *  maker's words contradict is left out. */
export function fuseWithImages(images: Analysis, briefs: readonly MakerBrief[]): Analysis {
  const words = briefs.flatMap((b) => b.analysis.blocks);
  const spoken = new Set(words.map((b) => b.section));
  // The images' overview names the medium they measured; once the maker has named one, it goes too.
  const decided = (b: Block) => (WORDS_DECIDE.has(b.section) || b.section === "overview") && [...WORDS_DECIDE].some((s) => spoken.has(s));
  const against = makerCheck(briefs);
  const measured = images.blocks.filter((b) => against(b) === null && !decided(b));
  const ordered: Block[] = [];
  for (const block of [...words, ...measured]) if (WORDS_LEAD.has(block.section)) ordered.push(block);
  for (const block of [...measured, ...words]) if (!WORDS_LEAD.has(block.section) && block.section !== "palette") ordered.push(block);
  ordered.push(...fusedPalette(measured, words));
  const named = briefs.find((b) => b.analysis.title && b.analysis.blocks.some((x) => x.section === "medium" || x.section === "subjects"));
  return {
    title: named?.analysis.title ?? images.title,
    description: briefs.find((b) => b.analysis.description)?.analysis.description ?? images.description,
    blocks: ordered,
    notice: images.notice ?? null,
  };
}
