// Which palette colours were painted. Pure: no I/O.
//
// k-means gives each cluster its mean, which for a photograph's lit surface is the colour one sees.
// For an image made of a few solid paints (flat art, pixel art, a 1-bit print) it is not: when the
// palette merges two paints into one cluster (a sprite's 29 colours into 6), their mean is a colour no
// pixel has (two blue-greys and an orange averaging to a pinkish grey); and where a resampler or an
// anti-aliasing renderer mixed two paints (an edge's seam, a thin line thinned to grey, dots too fine
// for the raster), those mixes can gather into a cluster of their own, a grey the artist never used.
// Two readings fix both, from what paint looks like in pixels:
//   - paint is few exact colours: a cluster whose weight sits in a handful of histogram bins is shown
//     as its medoid bin (the one nearest to all its pixels), a colour actually painted;
//   - paint lies in patches (color/palette-pixels.ts: a pixel and its eight neighbours one colour),
//     mixes on seams a pixel or two wide: a cluster almost without patches, lying on the straight line
//     (in sRGB bytes, where resamplers mix) between two colours that do lie in patches, is their mix,
//     not a colour of the image.
// When a distinct colour has to be merged away to fit the palette's size, the larger one keeps its
// own colour (color/palette.ts reduceTo), for the same reason: a mean of two colours is neither.
// A photograph's clusters are spread over many bins and keep their means. Mixes are looked for only in
// an image made of a few paints (its heaviest bins hold nearly all of it): in a photograph a textured
// area can lie between a smooth sky and a deep shadow by chance, and is a colour of the image.
import type { Cluster, ColorHistogram, Vec3 } from "./palette";

/** An image is made of a few paints when its heaviest IMAGE_PAINT_BINS bins hold this share of it:
 *  flat and line art and most pixel art hold 0.93-1 even when resampled, photographs and paintings
 *  0.1-0.5, a soft, blurred photograph of one colour up to ~0.9. */
const IMAGE_PAINT_BINS = 16;
const IMAGE_PAINT_CONCENTRATION = 0.92;
/** A cluster is a few paints when its heaviest PAINT_BINS bins (5-bit bins) hold this share of it. */
const PAINT_BINS = 8;
const PAINT_CONCENTRATION = 0.8;
/** A mix has fewer than this share of its pixels in flat patches... */
const MIX_MAX_PATCH = 0.1;
/** ...while the colours it lies between have at least this share (and twice its own) in patches:
 *  clean paints, not a blurred sprite's shades that lost their patches alike... */
const PAINT_MIN_PATCH = 0.3;
/** ...covers at most this share of the image (seams and thinned lines are a minority of the area)... */
const MIX_MAX_SHARE = 0.12;
/** ...and lies within this many sRGB levels of the segment between two paints, away from their ends. */
const MIX_MAX_OFFSET = 16;
const MIX_T_MIN = 0.1;
const MIX_T_MAX = 0.9;

/** The cluster's heaviest bins, heaviest first (at most `count`). */
function heaviest(h: ColorHistogram, c: Cluster, count: number): number[] {
  const top: number[] = [];
  for (const i of c.members) {
    const w = h.weight[i] as number;
    if (top.length === count && w <= (h.weight[top[count - 1] as number] as number)) continue;
    let at = top.length;
    while (at > 0 && (h.weight[top[at - 1] as number] as number) < w) at--;
    top.splice(at, 0, i);
    if (top.length > count) top.pop();
  }
  return top;
}

/** Whether the whole image is made of a few paints (see IMAGE_PAINT_BINS). */
export function isPainted(h: ColorHistogram): boolean {
  // The heaviest bins, kept in a small sorted list (ascending) rather than sorting all of them.
  const top = new Float64Array(IMAGE_PAINT_BINS);
  let total = 0;
  for (let i = 0; i < h.size; i++) {
    const w = h.weight[i] as number;
    total += w;
    if (w <= (top[0] as number)) continue;
    let k = 0;
    while (k + 1 < top.length && (top[k + 1] as number) < w) {
      top[k] = top[k + 1] as number;
      k++;
    }
    top[k] = w;
  }
  return total > 0 && top.reduce((sum, w) => sum + w, 0) >= IMAGE_PAINT_CONCENTRATION * total;
}

