// Letterbox bars, pillarbox bars, mats and borders: uniform bands along the image's edges that frame
// the picture rather than belong to it. Pure: no I/O.
//
// The acceptance: "frames and letterbox bars are not colours of the style". A black bar above
// and below a film still would otherwise be the palette's background. The hard part is not finding
// flat edges but not finding them where a flat design's own background simply reaches the edges, or
// a plain sky fills the top of a photograph. So a band counts only when:
//   - its outermost line is one colour, and walking inward from each sampled point of the edge the
//     colour stays within a small tolerance of it until one common depth: a roughly straight inner
//     boundary across the whole side (a sky or a background stops at a silhouette, which is not
//     straight, or runs on past a quarter of the side, where no frame is);
//   - the colour does not drift on the way in (a smooth gradient also ends at one depth, where it
//     leaves the tolerance, but its inner half already differs from its edge);
//   - what lies inside is not a flat colour that runs across the picture or ends at a straight line
//     of its own (a panel on a background, the next stripe of a flag: a flat design, not a picture
//     in a frame).
// Then bands pair up: top and bottom of one colour (letterbox), left and right (pillarbox), or three
// or four sides (a frame or mat). A band on one side alone is easily a design's strip of colour, so it
// counts only when it is clearly padding: thin, black, white or grey, and straighter still.
//
// Cost: 128 points per side are read; on most images the first line already fails, and even a flat
// design's walks stop at a quarter of the side, so this stays far below one pass over the raster.
import { oklabToHex, srgbToOklab, chromaOf } from "../color/space";
import type { Raster } from "./metrics";

export type FrameKind = "letterbox" | "pillarbox" | "frame" | "border";

/** Uniform bands found along the edges. Sides are shares of the image's height (top, bottom) or width
 *  (left, right), 0 where that side has no band. */
export interface ImageFrame {
  kind: FrameKind;
  top: number;
  right: number;
  bottom: number;
  left: number;
  /** #rrggbb, the bands' colour. */
  color: string;
}

type Side = "top" | "right" | "bottom" | "left";
type Rgb = [number, number, number];

/** Points read along each side: the boundary's straightness needs no more. */
const SAMPLES_PER_SIDE = 128;
/** A band's pixels lie within this sRGB distance (bytes, Euclidean) of its edge colour. In bytes, not
 *  OKLab: codec noise (JPEG ringing, a few levels) is the same size in bytes at any lightness, while
 *  OKLab magnifies it in deep shadow, where letterbox bars are. 20 levels is about OKLab 0.05 on mid
 *  tones: a bar is one paint, not merely similar ones. */
const TOLERANCE = 20;
/** The outermost line: at least this share of its points lies within half the tolerance of its
 *  median colour (a channel logo or a speck of dust may sit on a bar). Bars and mats are clean paint;
 *  the edge of a textured surface is not, and most photographs stop here. */
const EDGE_UNIFORM = 0.9;
const EDGE_TOLERANCE = TOLERANCE / 2;
/** The edge colour covering this share of the line just past a quarter of the side runs on: no band
 *  there (perpendicular bands of a mat cover at most half of that line, the picture the rest). */
const RUNS_ON = 0.9;
/** A frame is thinner than a quarter of the side (the bound)... */
const MAX_BAND = 0.25;
/** ...and at least this thick (shares of the side, and pixels): a one-pixel edge line is no band. */
const MIN_BAND = 0.01;
const MIN_BAND_PX = 3;
/** Points whose walk ends this close to the common depth (pixels, plus a share of the side for the
 *  resampler's blur and JPEG ringing) make the boundary straight; at least this share must. Subtitles
 *  in a bar or dark picture content beside a black bar take the rest. */
const SLACK_PX = 2;
const SLACK_SHARE = 0.008;
const STRAIGHT_PAIR = 0.75;
/** The band's colour just inside its boundary may differ from its edge colour by at most this much
 *  (mean, bytes): a bar is flat, a gradient that leaves the tolerance at one depth is not. */
const MAX_DRIFT = 8;
/** Blends between band and picture reach this far past the boundary (pixels plus share of the side). */
const BLUR_PX = 2;
const BLUR_SHARE = 0.005;
/** A line inside the band counts as one flat colour when this share of it is one colour. */
const FLAT_LINE = 0.9;
/** A flat colour right inside a band that reaches the far side of the picture on this share of the
 *  side fills the picture: a panel of a design, not a picture in a frame. */
