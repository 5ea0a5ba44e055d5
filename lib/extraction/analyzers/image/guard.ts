// Guardrails of an image style, and the check that keeps them from contradicting the image.
// Pure: no I/O.
//
// A guardrail becomes `--no ...` in Midjourney and "Exclude:" in diffusion prompts, so one that
// forbids what the source is made of does real harm: "avoid speckle" on a halftone asks for the
// opposite of the halftone. Every candidate is therefore checked against the image's own reading
// (contradicts) and dropped when the image has what it forbids. The check is exported so the merge
// of several images, and any model-written guardrail, pass through the same rule.
import { chromaOf, hexToOklab } from "../color/space";
import type { PaletteColor } from ".";
import type { Cast } from "./descriptors";
import type { ImageReading } from "./reading";

export interface Avoid {
  term: string;
  prefer: string;
}

const MAX_GUARDRAILS = 5;

/** What each medium is made of, as words a guardrail might forbid. */
/** What each medium the pixels decide is made of, as words a guardrail might forbid. */
const MEDIUM_GUARDRAIL: Partial<Record<ImageReading["medium"], Avoid>> = {
  flat: { term: "photorealistic texture and detail", prefer: "flat, solid color shapes" },
  "line-art": { term: "filled, shaded areas", prefer: "clean line work on a plain ground" },
  "pixel-art": { term: "smooth anti-aliased curves and soft gradients", prefer: "hard square pixels on the grid" },
  halftone: { term: "grey tones and smooth gradients", prefer: "solid dots in two colors" },
};

// Only what this image's measurements establish, each stated with its own colours: a palette the
// image keeps to, greys it keeps to, one hue family it keeps to, and the medium where the pixels
// decide it. Light, contrast, temperature and grain are described, not forbidden: a guardrail from
// them was a stock line that forbade half the images it was given.
function candidates(r: ImageReading, palette: readonly PaletteColor[], cast: Cast): Avoid[] {
  const out: Avoid[] = [];
  const names = palette.slice(0, 3).map((c) => c.name);
  if (r.tonality === "achromatic") {
    // The alternative names the image's own greys: one ink, or the range it keeps to.
    const greys = palette.length === 1 ? `${palette[0]!.name} alone` : cast.darkest && cast.lightest ? `greys only, from ${cast.darkest.name} to ${cast.lightest.name}` : "pure greyscale";
    out.push({ term: "extra hues", prefer: cast.accent ? `greys only, plus ${cast.accent.name} as the single color` : greys });
  } else if (r.tonality === "monochrome" && !cast.accent) {
    out.push({ term: "multicolored, rainbow palettes", prefer: `a single-hue range of ${joinNames(names)}` });
  } else if (palette.length <= 4 && r.mediumDecided && r.medium !== "halftone") {
    out.push({ term: "colors outside the palette", prefer: `only ${joinNames(palette.map((c) => c.name))}` });
  }
  const medium = r.mediumDecided ? MEDIUM_GUARDRAIL[r.medium] : undefined;
  // The alternative names this image's own colours: "flat shapes of teal and cream", not every flat image's.
  if (medium) out.push(r.medium === "flat" && names.length > 0 ? { ...medium, prefer: `flat, solid shapes of ${joinNames(names)}` } : medium);
  return out;
}

