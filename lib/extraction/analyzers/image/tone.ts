// Tone structure at the structure scale: how luma changes from pixel to pixel (exactly flat fills,
// gentle ramps, fine texture, edges) and where (blocks of 16 px: quiet ones, sharp ones), which tells
// flat fills from smooth gradients from continuous photographic tone, and finds shallow depth of
// field (a sharp subject against a large soft background). Pure: no I/O.
import { EDGE_THRESHOLD, type EdgeField, type LumaPlane } from "./edges";
import type { Raster } from "./metrics";

/** Sobel magnitudes (luma units, x4 for a unit step) between the bands. An 8-bit gradient steps by
 *  1/255 now and then, which Sobel reads as up to ~0.016. */
const FLAT_MAX = 0.002;
const GENTLE_MAX = 0.06;
export const BLOCK = 16;
/** A highlight's falloff may be steep; a hard edge (a logo, a cut-out) is steeper still: a luma step
 *  of ~0.15 within a pixel or two. */
const HARD_EDGE = 0.6;

export interface ToneReadings {
  /** Shares of pixels: exactly flat, gently ramping, finely textured, on an edge (sum 1). */
  flatShare: number;
  gentleShare: number;
  textureShare: number;
  edgeShare: number;
  /** Blocks with nothing going on (no edge, little texture)... */
  quietBlocks: number;
  /** ...and blocks in sharp focus (edges or strong texture), as shares of all blocks. */
  sharpBlocks: number;
  /** Blocks that are soft (no edges) yet not plain: gentle, unfocused variation, as in a blurred
   *  background. */
  softBlocks: number;
  /** Where the non-quiet blocks are: centroid (fractions of the frame, 0.5 = centre) and whether
   *  they keep clear of all four edges of the frame. */
  busyCentre: { x: number; y: number };
  busyClearOfEdges: boolean;
  busyShare: number;
  /** Standard deviation of the blocks' mean luma: how much the tone varies over the frame at the
   *  scale of forms (a halftone's shading does; a uniform dot grid does not). */
  blockToneSpread: number;
  /** Specular highlights: bright spots with a smooth falloff around them. */
  highlights: number;
}

export function readTone({ luma, width, height }: LumaPlane, { magnitude }: EdgeField, opaque: Uint8Array | null): ToneReadings {
  let flat = 0;
  let gentle = 0;
  let texture = 0;
  let edge = 0;
  let counted = 0;
  const bw = Math.max(1, Math.floor(width / BLOCK));
  const bh = Math.max(1, Math.floor(height / BLOCK));
  const blockEdges = new Uint32Array(bw * bh);
  const blockTexture = new Uint32Array(bw * bh);
  const blockGentle = new Uint32Array(bw * bh);
  const blockCount = new Uint32Array(bw * bh);
  const blockLuma = new Float64Array(bw * bh);
  for (let y = 1; y < height - 1; y++) {
    const rowBlock = Math.min(bh - 1, Math.floor(y / BLOCK)) * bw;
    // One block's run of this row at a time, its sums kept in locals and stored once (the last block
    // takes the columns left over past bw * BLOCK).
    for (let bx = 0; bx < bw; bx++) {
      const b = rowBlock + bx;
      const from = Math.max(1, bx * BLOCK);
      const to = bx === bw - 1 ? width - 1 : Math.min(width - 1, (bx + 1) * BLOCK);
      let count = 0;
      let lumaSum = blockLuma[b] as number;
      let gentleHere = 0;
      let textureHere = 0;
      let edgesHere = 0;
      for (let x = from, p = y * width + from; x < to; x++, p++) {
        if (opaque && opaque[p] === 0) continue;
        const m = magnitude[p] as number;
        count++;
        lumaSum += luma[p] as number;
        if (m < FLAT_MAX) flat++;
        else if (m < GENTLE_MAX) gentleHere++;
        else if (m < EDGE_THRESHOLD) textureHere++;
        else edgesHere++;
      }
      counted += count;
      gentle += gentleHere;
      texture += textureHere;
      edge += edgesHere;
      blockCount[b] = (blockCount[b] as number) + count;
      blockLuma[b] = lumaSum;
      blockGentle[b] = (blockGentle[b] as number) + gentleHere;
      blockTexture[b] = (blockTexture[b] as number) + textureHere;
      blockEdges[b] = (blockEdges[b] as number) + edgesHere;
    }
  }
  let toneSum = 0;
  let toneSum2 = 0;
  let quiet = 0;
  let sharp = 0;
  let soft = 0;
  let blocks = 0;
  let busy = 0;
  let sumX = 0;
  let sumY = 0;
  let minX = bw;
  let maxX = -1;
  let minY = bh;
  let maxY = -1;
  for (let by = 0; by < bh; by++) {
    for (let bx = 0; bx < bw; bx++) {
      const b = by * bw + bx;
      const n = blockCount[b] as number;
      if (n < BLOCK * 2) continue; // transparent or clipped
      blocks++;
      const mean = (blockLuma[b] as number) / n;
      toneSum += mean;
      toneSum2 += mean * mean;
      const edges = (blockEdges[b] as number) / n;
      const tex = (blockTexture[b] as number) / n;
      const gen = (blockGentle[b] as number) / n;
      if (edges < 0.01 && tex < 0.05) {
        quiet++;
        if (gen > 0.5) soft++;
      } else {
        busy++;
        sumX += bx + 0.5;
        sumY += by + 0.5;
        minX = Math.min(minX, bx);
        maxX = Math.max(maxX, bx);
        minY = Math.min(minY, by);
        maxY = Math.max(maxY, by);
      }
      if (edges >= 0.06 || tex >= 0.4) sharp++;
    }
  }
  const total = Math.max(1, counted);
  const allBlocks = Math.max(1, blocks);
  return {
    flatShare: flat / total,
    gentleShare: gentle / total,
    textureShare: texture / total,
    edgeShare: edge / total,
    quietBlocks: quiet / allBlocks,
    sharpBlocks: sharp / allBlocks,
    softBlocks: soft / allBlocks,
    busyCentre: busy > 0 ? { x: sumX / busy / bw, y: sumY / busy / bh } : { x: 0.5, y: 0.5 },
    busyClearOfEdges: busy > 0 && minX > 0 && minY > 0 && maxX < bw - 1 && maxY < bh - 1,
    busyShare: busy / allBlocks,
    blockToneSpread: Math.sqrt(Math.max(0, toneSum2 / allBlocks - (toneSum / allBlocks) ** 2)),
    highlights: countHighlights(luma, magnitude, width, height),
  };
}

