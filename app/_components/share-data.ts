// What the share page shows besides the compiled text, read from the published snapshot with the
// compiler's visibility rules: disabled blocks and switched-off sections appear nowhere.
import type { AvoidValue, Block, ColorValue } from "@/lib/styles/blocks";
import { visibleBlocks } from "@/lib/styles/content";
import { SECTION_TITLES, VISUAL_SECTIONS } from "@/lib/styles/sections";
import type { StyleSnapshot } from "@/lib/styles/snapshot";
import type { Swatch } from "./Swatches";

export { hasLook, hasVoice } from "@/lib/styles/content";

export function paletteSwatches(s: StyleSnapshot): Swatch[] {
  return visibleBlocks(s, "palette")
    .filter((b) => b.type === "color")
    .map((b) => {
      const c = b.value as ColorValue;
      return { hex: c.hex, name: c.name, role: c.role };
    });
}

/** Visual sections other than palette (shown as swatches), each with its descriptor phrases. */
export function lookSections(s: StyleSnapshot): { title: string; items: string[] }[] {
  return VISUAL_SECTIONS.filter((id) => id !== "palette")
    .map((id) => ({
      title: SECTION_TITLES[id],
      items: visibleBlocks(s, id)
        .filter((b) => b.type === "descriptor")
        .map((b) => String(b.value)),
    }))
    .filter((sec) => sec.items.length > 0);
}


const TRAIT_LABELS: Partial<Record<Block["type"], string>> = {
  tone: "Tone",
  formality: "Formality",
  "sentence-length": "Sentences",
  person: "Person",
  emoji: "Emoji",
  hashtags: "Hashtags",
};

export interface Voice {
  traits: { label: string; value: string }[];
  rules: string[];
  samples: string[];
}

export function voiceOf(s: StyleSnapshot): Voice | null {
  const blocks = visibleBlocks(s, "voice");
  if (blocks.length === 0) return null;
  const traits: Voice["traits"] = [];
  for (const b of blocks) {
    const label = TRAIT_LABELS[b.type];
    if (!label) continue;
    const value = String(b.value);
    traits.push({ label, value: b.type === "person" ? `${value} person` : value });
  }
  return {
    traits,
    rules: blocks.filter((b) => b.type === "phrase").map((b) => String(b.value)),
    samples: blocks.filter((b) => b.type === "sample").map((b) => String(b.value)),
  };
}

export function guardrails(s: StyleSnapshot): AvoidValue[] {
  return visibleBlocks(s, "guardrails")
    .filter((b) => b.type === "avoid")
    .map((b) => b.value as AvoidValue);
}