const ACROSS = 0.5;
/** A line of the picture with this share of its points in the band's colour repeats the band. */
const RECURS = 0.75;
const OPPOSITE: Record<Side, Side> = { top: "bottom", bottom: "top", left: "right", right: "left" };
/** A band on one side alone: thinner than this share of the side, straighter, black, white or grey. */
const SINGLE_MAX_BAND = 0.08;
const SINGLE_STRAIGHT = 0.9;
const SINGLE_MAX_CHROMA = 0.03;
const SINGLE_DARK = 0.25;
const SINGLE_LIGHT = 0.9;
/** Below this size (pixels per side) a "border" is more likely an icon's or a sprite's outline. */
const MIN_IMAGE_PX = 32;

/** One side read inward: where each sampled point's walk ends, in pixels from the edge. */
interface SideScan {
  side: Side;
  /** Length of the side (pixels along it) and of the image across it (pixels inward). */
  along: number;
  depth: number;
  positions: Int32Array;
  depths: Int32Array;
  color: Rgb;
  /** Rough thickness from a low percentile of the walks: robust to perpendicular bands, which run deep. */
  rough: number;
  origin: number;
  alongStep: number;
  depthStep: number;
}

/** A side that passed its own tests; `straight` is the share of points that hold its boundary. */
interface Band {
  scan: SideScan;
  thickness: number;
  straight: number;
}

export function detectFrame(raster: Raster): ImageFrame | null {
  const { width, height } = raster;
  if (width < MIN_IMAGE_PX || height < MIN_IMAGE_PX) return null;
  const scans = new Map<Side, SideScan>();
  for (const side of ["top", "right", "bottom", "left"] as const) {
    const scan = scanSide(raster, side);
    if (scan) scans.set(side, scan);
  }
  if (scans.size === 0) return null;

  const bands = new Map<Side, Band>();
  for (const scan of scans.values()) {
    const band = readBand(raster, scan, scans);
    if (band) bands.set(scan.side, band);
  }
  const accepted = new Set<Side>();
  const pair = (a: Side, b: Side) => {
    const p = bands.get(a);
    const q = bands.get(b);
    if (p && q && sameColor(p.scan.color, q.scan.color)) accepted.add(a).add(b);
  };
  pair("top", "bottom");
  pair("left", "right");
  // Both pairs must be one frame: a black letterbox inside a white pillarbox is not one colour.
  if (accepted.size === 4 && !sameColor((bands.get("top") as Band).scan.color, (bands.get("left") as Band).scan.color)) {
    accepted.delete("left");
    accepted.delete("right");
  }
  // A third side of the same colour joins a pair (a mat whose fourth side was cropped).
  for (const [side, band] of bands) {
    if (accepted.size > 0 && !accepted.has(side) && sameColor(band.scan.color, (bands.get([...accepted][0] as Side) as Band).scan.color)) accepted.add(side);
  }
  if (accepted.size === 0) {
    const single = [...bands.values()].filter(isClearBorder).sort((p, q) => q.straight - p.straight)[0];
    if (single) accepted.add(single.scan.side);
  }
  if (accepted.size === 0) return null;

  const share = (side: Side) => {
    const band = accepted.has(side) ? bands.get(side) : undefined;
    return band ? band.thickness / band.scan.depth : 0;
  };
  const colors = [...accepted].map((side) => (bands.get(side) as Band).scan.color);
  const mean = [0, 1, 2].map((c) => colors.reduce((sum, rgb) => sum + (rgb[c] as number), 0) / colors.length) as Rgb;
  const kind: FrameKind =
    accepted.size >= 3 ? "frame" : accepted.has("top") && accepted.has("bottom") ? "letterbox" : accepted.has("left") && accepted.has("right") ? "pillarbox" : "border";
  return { kind, top: share("top"), right: share("right"), bottom: share("bottom"), left: share("left"), color: oklabToHex(srgbToOklab(...mean)) };
}

/** The picture inside a frame, in pixels of a raster of any size with the same aspect: each band
 *  plus the blend between band and picture, which is neither. */