/** Specular highlights: near-white spots from which tone falls off smoothly in every direction
 *  (rings 5 and 10 px out each darker, no hard edge on the way), as light does on a glossy form.
 *  A smooth gradient has none; a white logo on a dark ground has a hard edge, so it is no highlight. */
function countHighlights(luma: Float32Array, magnitude: Float32Array, width: number, height: number): number {
  const ring = (r: number) => Array.from({ length: 12 }, (_, k) => [Math.round(r * Math.cos((k * Math.PI) / 6)), Math.round(r * Math.sin((k * Math.PI) / 6))] as const);
  const near = ring(5);
  const far = ring(10);
  const mean = (x: number, y: number, points: ReadonlyArray<readonly [number, number]>) => points.reduce((sum, [dx, dy]) => sum + (luma[(y + dy) * width + x + dx] as number), 0) / points.length;
  let count = 0;
  for (let y = 10; y < height - 10; y += 2) {
    for (let x = 10; x < width - 10; x += 2) {
      const v = luma[y * width + x] as number;
      if (v < 0.85) continue;
      const n = mean(x, y, near);
      const f = mean(x, y, far);
      if (!(n <= v - 0.04 && f <= n - 0.04 && f <= v - 0.2)) continue;
      let smooth = true;
      for (const [dx, dy] of [...near, ...far]) if ((magnitude[(y + dy) * width + x + dx] as number) >= HARD_EDGE) smooth = false;
      if (smooth) {
        count++;
        x += 10; // one spot, not every pixel of it
      }
    }
  }
  return count;
}

/** Specks: single bright points at least 0.1 (sRGB luma, 0..1) above every pixel 2 px away, counted
 *  on the detail raster where a star or a fleck of sparkle is still a pixel or two (stars on a night
 *  sky, dust, glitter). */
export function countSpecks({ data, width, height, channels }: Raster): number {
  const R = 2;
  const lumaAt = (x: number, y: number) => {
    const i = (y * width + x) * channels;
    return ((data[i] as number) + 2 * (data[i + 1] as number) + (data[i + 2] as number)) / 1020;
  };
  let count = 0;
  for (let y = R; y < height - R; y += 2) {
    for (let x = R; x < width - R; x += 2) {
      const v = lumaAt(x, y);
      if (v < 0.15) continue;
      const limit = v - 0.1;
      if (
        lumaAt(x - R, y) < limit &&
        lumaAt(x + R, y) < limit &&
        lumaAt(x, y - R) < limit &&
        lumaAt(x, y + R) < limit &&
        lumaAt(x - R, y - R) < limit &&
        lumaAt(x + R, y + R) < limit &&
        lumaAt(x + R, y - R) < limit &&
        lumaAt(x - R, y + R) < limit
      ) {
        count++;
        x += R;
      }
    }
  }
  return count;
}
