// Pixel measurements of the image analyzer. Pure: works on decoded raw pixels, no sharp, no I/O.
// Two views of one decode: the `detail` raster (fits 1024 px) keeps grain and fine texture; the
// `sample` raster (fits 192 px, resized from the detail one) is for everything about colour and
// layout, where ~30x fewer pixels give the same answer.
import { luminanceAt, srgbBytesToOklabInto } from "../color/space";

/** Interleaved 8-bit pixels: 3 channels (RGB) or 4 (RGBA). */
export interface Raster {
  data: Uint8Array;
  width: number;
  height: number;
  channels: 3 | 4;
}

/** Per-pixel OKLab of a raster plus each pixel's weight (alpha; 1 when opaque). */
export interface LabPixels {
  lab: Float32Array;
  weight: Float32Array;
  width: number;
  height: number;
}

export function toLabPixels(raster: Raster): LabPixels {
  const n = raster.width * raster.height;
  const lab = new Float32Array(n * 3);
  const weight = new Float32Array(n);
  const { data, channels } = raster;
  let opaque = 0;
  for (let p = 0, i = 0; p < n; p++, i += channels) {
    srgbBytesToOklabInto(data[i] as number, data[i + 1] as number, data[i + 2] as number, lab, p * 3);
    const w = channels === 4 ? (data[i + 3] as number) / 255 : 1;
    weight[p] = w;
    opaque += w;
  }
  // A fully transparent image still has colours; read it as if it were opaque.
  if (opaque === 0) weight.fill(1);
  return { lab, weight, width: raster.width, height: raster.height };
}

/** Measurements of colour, light and layout, all from the sample raster. */
export interface ColorMeasurements {
  /** Mean OKLab lightness, 0 (black) .. 1 (white). */
  lightness: number;
  /** Lightness spread: 95th minus 5th percentile of OKLab l, 0..1. */
  contrast: number;
  /** Mean OKLab chroma, 0 (grey) .. ~0.3 (the most saturated sRGB colours). */
  saturation: number;
  /** Hasler & Suesstrunk (2003) colorfulness on 0..255 sRGB: < 15 not colourful, ~33 slightly,
   *  ~45 moderately, ~59 averagely, ~82 quite, > 109 extremely colourful. */
  colorfulness: number;
  /** Mean projection of (a, b) on the warm axis (OKLab hue 60°, orange-amber): > 0 warm,
   *  < 0 cool; about -0.1 .. 0.1 for real images. */
  warmth: number;
  /** Share of pixels with l < 0.3 and with l > 0.85. */
  darkShare: number;
  lightShare: number;
  /** Share of pixels that differ from their right and lower neighbours by < 0.012 in OKLab: flat
   *  fills score near 1, photographs and painted surfaces near 0. */
  flatness: number;
  /** Mean lightness of the central ninth minus that of the brightest border band (top, right,
   *  bottom or left): > 0 only when every edge is darker than the centre, as with a vignette. */
  vignette: number;
  /** Mean OKLab lightness of the central ninth, and how much darker than it each border band is
   *  (top, right, bottom, left; negative where lighter, null where the band has nothing opaque):
   *  where light falls off, and how steeply. */
  centreLightness: number;
  falloff: { top: number | null; right: number | null; bottom: number | null; left: number | null };
  /** Edge energy in the central ninth relative to the whole frame (1 = evenly spread), the lower of
   *  the horizontal and vertical figures: a subject against a quiet surround scores > 2. */
  centreFocus: number;
  /** Where edge energy is centred, relative to the frame's centre: -0.5 (left, top) .. 0.5 (right,
   *  bottom). Near 0 for centred or evenly spread detail. */
  focusX: number;
  focusY: number;
}

const WARM_AXIS = { a: Math.cos((60 * Math.PI) / 180), b: Math.sin((60 * Math.PI) / 180) };

