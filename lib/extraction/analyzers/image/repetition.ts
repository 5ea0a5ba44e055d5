// Repetition: whether the image repeats itself at a regular step (stripes, a dot screen, a tiled
// pattern) and whether it is drawn on a lattice of enlarged pixels. Pure: no I/O.
//
// Periodicity comes from the autocorrelation of luma, computed as the inverse FFT of the power
// spectrum (Wiener-Khinchin) with fft.js on a 256 x 256 window at the structure scale: a pattern
// that repeats every p pixels correlates with itself shifted by p. Peaks in one direction only are
// stripes; peaks in two independent directions are a lattice (dots, checks, hexagons, tiles).
import FFT from "fft.js";
import type { LumaPlane } from "./edges";
import type { Raster } from "./metrics";

const WINDOW = 256;
/** A repeat is real when the shifted image correlates at least this much with itself. */
const PEAK_MIN = 0.3;
/** Lags shorter than this are the image's own smoothness, not a period. */
const MIN_LAG = 3;

export interface Periodicity {
  /** Strongest repeat: the shift (structure pixels) and its correlation, 0..1. */
  period: number;
  strength: number;
  /** Direction of the strongest repeat (degrees, 0 = along x). */
  angle: number;
  /** A second repeat in an independent direction (a 2D lattice), with its correlation. */
  lattice: { period: number; strength: number; angle: number } | null;
}

const fft = new FFT(WINDOW);

/** The autocorrelation's strongest periodic peaks in a centred window, or null when nothing repeats
 *  (or the image is too small to tell). */
export function readPeriodicity({ luma, width, height }: LumaPlane): Periodicity | null {
  if (width < 64 || height < 64) return null;
  const size = Math.min(WINDOW, width, height);
  const x0 = Math.floor((width - size) / 2);
  const y0 = Math.floor((height - size) / 2);
  // Mean-removed window, zero-padded to 256 when the raster is smaller.
  const re = new Float64Array(WINDOW * WINDOW);
  let mean = 0;
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) mean += luma[(y0 + y) * width + x0 + x] as number;
  mean /= size * size;
  let variance = 0;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const v = (luma[(y0 + y) * width + x0 + x] as number) - mean;
      re[y * WINDOW + x] = v;
      variance += v * v;
    }
  }
  if (variance / (size * size) < 1e-4) return null; // a flat field repeats trivially
  const power = powerSpectrum(re);
  const auto = inverse2d(power);
  const zero = auto[0] as number;
  if (zero <= 0) return null;
  // The FFT's autocorrelation is circular (the window wraps around), so every lag sums over the
  // whole window and needs no overlap correction.
  const at = (dx: number, dy: number) => (auto[((dy + WINDOW) % WINDOW) * WINDOW + ((dx + WINDOW) % WINDOW)] as number) / zero;
  const maxLag = Math.floor(size / 3);
  const peaks: Array<{ dx: number; dy: number; value: number }> = [];
  for (let dy = 0; dy <= maxLag; dy++) {
    for (let dx = -maxLag; dx <= maxLag; dx++) {
      if (dy === 0 && dx <= 0) continue; // half-plane: autocorrelation is symmetric
      const r = Math.hypot(dx, dy);
      if (r < MIN_LAG || r > maxLag) continue;
      const v = at(dx, dy);
      if (v < PEAK_MIN) continue;
      let isMax = true;
      for (let ny = -1; ny <= 1 && isMax; ny++) for (let nx = -1; nx <= 1; nx++) if ((nx || ny) && at(dx + nx, dy + ny) > v) isMax = false;
      // A ridge (stripes correlate all along their own direction) must also dip between the origin
      // and the peak, or the "repeat" is only the image's smoothness.
      if (isMax && at(Math.round(dx / 2), Math.round(dy / 2)) < v - 0.15) peaks.push({ dx, dy, value: v });
    }
  }
  if (peaks.length === 0) return null;
  // The fundamental: the shortest lag among the strong peaks (multiples of it are peaks too).
  const strongest = Math.max(...peaks.map((p) => p.value));
  const strong = peaks.filter((p) => p.value >= strongest - 0.1).sort((p, q) => Math.hypot(p.dx, p.dy) - Math.hypot(q.dx, q.dy));
  const first = strong[0]!;
  const angleOf = (p: { dx: number; dy: number }) => (((Math.atan2(p.dy, p.dx) * 180) / Math.PI) % 180 + 180) % 180;
  const firstAngle = angleOf(first);
  // Stripes: the image also correlates with itself shifted along the stripes (perpendicular to the
  // repeat), at any distance; a lattice dips between its points.
  const period = Math.hypot(first.dx, first.dy);
  const along = (k: number) => at(Math.round((-first.dy / period) * period * k), Math.round((first.dx / period) * period * k));
  const ridge = along(0.27) >= 0.8 * first.value && along(0.5) >= 0.8 * first.value;
  const second = ridge ? undefined : peaks
    .filter((p) => {
      const d = Math.abs(angleOf(p) - firstAngle) % 180;
      return Math.min(d, 180 - d) >= 20;
    })
    .sort((p, q) => q.value - p.value || Math.hypot(p.dx, p.dy) - Math.hypot(q.dx, q.dy))[0];
  return {
    period,
    strength: first.value,
    angle: firstAngle,
    lattice: second ? { period: Math.hypot(second.dx, second.dy), strength: second.value, angle: angleOf(second) } : null,
  };
}

