// From measurements to words: the image analyzer's title, description and blocks. Pure: no I/O.
// Every phrase is backed by a measured threshold below; where the numbers are ambiguous (a mid-key,
// moderately saturated image) we say nothing rather than something generic. Palette blocks carry
// the concrete colours; descriptors name them where that makes a phrase specific.
import type { Block } from "@/lib/styles/blocks";
import type { SectionId } from "@/lib/styles/sections";
import { chromaOf, hexToOklab } from "./color-space";
import type { ImageMetrics, PaletteColor } from "./image";
import { isNeutral } from "./palette-roles";

/** The categorical reading of an image that descriptors, title and guardrails share. */
export interface ImageReading {
  key: "high" | "low" | "mid";
  contrast: "hard" | "soft" | "moderate";
  chroma: "vivid" | "muted" | "moderate";
  /** achromatic: greys only (an accent aside); monochrome: one hue family; else multicolor. */
  tonality: "achromatic" | "monochrome" | "multicolor";
  temperature: "warm" | "cool" | "neutral";
  /** graphic: flat fills of the palette; gradient: smooth, noise-free tone changes; photographic:
   *  continuous tones with fine detail; textured: flat areas under visible noise. */
  medium: "graphic" | "gradient" | "photographic" | "textured";
  grain: "heavy" | "fine" | "clean";
}

/** Where the readings switch, calibrated on the synthetic set (tests/unit/extraction) and on what
 *  the words mean to a photographer or designer. */
const THRESHOLDS = {
  /** High-key: a bright mean with almost no deep shadow; low-key: the reverse. */
  highKeyLightness: 0.78,
  highKeyMaxDarkShare: 0.08,
  lowKeyLightness: 0.38,
  lowKeyMaxLightShare: 0.1,
  /** Spread of OKLab lightness between the 5th and 95th percentiles. */
  hardContrast: 0.6,
  softContrast: 0.2,
  /** Vivid: a mean chroma near pure-pigment level, or a saturated colour over real area; Hasler's
   *  colorfulness is not used here because many moderate colours also score high on it. */
  vividMeanChroma: 0.11,
  vividFieldChroma: 0.17,
  vividFieldShare: 0.1,
  mutedMeanChroma: 0.04,
  /** Palette colours above this chroma have a hue worth comparing; one hue family spans <= 35°. */
  huedChroma: 0.02,
  monochromeHueSpan: (35 * Math.PI) / 180,
  /** Warm/cool on the warm-axis projection; cool starts a little earlier because blue casts read
   *  as cool at lower chroma than orange casts read as warm. */
  warm: 0.03,
  cool: -0.025,
  /** Grain (median |Laplacian| of luma, 0..255): JPEG texture stays under 4; film grain is 4-12. */
  cleanGrain: 3,
  fineGrain: 4,
  heavyGrain: 12,
  /** Flat fills: nearly every non-edge pixel is a palette colour. */
  graphicCoverage: 0.9,
  photoMaxCoverage: 0.8,
  photoEntropy: 5,
  /** Laplacian deviation at 192 px: crisp shape edges above, soft focus below. */
  crispSharpness: 2,
  softSharpness: 0.8,
  /** Every border band at least this much darker (OKLab l) than the centre. */
  vignette: 0.08,
  /** A plain ground: one low-chroma colour over most of a mostly flat frame. */
  negativeSpaceShare: 0.6,
  negativeSpaceFlatness: 0.8,
  negativeSpaceMaxChroma: 0.08,
  /** Edge energy in the central ninth at least twice the even spread. */
  centreFocus: 2,
  /** Edge energy centred this far (fractions of the frame) from the middle. */
  offCentre: 0.18,
} as const;

