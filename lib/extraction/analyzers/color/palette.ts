// Palette extraction: weighted k-means++ in OKLab with overshoot, then merging. Pure: no I/O.
//
// Why this shape (DESIGN.md "Extraction", after Okolors): median cut and plain k-means with k = the
// palette size either miss small accents or split one lit surface into three shades. So we cluster
// with more centres than we report (a 5% accent then always gets one of its own), and afterwards
// merge clusters that are one colour: nearly identical centres, or neighbours whose pixels form a
// single continuous population along the line between them (a shaded surface, sensor noise, a soft
// gradient) rather than two populations with a valley between them (two paints). The colours shown
// are colours of the image (color/palette-paints.ts): a cluster of a few exact paints shows one of
// them, not their mean; a distinct colour merged away leaves the larger one its own colour; and in
// an image of a few paints, a resampler's mix of two of them is no colour.
import { isPainted, isResamplingMix, paintedColor } from "./palette-paints";
import { type Oklab, srgbToOklabInto } from "./space";

export interface PaletteCluster {
  /** The cluster's colour in OKLab: its mean, or for a cluster of a few solid paints the paint at its
   *  middle (color/palette-paints.ts), so the palette shows colours that were painted. */
  lab: Oklab;
  /** Share of the (opaque) image area, 0..1; the shares of a palette sum to 1. */
  share: number;
}

/** A palette colour as extracted, with the cluster's mean: the centre its pixels are nearest to,
 *  which coverage measures compare pixels with. */
export interface ExtractedColor extends PaletteCluster {
  mean: Oklab;
}

export interface PaletteOptions {
  /** At most this many colours (default 6). */
  maxColors?: number;
  /** Extra k-means centres beyond maxColors, merged away afterwards (default 6). */
  overshoot?: number;
  /** Seed of the k-means++ sampling; the same seed and pixels give the same palette. */
  seed?: number;
  /** Per pixel, 1 where it lies in a flat patch (color/palette-pixels.ts); without it no pixel does,
   *  and no cluster is taken for a resampler's mix. */
  patch?: Uint8Array;
}

/** Centres closer than this (OKLab, ~ΔE 3) are one colour whatever their pixels look like. */
const ALWAYS_MERGE_DISTANCE = 0.03;
/** Up to this distance, neighbours merge when their pixels show no valley between them. */
const CONTINUOUS_MERGE_DISTANCE = 0.12;
/** Clusters smaller than this share are JPEG ringing or stray pixels, not palette colours. */
const MIN_SHARE = 0.004;
/** Small clusters lying on the segment between two bigger ones are anti-aliased edges. */
const BLEND_MAX_SHARE = 0.03;
const BLEND_MAX_OFFSET = 0.025;
const MAX_ITERATIONS = 24;
/** Two paints leave almost nothing between them (edge blends only, a few % of their density); one
 *  lit surface leaves a lot, even when an object hides the middle of its light ramp (~40%). */
const VALLEY_RATIO = 0.2;
/** Typical OKLab distance between neighbouring 5-bit histogram bins. */
const HISTOGRAM_STEP = 0.025;

/** Distinct colours of the image (5 bits per channel) with their pixel weight, mean OKLab and sRGB,
 *  and the weight of their pixels that lie in flat patches. */
export interface ColorHistogram {
  size: number;
  lab: Float64Array; // size * 3
  rgb: Float64Array; // size * 3
  weight: Float64Array;
  patch: Float64Array;
}

/** A deterministic PRNG (mulberry32): the palette must not change between runs. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Pixels in bins of `bits` bits per channel: each bin's weight (alpha-weighted pixel count) and
 *  its pixels' summed r, g, b. The palette bins at 5 bits, a style check's color areas at 4. */
