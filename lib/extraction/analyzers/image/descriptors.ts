// From measurements to words: the image analyzer's title, description and blocks. Pure: no I/O.
// Every phrase is backed by a measured threshold below; where the numbers are ambiguous (a mid-key,
// moderately saturated image) we say nothing rather than something generic. Palette blocks carry
// the concrete colours; descriptors name them where that makes a phrase specific.
import type { Block } from "@/lib/styles/blocks";
import type { SectionId } from "@/lib/styles/sections";
import { chromaOf, hexToOklab } from "../color/space";
import type { ImageMetrics, PaletteColor } from ".";
import { guardrails } from "./guard";
import { type ImageReading, type Medium, readImage } from "./reading";
import type { StructureMeasurements } from "./structure";
import { structurePhrases } from "./structure-phrases";
import { isNeutral } from "../color/palette-roles";
import { lightingPhrases, roughPercent, SOLID_MEDIA, texturePhrases } from "./light-phrases";

/** Where descriptor phrases switch (the reading's own thresholds are in image/reading.ts, light and
 *  surface ones in image/light-phrases.ts). */
const THRESHOLDS = {
  /** Edge energy in the central ninth at least twice the even spread. */
  centreFocus: 2,
  /** Edge energy centred this far (fractions of the frame) from the middle. */
  offCentre: 0.18,
} as const;

export interface Cast {
  /** The colour a title should name: the chromatic one with the most colour by area (share x chroma),
   *  else the accent, else the ground. */
  star: PaletteColor | undefined;
  background: PaletteColor | undefined;
  primary: PaletteColor | undefined;
  accent: PaletteColor | undefined;
  darkest: PaletteColor | undefined;
  lightest: PaletteColor | undefined;
}

function castOf(palette: readonly PaletteColor[]): Cast {
  const byLightness = [...palette].sort((p, q) => hexToOklab(p.hex).l - hexToOklab(q.hex).l);
  const accent = palette.find((c) => c.role === "accent");
  return {
    star:
      maxBy(
        palette.filter((c) => c.role !== "accent" && !isNeutral(hexToOklab(c.hex))),
        (c) => c.share * chromaOf(hexToOklab(c.hex)),
      ) ??
      accent ??
      palette[0],
    background: palette.find((c) => c.role === "background"),
    primary: palette.find((c) => c.role === "primary"),
    accent,
    darkest: byLightness[0],
    lightest: byLightness[byLightness.length - 1],
  };
}

function maxBy<T>(items: readonly T[], score: (item: T) => number): T | undefined {
  let best: T | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const item of items) {
    const s = score(item);
    if (s > bestScore) {
      best = item;
      bestScore = s;
    }
  }
  return best;
}

const percent = (share: number) => `${Math.max(1, Math.round(share * 100))}%`;

/** The medium in one phrase; the eval and the style check read the medium from the first one. */
function mediumPhrase(r: ImageReading, palette: readonly PaletteColor[]): string {
  switch (r.medium) {
    case "flat":
      return "flat, vector-like color fills with no shading or texture inside a shape";
    case "gradient":
      return "smooth digital gradients: color shifts gradually, with no banding, noise or texture";
    case "photograph":
      return "photographic capture with continuous, natural tonal gradation";
    case "painting":
      return "painted look: hand-made brushwork and texture rather than photographic detail";
    case "line-art":
      return "line art: thin dark strokes on a plain ground, forms drawn by outline rather than fill";
    case "pixel-art": {
      const size = r.facts.pixelGrid?.size;
      return `pixel art: hard-edged square pixels on a visible grid${size ? ` (each about ${size} px)` : ""}, no anti-aliasing`;
    }
    case "halftone":
      return `1-bit halftone: tone built from a screen of solid dots, ${palette.length <= 2 ? "two colors only" : "no in-between tones"}`;
    case "3d-render":
      return "3D render: smooth modelled shading and highlights on solid forms";
    case "textured":
      return "broad color areas under a noisy, mottled surface rather than clean digital fills";
  }
}

