// Shapes: the regions of a flat image (pixels painted with one palette colour, connected), their
// count, size and form: a few large forms or many small marks; dots, hexagons, rhombi; thin strokes
// and outlines. Pure: no I/O. Only meaningful where the image is made of flat fills; the caller
// skips it for photographs and gradients.
import type { Raster } from "./metrics";
import type { Oklab } from "../color/space";
import { srgbBytesToOklabInto } from "../color/space";

export interface ShapeReadings {
  /** Regions of at least 0.01% of the frame (besides the ground). */
  count: number;
  /** Regions under 0.5% of the frame each... */
  smallCount: number;
  /** ...and their combined share of the frame. */
  smallShare: number;
  /** Of the small regions, the share that are round (dots). */
  roundShare: number;
  /** Regions over 5% of the frame. */
  largeCount: number;
  /** Median area / bounding-box area of mid-sized regions (not touching the frame): ~0.79 circles,
   *  ~0.75 hexagons, ~0.5 rhombi and triangles, 1 rectangles. */
  medianFill: number;
  /** Coefficient of variation of mid-sized region areas: ~0 for a tiling of equal cells. */
  sizeSpread: number;
  /** Share of the frame covered by the largest region (the ground when there is one). */
  groundShare: number;
  /** Mean width (pixels at structure scale) of what is not ground: 2 x area / perimeter. */
  figureWidth: number;
  /** Share of the frame that is figure (not ground, not transparent). */
  figureShare: number;
  /** The darkest colour's regions, when thin (width <= 5 px at ~512) and dark: line work or
   *  outlines. Their share of the frame and mean width. */
  ink: { share: number; width: number } | null;
}

/** Labels each pixel with its nearest palette colour (OKLab), -1 for transparent. */
function labelPixels(raster: Raster, palette: readonly Oklab[]): Int8Array {
  const { data, width, height, channels } = raster;
  const labels = new Int8Array(width * height);
  const lab = new Float64Array(3);
  // A small cache: flat images have few distinct colours.
  const cache = new Map<number, number>();
  for (let p = 0, i = 0; p < width * height; p++, i += channels) {
    if (channels === 4 && (data[i + 3] as number) < 128) {
      labels[p] = -1;
      continue;
    }
    const key = ((data[i] as number) << 16) | ((data[i + 1] as number) << 8) | (data[i + 2] as number);
    let best = cache.get(key);
    if (best === undefined) {
      srgbBytesToOklabInto(data[i] as number, data[i + 1] as number, data[i + 2] as number, lab, 0);
      let bestDistance = Number.POSITIVE_INFINITY;
      best = 0;
      for (let c = 0; c < palette.length; c++) {
        const q = palette[c] as Oklab;
        const d = ((lab[0] as number) - q.l) ** 2 + ((lab[1] as number) - q.a) ** 2 + ((lab[2] as number) - q.b) ** 2;
        if (d < bestDistance) {
          bestDistance = d;
          best = c;
        }
      }
      if (cache.size < 65536) cache.set(key, best);
    }
    labels[p] = best;
  }
  return labels;
}

interface Region {
  label: number;
  area: number;
  perimeter: number;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/** Connected regions (4-neighbours) of equal label, by union-find over one pass. */
function regions(labels: Int8Array, width: number, height: number): Region[] {
  const parent = new Int32Array(width * height);
  const find = (p: number): number => {
    let r = p;
    while (parent[r] !== r) r = parent[r] as number;
    while (parent[p] !== r) {
      const next = parent[p] as number;
      parent[p] = r;
      p = next;
    }
    return r;
  };
  for (let p = 0; p < parent.length; p++) parent[p] = p;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const l = labels[p] as number;
      if (l < 0) continue;
      if (x > 0 && labels[p - 1] === l) parent[find(p)] = find(p - 1);
      if (y > 0 && labels[p - width] === l) parent[find(p)] = find(p - width);
    }
  }
  const byRoot = new Map<number, Region>();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const l = labels[p] as number;
      if (l < 0) continue;
      const root = find(p);
      let r = byRoot.get(root);
      if (!r) {
        r = { label: l, area: 0, perimeter: 0, minX: x, maxX: x, minY: y, maxY: y };
        byRoot.set(root, r);
      }
      r.area++;
      if (x < r.minX) r.minX = x;
      if (x > r.maxX) r.maxX = x;
      if (y > r.maxY) r.maxY = y;
      const boundary = x === 0 || y === 0 || x === width - 1 || y === height - 1 || labels[p - 1] !== l || labels[p + 1] !== l || labels[p - width] !== l || labels[p + width] !== l;
      if (boundary) r.perimeter++;
    }
  }
  return [...byRoot.values()];
}

