// Small block constructors for code that makes styles (the synthetic gallery of lib/seed/synthetic.ts),
// producing exactly the Block shape of lib/styles/blocks.ts. Hand-written styles are data, not code:
// they live in the JSON files of lib/seed/gallery, written as whole blocks.
import type { AvoidValue, Block } from "@/lib/styles/blocks";
import { voiceBlocks } from "@/lib/styles/voice";
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

/** The voice section in the order the examples use (lib/styles/voice.ts). */
export const voice = voiceBlocks;