export function contentRect(frame: ImageFrame | null, width: number, height: number): { left: number; top: number; width: number; height: number } {
  if (!frame) return { left: 0, top: 0, width, height };
  const inset = (share: number, size: number) => (share > 0 ? Math.min(Math.floor(size * 0.3), Math.ceil(share * size + BLUR_PX + BLUR_SHARE * size)) : 0);
  const left = inset(frame.left, width);
  const top = inset(frame.top, height);
  return { left, top, width: Math.max(1, width - left - inset(frame.right, width)), height: Math.max(1, height - top - inset(frame.bottom, height)) };
}

/** The picture of a raster inside a frame: a view when only rows are cut, a copy otherwise. */
export function cropRaster(raster: Raster, frame: ImageFrame | null): Raster {
  if (!frame) return raster;
  const { data, width, height, channels } = raster;
  const rect = contentRect(frame, width, height);
  const rowBytes = width * channels;
  if (rect.width === width) {
    return { data: data.subarray(rect.top * rowBytes, (rect.top + rect.height) * rowBytes), width, height: rect.height, channels };
  }
  const out = new Uint8Array(rect.width * rect.height * channels);
  const outRow = rect.width * channels;
  for (let y = 0; y < rect.height; y++) {
    const from = (rect.top + y) * rowBytes + rect.left * channels;
    out.set(data.subarray(from, from + outRow), y * outRow);
  }
  return { data: out, width: rect.width, height: rect.height, channels };
}

function scanSide(raster: Raster, side: Side): SideScan | null {
  const { data, width, height, channels } = raster;
  const rowBytes = width * channels;
  const horizontal = side === "top" || side === "bottom";
  const along = horizontal ? width : height;
  const depth = horizontal ? height : width;
  const origin = side === "bottom" ? (height - 1) * rowBytes : side === "right" ? (width - 1) * channels : 0;
  const alongStep = horizontal ? channels : rowBytes;
  const depthStep = side === "top" ? rowBytes : side === "bottom" ? -rowBytes : side === "left" ? channels : -channels;

  const n = Math.min(along, SAMPLES_PER_SIDE);
  const positions = new Int32Array(n);
  for (let k = 0; k < n; k++) positions[k] = Math.floor(((k + 0.5) * along) / n);

  // The edge colour: the per-channel median of the outermost line, which must be opaque and one colour.
  const channel = [new Uint8Array(n), new Uint8Array(n), new Uint8Array(n)] as const;
  for (let k = 0; k < n; k++) {
    const i = origin + (positions[k] as number) * alongStep;
    // A transparent margin is the cut-out's ground, not a frame.
    if (channels === 4 && (data[i + 3] as number) < 128) return null;
    for (let c = 0; c < 3; c++) (channel[c] as Uint8Array)[k] = data[i + c] as number;
  }
  const color = channel.map((values) => median(values)) as Rgb;
  let uniform = 0;
  for (let k = 0; k < n; k++) if (near(data, origin + (positions[k] as number) * alongStep, color, EDGE_TOLERANCE)) uniform++;
  if (uniform < EDGE_UNIFORM * n) return null;

  // Each point walks inward while it keeps the edge colour, a little past the deepest band allowed,
  // so that a colour running on (a background, a sky) is told from a band that stops. A colour that
  // still covers the line there is a background reaching the edge, known without a walk.
  const cap = Math.floor(depth * MAX_BAND) + slackOf(depth) + 1;
  let beyond = 0;
  for (let k = 0; k < n; k++) if (near(data, origin + (positions[k] as number) * alongStep + cap * depthStep, color)) beyond++;
  if (beyond >= RUNS_ON * n) return null;
  const depths = walkInward(raster, positions, origin, alongStep, depthStep, color, cap);
  const sorted = Int32Array.from(depths).sort();
  const rough = sorted[Math.floor(0.3 * (n - 1))] as number;
  return { side, along, depth, positions, depths, color, rough, origin, alongStep, depthStep };
}

/** How far each point keeps the colour, walking inward up to `cap` pixels. The hot loop of this
 *  module (a flat background walks every point to the cap), so it is written out, and it visits
 *  memory in order: along a row for the left and right sides, row after row (each point advancing
 *  one pixel per row) for the top and bottom, where walking one column at a time would touch a new
 *  cache line at every step. */
