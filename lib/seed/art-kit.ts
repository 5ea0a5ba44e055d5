// The toolkit behind art.ts: seeded randomness, palette handling and the small SVG pieces every
// composition shares (grain, vignette, halftone screen). Pure string building; no I/O.

export const ART_WIDTH = 1200;
export const ART_HEIGHT = 900;
export const W = ART_WIDTH;
export const H = ART_HEIGHT;

export type ArtVariant = "inspiration" | "sample";

export interface ArtInput {
  slug: string;
  name: string;
  category: string;
  /** Palette as hex codes, in the style's order; role and name tell painters what each colour is for. */
  colors: { hex: string; role?: string; name?: string }[];
  /** The enabled descriptor text of each section (plus "description"), which art-brief.ts reads. */
  sections?: Record<string, string[]>;
}

// ---- deterministic randomness ------------------------------------------------------------------

function hashString(s: string): number {
  let h = 0x811c9dc5; // FNV-1a: tiny, stable across platforms
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Rng {
  next(): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

export function rngFor(seed: string): Rng {
  const next = mulberry32(hashString(seed));
  const range = (min: number, max: number) => min + next() * (max - min);
  return {
    next,
    range,
    int: (min, max) => Math.floor(range(min, max + 1)),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
  };
}

// ---- colour ------------------------------------------------------------------------------------

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  let h = hex.replace("#", "");
  if (h.length === 3 || h.length === 4) h = [...h.slice(0, 3)].map((c) => c + c).join("");
  const n = parseInt(h.slice(0, 6), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  const c = (v: number) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}

export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const shade = (c: string, t: number) => (t >= 0 ? mix(c, "#ffffff", t) : mix(c, "#000000", -t));

export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const BACKGROUND_ROLE = /background|paper|ground|canvas|page|screen|backdrop|sweep|stock|sky/i;

export interface Palette {
  bg: string;
  ink: string; // darkest
  accents: string[]; // everything but bg, most saturated-looking first kept in style order
  all: string[];
  /** Each colour with what the style says it is for ("sky", "shadows", "type"...). */
  entries: { hex: string; words: string }[];
}

/** The first colour whose role or name matches, or the fallback. */
export function colorFor(p: Palette, pattern: RegExp, fallback: string): string {
  return p.entries.find((e) => pattern.test(e.words))?.hex ?? fallback;
}

export function paletteOf(input: ArtInput): Palette {
  const all = input.colors.map((c) => toHex(parseHex(c.hex)));
  while (all.length < 3) all.push(["#f2efe8", "#1a1a1a", "#c8553d"][all.length] as string);
  const byLight = [...all].sort((a, b) => luminance(b) - luminance(a));
  const roleBg = input.colors.find((c) => c.role && BACKGROUND_ROLE.test(c.role));
  const bg = roleBg ? toHex(parseHex(roleBg.hex)) : (byLight[0] as string);
  const ink = byLight[byLight.length - 1] === bg ? (byLight[0] as string) : (byLight[byLight.length - 1] as string);
  const accents = all.filter((c) => c !== bg);
  const entries = input.colors.map((c) => ({ hex: toHex(parseHex(c.hex)), words: `${c.role ?? ""} ${c.name ?? ""}`.toLowerCase() }));
  return { bg, ink, accents: accents.length > 0 ? accents : [ink], all, entries };
}

// ---- shared pieces -----------------------------------------------------------------------------

export const f = (n: number) => (Math.round(n * 10) / 10).toString();

/** A small tiled grain: film and paper both read as "real" with it, and a 64px tile costs nothing. */
export function grainPattern(id: string, rng: Rng, opacity: number): string {
  let dots = "";
  for (let i = 0; i < 70; i++) {
    const fill = rng.next() < 0.5 ? "#000" : "#fff";
    dots += `<rect x="${f(rng.range(0, 64))}" y="${f(rng.range(0, 64))}" width="1.6" height="1.6" fill="${fill}" fill-opacity="${(rng.range(0.3, 1) * opacity).toFixed(3)}"/>`;
  }
  return `<pattern id="${id}" width="64" height="64" patternUnits="userSpaceOnUse">${dots}</pattern>`;
}

export function vignette(id: string, strength: number): { def: string; use: string } {
  return {
    def: `<radialGradient id="${id}" cx="50%" cy="50%" r="75%"><stop offset="55%" stop-color="#000" stop-opacity="0"/><stop offset="100%" stop-color="#000" stop-opacity="${strength}"/></radialGradient>`,
    use: `<rect width="${W}" height="${H}" fill="url(#${id})"/>`,
  };
}

/** Two dots per tile on a diagonal: reads as a 45-degree halftone screen. (A rotated pattern would
 *  say the same, but librsvg renders patternTransform about 80x slower.) */
export function screenDots(cell: number, r: number, fill: string): string {
  const q = cell / 4;
  return `<circle cx="${q}" cy="${q}" r="${f(r)}" fill="${fill}"/><circle cx="${3 * q}" cy="${3 * q}" r="${f(r)}" fill="${fill}"/>`;
}

export const pc = (p: Palette, i: number) => p.accents[i % p.accents.length] as string;