export function measureColor(sample: Raster, pixels: LabPixels): ColorMeasurements {
  const { lab, weight, width, height } = pixels;
  const n = width * height;
  const { data, channels } = sample;
  let total = 0;
  let sumL = 0;
  let sumChroma = 0;
  let sumWarm = 0;
  let dark = 0;
  let light = 0;
  // Hasler & Suesstrunk opponent channels: rg = R - G, yb = (R + G) / 2 - B.
  let sumRg = 0;
  let sumYb = 0;
  let sumRg2 = 0;
  let sumYb2 = 0;
  const lightnessHistogram = new Float64Array(256);
  for (let p = 0; p < n; p++) {
    const w = weight[p] as number;
    if (w === 0) continue;
    const l = lab[p * 3] as number;
    const a = lab[p * 3 + 1] as number;
    const b = lab[p * 3 + 2] as number;
    total += w;
    sumL += w * l;
    sumChroma += w * Math.sqrt(a * a + b * b);
    sumWarm += w * (a * WARM_AXIS.a + b * WARM_AXIS.b);
    if (l < 0.3) dark += w;
    if (l > 0.85) light += w;
    const bin = Math.max(0, Math.min(255, Math.round(l * 255)));
    lightnessHistogram[bin] = (lightnessHistogram[bin] as number) + w;
    const i = p * channels;
    const r = data[i] as number;
    const g = data[i + 1] as number;
    const rg = r - g;
    const yb = (r + g) / 2 - (data[i + 2] as number);
    sumRg += w * rg;
    sumYb += w * yb;
    sumRg2 += w * rg * rg;
    sumYb2 += w * yb * yb;
  }
  const meanRg = sumRg / total;
  const meanYb = sumYb / total;
  const sdRg = Math.sqrt(Math.max(0, sumRg2 / total - meanRg * meanRg));
  const sdYb = Math.sqrt(Math.max(0, sumYb2 / total - meanYb * meanYb));

  return {
    lightness: sumL / total,
    contrast: percentile(lightnessHistogram, total, 0.95) - percentile(lightnessHistogram, total, 0.05),
    saturation: sumChroma / total,
    colorfulness: Math.hypot(sdRg, sdYb) + 0.3 * Math.hypot(meanRg, meanYb),
    warmth: sumWarm / total,
    darkShare: dark / total,
    lightShare: light / total,
    ...measureLayout(pixels),
  };
}

function percentile(histogram: Float64Array, total: number, q: number): number {
  let seen = 0;
  for (let bin = 0; bin < histogram.length; bin++) {
    seen += histogram[bin] as number;
    if (seen >= q * total) return bin / 255;
  }
  return 1;
}

