// The local, deterministic image analyzer: encoded image bytes -> palette, metrics and style blocks.
//
// Cost model (tests/bench/analyzer-image.ts holds it to 1.5x a plain decode-and-resize): the image is
// decoded exactly once, first frame only, with JPEG shrink-on-load, straight to a raster that fits
// 1024 px. Everything else works on that buffer: grain on it (on the main thread while sharp
// resizes it to 192 px in the libuv pool), colour, tone, layout and the palette on that small copy.
// sharp's stats() is not called: it costs ~10 ms of CPU per call at any size, so its entropy and
// sharpness are recomputed the same way in image/metrics.ts (measureTone).
import { withDecodeSlot } from "@/lib/extraction/decode-gate";
import sharp, { type OutputInfo, type Sharp } from "sharp";
import type { Analysis } from "@/lib/extraction/analysis";
import { colorAreas, type ColorArea } from "../color/areas";
import { oklabToHex } from "../color/space";
import { describeImage } from "./descriptors";
import { contentRect, cropRaster, detectFrame, type ImageFrame } from "./frames";
import {
  type ColorMeasurements,
  measureColor,
  measureGrain,
  measurePaletteCoverage,
  measureTone,
  type Raster,
  toLabPixels,
} from "./metrics";
import type { ImageReading } from "./reading";
import { measureStructure, type StructureMeasurements } from "./structure";
import { extractPalette } from "../color/palette";
import { palettePixels } from "../color/palette-pixels";
import { type PaletteRole, roleAndName } from "../color/palette-roles";

export { PALETTE_ROLES, type PaletteRole } from "../color/palette-roles";
export type { ImageFrame } from "./frames";

export interface PaletteColor {
  /** #rrggbb */
  hex: string;
  /** A designer name from lib/extraction/analyzers/color/names.ts, e.g. "dusty rose". */
  name: string;
  role: PaletteRole;
  /** Share of the image area, 0..1; the palette's shares sum to 1. */
  share: number;
}

/** What the analyzer measured. Colour figures come from the 192 px copy, grain from the 1024 px one,
 *  entropy and sharpness as sharp's stats() defines them, on the 192 px copy (see measureTone). */
export interface ImageMetrics extends ColorMeasurements {
  /** Greyscale histogram entropy in bits, 0..8 (as sharp stats()): ~1-3 for flat graphics, 6-7.5 for photos. */
  entropy: number;
  /** Standard deviation of a Laplacian over the 192 px copy (as sharp stats()): edge strength at the
   *  scale of shapes, not of grain. */
  sharpness: number;
  /** Median absolute Laplacian of luma at up to 1024 px (0..255 units): surface noise and grain. */
  grain: number;
  /** Share of non-edge pixels within ~ΔE 3 of a palette colour: ~1 for flat fills, low for shading,
   *  gradients and photographs. */
  paletteCoverage: number;
}

export interface ImageAnalysis extends Analysis {
  palette: PaletteColor[];
  metrics: ImageMetrics;
  /** Edges, repetition, shapes, tone and composition at the structure scale. */
  structure: StructureMeasurements;
  /** The categorical reading the blocks were written from (medium, structure facts, guard). */
  reading: ImageReading;
  /** Every color by area (binned), largest first: what a style check measures coverage on. */
  colorAreas: ColorArea[];
  /** Letterbox or pillarbox bars, a mat or a border around the picture (image/frames.ts), or null.
   *  Everything above is measured on the picture inside it: the bars are no colour of the style. */
  frame: ImageFrame | null;
  /** Displayed size of the original (after EXIF orientation), first frame for animations. */
  width: number;
  height: number;
}

/** 100 megapixels: far above any photo people upload, far below what would exhaust memory. */
export const MAX_INPUT_PIXELS = 100_000_000;
export const DETAIL_SIZE = 1024;
/** Colour statistics and the palette are the same at 192 px as at full size (DESIGN.md: 128-256),
 *  and every per-pixel pass is ~40x cheaper than at 1024. */
export const SAMPLE_SIZE = 192;
/** Structure (edges, repetition, shapes) needs a resolution where an 8 px stripe is still a stripe. */
export const STRUCTURE_SIZE = 512;