function walkInward(raster: Raster, positions: Int32Array, origin: number, alongStep: number, depthStep: number, [r, g, b]: Rgb, cap: number): Int32Array {
  const { data, channels } = raster;
  const n = positions.length;
  const depths = new Int32Array(n).fill(cap);
  const limit = TOLERANCE * TOLERANCE;
  const alpha = channels === 4 ? 3 : 0;
  // A transparent pixel ends a walk (a band is opaque paint): with 3 channels `alpha` points at red,
  // which is never below 0, so one comparison serves both layouts without a branch.
  const minAlpha = channels === 4 ? 128 : 0;
  if (Math.abs(depthStep) === channels) {
    for (let k = 0; k < n; k++) {
      let i = origin + (positions[k] as number) * alongStep;
      for (let d = 0; d < cap; d++, i += depthStep) {
        const dr = (data[i] as number) - r;
        const dg = (data[i + 1] as number) - g;
        const db = (data[i + 2] as number) - b;
        if (dr * dr + dg * dg + db * db > limit || (data[i + alpha] as number) < minAlpha) {
          depths[k] = d;
          break;
        }
      }
    }
    return depths;
  }
  const alive = Int32Array.from({ length: n }, (_, k) => k);
  let count = n;
  for (let d = 0, row = origin; d < cap && count > 0; d++, row += depthStep) {
    let kept = 0;
    for (let j = 0; j < count; j++) {
      const k = alive[j] as number;
      const i = row + (positions[k] as number) * alongStep;
      const dr = (data[i] as number) - r;
      const dg = (data[i + 1] as number) - g;
      const db = (data[i + 2] as number) - b;
      if (dr * dr + dg * dg + db * db > limit || (data[i + alpha] as number) < minAlpha) depths[k] = d;
      else alive[kept++] = k;
    }
    count = kept;
  }
  return depths;
}

/** A side's band, judged on the stretch of the side between perpendicular bands of the same colour
 *  (a mat's top band runs on down the left and right bands there). */
function readBand(raster: Raster, scan: SideScan, scans: Map<Side, SideScan>): Band | null {
  const horizontal = scan.side === "top" || scan.side === "bottom";
  const [before, after] = horizontal ? (["left", "right"] as const) : (["top", "bottom"] as const);
  const skip = (side: Side) => {
    const other = scans.get(side);
    return other && sameColor(other.color, scan.color) && other.rough <= other.depth * MAX_BAND ? other.rough + slackOf(other.depth) : 0;
  };
  const from = skip(before);
  const to = scan.along - skip(after);
  const inSpan: number[] = [];
  for (let k = 0; k < scan.positions.length; k++) {
    const a = scan.positions[k] as number;
    if (a >= from && a < to) inSpan.push(k);
  }
  if (inSpan.length < scan.positions.length / 3) return null;

  const thickness = median(inSpan.map((k) => scan.depths[k] as number));
  if (thickness < Math.max(MIN_BAND_PX, MIN_BAND * scan.depth) || thickness > MAX_BAND * scan.depth) return null;
  const slack = slackOf(scan.depth);
  const blur = BLUR_PX + Math.round(BLUR_SHARE * scan.depth);
  // A point holds the boundary when its walk ends there, or when something on the bar (subtitles, a
  // channel logo) stopped it sooner but the band's colour is back just inside the boundary and gone
  // just past it.
  const inside = Math.max(0, thickness - blur - 1);
  const past = Math.min(scan.depth - 1, thickness + blur + 1);
  const straightPoints = inSpan.filter((k) => {
    const d = scan.depths[k] as number;
    if (Math.abs(d - thickness) <= slack) return true;
    return d < thickness && near(raster.data, offsetOf(scan, k, inside), scan.color) && !near(raster.data, offsetOf(scan, k, past), scan.color);
  });
  const straight = straightPoints.length / inSpan.length;
  if (straight < STRAIGHT_PAIR) return null;

  // Flat all the way in: the band's mean colour just inside its boundary is its edge colour.
  if (drifts(raster, scan, straightPoints, thickness, scan.color)) return null;

  // The picture, from its first line past the blend. When that line is one flat colour, look at what
  // it belongs to: a flat colour that runs across to the picture's far side for most of its width (a
  // panel on a background, a two-tone design), or that ends again at a straight line of its own (a
  // flag's bands), makes this band part of a flat design; a sky or a wall that ends at a ridge or a
  // roofline is a picture's.
  const facing = scans.get(OPPOSITE[scan.side]);
  // Where the picture ends on the far side: at the facing band, when there is one of this colour.
  const end = scan.depth - (facing && sameColor(facing.color, scan.color) ? facing.rough : 0) - slack - blur;
  const { share: pictureFlat, color: pictureColor } = flatLine(raster, scan, inSpan, past);
  if (pictureFlat >= FLAT_LINE) {
    const points = Int32Array.from(inSpan, (k) => scan.positions[k] as number);
    const depths = walkInward(raster, points, scan.origin + past * scan.depthStep, scan.alongStep, scan.depthStep, pictureColor, scan.depth - past - 1);
    if (depths.filter((d) => d >= end - past - blur).length >= ACROSS * depths.length) return null;
    const stop = median(depths);
    const level = Array.from(depths, (d, j) => (Math.abs(d - stop) <= slack ? (inSpan[j] as number) : -1)).filter((k) => k >= 0);
    if (level.length >= STRAIGHT_PAIR * inSpan.length && !drifts(raster, scan, level, past + stop, pictureColor, past)) return null;
  }
  // A frame's colour does not come back as a line across the picture: a band that recurs inside is a
  // row of a pattern (tiles with a light rim, a grid, stripes) that the image's edge happened to cut.
  for (let d = past; d < end; d++) {
    let recurring = 0;
    for (const k of inSpan) if (near(raster.data, offsetOf(scan, k, d), scan.color)) recurring++;
    if (recurring >= RECURS * inSpan.length) return null;
  }
  return { scan, thickness, straight };
}