function mediumPhrases(r: ImageReading, palette: readonly PaletteColor[], cast: Cast): string[] {
  // A medium the pixels do not decide is not named: "photograph" said of a painting or a render
  // then steers every prompt to the wrong medium. The maker's words name it (lib/extraction/maker-words.ts).
  const out = r.mediumDecided ? [mediumPhrase(r, palette)] : [];
  if (r.mediumDecided && SOLID_MEDIA.has(r.medium) && palette.length >= 2 && palette.length <= 4) out.push(`a strict palette of ${palette.length} solid colors, never blended into in-between tones`);
  if (r.tonality === "achromatic") {
    // Named by the image's own greys: one ink alone, or the range from its darkest to its lightest.
    const greys = r.contrast === "hard" ? "black, white and grey tones" : "neutral grey tones";
    const range = palette.length === 1 ? `${palette[0]!.name} only` : cast.darkest && cast.lightest ? `${greys} only, from ${cast.darkest.name} to ${cast.lightest.name}` : `${greys} only`;
    out.push(cast.accent ? `${greys} with ${cast.accent.name} as the only color` : `${range}, no hue anywhere`);
  } else if (r.tonality === "monochrome" && palette.length > 1) {
    const hue = cast.primary ?? cast.background;
    if (hue) out.push(`near-monochrome: every tone is a lighter or darker shade of ${hue.name}`);
  }
  return out;
}

/** No mood from pixels alone: a low-key frame may be tender or sinister, a vivid one loud or joyful;
 *  the light is described (lightingPhrases) and the mood left to the maker's words. A black-and-white
 *  image of hard contrast is the one case the measurements name outright. */
function moodPhrases(r: ImageReading): string[] {
  return r.tonality === "achromatic" && r.contrast === "hard" ? ["stark and graphic"] : [];
}

function compositionPhrases(r: ImageReading, m: ImageMetrics, palette: readonly PaletteColor[], cast: Cast): string[] {
  // The frame's aspect is the upload's, not the look's: it is kept with the image (its width and
  // height), not said as a descriptor on every 16:9 wallpaper.
  const out: string[] = [];
  const bg = cast.background;
  // An accent is called small only when it is (ACCENT_MAX_SHARE in color/palette-roles.ts).
  if (cast.accent && bg && !r.facts.transparent) {
    out.push(`one small ${cast.accent.name} focal accent, about ${percent(cast.accent.share)} of the area, against ${bg.name}`);
  }
  // Centred and off-centre focus say nothing new about a pattern that fills the frame.
  const allOver = r.facts.pattern || r.facts.stripes || r.facts.grid || r.facts.hexagons || r.facts.isometric;
  // centreFocus is the central ninth's share of the edge energy, times nine.
  if (!allOver && !r.facts.centred && m.centreFocus >= THRESHOLDS.centreFocus) {
    out.push(`centre-weighted: about ${roughPercent(Math.min(1, m.centreFocus / 9))} of the detail sits in the middle ninth of the frame, the edges stay quiet`);
  }
  const where = offCentre(m);
  if (!allOver && !r.facts.centred && m.centreFocus < THRESHOLDS.centreFocus && where) {
    out.push(`off-centre focal point toward the ${where}${r.facts.negativeSpace ? ", leaving the rest of the frame open" : ""}`);
  }
  const largest = maxBy(palette, (c) => c.share);
  if (!allOver && palette.length >= 4 && largest && largest.share <= 0.35) {
    out.push(`color spread across ${palette.length} colors of similar weight, none dominant: the largest, ${largest.name}, covers only about ${roughPercent(largest.share)} of the frame`);
  }
  return out;
}

/** "upper right", "left"... for detail centred well away from the middle, else null. */
function offCentre(m: ImageMetrics): string | null {
  if (Math.hypot(m.focusX, m.focusY) < THRESHOLDS.offCentre) return null;
  const vertical = m.focusY <= -0.1 ? "upper" : m.focusY >= 0.1 ? "lower" : "";
  const horizontal = m.focusX <= -0.1 ? "left" : m.focusX >= 0.1 ? "right" : "";
  if (vertical && horizontal) return `${vertical} ${horizontal}`;
  return horizontal || (vertical === "upper" ? "top" : "bottom");
}