/** Reads one image, when this process's decode gate (../decode-gate.ts) gives it its turn;
 *  `refuseWhenBusy`: a 429 instead of a long wait (style checks). */
export function analyzeImage(bytes: Buffer, opts: { refuseWhenBusy?: boolean } = {}): Promise<ImageAnalysis> {
  return withDecodeSlot(() => analyzeDecoded(bytes), opts);
}

async function analyzeDecoded(bytes: Buffer): Promise<ImageAnalysis> {
  // pages: 1 reads only the first frame of an animated GIF or WebP. metadata() parses the header only.
  const options = { limitInputPixels: MAX_INPUT_PIXELS, pages: 1 };
  const [metadata, decoded] = await Promise.all([
    sharp(bytes, options).metadata(),
    sharp(bytes, options)
      .rotate()
      .resize(DETAIL_SIZE, DETAIL_SIZE, { fit: "inside", withoutEnlargement: true })
      .toColourspace("srgb")
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true }),
  ]);

  const decodedRaster = toRaster(decoded.data, decoded.info);
  // Bars and mats around the picture are cut away before anything is measured (a few hundred pixel
  // reads; most images fail on the first line). The smaller copies are resized from the picture alone.
  const frame = detectFrame(decodedRaster);
  const detail = cropRaster(decodedRaster, frame);
  const region = frame ? contentRect(frame, decodedRaster.width, decodedRaster.height) : null;
  const raw = { raw: { width: decodedRaster.width, height: decodedRaster.height, channels: decodedRaster.channels } };
  // The linear (triangle) kernel has no negative lobes, so hard edges get in-between blends, never
  // the over- and undershoot halos of Lanczos that a palette would report as colours.
  const resized = extracted(sharp(decoded.data, raw), region)
    .resize(SAMPLE_SIZE, SAMPLE_SIZE, { fit: "inside", withoutEnlargement: true, kernel: "linear" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const structured = extracted(sharp(decoded.data, raw), region)
    .resize(STRUCTURE_SIZE, STRUCTURE_SIZE, { fit: "inside", withoutEnlargement: true, kernel: "linear" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Meanwhile, on the main thread: grain and the palette's pixels, both from the detail raster.
  const grain = measureGrain(detail);
  const pixels = palettePixels(detail);
  const clusters = extractPalette(pixels.rgba, 4, { patch: pixels.patch });
  const sampled = await resized;
  const sample = toRaster(sampled.data, sampled.info);

  const labPixels = toLabPixels(sample);
  const color = measureColor(sample, labPixels);
  // Coverage and structure compare pixels with the clusters' centres (their means), the palette
  // shows the paints (color/palette-paints.ts).
  const paletteCoverage = measurePaletteCoverage(labPixels, clusters.map((c) => c.mean));
  const palette = roleAndName(clusters).map((c): PaletteColor => ({ hex: oklabToHex(c.lab), name: c.name, role: c.role, share: c.share }));
  const metrics: ImageMetrics = { ...color, ...measureTone(sample), grain, paletteCoverage };
  const structuredRaw = await structured;
  const structure = measureStructure(toRaster(structuredRaw.data, structuredRaw.info), detail, clusters.map((c) => c.mean), paletteCoverage, grain);

  // With pages: 1, metadata describes the first frame; autoOrient applies the EXIF rotation.
  const { width, height } = metadata.autoOrient;

  const { title, description, blocks, reading } = describeImage({ metrics, structure, palette, width, height });
  return { title, description, blocks, palette, metrics, structure, reading, colorAreas: colorAreas(pixels), frame, width, height };
}

/** The picture inside a frame (sharp extracts before it resizes), or the whole raster. */
function extracted(image: Sharp, region: { left: number; top: number; width: number; height: number } | null): Sharp {
  return region ? image.extract(region) : image;
}

function toRaster(data: Buffer, info: OutputInfo): Raster {
  if (info.channels !== 3 && info.channels !== 4) {
    // toColourspace("srgb") always yields RGB or RGBA; anything else is a sharp contract change.
    throw new Error(`unexpected ${info.channels}-channel raster from sharp`);
  }
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height, channels: info.channels };
}