/** |FFT|² of a real WINDOW x WINDOW plane (rows, then columns). */
function powerSpectrum(re: Float64Array): Float64Array {
  const complex = new Float64Array(WINDOW * WINDOW * 2);
  const rowIn = new Float64Array(WINDOW);
  const rowOut = fft.createComplexArray() as number[];
  for (let y = 0; y < WINDOW; y++) {
    for (let x = 0; x < WINDOW; x++) rowIn[x] = re[y * WINDOW + x] as number;
    fft.realTransform(rowOut, rowIn);
    fft.completeSpectrum(rowOut);
    for (let k = 0; k < WINDOW * 2; k++) complex[y * WINDOW * 2 + k] = rowOut[k] as number;
  }
  columnTransform(complex, false);
  const power = new Float64Array(WINDOW * WINDOW * 2);
  for (let i = 0; i < WINDOW * WINDOW; i++) {
    const a = complex[2 * i] as number;
    const b = complex[2 * i + 1] as number;
    power[2 * i] = a * a + b * b;
  }
  return power;
}

/** Real part of the inverse 2D FFT of an interleaved complex plane. */
function inverse2d(complex: Float64Array): Float64Array {
  const rowIn = fft.createComplexArray() as number[];
  const rowOut = fft.createComplexArray() as number[];
  for (let y = 0; y < WINDOW; y++) {
    for (let k = 0; k < WINDOW * 2; k++) rowIn[k] = complex[y * WINDOW * 2 + k] as number;
    fft.inverseTransform(rowOut, rowIn);
    for (let k = 0; k < WINDOW * 2; k++) complex[y * WINDOW * 2 + k] = rowOut[k] as number;
  }
  columnTransform(complex, true);
  const out = new Float64Array(WINDOW * WINDOW);
  for (let i = 0; i < WINDOW * WINDOW; i++) out[i] = complex[2 * i] as number;
  return out;
}

function columnTransform(complex: Float64Array, inverse: boolean): void {
  const colIn = fft.createComplexArray() as number[];
  const colOut = fft.createComplexArray() as number[];
  for (let x = 0; x < WINDOW; x++) {
    for (let y = 0; y < WINDOW; y++) {
      colIn[2 * y] = complex[(y * WINDOW + x) * 2] as number;
      colIn[2 * y + 1] = complex[(y * WINDOW + x) * 2 + 1] as number;
    }
    if (inverse) fft.inverseTransform(colOut, colIn);
    else fft.transform(colOut, colIn);
    for (let y = 0; y < WINDOW; y++) {
      complex[(y * WINDOW + x) * 2] = colOut[2 * y] as number;
      complex[(y * WINDOW + x) * 2 + 1] = colOut[2 * y + 1] as number;
    }
  }
}

