// An extraction's result compiled the way a style is: the same compiler, so `spec` and `styleMd` read
// exactly as the style will once saved. Pure: no I/O.
import { compileStyle } from "@/lib/compile";
import type { Block } from "@/lib/styles/blocks";
import type { StyleSnapshot } from "@/lib/styles/snapshot";

export interface ExtractedStyle {
  name: string;
  description: string | null;
  blocks: Block[];
  /** Absolute URLs of the stored source images (they become the draft's inspiration images). */
  images: string[];
}

export function extractionSnapshot(style: ExtractedStyle): StyleSnapshot {
  return {
    name: style.name,
    description: style.description,
    author: null,
    category: null,
    tags: [],
    slug: null,
    blocks: style.blocks,
    disabledSections: [],
    referenceImages: style.images.map((url) => ({ url, kind: "inspiration" as const, thumbnailUrl: null })),
  };
}

/** `canonicalUrl` names where the result lives (the status URL, or the draft's builder URL). */
export function compileExtraction(style: ExtractedStyle, canonicalUrl: string): { spec: string; styleMd: string } {
  const snapshot = extractionSnapshot(style);
  return {
    spec: compileStyle(snapshot, { canonicalUrl }, { format: "default" }).body,
    styleMd: compileStyle(snapshot, { canonicalUrl }, { format: "stylemd" }).body,
  };
}
