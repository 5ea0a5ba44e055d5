// How a shape is put down in the style's medium. Every motif painter hands its shapes here, so the
// same tree is a flat gouache shape, a riso halftone, an engraved line with hatching, an ink wash, a
// carved linocut, a knife slab or a low-poly facet set depending on what the brief says.
import type { ArtBrief, Technique } from "./art-brief";
import type { Canvas } from "./art-canvas";
import { f, mix, type Palette, type Rng, screenDots, shade } from "./art-kit";

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface ShapeOptions {
  /** Where the shape sits, for shading and marks. */
  box: Box;
  /** "round" forms get a highlight and a shadow side; "flat" ones none. */
  form?: "round" | "flat";
  /** Override the brief's technique for this shape (a screen's glass, a sign's glow). */
  technique?: Technique;
  opacity?: number;
  /** No outline even when the brief has one. */
  bare?: boolean;
}

export class Surface {
  private gradients = new Map<string, string>();
  private patterns = new Map<string, string>();

  constructor(
    readonly c: Canvas,
    readonly brief: ArtBrief,
    readonly p: Palette,
    readonly rng: Rng,
  ) {}

  /** The paper or ground colour marks are cut back to. */
  get paper(): string {
    return this.p.bg;
  }

  shape(d: string, color: string, o: ShapeOptions): void {
    const t = o.technique ?? this.brief.technique;
    const op = o.opacity !== undefined ? ` fill-opacity="${f(o.opacity)}"` : "";
    const round = o.form === "round";
    switch (t) {
      case "soft": {
        this.c.add(`<path d="${d}" fill="${this.gradient(color, round)}"${op}/>`);
        break;
      }
      case "halftone": {
        this.c.add(`<path d="${d}" fill="${color}" fill-opacity="${f(0.32 * (o.opacity ?? 1))}"/>`);
        this.c.add(`<path d="${d}" fill="${this.dots(color, 3.2)}"/>`);
        // The second ink: a denser screen on the shadow side, printed a few pixels out of register.
        const shift = this.brief.misregister ? 7 : 0;
        this.c.clipped(d, () => {
          this.c.add(`<path transform="translate(${f(o.box.w * 0.18 + shift)} ${f(o.box.h * 0.12 + shift)})" d="${d}" fill="${this.dots(this.p.ink, 2.4)}" fill-opacity="0.55"/>`);
        });
        break;
      }
      case "engraving": {
        this.c.add(`<path d="${d}" fill="${mix(color, this.paper, 0.45)}" fill-opacity="${f(0.85 * (o.opacity ?? 1))}"/>`);
        this.c.clipped(d, () => {
          this.c.add(`<path transform="translate(${f(o.box.w * 0.22)} ${f(o.box.h * 0.1)})" d="${d}" fill="${this.hatch(shade(color, -0.5))}"/>`);
        });
        break;
      }
      case "wash": {
        // Bleeding edges without a blur filter: the shape laid three times, slightly apart.
        for (let i = 0; i < 3; i++) {
          const dx = this.rng.range(-5, 5);
          const dy = this.rng.range(-5, 5);
          this.c.add(`<path transform="translate(${f(dx)} ${f(dy)})" d="${d}" fill="${color}" fill-opacity="${f((i === 2 ? 0.55 : 0.22) * (o.opacity ?? 1))}"/>`);
        }
        break;
      }
      case "gouge": {
        this.c.add(`<path d="${d}" fill="${color}"${op}/>`);
        this.c.clipped(d, () => this.cuts(o.box));
        break;
      }
      case "brush": {
        this.c.add(`<path d="${d}" fill="${color}"${op}/>`);
        this.c.clipped(d, () => this.strokes(o.box, color, 12, [10, 26]));
        break;
      }
      case "knife": {
        this.c.add(`<path d="${d}" fill="${shade(color, -0.1)}"${op}/>`);
        this.c.clipped(d, () => this.slabs(o.box, color));
        break;
      }
      case "facets": {
        this.c.add(`<path d="${d}" fill="${color}"${op}/>`);
        this.c.clipped(d, () => this.facets(o.box, color));
        break;
      }
      default:
        this.c.add(`<path d="${d}" fill="${color}"${op}/>`);
    }
    const outline = !o.bare && (this.brief.outline || t === "line" || t === "engraving");
    if (outline) {
      const w = t === "engraving" ? 1.6 : this.brief.category === "illustration" ? 3.5 : 2.5;
      this.c.add(`<path d="${d}" fill="none" stroke="${this.p.ink}" stroke-width="${w}" stroke-linejoin="round"/>`);
    }
  }

  /** A light-to-shadow gradient in the shape's own box, lit from the brief's side. */
  gradient(color: string, round: boolean): string {
    const key = `${color}:${round}`;
    const hit = this.gradients.get(key);
    if (hit) return hit;
    const hi = shade(color, this.brief.key === "low" ? 0.35 : 0.25);
    const lo = shade(color, this.brief.key === "low" ? -0.6 : -0.3);
    const l = this.brief.light;
    const url = round
      ? this.c.radial([[0, shade(color, 0.55)], [0.35, color], [1, lo]], l === "right" ? 0.65 : l === "left" ? 0.32 : 0.42, 0.3, 0.75)
      : l === "left" || l === "right"
        ? this.c.linear(l === "left" ? [[0, hi], [1, lo]] : [[0, lo], [1, hi]], 1, 0)
        : this.c.linear([[0, hi], [1, lo]]);
    this.gradients.set(key, url);
    return url;
  }