/** A colour step this large (sRGB bytes, summed over channels) between neighbours is a block edge. */
const STEP = 40;

/** Pixel art: the size of the enlarged pixels when nearly every colour step, along rows and along
 *  columns, falls on one lattice of that step, and the steps do not simply form a few long straight
 *  lines (a checkerboard or a layout of rectangles sits on a lattice too, but every row of it is the
 *  same). Read on the detail raster, where the lattice is still sharp. */
export function readPixelGrid(detail: Raster): number | null {
  const rows = stepPositions(detail, "x");
  const columns = stepPositions(detail, "y");
  if (rows.count < 60 || columns.count < 60) return null;
  const across = bestLattice(rows);
  const down = bestLattice(columns);
  if (!across || !down || across.size !== down.size) return null;
  // Staircases: the set of lattice columns with a step changes from block row to block row.
  if (rows.patterns(across.size, across.phase) < 5 || columns.patterns(down.size, down.phase) < 5) return null;
  return across.size;
}

interface Steps {
  positions: Int32Array;
  lines: Int32Array;
  count: number;
  /** Distinct sets of lattice cells with a step, over the sampled lines (capped). */
  patterns: (size: number, phase: number) => number;
}

function stepPositions({ data, width, height, channels }: Raster, along: "x" | "y"): Steps {
  const lineCount = along === "x" ? height : width;
  const length = along === "x" ? width : height;
  const lineStep = Math.max(1, Math.floor(lineCount / 128));
  const positions: number[] = [];
  const lines: number[] = [];
  for (let line = 0; line < lineCount; line += lineStep) {
    for (let k = 1; k < length; k++) {
      const i = along === "x" ? (line * width + k) * channels : (k * width + line) * channels;
      const j = along === "x" ? i - channels : i - width * channels;
      if (channels === 4 && (data[i + 3] as number) < 128 && (data[j + 3] as number) < 128) continue;
      const alphaStep = channels === 4 ? Math.abs((data[i + 3] as number) - (data[j + 3] as number)) : 0;
      const d = Math.abs((data[i] as number) - (data[j] as number)) + Math.abs((data[i + 1] as number) - (data[j + 1] as number)) + Math.abs((data[i + 2] as number) - (data[j + 2] as number));
      if (d + alphaStep >= STEP) {
        positions.push(k);
        lines.push(line);
      }
    }
  }
  const pos = Int32Array.from(positions);
  const lin = Int32Array.from(lines);
  return {
    positions: pos,
    lines: lin,
    count: pos.length,
    patterns: (size, phase) => {
      const sets = new Set<string>();
      let current: number[] = [];
      let currentLine = -1;
      for (let i = 0; i <= pos.length; i++) {
        if (i === pos.length || lin[i] !== currentLine) {
          if (current.length > 0) sets.add(current.join(","));
          if (i === pos.length) break;
          current = [];
          currentLine = lin[i] as number;
        }
        current.push(Math.round(((pos[i] as number) - phase) / size));
      }
      return sets.size;
    },
  };
}

/** The largest step size (3..64) on whose lattice at least 90% of the steps fall. */
function bestLattice(steps: Steps): { size: number; phase: number } | null {
  let found: { size: number; phase: number } | null = null;
  for (let size = 3; size <= 64; size++) {
    const counts = new Uint32Array(size);
    for (const p of steps.positions) counts[p % size] = (counts[p % size] as number) + 1;
    let phase = 0;
    for (let k = 1; k < size; k++) if ((counts[k] as number) > (counts[phase] as number)) phase = k;
    if ((counts[phase] as number) >= 0.9 * steps.count) found = { size, phase };
  }
  return found;
}

