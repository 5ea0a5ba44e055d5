// Merges the analyses of one extraction's sources into one style: images speak first for the look,
// named references and descriptions fill in, a writing sample gives the voice. Pure: no I/O.
import { blockValueText, type Block } from "@/lib/styles/blocks";
import { sectionOrder, type SectionId } from "@/lib/styles/sections";
import type { Analysis } from "./analysis";

export const MAX_COLORS = 6;
/** Enough to describe a section well; more reads as noise in a prompt. */
const MAX_PER_SECTION: Partial<Record<SectionId, number>> = { overview: 2, guardrails: 6, voice: 14 };
const DEFAULT_PER_SECTION = 5;
/** Voice settings that can hold one value only. */
const SINGLE_VALUED = new Set(["formality", "emoji", "hashtags", "sentence-length", "person", "sample"]);

export interface AssembledStyle {
  title: string | null;
  description: string | null;
  blocks: Block[];
  /** The sources' notices, joined; null when none has one. */
  notice: string | null;
}

function keyOf(block: Block): string {
  if (SINGLE_VALUED.has(block.type)) return block.type;
  if (block.type === "avoid") return `avoid:${(block.value as { term: string }).term.toLowerCase()}`;
  if (block.type === "color") return `color:${(block.value as { hex: string }).hex.toLowerCase()}`;
  return `${block.section}:${block.type}:${blockValueText(block).toLowerCase()}`;
}

/** `analyses` in priority order; earlier ones win ties and single-valued settings. */
export function assembleStyle(analyses: Analysis[]): AssembledStyle {
  const seen = new Set<string>();
  const perSection = new Map<SectionId, number>();
  const kept: Block[] = [];
  for (const analysis of analyses) {
    for (const block of analysis.blocks) {
      const key = keyOf(block);
      if (seen.has(key)) continue;
      const count = perSection.get(block.section) ?? 0;
      const cap = block.section === "palette" ? MAX_COLORS : (MAX_PER_SECTION[block.section] ?? DEFAULT_PER_SECTION);
      if (count >= cap) continue;
      seen.add(key);
      perSection.set(block.section, count + 1);
      kept.push({ section: block.section, type: block.type, value: block.value });
    }
  }
  // Stable sort: within a section the sources' priority order stays.
  kept.sort((a, b) => sectionOrder(a.section) - sectionOrder(b.section));
  const titled = analyses.find((a) => a.title);
  const described = analyses.find((a) => a.description);
  const notices = analyses.flatMap((a) => (a.notice ? [a.notice] : []));
  return { title: titled?.title ?? null, description: described?.description ?? null, blocks: kept, notice: notices.length > 0 ? notices.join(" ") : null };
}