/** Whether a cluster is made of a few exact colours: paints, not a continuous population. */
export function isPaint(h: ColorHistogram, c: Cluster): boolean {
  if (c.weight <= 0) return false;
  const top = heaviest(h, c, PAINT_BINS);
  return top.reduce((sum, i) => sum + (h.weight[i] as number), 0) >= PAINT_CONCENTRATION * c.weight;
}

/** The colour to show for a cluster: for a few paints, the one nearest (summed OKLab distance, weighted)
 *  to all of the cluster's pixels; otherwise its mean. */
export function paintedColor(h: ColorHistogram, c: Cluster): Vec3 {
  if (!isPaint(h, c)) return c.lab;
  let best = -1;
  let bestCost = Number.POSITIVE_INFINITY;
  for (const candidate of heaviest(h, c, PAINT_BINS)) {
    let cost = 0;
    for (const i of c.members) {
      const dl = (h.lab[i * 3] as number) - (h.lab[candidate * 3] as number);
      const da = (h.lab[i * 3 + 1] as number) - (h.lab[candidate * 3 + 1] as number);
      const db = (h.lab[i * 3 + 2] as number) - (h.lab[candidate * 3 + 2] as number);
      cost += (h.weight[i] as number) * Math.sqrt(dl * dl + da * da + db * db);
    }
    if (cost < bestCost) {
      bestCost = cost;
      best = candidate;
    }
  }
  return best < 0 ? c.lab : [h.lab[best * 3] as number, h.lab[best * 3 + 1] as number, h.lab[best * 3 + 2] as number];
}

/** Share of a cluster's pixels that lie in flat patches, and its mean sRGB. */
function patchAndRgb(h: ColorHistogram, c: Cluster): { patch: number; rgb: Vec3 } {
  let patch = 0;
  const rgb: Vec3 = [0, 0, 0];
  for (const i of c.members) {
    const w = h.weight[i] as number;
    patch += h.patch[i] as number;
    for (let j = 0; j < 3; j++) rgb[j] = (rgb[j] as number) + w * (h.rgb[i * 3 + j] as number);
  }
  const total = Math.max(1e-9, c.weight);
  return { patch: patch / total, rgb: [rgb[0] / total, rgb[1] / total, rgb[2] / total] };
}

/** Whether `c` is a resampler's mix of two of the other clusters (see the top of this file): almost
 *  none of its pixels in flat patches, on the segment between two colours that do lie in patches. */
export function isResamplingMix(h: ColorHistogram, c: Cluster, clusters: readonly Cluster[], total: number): boolean {
  if (c.weight / total > MIX_MAX_SHARE) return false;
  const own = patchAndRgb(h, c);
  if (own.patch >= MIX_MAX_PATCH) return false;
  const paints = clusters
    .filter((o) => o !== c)
    .map((o) => patchAndRgb(h, o))
    .filter((o) => o.patch >= Math.max(PAINT_MIN_PATCH, 2 * own.patch))
    .map((o) => o.rgb);
  for (let i = 0; i < paints.length; i++) {
    for (let j = i + 1; j < paints.length; j++) if (onSegment(own.rgb, paints[i] as Vec3, paints[j] as Vec3)) return true;
  }
  return false;
}

function onSegment(c: Vec3, p: Vec3, q: Vec3): boolean {
  const axis: Vec3 = [q[0] - p[0], q[1] - p[1], q[2] - p[2]];
  const length2 = axis[0] * axis[0] + axis[1] * axis[1] + axis[2] * axis[2];
  if (length2 === 0) return false;
  const t = ((c[0] - p[0]) * axis[0] + (c[1] - p[1]) * axis[1] + (c[2] - p[2]) * axis[2]) / length2;
  if (t < MIX_T_MIN || t > MIX_T_MAX) return false;
  return Math.hypot(c[0] - p[0] - t * axis[0], c[1] - p[1] - t * axis[1], c[2] - p[2] - t * axis[2]) <= MIX_MAX_OFFSET;
}
