// Composition at the structure scale: mirror symmetry, a subject in the middle of the frame (or, on a
// transparent ground, where the visible cut-out sits). Pure: no I/O. Horizon and vanishing point come
// from the edges (image/edges.ts), negative space from the tone blocks (image/tone.ts).
import type { LumaPlane } from "./edges";

export interface CompositionReadings {
  /** Left-right mirror difference relative to the image's own contrast: 0 = a perfect mirror image,
   *  ~1 = no relation. */
  mirrorAsymmetry: number;
  /** Visible (opaque) area of a cut-out: share of the frame, centre and whether it keeps clear of
   *  the frame's edges; null when the image is opaque. */
  cutout: { share: number; x: number; y: number; clear: boolean } | null;
}

export function readComposition({ luma, width, height }: LumaPlane, opaque: Uint8Array | null): CompositionReadings {
  // Mirror difference on a coarse grid (every 4th pixel): symmetry is a large-scale property. The
  // spread it is compared with is the variation across each row, so an image that changes only
  // from top to bottom (a horizon, horizontal bands) does not count as a mirror image.
  let spread = 0;
  let difference = 0;
  for (let y = 0; y < height; y += 4) {
    let rowMean = 0;
    let count = 0;
    for (let x = 0; x < width; x += 4) {
      rowMean += luma[y * width + x] as number;
      count++;
    }
    rowMean /= Math.max(1, count);
    for (let x = 0; x < width; x += 4) {
      const v = luma[y * width + x] as number;
      spread += Math.abs(v - rowMean);
      difference += Math.abs(v - (luma[y * width + (width - 1 - x)] as number));
    }
  }
  const mirrorAsymmetry = spread > 1e-3 * (width * height) / 16 ? difference / (2 * spread) : 1;

  let cutout: CompositionReadings["cutout"] = null;
  if (opaque) {
    let area = 0;
    let sumX = 0;
    let sumY = 0;
    let minX = width;
    let maxX = -1;
    let minY = height;
    let maxY = -1;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (opaque[y * width + x] === 0) continue;
        area++;
        sumX += x;
        sumY += y;
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
    }
    if (area > 0) {
      const margin = 2;
      cutout = {
        share: area / (width * height),
        x: sumX / area / width,
        y: sumY / area / height,
        clear: minX >= margin && minY >= margin && maxX < width - margin && maxY < height - margin,
      };
    }
  }
  return { mirrorAsymmetry, cutout };
}