export function readImage(m: ImageMetrics, palette: readonly PaletteColor[]): ImageReading {
  const R = THRESHOLDS;
  const colors = palette.map((c) => ({ c, lab: hexToOklab(c.hex) }));
  const hued = colors.filter(({ lab }) => chromaOf(lab) >= R.huedChroma);
  const hues = hued.map(({ lab }) => Math.atan2(lab.b, lab.a));
  const hueSpan = hues.length < 2 ? 0 : Math.max(...hues.flatMap((h) => hues.map((g) => angleBetween(h, g))));
  const vivid = m.saturation >= R.vividMeanChroma || colors.some(({ c, lab }) => c.share >= R.vividFieldShare && chromaOf(lab) >= R.vividFieldChroma);
  let medium: ImageReading["medium"] = "textured";
  if (m.grain <= R.cleanGrain) medium = m.paletteCoverage >= R.graphicCoverage ? "graphic" : "gradient";
  else if (m.paletteCoverage < R.photoMaxCoverage && m.entropy >= R.photoEntropy) medium = "photographic";
  return {
    key:
      m.lightness >= R.highKeyLightness && m.darkShare <= R.highKeyMaxDarkShare
        ? "high"
        : m.lightness <= R.lowKeyLightness && m.lightShare <= R.lowKeyMaxLightShare
          ? "low"
          : "mid",
    contrast: m.contrast >= R.hardContrast ? "hard" : m.contrast <= R.softContrast ? "soft" : "moderate",
    chroma: vivid ? "vivid" : m.saturation < R.mutedMeanChroma ? "muted" : "moderate",
    tonality: hued.every(({ c }) => c.role === "accent") ? "achromatic" : hueSpan <= R.monochromeHueSpan ? "monochrome" : "multicolor",
    temperature: m.warmth >= R.warm ? "warm" : m.warmth <= R.cool ? "cool" : "neutral",
    medium,
    grain: m.grain >= R.heavyGrain ? "heavy" : m.grain >= R.fineGrain ? "fine" : "clean",
  };
}

function angleBetween(p: number, q: number): number {
  const d = Math.abs(p - q) % (2 * Math.PI);
  return d > Math.PI ? 2 * Math.PI - d : d;
}