/** Parallel bands across a direction: luma averaged along lines at `angle` (degrees, the stripes'
 *  direction) gives a profile across them. Stripes, regular or not, show as many alternations in that
 *  profile while the image hardly varies along the stripes; a gradient has one slope, a landscape's
 *  horizontal edges vary along their length. */
export function readBands(plane: LumaPlane, angle: number): { angle: number; bands: number; alongShare: number } {
  // The orientation histogram's 5° bins are too coarse for fine stripes (3° off smears a 6 px stripe
  // across a 512 px frame): refine the angle to the one where stripes are most uniform along.
  let best = { angle, ...bandsAt(plane, angle) };
  for (const step of [1, 0.25]) {
    const centre = best.angle;
    for (let k = -5; k <= 5; k++) {
      if (k === 0) continue;
      const a = centre + k * step;
      const b = bandsAt(plane, a);
      if (b.alongShare > best.alongShare) best = { angle: a, ...b };
    }
  }
  return { ...best, angle: ((best.angle % 180) + 180) % 180 };
}

/** Every third pixel each way is plenty for a profile across stripes. */
const STEP_BANDS = 3;

function bandsAt({ luma, width, height }: LumaPlane, angle: number): { bands: number; alongShare: number } {
  const rad = (angle * Math.PI) / 180;
  // Normal to the stripes: position across them.
  const nx = -Math.sin(rad);
  const ny = Math.cos(rad);
  const extent = Math.ceil(Math.abs(nx) * width + Math.abs(ny) * height) + 2;
  const offset = Math.min(0, nx * width) + Math.min(0, ny * height);
  const sums = new Float64Array(extent);
  const counts = new Float64Array(extent);
  for (let y = 0; y < height; y += STEP_BANDS) {
    for (let x = 0; x < width; x += STEP_BANDS) {
      const bin = Math.floor(x * nx + y * ny - offset);
      sums[bin] = (sums[bin] as number) + (luma[y * width + x] as number);
      counts[bin] = (counts[bin] as number) + 1;
    }
  }
  const profile = Array.from(sums, (s, i) => ((counts[i] as number) > 0 ? s / (counts[i] as number) : Number.NaN));
  // Share of variance explained by the profile: high when every stripe is one tone along its length.
  let total = 0;
  let residual = 0;
  let mean = 0;
  let n = 0;
  for (let y = 0; y < height; y += STEP_BANDS) for (let x = 0; x < width; x += STEP_BANDS) {
    mean += luma[y * width + x] as number;
    n++;
  }
  mean /= Math.max(1, n);
  for (let y = 0; y < height; y += STEP_BANDS) {
    for (let x = 0; x < width; x += STEP_BANDS) {
      const v = luma[y * width + x] as number;
      const p = profile[Math.floor(x * nx + y * ny - offset)] as number;
      total += (v - mean) ** 2;
      residual += (v - p) ** 2;
    }
  }
  const alongShare = total > 0 ? 1 - residual / total : 0;
  // Alternations: local extrema of the profile with a clear swing (a fifth of its range, at least
  // 0.02): the steps of a smooth gradient and its noise are no stripes.
  const values = profile.filter((v) => !Number.isNaN(v));
  const range = Math.max(...values) - Math.min(...values);
  const swing = Math.max(0.02, 0.2 * range);
  let bands = 0;
  let direction = 0;
  let anchor = values[0] ?? 0;
  for (const v of values) {
    if (direction >= 0 && v < anchor - swing) {
      if (direction > 0) bands++;
      direction = -1;
      anchor = v;
    } else if (direction <= 0 && v > anchor + swing) {
      if (direction < 0) bands++;
      direction = 1;
      anchor = v;
    } else if ((direction > 0 && v > anchor) || (direction < 0 && v < anchor)) anchor = v;
  }
  return { bands, alongShare };
}
