// Every color of an image by area: pixels of the 192 px copy in bins of 16 levels per channel
// (binColors, as the palette bins at 32), each bin its pixels' mean color and share of the visible
// area. What the style check measures palette coverage on: bins of ±8 levels are far finer than the
// CIEDE2000 10 it compares at, and few enough (a few thousand at most) to compare each one. Pure.
import type { Raster } from "./image-metrics";
import { binColors } from "./palette";

export interface ColorArea {
  /** #RRGGBB, the bin's mean color. */
  hex: string;
  /** Share of the image's visible area, 0..1; all shares sum to 1. */
  share: number;
}

const hex2 = (v: number) => Math.round(v).toString(16).padStart(2, "0");

export function colorAreas({ data, channels }: Raster): ColorArea[] {
  // A transparent ground is no color of the image; a fully transparent image is read as opaque.
  let bins = binColors(data, channels, 4, true);
  let total = bins.weight.reduce((sum, w) => sum + w, 0);
  if (total === 0) {
    bins = binColors(data, channels, 4, false);
    total = bins.weight.reduce((sum, w) => sum + w, 0);
  }
  const { weight, sums } = bins;
  const out: ColorArea[] = [];
  for (let bin = 0; bin < weight.length; bin++) {
    const w = weight[bin] as number;
    if (w === 0) continue;
    const mean = (c: number) => hex2((sums[bin * 3 + c] as number) / w);
    out.push({ hex: `#${mean(0)}${mean(1)}${mean(2)}`.toUpperCase(), share: w / total });
  }
  return out.sort((a, b) => b.share - a.share);
}
