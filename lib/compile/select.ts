// Which blocks a compile sees. Every format goes through here, so Rule 5 (switched-off items and
// sections appear nowhere) and the `sections` filter hold in one place.
import {
  type AvoidValue,
  type Block,
  type ColorValue,
  isEnabled,
  typesForSection,
  type VoiceType,
} from "@/lib/styles/blocks";
import { SECTION_IDS, type SectionId, VISUAL_SECTIONS } from "@/lib/styles/sections";
import type { StyleSnapshot } from "@/lib/styles/snapshot";

export interface Selection {
  /** Blocks per section, compile order within a section = snapshot order. */
  bySection: ReadonlyMap<SectionId, readonly Block[]>;
  /** Section ids that have at least one block, in compile order. */
  sections: readonly SectionId[];
}

/** Enabled blocks outside disabled sections, limited to `only` when given (an empty list means no
 *  filter, like an empty `sections=` query). Blocks whose type does not belong to their section are
 *  dropped: they cannot be rendered meaningfully and the builder never saves them. */
export function selectBlocks(snapshot: StyleSnapshot, only?: readonly SectionId[]): Selection {
  const disabled = new Set(snapshot.disabledSections);
  const wanted = only && only.length > 0 ? new Set(only) : null;
  const bySection = new Map<SectionId, Block[]>();
  for (const block of snapshot.blocks) {
    if (!isEnabled(block) || disabled.has(block.section)) continue;
    if (wanted && !wanted.has(block.section)) continue;
    if (!typesForSection(block.section).includes(block.type)) continue;
    const list = bySection.get(block.section) ?? [];
    list.push(block);
    bySection.set(block.section, list);
  }
  return { bySection, sections: SECTION_IDS.filter((id) => bySection.has(id)) };
}

export function descriptorsOf(sel: Selection, section: SectionId): string[] {
  return (sel.bySection.get(section) ?? [])
    .filter((b) => b.type === "descriptor")
    .map((b) => String(b.value).trim())
    .filter((v) => v !== "");
}

export function colorsOf(sel: Selection): ColorValue[] {
  return (sel.bySection.get("palette") ?? []).filter((b) => b.type === "color").map((b) => b.value as ColorValue);
}

export function avoidsOf(sel: Selection): AvoidValue[] {
  return (sel.bySection.get("guardrails") ?? []).filter((b) => b.type === "avoid").map((b) => b.value as AvoidValue);
}

export interface VoiceItem {
  type: VoiceType;
  value: string;
}

export function voiceOf(sel: Selection): VoiceItem[] {
  return (sel.bySection.get("voice") ?? []).map((b) => ({ type: b.type as VoiceType, value: String(b.value) }));
}

export function hasVisual(sel: Selection): boolean {
  return sel.sections.some((id) => VISUAL_SECTIONS.includes(id));
}

export function hasVoice(sel: Selection): boolean {
  return sel.bySection.has("voice");
}
