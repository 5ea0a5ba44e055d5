// Several images of one extraction, merged into one style. Pure: no I/O.
//
// Each image is analysed on its own; then what they share becomes the style and where they disagree
// the result says so in its notice (the poll's `message`), never with contradicting blocks side by side ("vector" beside
// "photographic", "no hue" beside "vivid apricot"). Shared means: a descriptor every image states
// (or, from three images on, a clear majority), a palette pooled across the images, and guardrails
// that no image contradicts (image/guard.ts checks each against every image's own reading).
import type { Analysis } from "@/lib/extraction/analysis";
import type { Block } from "@/lib/styles/blocks";
import type { SectionId } from "@/lib/styles/sections";
import { oklabDistance, oklabToHex, hexToOklab, type Oklab } from "../color/space";
import type { ImageAnalysis } from ".";
import { type Avoid, contradicts } from "./guard";
import type { ImageReading, Medium } from "./reading";
import { roleAndName } from "../color/palette-roles";

export interface MergedImages extends Analysis {
  /** A sentence on where the images disagree (medium, light, colour), or null when they agree. */
  notice: string | null;
}

const MAX_COLORS = 6;
const MAX_GUARDRAILS = 5;
/** Pooled colours closer than this (OKLab, ~ΔE 6) are one colour across images. */
const SAME_COLOR = 0.06;

/** Each medium as [one, several]. */
const MEDIUM_WORDS: Record<Medium, readonly [string, string]> = {
  photograph: ["photograph", "photographs"],
  painting: ["painting", "paintings"],
  flat: ["flat graphic", "flat graphics"],
  gradient: ["soft gradient", "soft gradients"],
  "line-art": ["line drawing", "line drawings"],
  "pixel-art": ["pixel-art image", "pixel-art images"],
  halftone: ["halftone", "halftones"],
  "3d-render": ["3D render", "3D renders"],
  textured: ["grainy color field", "grainy color fields"],
};

/** The medium as named to the maker: one the pixels decide, else plain "image" (image/reading.ts). */
const namedMedium = (r: ImageReading): Medium | "image" => (r.mediumDecided ? r.medium : "image");
const MEDIUM_OR_IMAGE: Record<Medium | "image", readonly [string, string]> = { ...MEDIUM_WORDS, image: ["image", "images"] };

/** The categorical dimensions whose disagreement is worth a word, with how to name each value. */
const DIMENSIONS: Array<{ name: string; of: (r: ImageReading) => string; words: (value: string, n: number) => string }> = [
  { name: "medium", of: namedMedium, words: (v, n) => MEDIUM_OR_IMAGE[v as Medium | "image"][n === 1 ? 0 : 1] },
  { name: "light", of: (r) => r.key, words: (v) => ({ high: "high-key", low: "low-key", mid: "mid-key" })[v] ?? v },
  { name: "color temperature", of: (r) => r.temperature, words: (v) => v },
  { name: "saturation", of: (r) => r.chroma, words: (v) => v },
  { name: "hue range", of: (r) => r.tonality, words: (v) => ({ achromatic: "greyscale", monochrome: "one hue", multicolor: "many hues" })[v] ?? v },
];

function descriptorKey(block: Block): string {
  return `${block.section}:${String(block.value).toLowerCase()}`;
}

/** Colours of all images pooled by area (each image weighs the same), near ones merged. */
function pooledPalette(images: readonly ImageAnalysis[]): Block[] {
  const pool: Array<{ lab: Oklab; share: number }> = [];
  for (const image of images) {
    for (const c of image.palette) {
      const lab = hexToOklab(c.hex);
      const share = c.share / images.length;
      const same = pool.find((p) => oklabDistance(p.lab, lab) < SAME_COLOR);
      if (same) {
        const total = same.share + share;
        same.lab = { l: (same.lab.l * same.share + lab.l * share) / total, a: (same.lab.a * same.share + lab.a * share) / total, b: (same.lab.b * same.share + lab.b * share) / total };
        same.share = total;
      } else pool.push({ lab, share });
    }
  }
  const top = pool.sort((p, q) => q.share - p.share).slice(0, MAX_COLORS);
  const total = top.reduce((s, c) => s + c.share, 0);
  return roleAndName(top.map((c) => ({ lab: c.lab, share: c.share / total }))).map(
    (c): Block => ({ section: "palette", type: "color", value: { hex: oklabToHex(c.lab), name: c.name, role: c.role } }),
  );
}

