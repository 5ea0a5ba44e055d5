// Setting real words for the seed art: Hershey stroke fonts (art-fonts-data.ts) laid out as SVG
// paths. Strokes are centre lines, so one outline gives many faces: a thin stroke reads as a
// hairline, a fat one as a grotesque, and a per-letter width or a warp of the baseline gives
// stretched, curved or melted lettering. A pixel mode snaps the same strokes to a grid for screens.
import { f } from "./art-kit";
import { HERSHEY_FONTS, type HersheyFontName } from "./art-fonts-data";

export type FontName = HersheyFontName;

/** Hershey units: capitals run from y = -12 to the baseline at y = 9. */
const CAP = 21;
const BASE = 9;

interface Glyph {
  left: number;
  right: number;
  strokes: [number, number][][];
}

const cache = new Map<string, Glyph>();

function glyph(font: FontName, ch: string): Glyph {
  const key = `${font}:${ch}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const code = ch.charCodeAt(0);
  const index = code >= 32 && code <= 126 ? code - 32 : 0;
  let src = HERSHEY_FONTS[font][index] as string;
  // "=name": the glyph is shared with an earlier font (art-fonts-data.ts).
  if (src.startsWith("=")) src = HERSHEY_FONTS[src.slice(1) as FontName][index] as string;
  const strokes: [number, number][][] = [];
  let current: [number, number][] = [];
  for (let i = 2; i + 1 < src.length; i += 2) {
    if (src[i] === " ") {
      if (current.length) strokes.push(current);
      current = [];
      continue;
    }
    current.push([src.charCodeAt(i) - 82, src.charCodeAt(i + 1) - 82]);
  }
  if (current.length) strokes.push(current);
  const g = { left: src.charCodeAt(0) - 82, right: src.charCodeAt(1) - 82, strokes };
  cache.set(key, g);
  return g;
}

export interface TextSpec {
  text: string;
  font: FontName;
  /** Cap height in pixels. */
  size: number;
  /** Horizontal scale of each letter (1 = as drawn); a function varies it letter by letter. */
  stretch?: number | ((index: number, count: number) => number);
  /** Extra space between letters, in cap heights. */
  tracking?: number;
  /** Shear to the right, as x per unit of height (0.2 = a light italic). */
  slant?: number;
}

function stretchAt(spec: TextSpec, i: number, n: number): number {
  return typeof spec.stretch === "function" ? spec.stretch(i, n) : (spec.stretch ?? 1);
}

/** Width of a line of text in pixels. */
export function measure(spec: TextSpec): number {
  const k = spec.size / CAP;
  const chars = [...spec.text];
  let w = 0;
  chars.forEach((ch, i) => {
    const g = glyph(spec.font, ch);
    w += (g.right - g.left) * k * stretchAt(spec, i, chars.length) + (spec.tracking ?? 0) * spec.size;
  });
  return w - (spec.tracking ?? 0) * spec.size;
}

/** The largest cap height (up to `max`) at which `spec.text` fits in `width`. */
export function fitSize(spec: Omit<TextSpec, "size">, width: number, max: number): number {
  const at100 = measure({ ...spec, size: 100 });
  return Math.min(max, (width / at100) * 100);
}

type Warp = (x: number, y: number) => [number, number];

/** The strokes of a line as polylines in pixels; (x, y) is the start of the baseline. */
export function textPolylines(spec: TextSpec, x: number, y: number, warp?: Warp): [number, number][][] {
  const k = spec.size / CAP;
  const chars = [...spec.text];
  const lines: [number, number][][] = [];
  let pen = x;
  chars.forEach((ch, i) => {
    const g = glyph(spec.font, ch);
    const sx = k * stretchAt(spec, i, chars.length);
    for (const stroke of g.strokes) {
      lines.push(
        stroke.map(([gx, gy]) => {
          const py = y + (gy - BASE) * k;
          const px = pen + (gx - g.left) * sx + (y - py) * (spec.slant ?? 0);
          return warp ? warp(px, py) : [px, py];
        }),
      );
    }
    pen += (g.right - g.left) * sx + (spec.tracking ?? 0) * spec.size;
  });
  return lines;
}

/** Path data for a line of text (stroke it; fill none). */
export function textPathData(spec: TextSpec, x: number, y: number, warp?: Warp): string {
  return textPolylines(spec, x, y, warp)
    .map((pts) => (pts.length === 1 ? `M${f(pts[0]![0])} ${f(pts[0]![1])}h0.1` : `M${pts.map(([px, py]) => `${f(px)} ${f(py)}`).join("L")}`))
    .join("");
}

export interface Ink {
  color: string;
  /** Stroke width as a share of the cap height (0.04 hairline, 0.2 heavy). */
  weight: number;
  opacity?: number;
}

/** A line of text as one stroked path. */
export function textSvg(spec: TextSpec, x: number, y: number, ink: Ink, warp?: Warp): string {
  const op = ink.opacity !== undefined ? ` stroke-opacity="${ink.opacity}"` : "";
  return `<path d="${textPathData(spec, x, y, warp)}" fill="none" stroke="${ink.color}" stroke-width="${f(spec.size * ink.weight)}" stroke-linecap="round" stroke-linejoin="round"${op}/>`;
}

/** A line centred on cx. */
export function centredText(spec: TextSpec, cx: number, y: number, ink: Ink, warp?: Warp): string {
  return textSvg(spec, cx - measure(spec) / 2, y, ink, warp);
}

/** The same strokes snapped to a grid of square pixels (a bitmap font on a screen). */
export function pixelText(text: string, x: number, y: number, cell: number, color: string): string {
  // Seven cells of cap height: the classic 5x7 character cell.
  const spec: TextSpec = { text, font: "sans", size: cell * 7 };
  const on = new Set<string>();
  for (const pts of textPolylines(spec, 0, 0)) {
    for (let i = 0; i < pts.length; i++) {
      const [ax, ay] = pts[i]!;
      const [bx, by] = pts[Math.min(i + 1, pts.length - 1)]!;
      const steps = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) / (cell / 3)));
      for (let s = 0; s <= steps; s++) {
        const px = ax + ((bx - ax) * s) / steps;
        const py = ay + ((by - ay) * s) / steps;
        on.add(`${Math.round(px / cell)},${Math.round(py / cell)}`);
      }
    }
  }
  let d = "";
  for (const key of [...on].sort()) {
    const [cx, cy] = key.split(",").map(Number) as [number, number];
    d += `M${f(x + cx * cell)} ${f(y + cy * cell - cell)}h${f(cell * 0.86)}v${f(cell * 0.86)}h${f(-cell * 0.86)}z`;
  }
  return `<path d="${d}" fill="${color}"/>`;
}

/** Width of pixelText's line. */
export function pixelTextWidth(text: string, cell: number): number {
  return measure({ text, font: "sans", size: cell * 7 });
}
