// Which pixels a palette is made of. Pure: no I/O.
//
// A palette counts the paints, not what a resampler or an anti-aliasing renderer mixed from them:
// a pixel that sits on the straight line (in sRGB bytes, where renderers and sharp blend) between
// two opposite neighbours of clearly different colour is such a blend, and is left out. Without this
// a 1-bit halftone reads as four greys and three-colour stripes as five colours; with it, black ink
// keeps its black (the grey rim around it is a blend, the core is not). The core of a thin line is
// darker than both of its neighbours, so it is no blend and stays. Smooth gradients stay too: their
// neighbours differ too little to count as an edge. Transparent and mostly transparent pixels are
// no colour at all. Pixels are read from the detail raster at full resolution, where sprites and
// line work still have pure cores, on a sparse grid that keeps the pass cheap.
//
// Each kept pixel also says whether it sits in a flat patch (it and its eight neighbours one colour):
// paint lies in patches, while what a resampler mixes at an edge, from a thin line or from dots too
// fine for the raster is a seam a pixel or two wide, or a lone pixel. color/palette-paints.ts reads this to tell a
// colour that was painted from one that only the resampling made.
import type { Raster } from "../image/metrics";

/** About this many pixels are sampled: a palette needs no more. */
const TARGET_SAMPLES = 40_000;
/** Opposite neighbours closer than this (sRGB bytes, Euclidean) are no edge to blend across. */
const EDGE_MIN = 48;
/** A blend sits this close to the segment between its neighbours (sRGB bytes)... */
const BLEND_MAX_OFFSET = 14;
/** ...strictly inside it. */
const BLEND_T_MIN = 0.08;
const BLEND_T_MAX = 0.92;
/** Pixels with less opacity than this are the transparent ground, not a colour. */
export const OPAQUE_ALPHA = 128;
/** Neighbours within this many levels on every channel are one colour: codec noise inside a flat fill
 *  is a level or two, the steps of an 8-bit gradient one; an edge seam's pixels differ by far more. */
const PATCH_TOLERANCE = 4;

export interface PalettePixels {
  /** Kept pixels as opaque RGBA. */
  rgba: Uint8Array;
  /** Per kept pixel: 1 when it and its eight neighbours are one colour (a flat patch), else 0. */
  patch: Uint8Array;
  /** Share of the raster's area that is transparent (alpha below OPAQUE_ALPHA). */
  transparentShare: number;
  /** Share of the visible sampled pixels left out as edge blends. */
  blendShare: number;
}

export function palettePixels(detail: Raster): PalettePixels {
  const { data, width, height, channels } = detail;
  const stride = Math.max(1, Math.ceil(Math.sqrt((width * height) / TARGET_SAMPLES)));
  const out = new Uint8Array(Math.ceil(width / stride) * Math.ceil(height / stride) * 4);
  const patch = new Uint8Array(out.length / 4);
  const around = neighbourOffsets(width, channels);
  const rowBytes = width * channels;
  let kept = 0;
  let visible = 0;
  let blends = 0;
  let transparent = 0;
  let sampled = 0;
  for (let y = 0; y < height; y += stride) {
    for (let x = 0; x < width; x += stride) {
      const i = y * rowBytes + x * channels;
      sampled++;
      if (channels === 4 && (data[i + 3] as number) < OPAQUE_ALPHA) {
        transparent++;
        continue;
      }
      visible++;
      if (x > 0 && y > 0 && x < width - 1 && y < height - 1 && isBlend(data, i, channels, rowBytes)) {
        blends++;
        continue;
      }
      out[kept * 4] = data[i] as number;
      out[kept * 4 + 1] = data[i + 1] as number;
      out[kept * 4 + 2] = data[i + 2] as number;
      out[kept * 4 + 3] = 255;
      patch[kept] = inPatch(detail, x, y, around) ? 1 : 0;
      kept++;
    }
  }
  // An image of nothing but edges (a dense pattern of one-pixel lines) keeps all its pixels.
  if (kept < visible * 0.1) return palettePixelsUnfiltered(detail, stride, transparent / Math.max(1, sampled));
  return { rgba: out.subarray(0, kept * 4), patch: patch.subarray(0, kept), transparentShare: transparent / Math.max(1, sampled), blendShare: blends / Math.max(1, visible) };
}

