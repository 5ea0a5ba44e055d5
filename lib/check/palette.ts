// How much of a candidate image is the style's palette: every pixel's color (as area-weighted bins)
// against the style's colors by CIEDE2000, the difference designers and print shops use for "the
// same color". culori computes it; its lab65 objects are made once per color. Pure.
import { converter, differenceCiede2000, formatHex, interpolate, type Lab65 } from "culori";
import type { ColorArea } from "@/lib/extraction/analyzers/color/areas";
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
  /** As the contract defines it: the style's colors themselves, within CIEDE2000 10. */
  match: PaletteMatch;
  /** Each style color's area, its tints on the ground included. */
  presence: ColorPresence;
  /** Coverage of what is not the image's ground (its largest style color), tints counting as their
   *  ink: the figure's colors. Null when the ground is nearly all of the image. */
  figureCoverage: number | null;
}

/** Tints: an ink laid thin or screened on the ground (a riso's halftone, a wash on paper) is seen as
 *  their mix in linear light. A bin this close to such a mix, at this much ink or more, is that ink.
 *  Only for styles that work in tints: elsewhere any pale color would pass as some ink's tint. */
const TINT_STEPS = [0.15, 0.25, 0.35, 0.45, 0.55, 0.65, 0.75, 0.85];
/** Bins smaller than this are not worth the search. */
const TINT_MIN_SHARE = 0.0005;

interface StyleLab {
  color: StyleColor;
  lab: Lab65;
}

/** The ground a style's tints are laid on: its background color, else its lightest. */
function groundOf(style: readonly StyleLab[]): StyleLab | undefined {
  return style.find((s) => /\b(?:background|ground|paper|canvas)\b/i.test(s.color.role ?? "")) ?? [...style].sort((a, b) => b.lab.l - a.lab.l)[0];
}

/** Each ink's tints on the ground, in CIELAB, made once per check. */
function tintsOf(style: readonly StyleLab[]): { ink: string; lab: Lab65 }[] {
  const ground = groundOf(style);
  if (!ground) return [];
  return style
    .filter((s) => s !== ground)
    .flatMap((s) => {
      const mix = interpolate([ground.color.hex, s.color.hex], "lrgb");
      return TINT_STEPS.map((t) => ({ ink: s.color.hex, lab: lab(formatHex(mix(t))!) }));
    });
}

/** Below this share of the image outside the ground, there is no figure to judge. */
const MIN_FIGURE = 0.03;

/** `tints`: the style lays its inks thin (washes, screens, overprints), so their tints are its colors. */
export function matchPalette(styleColors: readonly StyleColor[], bins: readonly ColorArea[], mainColors: readonly ColorArea[], tints = false): PaletteFit {
  const style = styleColors.map((color) => ({ color: { ...color, hex: normalHex(color.hex) }, lab: lab(normalHex(color.hex)) }));
  const presence: ColorPresence = new Map(style.map((s) => [s.color.hex, 0]));
  const tintLabs = tints ? tintsOf(style) : [];
  let covered = 0;
  let tinted = 0;
  let total = 0;
  for (const bin of bins) {
    total += bin.share;
    const near = nearestOf(bin.hex, style);
    if (near.deltaE <= SAME_COLOR) {
      covered += bin.share;
      presence.set(near.color.hex, (presence.get(near.color.hex) ?? 0) + bin.share);
    } else if (tintLabs.length > 0 && bin.share >= TINT_MIN_SHARE) {
      const here = lab(bin.hex);
      let tint: { ink: string; d: number } | null = null;
      for (const t of tintLabs) {
        const d = deltaE(here, t.lab);
        if (d <= SAME_COLOR && (!tint || d < tint.d)) tint = { ink: t.ink, d };
      }
      if (tint) {
        tinted += bin.share;
        presence.set(tint.ink, (presence.get(tint.ink) ?? 0) + bin.share);
      }
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
  const figureCoverage = figure / Math.max(total, 1e-9) >= MIN_FIGURE ? round((covered + tinted - ground) / figure) : null;
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