function joinNames(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** Hue (radians) of OKLab warm orange and cool blue, for "color cast" guardrails. */
const ORANGE_HUE = (60 * Math.PI) / 180;
const BLUE_HUE = (250 * Math.PI) / 180;

function hasHueField(palette: readonly PaletteColor[], hue: number): boolean {
  return palette.some((c) => {
    const lab = hexToOklab(c.hex);
    if (c.share < 0.05 || chromaOf(lab) < 0.06) return false;
    const d = Math.abs(Math.atan2(lab.b, lab.a) - hue) % (2 * Math.PI);
    return Math.min(d, 2 * Math.PI - d) < Math.PI / 5;
  });
}

type Has = (r: ImageReading, palette: readonly PaletteColor[]) => boolean;

const solid = (m: ImageReading["medium"]) => m === "flat" || m === "line-art" || m === "pixel-art" || m === "halftone";
const geometric = (f: ImageReading["facts"]) => Boolean(f.stripes || f.grid || f.hexagons || f.isometric || f.pattern || f.pixelGrid);

/** What a guardrail's words forbid, and whether an image's reading has it. */
const GUARD_RULES: Array<[RegExp, Has]> = [
  [/speckle|\bdots?\b|spots|halftone/, (r) => Boolean(r.facts.dots || r.facts.scattered || r.facts.halftone || r.medium === "halftone" || r.specks)],
  [/grain|noise|mottl/, (r) => r.grain !== "clean" || r.medium === "textured" || r.medium === "halftone" || r.medium === "painting"],
  [/hard-edged|colou?r blocks|blocky|geometric/, (r) => solid(r.medium) || geometric(r.facts) || r.medium === "3d-render" || r.hardEdges],
  [/vector|flat,? (solid|unshaded)|flat colou?r|flat illustration|solid colou?r/, (r) => solid(r.medium) || geometric(r.facts)],
  [/photo|realistic|camera/, (r) => r.medium === "photograph"],
  [/gradient|smooth|seamless|soft transition/, (r) => r.medium === "gradient" || r.medium === "3d-render" || r.medium === "photograph" || Boolean(r.facts.shading)],
  [/outline|line ?work|line art|\blines?\b|stroke/, (r) => Boolean(r.facts.outlines || r.facts.stripes || r.facts.perspective || r.facts.horizon) || r.medium === "line-art"],
  [/pixel|jagged|alias/, (r) => r.medium === "pixel-art" || Boolean(r.facts.pixelGrid)],
  [/shad(ow|ing|ed)|highlight|\b3d\b|render|volume/, (r) => Boolean(r.facts.shading) || r.medium === "3d-render"],
  [/brush|paint|hand-made|texture/, (r) => r.medium === "painting" || r.medium === "textured" || r.medium === "photograph"],
  [/fill/, (r) => solid(r.medium) && r.medium !== "line-art"],
  [/stripe/, (r) => Boolean(r.facts.stripes)],
  [/pattern|repeat|tile/, (r) => Boolean(r.facts.pattern || r.facts.stripes || r.facts.dots || r.facts.hexagons || r.facts.isometric)],
  [/symmetr/, (r) => Boolean(r.facts.symmetry)],
  [/blur|bokeh|out of focus|soft focus/, (r) => Boolean(r.facts.depthOfField)],
  [/transparen/, (r) => Boolean(r.facts.transparent)],
  [/black/, (_r, palette) => palette.some((c) => c.share >= 0.05 && hexToOklab(c.hex).l < 0.25)],
  [/orange|warm/, (_r, palette) => hasHueField(palette, ORANGE_HUE)],
  [/blue|cold|cool/, (_r, palette) => hasHueField(palette, BLUE_HUE)],
  [/neon|oversaturated/, (r, palette) => r.chroma === "vivid" || palette.some((c) => c.share >= 0.05 && chromaOf(hexToOklab(c.hex)) >= 0.17)],
  [/washed-out|greyed/, (r) => r.chroma === "muted"],
  [/high-contrast|harsh/, (r) => r.contrast === "hard"],
  [/low-contrast|hazy/, (r) => r.contrast === "soft"],
  [/extra hues|multicolou?r|rainbow/, (r) => r.tonality === "multicolor"],
];

/** Whether a guardrail term forbids something this image has: its medium, its structure, its
 *  light or its colours. Errs toward dropping: a missing guardrail costs little, a wrong one a lot. */
export function contradicts(term: string, r: ImageReading, palette: readonly PaletteColor[]): boolean {
  const t = term.toLowerCase();
  return GUARD_RULES.some(([re, has]) => re.test(t) && has(r, palette));
}

/** Whether the image's reading can tell anything about this term at all ("several typefaces" it
 *  cannot): a check counts only the guardrails it can judge. */
export function judgesTerm(term: string): boolean {
  const t = term.toLowerCase();
  return GUARD_RULES.some(([re]) => re.test(t));
}

/** The image's guardrails: candidates that the image itself does not contradict, at most five. */
export function guardrails(r: ImageReading, palette: readonly PaletteColor[], cast: Cast): Avoid[] {
  return candidates(r, palette, cast)
    .filter((a) => !contradicts(a.term, r, palette))
    .slice(0, MAX_GUARDRAILS);
}