function palettePixelsUnfiltered(detail: Raster, stride: number, transparentShare: number): PalettePixels {
  const { data, width, height, channels } = detail;
  const out: number[] = [];
  const patch: number[] = [];
  const around = neighbourOffsets(width, channels);
  for (let y = 0; y < height; y += stride) {
    for (let x = 0; x < width; x += stride) {
      const i = (y * width + x) * channels;
      if (channels === 4 && (data[i + 3] as number) < OPAQUE_ALPHA) continue;
      out.push(data[i] as number, data[i + 1] as number, data[i + 2] as number, 255);
      patch.push(inPatch(detail, x, y, around) ? 1 : 0);
    }
  }
  return { rgba: Uint8Array.from(out), patch: Uint8Array.from(patch), transparentShare, blendShare: 0 };
}

/** Whether the pixel at (x, y) is inside a flat patch: all eight neighbours within PATCH_TOLERANCE
 *  of it. A fill three pixels wide or more has such pixels, and so has a sprite's paint enlarged
 *  twice over a few source pixels; a seam or a thinned line, one or two pixels across, has none.
 *  `around` holds the eight neighbours' byte offsets (neighbourOffsets); most pixels of a photograph
 *  fail on the first. */
function inPatch({ data, width, height, channels }: Raster, x: number, y: number, around: Int32Array): boolean {
  if (x < 1 || y < 1 || x >= width - 1 || y >= height - 1) return false;
  const i = (y * width + x) * channels;
  const r = data[i] as number;
  const g = data[i + 1] as number;
  const b = data[i + 2] as number;
  for (let k = 0; k < 8; k++) {
    const j = i + (around[k] as number);
    if (Math.abs((data[j] as number) - r) > PATCH_TOLERANCE || Math.abs((data[j + 1] as number) - g) > PATCH_TOLERANCE || Math.abs((data[j + 2] as number) - b) > PATCH_TOLERANCE) return false;
    if (channels === 4 && (data[j + 3] as number) < OPAQUE_ALPHA) return false;
  }
  return true;
}

/** Byte offsets of a pixel's eight neighbours, the four nearest first. */
function neighbourOffsets(width: number, channels: number): Int32Array {
  const row = width * channels;
  return Int32Array.from([channels, -channels, row, -row, row + channels, row - channels, -row + channels, -row - channels]);
}

/** Whether the pixel at byte offset i lies between two opposite neighbours (left/right, up/down or
 *  either diagonal) that differ clearly: a mix of them, as an edge's anti-aliasing is. */
function isBlend(data: Uint8Array, i: number, channels: number, rowBytes: number): boolean {
  return (
    between(data, i, i - channels, i + channels) ||
    between(data, i, i - rowBytes, i + rowBytes) ||
    between(data, i, i - rowBytes - channels, i + rowBytes + channels) ||
    between(data, i, i - rowBytes + channels, i + rowBytes - channels)
  );
}

function between(data: Uint8Array, p: number, a: number, b: number): boolean {
  const ar = data[a] as number;
  const ag = data[a + 1] as number;
  const ab = data[a + 2] as number;
  const dr = (data[b] as number) - ar;
  const dg = (data[b + 1] as number) - ag;
  const db = (data[b + 2] as number) - ab;
  const length2 = dr * dr + dg * dg + db * db;
  if (length2 < EDGE_MIN * EDGE_MIN) return false;
  const pr = (data[p] as number) - ar;
  const pg = (data[p + 1] as number) - ag;
  const pb = (data[p + 2] as number) - ab;
  const t = (pr * dr + pg * dg + pb * db) / length2;
  if (t < BLEND_T_MIN || t > BLEND_T_MAX) return false;
  const ox = pr - t * dr;
  const oy = pg - t * dg;
  const oz = pb - t * db;
  return ox * ox + oy * oy + oz * oz < BLEND_MAX_OFFSET * BLEND_MAX_OFFSET;
}
