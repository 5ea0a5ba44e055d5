// How much of a candidate image is the style's palette: every pixel's color (as area-weighted bins)
// against the style's colors by CIEDE2000, the difference designers and print shops use for "the
// same color". culori computes it; its lab65 objects are made once per color. Pure.
import { converter, differenceCiede2000, formatHex, type Lab65 } from "culori";
import type { ColorArea } from "@/lib/extraction/analyzers/color-areas";
import type { PaletteMatch } from "./types";

/** CIEDE2000 under this reads as the same color at a glance (the contract's coverage bound). */
export const SAME_COLOR = 10;
/** A candidate color this large counts in `matched` or `stray`. */
const LISTED_SHARE = 0.02;

export type { ColorArea };
const toLab = converter("lab65");
const deltaE = differenceCiede2000();


export interface StyleColor {
  hex: string;
  name?: string;
  role?: string;
}

function lab(hex: string): Lab65 {
  const c = toLab(hex);
  if (!c) throw new Error(`not a color: ${hex}`);
  return c;
}

/** The nearest style color to `hex`, and how far. */
function nearestOf(hex: string, style: readonly { color: StyleColor; lab: Lab65 }[]): { color: StyleColor; deltaE: number } {
  const here = lab(hex);
  let best = { color: style[0]!.color, deltaE: Infinity };
  for (const s of style) {
    const d = deltaE(here, s.lab);
    if (d < best.deltaE) best = { color: s.color, deltaE: d };
  }
  return best;
}

/** Each style color's share of the candidate (area within SAME_COLOR of it, nearest first). */
export type ColorPresence = Map<string, number>;

export interface PaletteFit {
  match: PaletteMatch;
  presence: ColorPresence;
  /** Coverage of what is not the image's ground (its largest matched style color): the figure's
   *  colors. Null when the ground is nearly all of the image. */
  figureCoverage: number | null;
}

/** Below this share of the image outside the ground, there is no figure to judge. */
const MIN_FIGURE = 0.03;

export function matchPalette(styleColors: readonly StyleColor[], bins: readonly ColorArea[], mainColors: readonly ColorArea[]): PaletteFit {
  const style = styleColors.map((color) => ({ color: { ...color, hex: normalHex(color.hex) }, lab: lab(normalHex(color.hex)) }));
  const presence: ColorPresence = new Map(style.map((s) => [s.color.hex, 0]));
  let covered = 0;
  let total = 0;
  for (const bin of bins) {
    total += bin.share;
    const near = nearestOf(bin.hex, style);
    if (near.deltaE <= SAME_COLOR) {
      covered += bin.share;
      presence.set(near.color.hex, (presence.get(near.color.hex) ?? 0) + bin.share);
    }
  }
  const coverage = total > 0 ? covered / total : 0;
  const matched: PaletteMatch["matched"] = [];
  const stray: PaletteMatch["stray"] = [];
  for (const c of mainColors) {
    if (c.share < LISTED_SHARE) continue;
    const near = nearestOf(c.hex, style);
    const share = round(c.share);
    if (near.deltaE <= SAME_COLOR) matched.push({ hex: c.hex, nearest: near.color.hex, deltaE: Math.round(near.deltaE * 10) / 10, share });
    else stray.push({ hex: c.hex, share });
  }
  const ground = Math.max(0, ...presence.values());
  const figure = total - ground;
  const figureCoverage = figure / Math.max(total, 1e-9) >= MIN_FIGURE ? round((covered - ground) / figure) : null;
  return { match: { coverage: round(coverage), matched, stray }, presence, figureCoverage };
}

/** #RGB, #RGBA and #RRGGBBAA as the #RRGGBB a pixel is compared with (alpha is not a color). */
export function normalHex(hex: string): string {
  return formatHex(hex)?.toUpperCase() ?? hex.toUpperCase();
}

/** The style color nearest to a candidate color, for hints ("shift #C0392B toward ink #1D4E89"). */
export function nearestStyleColor(hex: string, styleColors: readonly StyleColor[]): { color: StyleColor; deltaE: number } {
  return nearestOf(hex, styleColors.map((color) => ({ color: { ...color, hex: normalHex(color.hex) }, lab: lab(normalHex(color.hex)) })));
}

const round = (x: number) => Math.round(x * 1000) / 1000;