export function binColors(pixels: Uint8Array, channels: number, bits: number, useAlpha: boolean, patch?: Uint8Array): { weight: Float64Array; sums: Float64Array; patch: Float64Array } {
  const BINS = 1 << (3 * bits);
  const shift = 8 - bits;
  const weight = new Float64Array(BINS);
  const sums = new Float64Array(BINS * 3);
  const patchWeight = new Float64Array(patch ? BINS : 0);
  const hasAlpha = useAlpha && channels === 4;
  for (let i = 0; i + 2 < pixels.length; i += channels) {
    // Translucent pixels count in proportion to how much of them one sees.
    const w = hasAlpha ? (pixels[i + 3] as number) / 255 : 1;
    if (w < 0.05) continue;
    const r = pixels[i] as number;
    const g = pixels[i + 1] as number;
    const b = pixels[i + 2] as number;
    const key = ((r >> shift) << (2 * bits)) | ((g >> shift) << bits) | (b >> shift);
    weight[key] = (weight[key] as number) + w;
    sums[key * 3] = (sums[key * 3] as number) + r * w;
    sums[key * 3 + 1] = (sums[key * 3 + 1] as number) + g * w;
    sums[key * 3 + 2] = (sums[key * 3 + 2] as number) + b * w;
    if (patch && patch[i / channels] === 1) patchWeight[key] = (patchWeight[key] as number) + w;
  }
  return { weight, sums, patch: patchWeight };
}

function buildHistogram(pixels: Uint8Array, channels: number, useAlpha: boolean, patch: Uint8Array | undefined): ColorHistogram {
  const { weight, sums, patch: patchWeight } = binColors(pixels, channels, 5, useAlpha, patch);
  const BINS = weight.length;
  let size = 0;
  for (let k = 0; k < BINS; k++) if ((weight[k] as number) > 0) size++;
  const lab = new Float64Array(size * 3);
  const rgb = new Float64Array(size * 3);
  const compactWeight = new Float64Array(size);
  const compactPatch = new Float64Array(size);
  let n = 0;
  for (let k = 0; k < BINS; k++) {
    const w = weight[k] as number;
    if (w <= 0) continue;
    for (let j = 0; j < 3; j++) rgb[n * 3 + j] = (sums[k * 3 + j] as number) / w;
    srgbToOklabInto(rgb[n * 3] as number, rgb[n * 3 + 1] as number, rgb[n * 3 + 2] as number, lab, n * 3);
    compactWeight[n] = w;
    compactPatch[n] = patch ? (patchWeight[k] as number) : 0;
    n++;
  }
  return { size, lab, rgb, weight: compactWeight, patch: compactPatch };
}

function squaredDistance(a: Float64Array, i: number, b: Float64Array, j: number): number {
  const dl = (a[i] as number) - (b[j] as number);
  const da = (a[i + 1] as number) - (b[j + 1] as number);
  const db = (a[i + 2] as number) - (b[j + 2] as number);
  return dl * dl + da * da + db * db;
}

/** Greedy k-means++ (several D²-weighted candidates per step, keep the one that lowers the total
 *  cost most): plain k-means++ occasionally seeds two centres in one big field and none on a small
 *  accent; the greedy variant practically never does. Returns fewer than k centres when the image
 *  has fewer distinct colours. */
function seedCenters(h: ColorHistogram, k: number, random: () => number): Float64Array {
  const centers: number[] = [];
  const nearest = new Float64Array(h.size).fill(Number.POSITIVE_INFINITY);
  const pick = (scores: Float64Array, total: number): number => {
    let target = random() * total;
    for (let i = 0; i < h.size; i++) {
      target -= scores[i] as number;
      if (target <= 0) return i;
    }
    return h.size - 1;
  };
  const addCenter = (index: number) => {
    centers.push(h.lab[index * 3] as number, h.lab[index * 3 + 1] as number, h.lab[index * 3 + 2] as number);
    for (let i = 0; i < h.size; i++) nearest[i] = Math.min(nearest[i] as number, squaredDistance(h.lab, i * 3, h.lab, index * 3));
  };
  addCenter(pick(h.weight, h.weight.reduce((s, w) => s + w, 0)));
  const candidatesPerStep = 2 + Math.floor(Math.log(k));
  const scores = new Float64Array(h.size);
  while (centers.length / 3 < k) {
    let total = 0;
    for (let i = 0; i < h.size; i++) {
      scores[i] = (h.weight[i] as number) * (nearest[i] as number);
      total += scores[i] as number;
    }
    if (total <= 1e-12) break;
    let bestIndex = -1;
    let bestCost = Number.POSITIVE_INFINITY;
    for (let c = 0; c < candidatesPerStep; c++) {
      const candidate = pick(scores, total);
      let cost = 0;
      for (let i = 0; i < h.size; i++) {
        cost += (h.weight[i] as number) * Math.min(nearest[i] as number, squaredDistance(h.lab, i * 3, h.lab, candidate * 3));
      }
      if (cost < bestCost) {
        bestCost = cost;
        bestIndex = candidate;
      }
    }
    addCenter(bestIndex);
  }
  return Float64Array.from(centers);
}