function measureLayout({ lab, weight, width, height }: LabPixels): Pick<ColorMeasurements, "flatness" | "vignette" | "centreLightness" | "falloff" | "centreFocus" | "focusX" | "focusY"> {
  // Edge energy across columns (vertical edges, "x") and across rows ("y"), for the whole frame and
  // the central ninth, kept apart so one dividing line through the middle is not read as a subject.
  let flat = 0;
  let edgeX = 0;
  let edgeY = 0;
  let centreEdgeX = 0;
  let centreEdgeY = 0;
  let weightedX = 0;
  let weightedY = 0;
  let centreSum = 0;
  let centreCount = 0;
  // Sums over the border bands: top, right, bottom, left (a typed array: noUncheckedIndexedAccess
  // would otherwise want a check on every += in the hot loop).
  const sideSum = new Float64Array(4);
  const sideCount = new Uint32Array(4);
  const band = Math.max(1, Math.round(Math.min(width, height) * 0.12));
  const FLAT_STEP2 = 0.012 * 0.012;
  for (let y = 0; y < height; y++) {
    const centreRow = y >= height / 3 && y < (2 * height) / 3;
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * 3;
      const l = lab[p] as number;
      const inCentre = centreRow && x >= width / 3 && x < (2 * width) / 3;
      if (x + 1 < width && y + 1 < height) {
        const r = p + 3;
        const d = p + width * 3;
        const a = lab[p + 1] as number;
        const b = lab[p + 2] as number;
        const rl = l - (lab[r] as number);
        const ra = a - (lab[r + 1] as number);
        const rb = b - (lab[r + 2] as number);
        const dl = l - (lab[d] as number);
        const da = a - (lab[d + 1] as number);
        const db = b - (lab[d + 2] as number);
        const right2 = rl * rl + ra * ra + rb * rb;
        const down2 = dl * dl + da * da + db * db;
        if (right2 < FLAT_STEP2 && down2 < FLAT_STEP2) flat++;
        const right = Math.sqrt(right2);
        const down = Math.sqrt(down2);
        edgeX += right;
        edgeY += down;
        weightedX += (right + down) * x;
        weightedY += (right + down) * y;
        if (inCentre) {
          centreEdgeX += right;
          centreEdgeY += down;
        }
      }
      // Light falls on what is there: a cut-out's transparent ground is no dark edge.
      if ((weight[y * width + x] as number) < 0.5) continue;
      if (inCentre) {
        centreSum += l;
        centreCount++;
      }
      if (y < band) addTo(sideSum, sideCount, 0, l);
      if (x >= width - band) addTo(sideSum, sideCount, 1, l);
      if (y >= height - band) addTo(sideSum, sideCount, 2, l);
      if (x < band) addTo(sideSum, sideCount, 3, l);
    }
  }
  const comparable = Math.max(0, width - 1) * Math.max(0, height - 1);
  // The central ninth holds 1/9 of the frame; normalise so an even spread reads 1. A direction with
  // no edges at all says nothing about focus and reads as even.
  const focus = (inside: number, all: number) => (all > 1e-6 ? (inside / all) * 9 : 1);
  const edgeTotal = edgeX + edgeY;
  // A side with nothing opaque on it says nothing about falloff; with no side left, there is none.
  const sideMeans = Array.from(sideSum, (sum, i) => (sideCount[i] ? sum / (sideCount[i] as number) : null));
  const sides = sideMeans.filter((v): v is number => v !== null);
  const brightestSide = Math.max(...sides);
  const centre = centreCount > 0 ? centreSum / centreCount : 0;
  const drop = (i: number) => (centreCount > 0 && sideMeans[i] != null ? centre - (sideMeans[i] as number) : null);
  return {
    flatness: comparable > 0 ? flat / comparable : 1,
    vignette: centreCount > 0 && sides.length > 0 ? centre - brightestSide : 0,
    centreLightness: centre,
    falloff: { top: drop(0), right: drop(1), bottom: drop(2), left: drop(3) },
    centreFocus: Math.min(focus(centreEdgeX, edgeX), focus(centreEdgeY, edgeY)),
    focusX: edgeTotal > 1e-6 ? weightedX / edgeTotal / Math.max(1, width - 1) - 0.5 : 0,
    focusY: edgeTotal > 1e-6 ? weightedY / edgeTotal / Math.max(1, height - 1) - 0.5 : 0,
  };
}

function addTo(sums: Float64Array, counts: Uint32Array, side: number, value: number): void {
  sums[side] = (sums[side] as number) + value;
  counts[side] = (counts[side] as number) + 1;
}

/** sharp's stats() entropy and sharpness, computed the way it does (lib/stats.cc: greyscale via
 *  libvips' B_W colourspace, i.e. Rec. 709 luminance in linear light re-encoded to 8-bit sRGB;
 *  entropy of its 256-bin histogram; standard deviation of a 3x3 Laplacian divided by 9, edges
 *  extended). Re-implemented because stats() costs ~8-12 ms of CPU
 *  per call whatever the image size (it also builds channel stats and a 4096-bin colour histogram
 *  we do not use), a tenth of the whole analysis budget; this pass costs about 1 ms at 192 px.
 *  tests/unit/extraction/image/metrics.test.ts checks it against stats(). */
export function measureTone(sample: Raster): { entropy: number; sharpness: number } {
  const { data, width, height, channels } = sample;
  const n = width * height;
  const grey = new Uint8Array(n);
  const histogram = new Float64Array(256);
  for (let p = 0, i = 0; p < n; p++, i += channels) {
    const y = luminanceAt(data, i);
    const v = SRGB_ENCODE[Math.round(y * 65535)] as number;
    grey[p] = v;
    histogram[v] = (histogram[v] as number) + 1;
  }
  let entropy = 0;
  for (const count of histogram) if (count > 0) entropy -= (count / n) * Math.log2(count / n);

  // Edges are extended (clamped coordinates), so the Laplacian is defined for every pixel.
  let sum = 0;
  let sum2 = 0;
  for (let y = 0; y < height; y++) {
    const up = (y > 0 ? y - 1 : y) * width;
    const row = y * width;
    const down = (y < height - 1 ? y + 1 : y) * width;
    for (let x = 0; x < width; x++) {
      const left = x > 0 ? x - 1 : x;
      const right = x < width - 1 ? x + 1 : x;
      const laplacian =
        (grey[up + x] as number) + (grey[down + x] as number) + (grey[row + left] as number) + (grey[row + right] as number) - 4 * (grey[row + x] as number);
      const v = laplacian / 9;
      sum += v;
      sum2 += v * v;
    }
  }
  const mean = sum / n;
  return { entropy, sharpness: Math.sqrt(Math.max(0, sum2 / n - mean * mean)) };
}

