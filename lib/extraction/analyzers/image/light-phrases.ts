// Light and surface in words: key, contrast, light falling off toward the frame's edges, gradients,
// grain and edges. Pure: no I/O. Each phrase says what was measured on this image, with its figures
// and its own colours (where the light falls off and how far, how much of the frame is in shadow),
// so it is this image's line and not one every dark image gets; where a measurement is weak or says
// nothing (light on a single ink), the phrase is left out.
import type { ImageMetrics, PaletteColor } from ".";
import type { Cast } from "./descriptors";
import type { ImageReading, Medium } from "./reading";

const THRESHOLDS = {
  /** Laplacian deviation at 192 px: crisp shape edges above, soft focus below. */
  crispSharpness: 2,
  softSharpness: 0.8,
  /** Every border band at least this much darker (OKLab l) than the centre... */
  vignette: 0.08,
  /** ...and on average at least this share of the centre's lightness: a falloff one would notice. */
  vignetteRelative: 0.15,
  /** Grain (image/metrics.ts measureGrain) below this, within the fine band (4-12), is faint. */
  faintGrain: 6,
  /** Border bands whose falloffs differ by at most this share of their mean fall off evenly... */
  evenFalloff: 0.35,
  /** ...otherwise the deepest are those within this share of the range from the deepest one. */
  deepSide: 0.4,
} as const;

/** Media drawn with a few solid paints. */
export const SOLID_MEDIA: ReadonlySet<Medium> = new Set(["flat", "line-art", "pixel-art", "halftone"]);

/** A share as a rough percentage (steps of 5 from 5% up): a figure read off a measurement, not a
 *  precise one. */
export function roughPercent(share: number): string {
  return share < 0.05 ? `${Math.max(1, Math.round(share * 100))}%` : `${Math.round(share * 20) * 5}%`;
}

/** "about 35%", or "nearly all" for a share that rounds to the whole: how much of the frame. */
export function aboutShare(share: number): string {
  return share >= 0.975 ? "nearly all" : `about ${roughPercent(share)}`;
}

type Side = "top" | "right" | "bottom" | "left";
const SIDES: readonly Side[] = ["top", "right", "bottom", "left"];
const CORNERS: Record<string, string> = { "top left": "upper left", "top right": "upper right", "bottom left": "lower left", "bottom right": "lower right" };

/** Where the deepest sides are, in words: "the bottom edge", "the lower left corner", "the left and
 *  right edges", "every edge but the top". */
function sidesInWords(deep: readonly Side[], all: readonly Side[]): string {
  if (deep.length === 1) return `the ${deep[0]} edge`;
  if (deep.length === 3) return `every edge but the ${all.find((s) => !deep.includes(s))}`;
  const vertical = deep.find((s) => s === "top" || s === "bottom");
  const horizontal = deep.find((s) => s === "left" || s === "right");
  if (vertical && horizontal) return `the ${CORNERS[`${vertical} ${horizontal}`]} corner`;
  return deep.includes("top") ? "the top and bottom edges" : "the left and right edges";
}

/** Light gathering in the centre: how much darker the edges are than the centre (relative to the
 *  centre's lightness, so a dim frame's falloff reads as strongly as a bright one's), and whether it
 *  falls off evenly or most toward some edges. Null where the edges are not all clearly darker. */
export function falloffPhrase(m: ImageMetrics): string | null {
  const centre = m.centreLightness;
  if (m.vignette < THRESHOLDS.vignette || centre <= 0) return null;
  const sides = SIDES.filter((s) => m.falloff[s] !== null);
  if (sides.length < 4) return null;
  const drop = (s: Side) => m.falloff[s] as number;
  const drops = sides.map(drop);
  const mean = drops.reduce((sum, d) => sum + d, 0) / drops.length;
  if (mean / centre < THRESHOLDS.vignetteRelative) return null;
  const deepest = Math.max(...drops);
  const shallowest = Math.min(...drops);
  // How much darker, relative to the centre; edges that keep almost none of its light are black.
  const darker = (share: number) => (share >= 0.95 ? "nearly black there" : `about ${roughPercent(share)} darker there than in the centre`);
  if (deepest - shallowest <= THRESHOLDS.evenFalloff * mean) {
    return `light gathers in the centre and falls off evenly toward all four edges, ${darker(mean / centre)}`;
  }
  const deep = sides.filter((s) => drop(s) >= deepest - THRESHOLDS.deepSide * (deepest - shallowest));
  const deepMean = deep.reduce((sum, s) => sum + drop(s), 0) / deep.length;
  return `light gathers in the centre and falls off most toward ${sidesInWords(deep, sides)}, ${darker(deepMean / centre)}`;
}

