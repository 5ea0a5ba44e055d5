// What a style asks for, read from its own blocks: the palette, the guardrails, the voice's levels,
// and, from the words of its visual descriptors, the medium, light, color and composition it names.
// A style says "flat vector shapes, high contrast, warm palette" in words, so the words are read with
// closed lists of what a designer would write for each; a word under a negation ("no gradients",
// "without grain") asks for the opposite and is not counted. A quality the style never names is not
// checked. Pure.
import type { Medium } from "@/lib/extraction/analyzers/image/reading";
import type { AvoidValue, ColorValue } from "@/lib/styles/blocks";
import { visibleBlocks } from "@/lib/styles/content";
import { VISUAL_SECTIONS, type SectionId } from "@/lib/styles/sections";
import type { StyleSnapshot } from "@/lib/styles/snapshot";
import type { StyleColor } from "./palette";

export interface VisualExpectations {
  colors: StyleColor[];
  /** The media the style's words name (any of them passes). */
  media: Medium[];
  key: "high" | "low" | null;
  contrast: "hard" | "soft" | null;
  temperature: "warm" | "cool" | null;
  chroma: "vivid" | "muted" | null;
  /** Black and white, or one hue. */
  tonality: "achromatic" | null;
  grain: boolean;
  composition: CompositionFact[];
  /** The style lays its inks thin: washes, screens, overprints (their tints are its colors). */
  tints: boolean;
}

export type CompositionFact = "symmetry" | "centred" | "negative-space" | "horizon" | "stripes" | "grid" | "pattern" | "dots";

const NEGATION = /\b(?:no|not|never|neither|without|avoid|avoids|free of|instead of|rather than|nor|less)\b[^,.;:]*$/i;

