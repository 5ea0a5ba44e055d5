// Structure measurements of an image: one luma plane at the structure scale (~512 px), then edges,
// repetition, shapes, tone and composition from it, and the pixel lattice from the detail raster.
// Pure: no I/O. image/reading.ts turns these numbers into the facts a description states.
import type { Oklab } from "../color/space";
import { luminanceAt } from "../color/space";
import { type CompositionReadings, readComposition } from "./composition";
import { edgeField, type EdgeReadings, type LumaPlane, readEdges } from "./edges";
import type { Raster } from "./metrics";
import { type Periodicity, readBands, readPeriodicity, readPixelGrid } from "./repetition";
import { readShapes, type ShapeReadings } from "./shapes";
import { countSpecks, readTone, type ToneReadings } from "./tone";

export interface StructureMeasurements {
  width: number;
  height: number;
  edges: EdgeReadings;
  periodicity: Periodicity | null;
  /** Size of the enlarged pixels (detail pixels) of pixel art, or null. */
  pixelGrid: number | null;
  /** Regions of the flat fills; null when the image is not made of flat fills. */
  shapes: ShapeReadings | null;
  tone: ToneReadings;
  composition: CompositionReadings;
  /** Share of the frame that is transparent. */
  transparentShare: number;
  /** Small bright points standing clear of a darker surround (stars, sparkle, dust), counted on the
   *  detail raster; null on a grainy surface, where they would be grain and are not counted. */
  specks: number | null;
  /** Bands across the dominant edge orientation (stripes), when one orientation dominates. */
  bands: { angle: number; bands: number; alongShare: number } | null;
}

/** Cube roots of linear luminance on a 65536-step scale (finer than 8-bit sRGB steps even in deep
 *  shadow, where a coarser table would flatten gentle gradients), so the per-pixel pass needs no
 *  Math.cbrt. */
const CUBE_ROOT = new Float32Array(65536);
for (let i = 0; i < 65536; i++) CUBE_ROOT[i] = Math.cbrt(i / 65535);

/** Luma of a raster; transparent pixels take the luma that contrasts with what is visible (white
 *  behind dark ink, black behind light shapes), so a cut-out's silhouette is an edge. */
export function lumaPlane(raster: Raster): { plane: LumaPlane; opaque: Uint8Array | null } {
  const { data, width, height, channels } = raster;
  const n = width * height;
  const luma = new Float32Array(n);
  const opaque = channels === 4 ? new Uint8Array(n) : null;
  let visibleLuma = 0;
  let visible = 0;
  for (let p = 0, i = 0; p < n; p++, i += channels) {
    const y = luminanceAt(data, i);
    // Perceptual (cube-root) luma, so a step reads the same in shadows and highlights.
    const l = CUBE_ROOT[(y * 65535 + 0.5) | 0] as number;
    luma[p] = l;
    if (opaque) {
      const a = (data[i + 3] as number) / 255;
      if (a >= 0.5) {
        opaque[p] = 1;
        visibleLuma += l;
        visible++;
      }
    }
  }
  if (opaque) {
    const ground = visible > 0 && visibleLuma / visible < 0.5 ? 1 : 0;
    for (let p = 0, i = 3; p < n; p++, i += channels) {
      const a = (data[i] as number) / 255;
      luma[p] = (luma[p] as number) * a + ground * (1 - a);
    }
  }
  const anyTransparent = opaque !== null && visible < n;
  return { plane: { luma, width, height }, opaque: anyTransparent ? opaque : null };
}

/** Regions are only worth reading where most of the image is flat fills of its palette. */
const SHAPES_MIN_COVERAGE = 0.7;
const SHAPES_MIN_FLAT = 0.5;
/** Pixel art is mostly exactly flat at the structure scale (its blocks are several pixels wide). */
const PIXEL_MIN_FLAT = 0.3;

/** Two main colours far apart in lightness: a 1-bit image, perhaps a halftone. */
function twoTone(palette: readonly Oklab[]): boolean {
  return palette.length >= 2 && palette.length <= 3 && Math.abs((palette[0] as Oklab).l - (palette[1] as Oklab).l) >= 0.5;
}
/** One edge orientation holding this share of the energy is worth a look for stripes. */
const DOMINANT_ORIENTATION = 0.6;

/** Grain (image-metrics measureGrain) from which the surface counts as grainy. */
const GRAINY = 4;

export function measureStructure(structure: Raster, detail: Raster, palette: readonly Oklab[], paletteCoverage: number, grain: number): StructureMeasurements {
  const { plane, opaque } = lumaPlane(structure);
  const field = edgeField(plane);
  const tone = readTone(plane, field, opaque);
  let transparent = 0;
  if (opaque) for (const o of opaque) if (o === 0) transparent++;
  const flat = paletteCoverage >= SHAPES_MIN_COVERAGE || tone.flatShare >= SHAPES_MIN_FLAT;
  const edges = readEdges(plane, field);
  const dominant = (edges.density >= 0.01 ? edges.peaks : edges.softPeaks)[0];
  return {
    width: plane.width,
    height: plane.height,
    edges,
    bands: dominant && dominant.share >= DOMINANT_ORIENTATION ? readBands(plane, dominant.angle) : null,
    // Patterns, dot screens and tilings are drawn: read repetition on flat fills and on two-tone
    // images (a halftone), not on photographs and gradients, where two FFTs would find nothing.
    periodicity: flat || twoTone(palette) ? readPeriodicity(plane) : null,
    // Pixel art is blocks of flat colour.
    pixelGrid: tone.flatShare >= PIXEL_MIN_FLAT ? readPixelGrid(detail) : null,
    shapes: flat ? readShapes(structure, palette) : null,
    tone,
    composition: readComposition(plane, opaque),
    transparentShare: transparent / (plane.width * plane.height),
    specks: grain < GRAINY ? countSpecks(detail) : null,
  };
}