export function lightingPhrases(r: ImageReading, m: ImageMetrics, palette: readonly PaletteColor[], cast: Cast): string[] {
  const out: string[] = [];
  const { darkest, lightest } = cast;
  const two = darkest && lightest && darkest !== lightest;
  // One colour on a transparent ground (an ink drawing, a silhouette) has no light to speak of: its
  // key and contrast are the ink's lightness, not an exposure.
  const singleInk = Boolean(r.facts.transparent) && palette.length === 1;
  if (r.key === "high" && !singleInk) {
    const nearWhite = m.lightShare >= 0.05 ? `; ${aboutShare(m.lightShare)} of the frame near white` : "";
    out.push(`high-key light: bright, airy exposure with almost no dark tones${nearWhite}`);
  }
  if (r.key === "low" && !singleInk) {
    // Deep shadow where there is some; a frame of dim mid-tones (none of it near black) is said so.
    const highlights = two ? `small highlights of ${lightest.name}` : "small isolated highlights";
    const ground = cast.background ?? darkest;
    if (m.darkShare >= DEEP_SHADOW_SHARE || !ground) {
      out.push(`low-key light: deep ${two ? `${darkest.name} ` : ""}shadow over ${aboutShare(m.darkShare)} of the frame, with ${highlights}`);
    } else out.push(`low-key light: dim ${ground.name} tones over most of the frame, little of it deep shadow, with ${highlights}`);
  }
  if (r.contrast === "hard" && darkest && lightest && !singleInk) {
    out.push(`hard contrast: ${darkest.name} set directly against ${lightest.name}`);
  }
  if (r.contrast === "soft" && !singleInk) {
    out.push(
      two
        ? `soft, low contrast: every tone stays between ${darkest.name} and ${lightest.name}, no hard shadows`
        : `soft, low contrast: every tone stays close to ${(cast.background ?? darkest)?.name ?? "one color"}, within about ${roughPercent(m.contrast)} of the range from black to white`,
    );
  }
  // A falloff toward the frame's edges needs a frame: a cut-out's edges are its own outline.
  const falloff = r.facts.transparent ? null : falloffPhrase(m);
  if (falloff) out.push(falloff);
  if (r.medium === "gradient" && two) {
    out.push(`smooth gradients from ${darkest.name} to ${lightest.name}, light and colour changing gradually like a soft wash`);
  } else if (r.medium === "gradient") out.push("smooth gradients: light and colour change gradually across the surface, like a soft wash");
  return out;
}

/** Below this share of the frame in deep shadow (OKLab l < 0.3), a low key is dim tones, not shadow. */
const DEEP_SHADOW_SHARE = 0.2;

export function texturePhrases(r: ImageReading, m: ImageMetrics, cast: Cast): string[] {
  const out: string[] = [];
  // A halftone's dots and a pixel grid are the image's texture, not noise on it.
  const patterned = r.medium === "halftone" || r.medium === "pixel-art";
  if (r.grain === "heavy" && !patterned) out.push("pronounced grain and speckle over every surface, flat areas included");
  // How strong, from the measure itself: the low end of the fine band is barely there.
  if (r.grain === "fine" && !patterned) out.push(`${m.grain < THRESHOLDS.faintGrain ? "faint" : "fine"}, even grain across flat areas, like film or textured paper`);
  // Named by the colours that meet there: the edge is this image's, not every flat image's.
  const meet = [cast.background, cast.primary].filter((c): c is PaletteColor => c !== undefined).map((c) => c.name);
  if (SOLID_MEDIA.has(r.medium) && m.sharpness >= THRESHOLDS.crispSharpness) {
    out.push(meet.length === 2 ? `crisp, hard edges where ${meet[0]} meets ${meet[1]}, no soft falloff` : "crisp, hard edges between color areas, no soft falloff");
  }
  // Soft focus says nothing new beside a gradient's own phrase (lightingPhrases), and a depth of field
  // has a sharp subject: the soft background is said there.
  if (!SOLID_MEDIA.has(r.medium) && r.medium !== "gradient" && !r.facts.depthOfField && m.sharpness < THRESHOLDS.softSharpness) {
    out.push(meet.length === 2 ? `soft edges: ${meet[1]} blends into ${meet[0]} with no hard line, little fine detail` : "soft edges and blended transitions, little fine detail");
  }
  return out;
}