function joinWords(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

/** "medium (2 photographs, 1 flat graphics)"-style clauses for each dimension the images split on. */
function disagreements(images: readonly ImageAnalysis[]): string[] {
  const out: string[] = [];
  for (const d of DIMENSIONS) {
    const counts = new Map<string, number>();
    for (const image of images) counts.set(d.of(image.reading), (counts.get(d.of(image.reading)) ?? 0) + 1);
    if (counts.size < 2) continue;
    const parts = [...counts].sort((p, q) => q[1] - p[1]).map(([value, n]) => `${n} ${d.words(value, n)}`);
    out.push(`${d.name} (${joinWords(parts)})`);
  }
  return out;
}

export function mergeImageAnalyses(images: readonly ImageAnalysis[]): MergedImages | null {
  const [first] = images;
  if (!first) return null;
  if (images.length === 1) return { title: first.title, description: first.description, blocks: first.blocks, notice: null };

  // A descriptor is shared when every image states it; from three images on, all but one will do.
  const needed = images.length <= 2 ? images.length : images.length - 1;
  const counts = new Map<string, number>();
  for (const image of images) {
    const seen = new Set<string>();
    for (const b of image.blocks) if (b.type === "descriptor" && b.section !== "overview") seen.add(descriptorKey(b));
    for (const key of seen) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const descriptors: Block[] = [];
  const kept = new Set<string>();
  for (const image of images) {
    for (const b of image.blocks) {
      const key = descriptorKey(b);
      if (b.type !== "descriptor" || b.section === "overview" || kept.has(key) || (counts.get(key) ?? 0) < needed) continue;
      kept.add(key);
      descriptors.push({ section: b.section as SectionId, type: "descriptor", value: b.value });
    }
  }

  // Guardrails: any image's, unless some image has what it forbids.
  const guardrails: Avoid[] = [];
  for (const image of images) {
    for (const b of image.blocks) {
      if (b.type !== "avoid") continue;
      const avoid = b.value as Avoid;
      if (guardrails.some((g) => g.term === avoid.term)) continue;
      if (images.some((other) => contradicts(avoid.term, other.reading, other.palette))) continue;
      guardrails.push(avoid);
    }
  }

  const split = disagreements(images);
  const media = new Set(images.map((i) => namedMedium(i.reading)));
  const palette = pooledPalette(images);
  const names = palette.slice(0, 3).map((b) => (b.value as { name?: string }).name ?? "");
  const disagreement = split.length > 0 ? `The ${images.length} images disagree on ${joinWords(split)}; the style keeps only what they share.` : null;
  const sameMedium = media.size === 1;
  const look = sameMedium ? MEDIUM_OR_IMAGE[namedMedium(first.reading)][1] : "images in different media";
  const overview = `${images.length} ${look} sharing a palette of ${joinWords(names)}`;
  const description = `${overview.charAt(0).toUpperCase()}${overview.slice(1)}.`;
  const blocks: Block[] = [
    { section: "overview", type: "descriptor", value: overview },
    ...palette,
    ...descriptors,
    ...guardrails.slice(0, MAX_GUARDRAILS).map((value): Block => ({ section: "guardrails", type: "avoid", value })),
  ];
  // The first image's title speaks for all only when they agree on everything it could name.
  const titleCase = (words: string) => words.replace(/(^|\s)\S/g, (c) => c.toUpperCase());
  const title = split.length === 0 ? first.title : `${names[0] ? titleCase(names[0]) : "Mixed"} ${titleCase(sameMedium ? MEDIUM_OR_IMAGE[namedMedium(first.reading)][1] : "image set")}`;
  return { title, description, blocks, notice: disagreement };
}