  /** A 45-degree halftone screen of one ink. */
  dots(color: string, r: number): string {
    return this.pattern(`dots:${color}:${r}`, 12, screenDots(12, r, color));
  }

  /** Engraved hatching: fine diagonal lines drawn inside the tile (no patternTransform). */
  hatch(color: string): string {
    return this.pattern(`hatch:${color}`, 9, `<path d="M-2 11L11 -2M-2 2L2 -2M7 11L11 7" stroke="${color}" stroke-width="1.1"/>`);
  }

  private pattern(key: string, size: number, content: string): string {
    const hit = this.patterns.get(key);
    if (hit) return hit;
    const id = this.c.id("pt");
    this.c.def(`<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">${content}</pattern>`);
    const url = `url(#${id})`;
    this.patterns.set(key, url);
    return url;
  }

  /** Linocut: white gouge marks in parallel, slightly curved runs. */
  private cuts(b: Box): void {
    const n = Math.max(3, Math.round(b.h / 26));
    let d = "";
    for (let i = 0; i < n; i++) {
      const y = b.y + ((i + 0.5) * b.h) / n;
      const x0 = b.x + this.rng.range(0, b.w * 0.35);
      const len = b.w * this.rng.range(0.25, 0.6);
      d += `M${f(x0)} ${f(y)}q${f(len / 2)} ${f(this.rng.range(-10, 10))} ${f(len)} 0`;
    }
    this.c.add(`<path d="${d}" fill="none" stroke="${this.paper}" stroke-width="${f(Math.max(3, b.h / n / 4))}" stroke-linecap="round"/>`);
  }

  /** Brushwork inside a shape: strokes of near colours following one direction. */
  strokes(b: Box, color: string, count: number, width: [number, number]): void {
    for (let i = 0; i < count; i++) {
      const x = b.x + this.rng.range(-0.1, 0.9) * b.w;
      const y = b.y + this.rng.range(0, 1) * b.h;
      const len = b.w * this.rng.range(0.2, 0.5);
      this.c.add(
        `<path d="M${f(x)} ${f(y)}q${f(len / 2)} ${f(this.rng.range(-12, 12))} ${f(len)} ${f(this.rng.range(-8, 8))}" stroke="${shade(color, this.rng.range(-0.18, 0.22))}" stroke-width="${f(this.rng.range(width[0], width[1]))}" stroke-linecap="round" fill="none" stroke-opacity="0.8"/>`,
      );
    }
  }

  /** Palette-knife slabs: flat parallelograms with a lit top ridge and a shadowed lower edge. */
  private slabs(b: Box, color: string): void {
    const n = Math.max(6, Math.round((b.w * b.h) / 5000));
    for (let i = 0; i < Math.min(n, 40); i++) {
      const x = b.x + this.rng.range(-0.1, 0.95) * b.w;
      const y = b.y + this.rng.range(-0.05, 1) * b.h;
      const w = this.rng.range(40, 110);
      const h = this.rng.range(14, 30);
      const k = this.rng.range(-20, 20);
      const c = this.rng.next() < 0.25 ? mix(color, this.p.accents[0]!, 0.3) : shade(color, this.rng.range(-0.15, 0.25));
      this.c.add(`<path d="M${f(x)} ${f(y)}l${f(w)} ${f(k)}l0 ${f(h)}l${f(-w)} ${f(-k)}z" fill="${c}"/>`);
      this.c.add(`<path d="M${f(x)} ${f(y)}l${f(w)} ${f(k)}" stroke="${shade(color, 0.6)}" stroke-width="3" fill="none"/>`);
      this.c.add(`<path d="M${f(x)} ${f(y + h)}l${f(w)} ${f(k)}" stroke="${shade(color, -0.5)}" stroke-width="2.5" fill="none"/>`);
    }
  }

  /** Low-poly: a triangle grid over the box, each face one tone of the colour. */
  private facets(b: Box, color: string): void {
    const cols = Math.max(2, Math.round(b.w / 70));
    const rows = Math.max(2, Math.round(b.h / 70));
    const cw = b.w / cols;
    const rh = b.h / rows;
    const jit = () => this.rng.range(-0.3, 0.3);
    const pts: [number, number][][] = [];
    for (let j = 0; j <= rows; j++) {
      pts.push([]);
      for (let i = 0; i <= cols; i++) pts[j]!.push([b.x + (i + (i > 0 && i < cols ? jit() : 0)) * cw, b.y + (j + (j > 0 && j < rows ? jit() : 0)) * rh]);
    }
    const tone = (x: number) => shade(color, this.brief.light === "right" ? -x : x);
    for (let j = 0; j < rows; j++)
      for (let i = 0; i < cols; i++) {
        const [a, b2, c, d] = [pts[j]![i]!, pts[j]![i + 1]!, pts[j + 1]![i + 1]!, pts[j + 1]![i]!];
        const tri = (q: [number, number][], t: number) => `<path d="M${q.map(([x, y]) => `${f(x)} ${f(y)}`).join("L")}z" fill="${tone(t)}"/>`;
        this.c.add(tri([a, b2, c], this.rng.range(0.05, 0.25)) + tri([a, c, d], this.rng.range(-0.3, -0.05)));
      }
  }
}