export function readShapes(raster: Raster, palette: readonly Oklab[]): ShapeReadings {
  const { width, height } = raster;
  const frame = width * height;
  const labels = labelPixels(raster, palette);
  const all = regions(labels, width, height);
  const sorted = [...all].sort((p, q) => q.area - p.area);
  const ground = sorted[0];
  const groundShare = ground ? ground.area / frame : 0;
  const hasGround = groundShare >= 0.3;
  const figures = hasGround ? sorted.slice(1) : sorted;
  const minArea = Math.max(3, frame * 0.0001);
  const counted = figures.filter((r) => r.area >= minArea);
  const small = counted.filter((r) => r.area < frame * 0.005);
  const round = small.filter((r) => {
    const w = r.maxX - r.minX + 1;
    const h = r.maxY - r.minY + 1;
    const fill = r.area / (w * h);
    // Dots of a few pixels are squares on the pixel grid; larger ones show their roundness.
    return w >= 2 && h >= 2 && w / h > 0.7 && w / h < 1.4 && fill > 0.6 && (fill < 0.92 || Math.max(w, h) <= 5);
  });
  const inner = counted.filter((r) => r.minX > 0 && r.minY > 0 && r.maxX < width - 1 && r.maxY < height - 1 && r.area >= frame * 0.0005);
  const fills = inner.map((r) => r.area / ((r.maxX - r.minX + 1) * (r.maxY - r.minY + 1))).sort((p, q) => p - q);
  const areas = inner.map((r) => r.area);
  const meanArea = areas.reduce((s, a) => s + a, 0) / Math.max(1, areas.length);
  const sd = Math.sqrt(areas.reduce((s, a) => s + (a - meanArea) ** 2, 0) / Math.max(1, areas.length));

  let figureArea = 0;
  let figurePerimeter = 0;
  for (const r of figures) {
    figureArea += r.area;
    figurePerimeter += r.perimeter;
  }

  // Ink: the darkest palette colour, when it is dark and drawn thin.
  let ink: ShapeReadings["ink"] = null;
  const darkest = palette.map((c, i) => ({ c, i })).sort((p, q) => p.c.l - q.c.l)[0];
  if (darkest && darkest.c.l < 0.4 && (!ground || ground.label !== darkest.i || !hasGround)) {
    let area = 0;
    let perimeter = 0;
    for (const r of all) {
      if (r.label !== darkest.i) continue;
      area += r.area;
      perimeter += r.perimeter;
    }
    const widthPx = perimeter > 0 ? (2 * area) / perimeter : 0;
    if (area > frame * 0.002 && widthPx <= 5) ink = { share: area / frame, width: widthPx };
  }

  return {
    count: counted.length,
    smallCount: small.length,
    smallShare: small.reduce((s, r) => s + r.area, 0) / frame,
    roundShare: small.length > 0 ? round.length / small.length : 0,
    largeCount: counted.filter((r) => r.area >= frame * 0.05).length,
    medianFill: fills.length > 0 ? (fills[Math.floor(fills.length / 2)] as number) : 0,
    sizeSpread: areas.length > 1 ? sd / meanArea : 0,
    groundShare,
    figureWidth: figurePerimeter > 0 ? (2 * figureArea) / figurePerimeter : 0,
    figureShare: figureArea / frame,
    ink,
  };
}
