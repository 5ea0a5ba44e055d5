// Edges of the structure raster (luma at ~512 px): how much of the image is edge, which way the edges
// run, and the long lines they form (a horizon, lines converging on a vanishing point). Pure: no I/O.
//
// A 3x3 Sobel pass is written out here rather than asked of sharp or OpenCV: it is the one pass over
// every pixel (~3 ms at 512 px), and it tallies the orientations and collects the edge pixels as it
// goes, so the readings after it visit only edges; OpenCV's WebAssembly build would add ~7 MB and ~1 s
// of start-up to every cold serverless function.

/** Luma (0..1) of the structure raster, row-major. */
export interface LumaPlane {
  luma: Float32Array;
  width: number;
  height: number;
}

export interface EdgeField {
  /** Gradient magnitude per pixel (Sobel, luma units x 4 for a unit step). */
  magnitude: Float32Array;
  /** Gradient energy per 5° orientation bin, of edges and of soft changes as well as edges, summed
   *  while the field is made rather than in one more pass over every pixel. */
  edgeBins: Float64Array;
  softBins: Float64Array;
  edgeCount: number;
  edgeEnergy: number;
  /** Indices of the pixels on an edge (magnitude >= EDGE_THRESHOLD), in scan order: the few that
   *  the line finders below visit, without another pass over the whole frame... */
  edgePixels: Int32Array;
  /** ...and the orientation of the edge line through each, degrees in [0, 180): 0 horizontal, 90
   *  vertical. */
  edgeAngles: Float32Array;
  softEnergy: number;
}

/** A Sobel magnitude above this is an edge: a luma step of about 0.06. */
export const EDGE_THRESHOLD = 0.25;
/** A faint but real change of tone (a luma step of ~0.005 per pixel). */
const SOFT_THRESHOLD = 0.02;
const SOFT2 = SOFT_THRESHOLD * SOFT_THRESHOLD;
const EDGE2 = EDGE_THRESHOLD * EDGE_THRESHOLD;
const BINS = 36; // 5° each

export interface EdgeReadings {
  /** Share of pixels on an edge. */
  density: number;
  /** Edge energy per 5° orientation bin, summing to 1 (all zeros when there are no edges). */
  orientations: number[];
  /** Orientations (degrees) holding most of the edge energy, strongest first, each with its share
   *  of the energy within ±10°. */
  peaks: Array<{ angle: number; share: number }>;
  /** Share of edge energy within ±10° of the peaks: near 1 for straight-edged geometry, low for
   *  curves and organic forms. */
  straightShare: number;
  /** Peaks of the orientations of soft transitions as well as edges (gradient magnitude above a
   *  faint step), for images whose forms have no hard edges (soft-edged stripes, blurred bands). */
  softPeaks: Array<{ angle: number; share: number }>;
  /** Row (0..1 of the height) of a long horizontal line across most of the width, or null. */
  horizon: number | null;
  /** Point (fractions of the frame) where many edges of different orientations converge, or null. */
  vanishingPoint: { x: number; y: number; support: number } | null;
  /** Straight steps in tone across (nearly) the whole frame, vertical or horizontal, however faint:
   *  the crisp edges of panels and bands that a gradient's own smooth change never makes. */
  crispLines: number;
}


/** Orientation of the line across gradient (gx, gy), degrees in [0, 180). A polynomial atan
 *  (error < 0.1°) instead of Math.atan2: this runs for every non-flat pixel of the frame. */
function lineAngle(gx: number, gy: number): number {
  const ax = Math.abs(gx);
  const ay = Math.abs(gy);
  const small = Math.min(ax, ay);
  const large = Math.max(ax, ay);
  const r = large > 0 ? small / large : 0;
  const r2 = r * r;
  // atan(r) on [0, 1], degrees.
  let a = (((-0.0464964749 * r2 + 0.15931422) * r2 - 0.327622764) * r2 * r + r) * (180 / Math.PI);
  if (ay > ax) a = 90 - a;
  if (gx < 0) a = 180 - a;
  if (gy < 0) a = 360 - a;
  // Gradient direction in [0, 360) -> line orientation in [0, 180). Subtractions rather than % (a
  // call into fmod): exact here, as x - y is for y <= x <= 2y.
  const line = a + 90;
  return line >= 360 ? line - 360 : line >= 180 ? line - 180 : line;
}

