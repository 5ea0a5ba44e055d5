// What a snapshot carries once switched-off blocks and sections are left out (the compiler's
// visibility rule): its visible blocks, and whether it has a look, a voice, or both. The share page,
// the style check and anything else that asks "is this a visual style?" read it here. Pure.
import { isEnabled, type Block } from "./blocks";
import { VISUAL_SECTIONS, type SectionId } from "./sections";
import type { StyleSnapshot } from "./snapshot";

/** Enabled blocks in sections that are switched on; one section's when `section` is given. */
export function visibleBlocks(s: StyleSnapshot, section?: SectionId): Block[] {
  const off = new Set(s.disabledSections);
  return s.blocks.filter((b) => (section === undefined || b.section === section) && !off.has(b.section) && isEnabled(b));
}

/** A visual section with something in it: the style has a look an image can follow. */
export function hasLook(s: StyleSnapshot): boolean {
  return visibleBlocks(s).some((b) => VISUAL_SECTIONS.includes(b.section));
}

/** A voice block: the style has a writing voice. */
export function hasVoice(s: StyleSnapshot): boolean {
  return visibleBlocks(s, "voice").length > 0;
}
