// Small constructors for hand-written gallery blocks. They keep the data files readable (one line per
// idea) while producing exactly the Block shape of lib/styles/blocks.ts; the gallery test parses every
// block with blockSchema, so a typo here fails loudly rather than at compile time of a user's prompt.
import type { AvoidValue, Block } from "@/lib/styles/blocks";
import { voiceBlocks, type VoiceSpec } from "@/lib/styles/voice";
import type { SectionId } from "@/lib/styles/sections";

type DescriptorSection = Exclude<SectionId, "palette" | "voice" | "guardrails">;

export function overview(text: string): Block {
  return { section: "overview", type: "descriptor", value: text };
}

/** Palette entries as [hex, name, role] triples. */
export function palette(...colors: [hex: string, name: string, role: string][]): Block[] {
  return colors.map(([hex, name, role]) => ({ section: "palette", type: "color", value: { hex, name, role } }));
}

/** Descriptor blocks of one section, in the order given. */
export function d(section: DescriptorSection, ...values: string[]): Block[] {
  return values.map((value) => ({ section, type: "descriptor", value }));
}

/** Guardrails as [term, prefer?] pairs; prefer is the positive alternative flux compiles to. */
export function avoid(...items: [term: string, prefer?: string][]): Block[] {
  return items.map(([term, prefer]) => {
    const value: AvoidValue = prefer ? { term, prefer } : { term };
    return { section: "guardrails", type: "avoid", value };
  });
}

/** A block switched off by its author (kept, but compiled nowhere). */
export function off(blocks: Block | Block[]): Block[] {
  return (Array.isArray(blocks) ? blocks : [blocks]).map((b) => ({ ...b, enabled: false }));
}

/** The voice section in the order the examples use (lib/styles/voice.ts). */
export const voice = voiceBlocks;
export type { VoiceSpec };
