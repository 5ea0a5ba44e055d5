// Every color of an image by area: the palette's own pixels (color/palette-pixels.ts: the detail raster on
// a sparse grid, anti-aliased edge blends left out, so a thin pink line counts as pink, not as the
// lilac a resampler mixes from it and its ground) in bins of 16 levels per channel (binColors, as
// the palette bins at 32), each bin its pixels' mean color and share. What the style check measures
// palette coverage on: bins of ±8 levels are far finer than the CIEDE2000 10 it compares at, and
// few enough (a few thousand at most) to compare each one. Pure.
import { binColors } from "./palette";
import type { PalettePixels } from "./palette-pixels";

export interface ColorArea {
  /** #RRGGBB, the bin's mean color. */
  hex: string;
  /** Share of the image's visible area, 0..1; all shares sum to 1. */
  share: number;
}

const hex2 = (v: number) => Math.round(v).toString(16).padStart(2, "0");

export function colorAreas({ rgba }: PalettePixels): ColorArea[] {
  // The kept pixels are opaque already: a transparent ground is no color of the image.
  const { weight, sums } = binColors(rgba, 4, 4, false);
  const total = weight.reduce((sum, w) => sum + w, 0);
  const out: ColorArea[] = [];
  for (let bin = 0; bin < weight.length; bin++) {
    const w = weight[bin] as number;
    if (w === 0) continue;
    const mean = (c: number) => hex2((sums[bin * 3 + c] as number) / w);
    out.push({ hex: `#${mean(0)}${mean(1)}${mean(2)}`.toUpperCase(), share: w / total });
  }
  return out.sort((a, b) => b.share - a.share);
}