/** Weighted Lloyd iterations; returns each bin's cluster. Empty clusters keep their centre and are
 *  dropped later by their zero weight. */
function lloyd(h: ColorHistogram, centers: Float64Array, assignment: Int32Array): void {
  const k = centers.length / 3;
  const sums = new Float64Array(k * 4);
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    let changed = 0;
    for (let i = 0; i < h.size; i++) {
      let best = 0;
      let bestDistance = Number.POSITIVE_INFINITY;
      for (let c = 0; c < k; c++) {
        const d = squaredDistance(h.lab, i * 3, centers, c * 3);
        if (d < bestDistance) {
          bestDistance = d;
          best = c;
        }
      }
      if (assignment[i] !== best) {
        assignment[i] = best;
        changed++;
      }
    }
    if (changed === 0 && iteration > 0) return;
    sums.fill(0);
    for (let i = 0; i < h.size; i++) {
      const c = assignment[i] as number;
      const w = h.weight[i] as number;
      sums[c * 4] = (sums[c * 4] as number) + w;
      for (let j = 0; j < 3; j++) sums[c * 4 + 1 + j] = (sums[c * 4 + 1 + j] as number) + w * (h.lab[i * 3 + j] as number);
    }
    for (let c = 0; c < k; c++) {
      const w = sums[c * 4] as number;
      if (w > 0) for (let j = 0; j < 3; j++) centers[c * 3 + j] = (sums[c * 4 + 1 + j] as number) / w;
    }
  }
}

export type Vec3 = [number, number, number];

export interface Cluster {
  lab: Vec3;
  weight: number;
  /** Histogram bins that belong to it. */
  members: number[];
}

function distance(p: Cluster, q: Cluster): number {
  return Math.hypot(p.lab[0] - q.lab[0], p.lab[1] - q.lab[1], p.lab[2] - q.lab[2]);
}

function mergeInto(target: Cluster, source: Cluster): void {
  const total = target.weight + source.weight;
  for (let j = 0; j < 3; j++) target.lab[j] = ((target.lab[j] as number) * target.weight + (source.lab[j] as number) * source.weight) / total;
  target.weight = total;
  for (const member of source.members) target.members.push(member); // no spread: up to 32k members
}

const toOklab = ([l, a, b]: Vec3): Oklab => ({ l, a, b });

/** Whether the pixels of p and q, projected on the line between their centres, form one population:
 *  no density valley in the middle. A shaded wall or a noisy field fills the gap between two
 *  k-means halves; two flat paints leave it empty. */