export function edgeField({ luma, width, height }: LumaPlane): EdgeField {
  const magnitude = new Float32Array(width * height);
  const edgeBins = new Float64Array(BINS);
  const softBins = new Float64Array(BINS);
  let edgeCount = 0;
  let edgeEnergy = 0;
  let softEnergy = 0;
  let edgePixels = new Int32Array(1024);
  let edgeAngles = new Float32Array(1024);
  for (let y = 1; y < height - 1; y++) {
    const up = (y - 1) * width;
    const row = y * width;
    const down = (y + 1) * width;
    // The 3x3 window slides right: each step reads one new column (c, f, k) and shifts the others.
    let a = luma[up] as number;
    let b = luma[up + 1] as number;
    let d = luma[row] as number;
    let e = luma[row + 1] as number;
    let g = luma[down] as number;
    let h = luma[down + 1] as number;
    for (let x = 1; x < width - 1; x++) {
      const c = luma[up + x + 1] as number;
      const f = luma[row + x + 1] as number;
      const k = luma[down + x + 1] as number;
      const gx = c + 2 * f + k - a - 2 * d - g;
      const gy = g + 2 * h + k - a - 2 * b - c;
      a = b;
      b = c;
      d = e;
      e = f;
      g = h;
      h = k;
      const m2 = gx * gx + gy * gy;
      if (m2 === 0) continue;
      // Rounded as stored, so the sums below are those of the stored field.
      const m = Math.fround(Math.sqrt(m2));
      magnitude[row + x] = m;
      // The edge line runs across the gradient. Soft changes feed only a histogram, so every other
      // pixel of every other row is enough for them; fainter ones have no orientation anyone reads.
      if (m2 < EDGE2 && (m2 < SOFT2 || ((x | y) & 1) !== 0)) continue;
      const orientation = Math.fround(lineAngle(gx, gy));
      if (m < SOFT_THRESHOLD) continue;
      const bin = Math.min(BINS - 1, Math.floor(orientation / (180 / BINS)));
      softBins[bin] = (softBins[bin] as number) + m;
      softEnergy += m;
      if (m < EDGE_THRESHOLD) continue;
      edgeEnergy += m;
      edgeBins[bin] = (edgeBins[bin] as number) + m;
      if (edgeCount === edgePixels.length) {
        edgePixels = grown(edgePixels, new Int32Array(edgeCount * 2));
        edgeAngles = grown(edgeAngles, new Float32Array(edgeCount * 2));
      }
      edgePixels[edgeCount] = row + x;
      edgeAngles[edgeCount] = orientation;
      edgeCount++;
    }
  }
  return {
    magnitude,
    edgeBins,
    softBins,
    edgeCount,
    edgeEnergy,
    softEnergy,
    edgePixels: edgePixels.subarray(0, edgeCount),
    edgeAngles: edgeAngles.subarray(0, edgeCount),
  };
}

function grown<T extends Int32Array | Float32Array>(from: T, to: T): T {
  to.set(from);
  return to;
}

export function readEdges(plane: LumaPlane, field: EdgeField): EdgeReadings {
  const { edgeBins: histogram, softBins: soft, edgeCount: edges, edgeEnergy: energy, softEnergy } = field;
  const n = plane.width * plane.height;
  const orientations = Array.from(histogram, (v) => (energy > 0 ? v / energy : 0));
  const peaks = orientationPeaks(orientations);
  const straightShare = peaks.length === 0 ? 0 : shareNear(orientations, peaks.map((p) => p.angle));
  return {
    density: edges / n,
    orientations,
    peaks,
    straightShare,
    softPeaks: orientationPeaks(Array.from(soft, (v) => (softEnergy > 0 ? v / softEnergy : 0))),
    horizon: findHorizon(plane, field),
    vanishingPoint: findVanishingPoint(plane, field),
    crispLines: countCrispLines(plane, true) + countCrispLines(plane, false),
  };
}