/** Whether the colour of a band that ends at depth `end` (from depth `start`) drifts from `color` on
 *  the way in: its mean just inside the end, clear of the blend, differs by more than MAX_DRIFT. */
function drifts(raster: Raster, scan: SideScan, points: readonly number[], end: number, color: Rgb, start = 0): boolean {
  const blur = BLUR_PX + Math.round(BLUR_SHARE * scan.depth);
  const inner = Math.max(start + Math.floor((end - start) / 2), end - blur - 1);
  return distance(meanColor(raster, scan, points, inner), color) > MAX_DRIFT;
}

/** A band on one side only is taken when it is plainly padding: thin, black, white or grey, and
 *  straight. A coloured strip along one edge is a design's own. */
function isClearBorder(band: Band): boolean {
  const lab = srgbToOklab(...band.scan.color);
  return (
    band.thickness <= SINGLE_MAX_BAND * band.scan.depth &&
    band.straight >= SINGLE_STRAIGHT &&
    chromaOf(lab) < SINGLE_MAX_CHROMA &&
    (lab.l < SINGLE_DARK || lab.l > SINGLE_LIGHT)
  );
}

const slackOf = (depth: number) => SLACK_PX + Math.round(SLACK_SHARE * depth);

/** Byte offset of point k of a side, d pixels in. */
function offsetOf(scan: SideScan, k: number, d: number): number {
  return scan.origin + (scan.positions[k] as number) * scan.alongStep + d * scan.depthStep;
}

function meanColor(raster: Raster, scan: SideScan, points: readonly number[], d: number): Rgb {
  const sum = (c: number) => points.reduce((total, k) => total + (raster.data[offsetOf(scan, k, d) + c] as number), 0) / Math.max(1, points.length);
  return [sum(0), sum(1), sum(2)];
}

/** The median colour of one line (at depth d) and the share of its points within the tolerance of it. */
function flatLine(raster: Raster, scan: SideScan, points: readonly number[], d: number): { share: number; color: Rgb } {
  const offsets = points.map((k) => offsetOf(scan, k, d));
  const color = [0, 1, 2].map((c) => median(offsets.map((i) => raster.data[i + c] as number))) as Rgb;
  return { share: offsets.filter((i) => near(raster.data, i, color)).length / Math.max(1, offsets.length), color };
}

function near(data: Uint8Array, i: number, [r, g, b]: Rgb, tolerance = TOLERANCE): boolean {
  const dr = (data[i] as number) - r;
  const dg = (data[i + 1] as number) - g;
  const db = (data[i + 2] as number) - b;
  return dr * dr + dg * dg + db * db <= tolerance * tolerance;
}

const distance = (p: Rgb, q: Rgb) => Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
const sameColor = (p: Rgb, q: Rgb) => distance(p, q) <= TOLERANCE;

function median(values: ArrayLike<number>): number {
  // A typed array sorts numerically, and several times faster than an array with a comparator.
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.floor((sorted.length - 1) / 2)] as number;
}
