// Guardrails of an image style, and the check that keeps them from contradicting the image.
// Pure: no I/O.
//
// A guardrail becomes `--no ...` in Midjourney and "Exclude:" in diffusion prompts, so one that
// forbids what the source is made of does real harm: "avoid speckle" on a halftone asks for the
// opposite of the halftone. Every candidate is therefore checked against the image's own reading
// (contradicts) and dropped when the image has what it forbids. The check is exported so the merge
// of several images, and any model-written guardrail, pass through the same rule.
import { chromaOf, hexToOklab } from "./color-space";
import type { PaletteColor } from "./image";
import type { Cast } from "./image-descriptors";
import type { ImageReading } from "./image-reading";

export interface Avoid {
  term: string;
  prefer: string;
}

const MAX_GUARDRAILS = 5;

/** What each medium is made of, as words a guardrail might forbid. */
const MEDIUM_GUARDRAIL: Record<ImageReading["medium"], Avoid> = {
  flat: { term: "photorealistic texture and detail", prefer: "flat, solid color shapes" },
  gradient: { term: "hard-edged color blocks", prefer: "smooth, seamless gradients" },
  photograph: { term: "flat vector illustration", prefer: "natural photographic detail" },
  painting: { term: "clean digital vector fills", prefer: "visible, hand-made brushwork" },
  "line-art": { term: "filled, shaded areas", prefer: "clean line work on a plain ground" },
  "pixel-art": { term: "smooth anti-aliased curves and soft gradients", prefer: "hard square pixels on the grid" },
  halftone: { term: "grey tones and smooth gradients", prefer: "solid dots in two colors" },
  "3d-render": { term: "flat, unshaded color", prefer: "modelled light and solid volume" },
  textured: { term: "plastic-smooth digital surfaces", prefer: "visible, even grain" },
};

function candidates(r: ImageReading, palette: readonly PaletteColor[], cast: Cast): Avoid[] {
  const out: Avoid[] = [];
  const names = palette.slice(0, 3).map((c) => c.name);
  if (r.chroma === "muted") out.push({ term: "neon, oversaturated color", prefer: "muted, dusty tones" });
  if (r.chroma === "vivid") out.push({ term: "washed-out, greyed color", prefer: "clean, saturated color at full strength" });
  if (r.tonality === "achromatic") {
    out.push({ term: "extra hues", prefer: cast.accent ? `greys only, plus ${cast.accent.name} as the single color` : "pure greyscale" });
  } else if (r.tonality === "monochrome") {
    out.push({ term: "multicolored, rainbow palettes", prefer: `a single-hue range of ${names.join(", ")}` });
  } else if (palette.length <= 4 && (r.medium === "flat" || r.medium === "pixel-art" || r.medium === "line-art")) {
    out.push({ term: "colors outside the palette", prefer: `only ${joinNames(palette.map((c) => c.name))}` });
  }
  out.push(MEDIUM_GUARDRAIL[r.medium]);
  if (r.key === "high") out.push({ term: "heavy black shadows", prefer: "bright, airy exposure" });
  if (r.key === "low") out.push({ term: "bright, even daylight", prefer: "deep shadow with small pools of light" });
  if (r.contrast === "soft") out.push({ term: "harsh, high-contrast lighting", prefer: "soft, gentle tonal transitions" });
  if (r.contrast === "hard") out.push({ term: "hazy, low-contrast washes", prefer: "crisp darks set against bright lights" });
  if (r.temperature === "warm") out.push({ term: "cold blue color cast", prefer: "warm, earthy and golden tones" });
  if (r.temperature === "cool") out.push({ term: "warm orange color cast", prefer: "cool blue and green tones" });
  if (r.grain === "clean") out.push({ term: "noise, grain and speckle", prefer: "clean, smooth surfaces" });
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

/** Whether a guardrail term forbids something this image has: its medium, its structure, its
 *  light or its colours. Errs toward dropping: a missing guardrail costs little, a wrong one a lot. */
export function contradicts(term: string, r: ImageReading, palette: readonly PaletteColor[]): boolean {
  const t = term.toLowerCase();
  const f = r.facts;
  const m = r.medium;
  const solid = m === "flat" || m === "line-art" || m === "pixel-art" || m === "halftone";
  const geometric = Boolean(f.stripes || f.grid || f.hexagons || f.isometric || f.pattern || f.pixelGrid);
  const rules: Array<[RegExp, boolean]> = [
    [/speckle|\bdots?\b|spots|halftone/, Boolean(f.dots || f.scattered || f.halftone || m === "halftone" || r.specks)],
    [/grain|noise|mottl/, r.grain !== "clean" || m === "textured" || m === "halftone" || m === "painting"],
    [/hard-edged|colou?r blocks|blocky|geometric/, solid || geometric || m === "3d-render" || r.hardEdges],
    [/vector|flat,? (solid|unshaded)|flat colou?r|flat illustration|solid colou?r/, solid || geometric],
    [/photo|realistic|camera/, m === "photograph"],
    [/gradient|smooth|seamless|soft transition/, m === "gradient" || m === "3d-render" || m === "photograph" || Boolean(f.shading)],
    [/outline|line ?work|line art|\blines?\b|stroke/, Boolean(f.outlines || f.stripes || f.perspective || f.horizon) || m === "line-art"],
    [/pixel|jagged|alias/, m === "pixel-art" || Boolean(f.pixelGrid)],
    [/shad(ow|ing|ed)|highlight|\b3d\b|render|volume/, Boolean(f.shading) || m === "3d-render"],
    [/brush|paint|hand-made|texture/, m === "painting" || m === "textured" || m === "photograph"],
    [/fill/, solid && m !== "line-art"],
    [/stripe/, Boolean(f.stripes)],
    [/pattern|repeat|tile/, Boolean(f.pattern || f.stripes || f.dots || f.hexagons || f.isometric)],
    [/symmetr/, Boolean(f.symmetry)],
    [/blur|bokeh|out of focus|soft focus/, Boolean(f.depthOfField)],
    [/transparen/, Boolean(f.transparent)],
    [/black/, palette.some((c) => c.share >= 0.05 && hexToOklab(c.hex).l < 0.25)],
    [/orange|warm/, hasHueField(palette, ORANGE_HUE)],
    [/blue|cold|cool/, hasHueField(palette, BLUE_HUE)],
    [/neon|oversaturated/, r.chroma === "vivid" || palette.some((c) => c.share >= 0.05 && chromaOf(hexToOklab(c.hex)) >= 0.17)],
    [/washed-out|greyed/, r.chroma === "muted"],
    [/high-contrast|harsh/, r.contrast === "hard"],
    [/low-contrast|hazy/, r.contrast === "soft"],
    [/extra hues|multicolou?r|rainbow/, r.tonality === "multicolor"],
  ];
  return rules.some(([re, has]) => has && re.test(t));
}

/** The image's guardrails: candidates that the image itself does not contradict, at most five. */
export function guardrails(r: ImageReading, palette: readonly PaletteColor[], cast: Cast): Avoid[] {
  return candidates(r, palette, cast)
    .filter((a) => !contradicts(a.term, r, palette))
    .slice(0, MAX_GUARDRAILS);
}