/** A step of at least this much luma (0..1) over two pixels is seen, if the tone around it is even. */
const CRISP_STEP = 0.008;
/** ...and at least this multiple of the change just before and after it (a step, not a ramp). */
const CRISP_OVER_RAMP = 3;
/** ...along this share of the line's length. */
const CRISP_LENGTH = 0.8;

/** Full-length steps between columns (`vertical`) or rows. Adjacent hits are one line: a resize
 *  spreads a step over two pixels. A line gives up as soon as it cannot reach CRISP_LENGTH, so a
 *  photograph costs a few rows per column. */
function countCrispLines({ luma, width, height }: LumaPlane, vertical: boolean): number {
  const across = vertical ? width : height;
  const along = vertical ? height : width;
  // Index of (i across, j along) is i * di + j * dj.
  const di = vertical ? 1 : width;
  const dj = vertical ? width : 1;
  const allowedMisses = Math.floor((1 - CRISP_LENGTH) * along);
  let lines = 0;
  let previous = false;
  for (let i = 3; i < across - 3; i++) {
    let up = 0;
    let down = 0;
    let misses = 0;
    for (let j = 0, p = i * di; j < along && misses <= allowedMisses; j++, p += dj) {
      const before = luma[p - di] as number;
      const after = luma[p + di] as number;
      const step = after - before;
      const size = step < 0 ? -step : step;
      const ramp = Math.max(Math.abs(before - (luma[p - 3 * di] as number)), Math.abs((luma[p + 3 * di] as number) - after));
      if (size < CRISP_STEP || size < CRISP_OVER_RAMP * ramp) misses++;
      else if (step > 0) up++;
      else down++;
    }
    // Steps one way along the line (a band's edge), not alternating texture.
    const hit = Math.max(up, down) >= CRISP_LENGTH * along;
    if (hit && !previous) lines++;
    previous = hit;
  }
  return lines;
}

/** Energy within ±10° (circularly) of an angle. */
function energyNear(orientations: number[], angle: number): number {
  let sum = 0;
  for (let b = 0; b < BINS; b++) {
    const centre = (b + 0.5) * (180 / BINS);
    if (angularDistance(centre, angle) <= 10) sum += orientations[b] as number;
  }
  return sum;
}

function shareNear(orientations: number[], angles: number[]): number {
  let sum = 0;
  for (let b = 0; b < BINS; b++) {
    const centre = (b + 0.5) * (180 / BINS);
    if (angles.some((a) => angularDistance(centre, a) <= 10)) sum += orientations[b] as number;
  }
  return sum;
}

export function angularDistance(p: number, q: number): number {
  const d = Math.abs(p - q) % 180;
  return d > 90 ? 180 - d : d;
}

/** Local maxima of the (circularly smoothed) orientation histogram holding at least 8% of the edge
 *  energy within ±10°, strongest first, at least 25° apart. */
function orientationPeaks(orientations: number[]): Array<{ angle: number; share: number }> {
  const candidates: Array<{ angle: number; share: number }> = [];
  for (let b = 0; b < BINS; b++) {
    const here = orientations[b] as number;
    const left = orientations[(b + BINS - 1) % BINS] as number;
    const right = orientations[(b + 1) % BINS] as number;
    if (here <= 0 || here < left || here < right) continue;
    // Refine the angle with the neighbours' weights (a peak straddling two bins sits between them).
    const offset = (right - left) / (2 * Math.max(1e-9, here + Math.max(left, right)));
    const angle = ((((b + 0.5 + offset) * (180 / BINS)) % 180) + 180) % 180;
    candidates.push({ angle, share: energyNear(orientations, angle) });
  }
  candidates.sort((p, q) => q.share - p.share);
  const peaks: Array<{ angle: number; share: number }> = [];
  for (const c of candidates) {
    if (c.share < 0.08) break;
    if (peaks.some((p) => angularDistance(p.angle, c.angle) < 25)) continue;
    peaks.push({ angle: Math.round(c.angle), share: c.share });
  }
  return peaks;
}

/** A horizon: one row band (±1.5% of the height) in the middle 70% of the frame where horizontal
 *  edges cross at least 60% of the width, and nowhere else does anything like it (stripes and grids
 *  have many such rows and no horizon). */
