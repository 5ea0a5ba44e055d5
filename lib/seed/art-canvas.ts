// The drawing surface every seed-art painter writes to: a body, a defs list and unique ids, so a
// painter can add a gradient or pattern next to the shape that uses it without knowing what else
// is in the picture. Pure string building.
import { f, H, W } from "./art-kit";

export class Canvas {
  private defs: string[] = [];
  private body: string[] = [];
  private next = 0;

  /** A fresh id for a gradient, pattern or clip path. */
  id(prefix: string): string {
    return `${prefix}${this.next++}`;
  }

  def(svg: string): void {
    this.defs.push(svg);
  }

  add(svg: string): void {
    this.body.push(svg);
  }

  /** A full-canvas rectangle. */
  cover(fill: string, opacity?: number): void {
    this.add(`<rect width="${W}" height="${H}" fill="${fill}"${opacity !== undefined ? ` fill-opacity="${f(opacity)}"` : ""}/>`);
  }

  /** A vertical (or angled) linear gradient; returns its url(). */
  linear(stops: [offset: number, color: string, opacity?: number][], x2 = 0, y2 = 1): string {
    const id = this.id("lg");
    this.def(`<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stopsOf(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  /** A radial gradient in the shape's bounding box; returns its url(). */
  radial(stops: [offset: number, color: string, opacity?: number][], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id("rg");
    this.def(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsOf(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  /** Wraps what `draw` adds in a clip path of `d`. */
  clipped(d: string, draw: () => void): void {
    const id = this.id("cp");
    this.def(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    this.add(`<g clip-path="url(#${id})">`);
    draw();
    this.add(`</g>`);
  }

  /** Wraps what `draw` adds in a group (a transform, an opacity). */
  group(attrs: string, draw: () => void): void {
    this.add(`<g ${attrs}>`);
    draw();
    this.add(`</g>`);
  }

  svg(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${this.defs.join("")}</defs>${this.body.join("")}</svg>`;
  }
}

function stopsOf(stops: [number, string, number?][]): string {
  return stops
    .map(([o, c, op]) => `<stop offset="${f(o)}" stop-color="${c}"${op !== undefined ? ` stop-opacity="${op.toFixed(2)}"` : ""}/>`)
    .join("");
}

// ---- path helpers ------------------------------------------------------------------------------

export const rect = (x: number, y: number, w: number, h: number) => `M${f(x)} ${f(y)}h${f(w)}v${f(h)}h${f(-w)}z`;

export const ellipse = (cx: number, cy: number, rx: number, ry = rx) =>
  `M${f(cx - rx)} ${f(cy)}a${f(rx)} ${f(ry)} 0 1 0 ${f(2 * rx)} 0a${f(rx)} ${f(ry)} 0 1 0 ${f(-2 * rx)} 0z`;

export const poly = (pts: [number, number][]) => `M${pts.map(([x, y]) => `${f(x)} ${f(y)}`).join("L")}z`;

export const roundRect = (x: number, y: number, w: number, h: number, r: number) =>
  `M${f(x + r)} ${f(y)}h${f(w - 2 * r)}a${f(r)} ${f(r)} 0 0 1 ${f(r)} ${f(r)}v${f(h - 2 * r)}a${f(r)} ${f(r)} 0 0 1 ${f(-r)} ${f(r)}h${f(-(w - 2 * r))}a${f(r)} ${f(r)} 0 0 1 ${f(-r)} ${f(-r)}v${f(-(h - 2 * r))}a${f(r)} ${f(r)} 0 0 1 ${f(r)} ${f(-r)}z`;

/** A smooth closed blob through points around (cx, cy), radius varied by `wobble` (0..1 values). */
export function blob(cx: number, cy: number, r: number, wobble: number[]): string {
  const n = wobble.length;
  const pts = wobble.map((w, i) => {
    const a = (i / n) * Math.PI * 2;
    const rr = r * (0.75 + 0.5 * w);
    return [cx + Math.cos(a) * rr, cy + Math.sin(a) * rr] as [number, number];
  });
  let d = "";
  for (let i = 0; i < n; i++) {
    const p0 = pts[(i - 1 + n) % n]!;
    const p1 = pts[i]!;
    const p2 = pts[(i + 1) % n]!;
    const p3 = pts[(i + 2) % n]!;
    if (i === 0) d += `M${f(p1[0])} ${f(p1[1])}`;
    // Catmull-Rom to cubic Bezier
    d += `C${f(p1[0] + (p2[0] - p0[0]) / 6)} ${f(p1[1] + (p2[1] - p0[1]) / 6)} ${f(p2[0] - (p3[0] - p1[0]) / 6)} ${f(p2[1] - (p3[1] - p1[1]) / 6)} ${f(p2[0])} ${f(p2[1])}`;
  }
  return d + "z";
}