/** Whether `re` matches somewhere in `text` that no negation governs (in the same clause, before it). */
export function names(text: string, re: RegExp): boolean {
  const global = new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`);
  for (const m of text.matchAll(global)) {
    const before = text.slice(Math.max(0, (m.index ?? 0) - 40), m.index);
    if (!NEGATION.test(before)) return true;
  }
  return false;
}

const MEDIUM_WORDS: [Medium, RegExp][] = [
  ["photograph", /\bphoto(?:graph|graphs|graphic|graphy)?\b|\bfilm stills?\b|\bcamera\b|\b35 ?mm\b|\blens\b|\bbokeh\b|\bsnapshot\b|\bexposure\b/i],
  ["painting", /\bwatercolou?rs?\b|\bgouache\b|\boil paint|\bacrylics?\b|\bimpasto\b|\bbrush ?(?:strokes?|work|marks?)\b|\bpainted\b|\bpainterly\b|\bpaintings?\b|\btempera\b|\bink wash\b|\bsumi-?e\b|\bpastels? (?:on|drawing)\b/i],
  ["flat", /\bflat\b|\bvector\b|\bsolid (?:colou?r|fills?|shapes?)\b|\bscreen ?print|\bcut[- ]paper\b|\bgeometric shapes?\b|\bcolou?r blocks?\b/i],
  ["line-art", /\bline ?art\b|\bline ?work\b|\bink (?:lines?|drawing)\b|\bpen and ink\b|\boutlines?\b|\bengrav|\betching\b|\bcontour lines?\b|\bhatching\b/i],
  ["pixel-art", /\bpixel(?:s|ated)?\b|\b(?:8|16)-bit\b|\bsprites?\b/i],
  ["halftone", /\bhalftone\b|\bben-?day\b|\brisograph\b|\briso\b|\bdot screen\b/i],
  ["3d-render", /\b3d\b|\brender(?:ed|ing)?\b|\bclay\b|\bclaymation\b|\bisometric\b|\bvolumetric\b/i],
  ["gradient", /\bgradients?\b|\bsmooth blends?\b|\bcolou?r fades?\b|\bglow(?:ing)?\b/i],
  ["textured", /\bgrainy\b|\btextured\b|\bgritty\b|\bnoisy\b/i],
];

const WORDS = {
  high: /\bhigh[- ]key\b|\bairy\b|\bsunlit\b|\bluminous\b|\bbright(?:ly lit| light| exposure)\b|\boverexposed\b/i,
  low: /\blow[- ]key\b|\bdark(?:ness)?\b|\bmoody\b|\bnoir\b|\bshadowy\b|\bnight\b|\bchiaroscuro\b|\bunderexposed\b/i,
  hard: /\bhigh[- ]contrast\b|\bhard light\b|\bstark\b|\bchiaroscuro\b|\bcrisp contrast\b|\bbold contrast\b|\bdeep blacks\b/i,
  soft: /\blow[- ]contrast\b|\bsoft (?:light|contrast|focus)\b|\bhazy\b|\bdiffuse[d]?\b|\bgentle (?:light|tones?)\b|\bwashed\b/i,
  warm: /\bwarm\b|\bgolden\b|\bamber\b|\bsunset\b|\bearthy\b|\bsepia\b|\bterracotta\b|\bochre\b/i,
  cool: /\bcool\b|\bcold\b|\bicy\b|\bblue hour\b|\bwintry\b|\bsteely\b/i,
  vivid: /\bvivid\b|\b(?:highly |fully )?saturated\b|\bneon\b|\bbold colou?rs?\b|\bbright colou?rs?\b|\bpunchy\b|\belectric\b|\bpop\b|\bfluorescent\b/i,
  muted: /\bmuted\b|\bdesaturated\b|\bdusty\b|\bfaded\b|\bsubdued\b|\bpastels?\b|\bwashed[- ]out\b|\bunderstated\b/i,
  achromatic: /\bblack[- ]and[- ]white\b|\bmonochrome\b|\bgr[ae]yscale\b|\bb&w\b/i,
  grain: /\bgrain(?:y)?\b|\bfilm grain\b|\bnoise\b|\bspeckle[ds]?\b|\brisograph\b|\bmottled\b/i,
  tints: /\btints?\b|\bwash(?:es)?\b|\bhalftone\b|\brisograph\b|\briso\b|\bscreen ?print|\bwatercolou?rs?\b|\boverprint|\btranslucent\b|\bglaz(?:e|es|ing)\b/i,
} as const;

const COMPOSITION_WORDS: [CompositionFact, RegExp][] = [
  ["symmetry", /\bsymmetr/i],
  ["centred", /\bcent(?:er|re)d\b|\bdead[- ]cent(?:er|re)\b|\bcent(?:er|re)[- ]framed\b/i],
  ["negative-space", /\bnegative space\b|\bempty space\b|\bwhite space\b|\bgenerous space\b/i],
  ["horizon", /\bhorizon\b/i],
  ["stripes", /\bstripe[sd]?\b/i],
  ["grid", /\bgrids?\b|\bchecker(?:board|ed)\b/i],
  ["pattern", /\bpatterns?\b|\brepeat(?:ing|ed)? (?:motifs?|tiles?)\b|\btiled\b/i],
  ["dots", /\bdots\b|\bpolka\b|\bdotted\b/i],
];

export function guardrailsOf(snapshot: StyleSnapshot): AvoidValue[] {
  return visibleBlocks(snapshot)
    .filter((b) => b.type === "avoid")
    .map((b) => b.value as AvoidValue);
}

/** One of two opposite readings, when the words name one and not the other. */
function oneOf<T extends string>(text: string, a: T, b: T): T | null {
  const hasA = names(text, WORDS[a as keyof typeof WORDS]);
  const hasB = names(text, WORDS[b as keyof typeof WORDS]);
  return hasA === hasB ? null : hasA ? a : b;
}

export function visualExpectations(snapshot: StyleSnapshot): VisualExpectations {
  const blocks = visibleBlocks(snapshot);
  const colors = blocks.filter((b) => b.type === "color").map((b) => b.value as ColorValue);
  const bySection = (ids: readonly SectionId[]) =>
    blocks
      .filter((b) => b.type === "descriptor" && ids.includes(b.section))
      .map((b) => String(b.value))
      .join(". ");
  const all = bySection(["overview", ...VISUAL_SECTIONS]);
  const mediumText = bySection(["medium", "texture"]) || all;
  const lightText = bySection(["lighting", "mood"]) || all;
  const colorText = bySection(["palette", "overview", "mood", "lighting"]);
  const compositionText = bySection(["composition", "subjects"]) || all;
  const media = MEDIUM_WORDS.filter(([, re]) => names(mediumText, re)).map(([m]) => m);
  const key = oneOf(lightText, "high", "low");
  const contrast = oneOf(lightText, "hard", "soft");
  const temperature = oneOf(colorText || all, "warm", "cool");
  const chroma = oneOf(colorText || all, "vivid", "muted");
  const tonality = names(all, WORDS.achromatic) ? "achromatic" : null;
  const grain = names(bySection(["texture", "medium"]) || all, WORDS.grain);
  return {
    colors: colors.map((c) => ({ hex: c.hex, name: c.name, role: c.role })),
    media,
    key,
    contrast,
    temperature,
    chroma,
    tonality,
    grain,
    composition: COMPOSITION_WORDS.filter(([, re]) => names(compositionText, re)).map(([f]) => f),
    tints: names(all, WORDS.tints),
  };
}