function isContinuous(h: ColorHistogram, p: Cluster, q: Cluster): boolean {
  const axis = [q.lab[0] - p.lab[0], q.lab[1] - p.lab[1], q.lab[2] - p.lab[2]] as const;
  const length2 = axis[0] * axis[0] + axis[1] * axis[1] + axis[2] * axis[2];
  if (length2 === 0) return true;
  // Density on a grid of t (0 at p's centre, 1 at q's) from -0.5 to 1.5 in steps of 0.1, smoothed
  // with a triangular kernel at least as wide as the histogram's own step (5-bit bins sit ~0.025
  // apart in OKLab), or a smooth gradient would look like a comb of separate peaks.
  const halfWidth = Math.max(0.15, HISTOGRAM_STEP / Math.sqrt(length2));
  const density = new Float64Array(21);
  for (const i of [...p.members, ...q.members]) {
    const t =
      (((h.lab[i * 3] as number) - p.lab[0]) * axis[0] +
        ((h.lab[i * 3 + 1] as number) - p.lab[1]) * axis[1] +
        ((h.lab[i * 3 + 2] as number) - p.lab[2]) * axis[2]) /
      length2;
    const w = h.weight[i] as number;
    for (let g = 0; g < 21; g++) {
      const k = 1 - Math.abs(t - (g / 10 - 0.5)) / halfWidth;
      if (k > 0) density[g] = (density[g] as number) + w * k;
    }
  }
  const range = (from: number, to: number) => Array.from(density.slice(from, to + 1));
  const valley = Math.min(...range(8, 12)); // t in [0.3, 0.7]
  return valley >= VALLEY_RATIO * Math.min(Math.max(...range(3, 7)), Math.max(...range(13, 17)));
}

function mergeOneColorClusters(h: ColorHistogram, clusters: Cluster[]): void {
  for (;;) {
    let best: [number, number] | null = null;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (let i = 0; i < clusters.length; i++) {
      for (let j = i + 1; j < clusters.length; j++) {
        const p = clusters[i] as Cluster;
        const q = clusters[j] as Cluster;
        const d = distance(p, q);
        if (d >= bestDistance) continue;
        if (d < ALWAYS_MERGE_DISTANCE || (d < CONTINUOUS_MERGE_DISTANCE && isContinuous(h, p, q))) {
          best = [i, j];
          bestDistance = d;
        }
      }
    }
    if (!best) return;
    mergeInto(clusters[best[0]] as Cluster, clusters[best[1]] as Cluster);
    clusters.splice(best[1], 1);
  }
}

/** Drops stray specks and anti-aliasing blends (small ones between two bigger colours, and, in an
 *  image of a few paints whose pixels tell flat patches from seams, any resampler's mix of two paints:
 *  color/palette-paints.ts); their area goes to the nearest surviving colour so shares still describe
 *  the whole image, but their pixels do not pull that colour's centre. */
function dropNoiseClusters(h: ColorHistogram, clusters: Cluster[], total: number, mixes: boolean): Cluster[] {
  const isBlend = (c: Cluster) => {
    if (c.weight / total >= BLEND_MAX_SHARE) return false;
    const bigger = clusters.filter((o) => o !== c && o.weight > c.weight * 2);
    for (let i = 0; i < bigger.length; i++) {
      for (let j = i + 1; j < bigger.length; j++) {
        if (liesBetween(c.lab, (bigger[i] as Cluster).lab, (bigger[j] as Cluster).lab)) return true;
      }
    }
    return false;
  };
  const noise = new Set(clusters.filter((c) => c.weight / total < MIN_SHARE || isBlend(c) || (mixes && isResamplingMix(h, c, clusters, total))));
  const kept = clusters.filter((c) => !noise.has(c));
  if (kept.length === 0) return clusters;
  for (const c of noise) {
    let nearest = kept[0] as Cluster;
    for (const k of kept) if (distance(c, k) < distance(c, nearest)) nearest = k;
    nearest.weight += c.weight;
  }
  return kept;
}

/** Whether `c` sits on the segment from p to q (away from its ends), as a mix of the two would. */
function liesBetween(c: Vec3, p: Vec3, q: Vec3): boolean {
  const axis: Vec3 = [q[0] - p[0], q[1] - p[1], q[2] - p[2]];
  const length2 = axis[0] * axis[0] + axis[1] * axis[1] + axis[2] * axis[2];
  if (length2 === 0) return false;
  const t = ((c[0] - p[0]) * axis[0] + (c[1] - p[1]) * axis[1] + (c[2] - p[2]) * axis[2]) / length2;
  if (t < 0.1 || t > 0.9) return false;
  return Math.hypot(c[0] - p[0] - t * axis[0], c[1] - p[1] - t * axis[1], c[2] - p[2] - t * axis[2]) < BLEND_MAX_OFFSET;
}