interface Cast {
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

function mediumPhrases(r: ImageReading, palette: readonly PaletteColor[], cast: Cast): string[] {
  const out: string[] = [];
  if (r.medium === "graphic") {
    out.push("flat, vector-like color fills with no shading or texture inside a shape");
    if (palette.length <= 4) out.push(`a strict palette of ${palette.length} solid colors, never blended into in-between tones`);
  } else if (r.medium === "gradient") {
    out.push("smooth digital gradients: color shifts gradually, with no banding, noise or texture");
  } else if (r.medium === "photographic") {
    out.push("photographic capture with continuous, natural tonal gradation");
  } else {
    out.push("broad color areas under a noisy, mottled surface rather than clean digital fills");
  }
  if (r.tonality === "achromatic") {
    const greys = r.contrast === "hard" ? "black, white and grey tones" : "neutral grey tones";
    out.push(cast.accent ? `${greys} with ${cast.accent.name} as the only color` : `${greys} only, no hue anywhere`);
  } else if (r.tonality === "monochrome" && palette.length > 1) {
    const hue = cast.primary ?? cast.background;
    if (hue) out.push(`near-monochrome: every tone is a lighter or darker shade of ${hue.name}`);
  }
  return out;
}

function lightingPhrases(r: ImageReading, m: ImageMetrics, cast: Cast): string[] {
  const out: string[] = [];
  if (r.key === "high") out.push("high-key light: bright, airy exposure with almost no dark tones");
  if (r.key === "low") out.push("low-key light: deep shadow fills most of the frame, with small isolated highlights");
  if (r.contrast === "hard" && cast.darkest && cast.lightest) {
    out.push(`hard contrast: ${cast.darkest.name} set directly against ${cast.lightest.name}`);
  }
  if (r.contrast === "soft") out.push("soft, low-contrast tonal range with gentle transitions and no hard shadows");
  if (m.vignette >= THRESHOLDS.vignette) out.push("light gathers in the centre and falls off toward darker edges");
  if (r.medium === "graphic") out.push("no modelled light: shapes carry no highlights or cast shadows");
  if (r.medium === "gradient") out.push("light changes gradually across the surface, like a soft wash or falloff");
  return out;
}

function texturePhrases(r: ImageReading, m: ImageMetrics): string[] {
  const out: string[] = [];
  if (r.grain === "heavy") out.push("pronounced grain and speckle over every surface, flat areas included");
  if (r.grain === "fine") out.push("fine, even grain across flat areas, like film or textured paper");
  if (r.grain === "clean") out.push("clean, noise-free surfaces");
  if (r.medium === "graphic" && m.sharpness >= THRESHOLDS.crispSharpness) out.push("crisp, hard edges between color areas, no soft falloff");
  if (r.medium !== "graphic" && m.sharpness < THRESHOLDS.softSharpness) out.push("soft edges and blended transitions, little fine detail");
  return out;
}

/** Colour mood by saturation and temperature; a moderately saturated, neutral image has none worth
 *  stating. */
const MOODS: Record<ImageReading["chroma"], Record<ImageReading["temperature"], string | null>> = {
  vivid: { warm: "energetic, warm and bold", cool: "crisp, electric and bold", neutral: "bold, playful and confident" },
  moderate: { warm: "warm, inviting and grounded", cool: "cool, composed and fresh", neutral: null },
  muted: { warm: "gentle, nostalgic and understated", cool: "calm, quiet and restrained", neutral: "understated, sober and minimal" },
};

function moodPhrases(r: ImageReading): string[] {
  const colorMood = MOODS[r.chroma][r.temperature];
  const out = colorMood ? [colorMood] : [];
  if (r.key === "high") out.push("light and optimistic, with a sense of open air");
  if (r.key === "low") out.push("moody and intimate, a little mysterious");
  if (r.tonality === "achromatic" && r.contrast === "hard") out.push("stark and graphic");
  return out;
}

/** Common frame ratios, long side : short side. */
const ASPECTS: ReadonlyArray<readonly [ratio: number, long: number, short: number]> = [
  [1, 1, 1],
  [5 / 4, 5, 4],
  [4 / 3, 4, 3],
  [3 / 2, 3, 2],
  [16 / 9, 16, 9],
  [2, 2, 1],
  [21 / 9, 21, 9],
];

function aspectPhrase(width: number, height: number): string | null {
  if (width <= 0 || height <= 0) return null;
  const ratio = Math.max(width, height) / Math.min(width, height);
  const match = ASPECTS.find(([r]) => Math.abs(ratio - r) / r < 0.03);
  if (!match) return ratio >= 2.5 ? `${width > height ? "panoramic strip" : "tall vertical strip"} frame` : null;
  const [, long, short] = match;
  if (long === short) return "square 1:1 frame";
  return width > height ? `landscape ${long}:${short} frame` : `portrait ${short}:${long} frame`;
}

function compositionPhrases(m: ImageMetrics, palette: readonly PaletteColor[], cast: Cast, width: number, height: number): string[] {
  const out: string[] = [];
  const aspect = aspectPhrase(width, height);
  if (aspect) out.push(aspect);
  const bg = cast.background;
  const R = THRESHOLDS;
  if (bg && bg.share >= R.negativeSpaceShare && m.flatness >= R.negativeSpaceFlatness && chromaOf(hexToOklab(bg.hex)) < R.negativeSpaceMaxChroma) {
    out.push(`generous negative space: plain ${bg.name} covers about ${percent(bg.share)} of the frame`);
  }
  if (cast.accent && bg) {
    out.push(`one small ${cast.accent.name} focal accent, about ${percent(cast.accent.share)} of the area, against ${bg.name}`);
  }
  if (m.centreFocus >= R.centreFocus) out.push("centre-weighted: shapes and detail gather in the middle while the edges stay quiet");
  const where = offCentre(m);
  if (m.centreFocus < R.centreFocus && where) {
    out.push(`off-centre focal point toward the ${where}${m.flatness >= R.negativeSpaceFlatness ? ", leaving the rest of the frame open" : ""}`);
  }
  if (palette.length >= 4 && Math.max(...palette.map((c) => c.share)) <= 0.35) {
    out.push("color spread across several areas of similar weight, no single dominant field");
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

type Avoid = { term: string; prefer: string };

function guardrails(r: ImageReading, palette: readonly PaletteColor[], cast: Cast): Avoid[] {
  const out: Avoid[] = [];
  const names = palette.slice(0, 3).map((c) => c.name);
  if (r.chroma === "muted") out.push({ term: "neon, oversaturated color", prefer: "muted, dusty tones" });
  if (r.chroma === "vivid") out.push({ term: "washed-out, greyed color", prefer: "clean, saturated color at full strength" });
  if (r.tonality === "achromatic") {
    out.push({ term: "extra hues", prefer: cast.accent ? `greys only, plus ${cast.accent.name} as the single color` : "pure greyscale" });
  } else if (r.tonality === "monochrome") {
    out.push({ term: "multicolored, rainbow palettes", prefer: `a single-hue range of ${names.join(", ")}` });
  } else if (palette.length <= 4 && r.medium === "graphic") {
    out.push({ term: "colors outside the palette", prefer: `only ${joinNames(palette.map((c) => c.name))}` });
  }
  if (r.key === "high") out.push({ term: "heavy black shadows", prefer: "bright, airy exposure" });
  if (r.key === "low") out.push({ term: "bright, flat daylight", prefer: "deep shadow with small pools of light" });
  if (r.contrast === "soft") out.push({ term: "harsh, high-contrast lighting", prefer: "soft, gentle tonal transitions" });
  if (r.contrast === "hard") out.push({ term: "hazy, low-contrast washes", prefer: "crisp darks set against bright lights" });
  if (r.medium === "graphic") out.push({ term: "photorealistic texture and detail", prefer: "flat, solid color shapes" });
  if (r.medium === "gradient") out.push({ term: "hard-edged color blocks", prefer: "smooth, seamless gradients" });
  if (r.medium === "photographic") out.push({ term: "flat vector illustration", prefer: "natural photographic detail" });
  if (r.temperature === "warm") out.push({ term: "cold blue color cast", prefer: "warm, earthy and golden tones" });
  if (r.temperature === "cool") out.push({ term: "warm orange color cast", prefer: "cool blue and green tones" });
  if (r.grain === "clean" && r.medium !== "photographic") out.push({ term: "noise, grain and speckle", prefer: "clean, smooth surfaces" });
  if (r.grain !== "clean") out.push({ term: "plastic-smooth digital surfaces", prefer: "visible, even grain" });
  return out.slice(0, 5);
}

function joinNames(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

const MEDIUM_NOUN: Record<ImageReading["medium"], string> = {
  graphic: "flat graphic composition",
  gradient: "soft-gradient image",
  photographic: "photograph",
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

const TITLE_TAIL: Record<ImageReading["medium"], string> = { graphic: "Graphic", gradient: "Gradient", photographic: "Photograph", textured: "Grain" };

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
  const tail = r.key !== "mid" ? `${r.key}-key` : TITLE_TAIL[r.medium];
  return titleCase([lead, name, tail].filter(Boolean).join(" "));
}

export interface ImageDescription {
  title: string;
  description: string;
  blocks: Block[];
}

export function describeImage(input: { metrics: ImageMetrics; palette: PaletteColor[]; width: number; height: number }): ImageDescription {
  const { metrics: m, palette, width, height } = input;
  const r = readImage(m, palette);
  const cast = castOf(palette);

  const builtOn = [cast.background, cast.primary].filter((c): c is PaletteColor => c !== undefined).map((c) => c.name);
  const look = `${adjectives(r).join(", ")} ${MEDIUM_NOUN[r.medium]}`.trim();
  const overview = `${look} in ${joinNames(builtOn)}${cast.accent ? ` with a small ${cast.accent.name} accent` : ""}`;
  const contrastWords = { hard: "hard, graphic contrast", soft: "soft, low contrast", moderate: "moderate contrast" }[r.contrast];
  const withAccent = cast.accent ? `, with a small ${cast.accent.name} accent and` : " with";
  const description = `${capitalize(article(look))} ${look} built on ${joinNames(builtOn)}${withAccent} ${contrastWords}.`;

  const blocks: Block[] = [{ section: "overview", type: "descriptor", value: overview }];
  for (const c of palette) blocks.push({ section: "palette", type: "color", value: { hex: c.hex, name: c.name, role: c.role } });
  const descriptorSections: Array<[SectionId, string[]]> = [
    ["medium", mediumPhrases(r, palette, cast)],
    ["composition", compositionPhrases(m, palette, cast, width, height)],
    ["lighting", lightingPhrases(r, m, cast)],
    ["texture", texturePhrases(r, m)],
    ["mood", moodPhrases(r)],
  ];
  for (const [section, phrases] of descriptorSections) {
    for (const value of phrases) blocks.push({ section, type: "descriptor", value });
  }
  for (const value of guardrails(r, palette, cast)) blocks.push({ section: "guardrails", type: "avoid", value });

  return { title: titleOf(r, cast), description, blocks };
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const article = (phrase: string) => (/^[aeiou]/i.test(phrase) ? "an" : "a");