export function joinNames(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

const MEDIUM_NOUN: Record<Medium, string> = {
  flat: "flat graphic composition",
  gradient: "soft-gradient image",
  photograph: "photograph",
  painting: "painterly image",
  "line-art": "line drawing",
  "pixel-art": "pixel-art image",
  halftone: "halftone print",
  "3d-render": "3D render",
  textured: "grainy color-field image",
};

function adjectives(r: ImageReading): string[] {
  const out: string[] = [];
  if (r.tonality === "achromatic") out.push(r.contrast === "hard" ? "black-and-white" : "greyscale");
  else if (r.chroma !== "moderate") out.push(r.chroma);
  if (r.temperature !== "neutral" && r.tonality !== "achromatic") out.push(r.temperature);
  if (r.key !== "mid") out.push(`${r.key}-key`);
  return out;
}

const titleCase = (s: string) => s.replace(/(^|[\s-])([a-z])/g, (_m, sep: string, ch: string) => sep + ch.toUpperCase());

const TITLE_TAIL: Record<Medium, string> = {
  flat: "Graphic",
  gradient: "Gradient",
  photograph: "Photograph",
  painting: "Painting",
  "line-art": "Line Art",
  "pixel-art": "Pixel Art",
  halftone: "Halftone",
  "3d-render": "Render",
  textured: "Grain",
};

/** A title's last word when the medium is not decided: the light, else the colour's range. */
function undecidedTail(r: ImageReading): string {
  return r.tonality === "achromatic" ? "Greys" : "Tones";
}

function titleOf(r: ImageReading, cast: Cast): string {
  const lead =
    r.tonality === "achromatic"
      ? r.contrast === "hard"
        ? "Stark"
        : "Quiet"
      : r.chroma !== "moderate"
        ? r.chroma
        : r.temperature !== "neutral"
          ? r.temperature
          : { high: "Airy", low: "Moody", mid: "Balanced" }[r.key];
  // Keep to four words: names are one or two words, variants ("pale dusty rose") at most three.
  const name = (cast.star?.name ?? "").split(" ").slice(-2).join(" ");
  const named = r.mediumDecided ? TITLE_TAIL[r.medium] : undecidedTail(r);
  const tail = r.key !== "mid" && named.split(" ").length === 1 && r.medium !== "pixel-art" ? `${r.key}-key` : named;
  const words = [lead, name, tail].filter(Boolean).join(" ").split(" ");
  // Two-word tails ("Line Art") may push past four words: drop the colour name's first word then.
  const trimmed = words.length > 4 ? [lead, name.split(" ").slice(-1)[0], tail].filter(Boolean).join(" ") : words.join(" ");
  return titleCase(trimmed);
}

export interface ImageDescription {
  title: string;
  description: string;
  blocks: Block[];
  reading: ImageReading;
}

export function describeImage(input: { metrics: ImageMetrics; structure: StructureMeasurements; palette: PaletteColor[]; width: number; height: number }): ImageDescription {
  const { metrics: m, structure, palette } = input;
  const r = readImage(m, structure, palette);
  const cast = castOf(palette);

  const builtOn = [cast.background, cast.primary].filter((c): c is PaletteColor => c !== undefined).map((c) => c.name);
  const look = `${adjectives(r).join(", ")} ${r.mediumDecided ? MEDIUM_NOUN[r.medium] : "image"}`.trim();
  const overview = `${look} in ${joinNames(builtOn)}${cast.accent ? ` with a small ${cast.accent.name} accent` : ""}`;
  const contrastWords = { hard: "hard, graphic contrast", soft: "soft, low contrast", moderate: "moderate contrast" }[r.contrast];
  const withAccent = cast.accent ? `, with a small ${cast.accent.name} accent and` : " with";
  const description = `${capitalize(article(look))} ${look} built on ${joinNames(builtOn)}${withAccent} ${contrastWords}.`;

  const blocks: Block[] = [{ section: "overview", type: "descriptor", value: overview }];
  for (const c of palette) blocks.push({ section: "palette", type: "color", value: { hex: c.hex, name: c.name, role: c.role } });
  const facts = structurePhrases(r, cast);
  const descriptorSections: Array<[SectionId, string[]]> = [
    ["medium", [...mediumPhrases(r, palette, cast), ...facts.medium]],
    ["composition", [...facts.composition, ...compositionPhrases(r, m, palette, cast)]],
    ["lighting", [...facts.lighting, ...lightingPhrases(r, m, palette, cast)]],
    ["texture", [...facts.texture, ...texturePhrases(r, m, cast)]],
    ["mood", moodPhrases(r)],
  ];
  for (const [section, phrases] of descriptorSections) {
    for (const value of phrases) blocks.push({ section, type: "descriptor", value });
  }
  for (const value of guardrails(r, palette, cast)) blocks.push({ section: "guardrails", type: "avoid", value });

  return { title: titleOf(r, cast), description, blocks, reading: r };
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const article = (phrase: string) => (/^[aeiou]/i.test(phrase) ? "an" : "a");