/** Ward's criterion: merging a small cluster into a close one loses the least, so a distinct small
 *  accent outlives two similar large fields. Used only when more than maxColors colours remain.
 *  Two clusters that are one colour's shades (closer than CONTINUOUS_MERGE_DISTANCE) merge into their
 *  mean; a distinct colour that has to go is absorbed by the larger one, which keeps its own colour:
 *  the mean of a grey and a yellow is a beige no one painted. */
function reduceTo(clusters: Cluster[], maxColors: number): void {
  while (clusters.length > maxColors) {
    let best: [number, number] = [0, 1];
    let bestCost = Number.POSITIVE_INFINITY;
    for (let i = 0; i < clusters.length; i++) {
      for (let j = i + 1; j < clusters.length; j++) {
        const p = clusters[i] as Cluster;
        const q = clusters[j] as Cluster;
        const cost = ((p.weight * q.weight) / (p.weight + q.weight)) * distance(p, q) ** 2;
        if (cost < bestCost) {
          bestCost = cost;
          best = [i, j];
        }
      }
    }
    const [p, q] = [clusters[best[0]] as Cluster, clusters[best[1]] as Cluster];
    if (distance(p, q) < CONTINUOUS_MERGE_DISTANCE) mergeInto(p, q);
    else absorbInto(p.weight >= q.weight ? p : q, p.weight >= q.weight ? q : p);
    clusters.splice(clusters.indexOf(p.weight >= q.weight ? q : p), 1);
  }
}

/** The larger cluster takes the smaller's area and pixels but keeps its colour. */
function absorbInto(target: Cluster, source: Cluster): void {
  target.weight += source.weight;
  for (const member of source.members) target.members.push(member);
}

/** The palette of an image given as interleaved 8-bit RGB or RGBA pixels (alpha weights pixels),
 *  largest share first. A fully transparent image is read as if it were opaque. */
export function extractPalette(pixels: Uint8Array, channels: 3 | 4, options: PaletteOptions = {}): ExtractedColor[] {
  const maxColors = options.maxColors ?? 6;
  let histogram = buildHistogram(pixels, channels, true, options.patch);
  if (histogram.size === 0) histogram = buildHistogram(pixels, channels, false, options.patch);
  if (histogram.size === 0) return [];

  const centers = seedCenters(histogram, maxColors + (options.overshoot ?? 6), seededRandom(options.seed ?? 0x5eed));
  const assignment = new Int32Array(histogram.size).fill(-1);
  lloyd(histogram, centers, assignment);

  let clusters: Cluster[] = [];
  for (let c = 0; c < centers.length / 3; c++) {
    clusters.push({ lab: [0, 0, 0], weight: 0, members: [] });
  }
  for (let i = 0; i < histogram.size; i++) {
    const cluster = clusters[assignment[i] as number] as Cluster;
    const w = histogram.weight[i] as number;
    for (let j = 0; j < 3; j++) cluster.lab[j] = (cluster.lab[j] as number) + w * (histogram.lab[i * 3 + j] as number);
    cluster.weight += w;
    cluster.members.push(i);
  }
  clusters = clusters.filter((c) => c.weight > 0);
  for (const c of clusters) for (let j = 0; j < 3; j++) c.lab[j] = (c.lab[j] as number) / c.weight;

  const total = clusters.reduce((s, c) => s + c.weight, 0);
  mergeOneColorClusters(histogram, clusters);
  clusters = dropNoiseClusters(histogram, clusters, total, options.patch !== undefined && isPainted(histogram));
  reduceTo(clusters, maxColors);

  return clusters
    .map((c) => ({ lab: toOklab(paintedColor(histogram, c)), mean: toOklab(c.lab), share: c.weight / total }))
    .sort((p, q) => q.share - p.share || q.lab.l - p.lab.l);
}