/** sRGB transfer function on a 16-bit linear scale, for re-encoding luminance to 8 bits. */
const SRGB_ENCODE = new Uint8Array(65536);
for (let i = 0; i < 65536; i++) {
  const c = i / 65535;
  SRGB_ENCODE[i] = Math.round(255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055));
}

/** Grain: the median absolute 4-neighbour Laplacian of luma on the detail raster, in 0..255 units.
 *  The median ignores edges (a minority of pixels) and answers "is the surface itself noisy":
 *  ~0 for clean digital fills, 2-4 for light grain or JPEG texture, 8+ for strong film grain.
 *  Every other pixel of every third row (~130k samples at 1024 x 768) is plenty for a median and
 *  keeps this, the one pass over the large raster, cheap. */
export function measureGrain(detail: Raster): number {
  const { data, width, height, channels } = detail;
  if (width < 3 || height < 3) return 0;
  const histogram = new Uint32Array(1021);
  const stride = width * channels;
  let count = 0;
  // Luma as r + 2g + b (x4, a close integer stand-in for Rec. 709 at this purpose); the Laplacian
  // is linear, so it is taken per pixel straight from the interleaved bytes.
  for (let y = 1; y < height - 1; y += 3) {
    for (let x = 1, i = y * stride + channels; x < width - 1; x += 2, i += 2 * channels) {
      const centre = (data[i] as number) + 2 * (data[i + 1] as number) + (data[i + 2] as number);
      const left = (data[i - channels] as number) + 2 * (data[i - channels + 1] as number) + (data[i - channels + 2] as number);
      const right = (data[i + channels] as number) + 2 * (data[i + channels + 1] as number) + (data[i + channels + 2] as number);
      const up = (data[i - stride] as number) + 2 * (data[i - stride + 1] as number) + (data[i - stride + 2] as number);
      const down = (data[i + stride] as number) + 2 * (data[i + stride + 1] as number) + (data[i + stride + 2] as number);
      const laplacian = 4 * centre - left - right - up - down;
      const bin = ((laplacian < 0 ? -laplacian : laplacian) + 2) >> 2;
      const slot = bin < 1020 ? bin : 1020;
      histogram[slot] = (histogram[slot] as number) + 1;
      count++;
    }
  }
  let seen = 0;
  for (let bin = 0; bin < histogram.length; bin++) {
    seen += histogram[bin] as number;
    if (seen >= count / 2) return bin;
  }
  return 0;
}

/** Share of the image within OKLab 0.03 (~ΔE 3) of its nearest palette colour, over pixels that are
 *  not on an edge (edge pixels are resampling blends of two colours whatever the style): ~1 when the
 *  image is made of flat fills of its palette, low for gradients, shading and photographs. */
export function measurePaletteCoverage({ lab, weight, width, height }: LabPixels, palette: readonly { l: number; a: number; b: number }[]): number {
  const NEAR2 = 0.03 * 0.03;
  const EDGE2 = 0.04 * 0.04;
  let covered = 0;
  let total = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const q = y * width + x;
      const p = q * 3;
      const l = lab[p] as number;
      const a = lab[p + 1] as number;
      const b = lab[p + 2] as number;
      if (x + 1 < width && squaredStep(lab, p, p + 3) > EDGE2) continue;
      if (y + 1 < height && squaredStep(lab, p, p + width * 3) > EDGE2) continue;
      const w = weight[q] as number;
      total += w;
      for (const c of palette) {
        if ((c.l - l) * (c.l - l) + (c.a - a) * (c.a - a) + (c.b - b) * (c.b - b) < NEAR2) {
          covered += w;
          break;
        }
      }
    }
  }
  return total > 0 ? covered / total : 0;
}

function squaredStep(lab: Float32Array, p: number, q: number): number {
  const dl = (lab[p] as number) - (lab[q] as number);
  const da = (lab[p + 1] as number) - (lab[q + 1] as number);
  const db = (lab[p + 2] as number) - (lab[q + 2] as number);
  return dl * dl + da * da + db * db;
}