function findHorizon({ width, height }: LumaPlane, { edgeAngles, edgePixels }: EdgeField): number | null {
  const rowHits = new Float64Array(height);
  for (let e = 0; e < edgePixels.length; e++) {
    const a = edgeAngles[e] as number;
    if (a <= 12 || a >= 168) {
      const y = Math.floor((edgePixels[e] as number) / width);
      rowHits[y] = (rowHits[y] as number) + 1;
    }
  }
  const band = Math.max(1, Math.round(height * 0.015));
  // Columns crossed within the band: approximate by the band's best row plus its neighbours' share.
  const coverage = new Float64Array(height);
  for (let y = 0; y < height; y++) {
    let best = 0;
    for (let d = -band; d <= band; d++) best = Math.max(best, rowHits[y + d] ?? 0);
    coverage[y] = best / Math.max(1, width - 2);
  }
  let bestRow = -1;
  let bestCoverage = 0;
  for (let y = Math.round(height * 0.15); y < Math.round(height * 0.85); y++) {
    if ((coverage[y] as number) > bestCoverage) {
      bestCoverage = coverage[y] as number;
      bestRow = y;
    }
  }
  if (bestRow < 0 || bestCoverage < 0.6) return null;
  // Any other long line far from it means stripes, bands or a grid, not one horizon.
  for (let y = 0; y < height; y++) {
    if (Math.abs(y - bestRow) > 4 * band && (rowHits[y] as number) / Math.max(1, width - 2) >= 0.5) return null;
  }
  return bestRow / height;
}

/** One-point perspective: sampled edge pixels (not horizontal ones, which run parallel to the
 *  picture plane) each define a line; a vanishing point is a place most of those lines pass near,
 *  coming from several different orientations (parallel stripes meet nowhere) and from afar: an
 *  edge close to the point passes near it whatever its direction, so the outline of a small logo in
 *  the middle of a plain field is no evidence of lines converging there. */
function findVanishingPoint({ width, height }: LumaPlane, { magnitude, edgeAngles, edgePixels }: EdgeField): EdgeReadings["vanishingPoint"] {
  if (edgePixels.length < 200) return null;
  const step = Math.max(1, Math.floor(edgePixels.length / 700));
  const lines: Array<{ x: number; y: number; dx: number; dy: number; bin: number }> = [];
  let seen = 0;
  for (let e = 0; e < edgePixels.length; e++) {
    const p = edgePixels[e] as number;
    if ((magnitude[p] as number) < EDGE_THRESHOLD * 2) continue;
    if (seen++ % step !== 0) continue;
    const a = edgeAngles[e] as number;
    if (angularDistance(a, 0) < 12) continue;
    const rad = (a * Math.PI) / 180;
    const y = Math.floor(p / width);
    lines.push({ x: p - y * width, y, dx: Math.cos(rad), dy: Math.sin(rad), bin: Math.min(11, Math.floor(a / 15)) });
  }
  if (lines.length < 60) return null;
  const tolerance = 0.02 * Math.hypot(width, height);
  const afar2 = (0.12 * Math.hypot(width, height)) ** 2;
  let best: { x: number; y: number; support: number; spread: number } | null = null;
  const GRID = 16;
  for (let gy = 0; gy <= GRID; gy++) {
    for (let gx = 0; gx <= GRID; gx++) {
      const cx = (gx / GRID) * width;
      const cy = (gy / GRID) * height;
      let support = 0;
      let bins = 0; // bit k: a supporting line in the k-th 15° orientation bin
      for (const l of lines) {
        if ((cx - l.x) ** 2 + (cy - l.y) ** 2 < afar2) continue;
        const distance = Math.abs((cx - l.x) * l.dy - (cy - l.y) * l.dx);
        if (distance < tolerance) {
          support++;
          bins |= 1 << l.bin;
        }
      }
      if (!best || support > best.support) best = { x: cx / width, y: cy / height, support, spread: popCount(bins) };
    }
  }
  if (!best) return null;
  const share = best.support / lines.length;
  // Most lines through one point, from at least five 15° orientation bins.
  if (share < 0.45 || best.spread < 5) return null;
  return { x: best.x, y: best.y, support: share };
}

function popCount(bits: number): number {
  let count = 0;
  for (let b = bits; b !== 0; b &= b - 1) count++;
  return count;
}
