// Synthetic images with known palettes for the image analyzer's tests and benchmark. Each is drawn
// into a raw RGB buffer and encoded with sharp, so the test measures what the analyzer sees after a
// real codec (JPEG ringing and chroma subsampling, GIF quantisation, WebP). `truth` lists the colours
// a faithful palette must contain: for a shaded or noisy surface that is the colour the shading is
// centred on (OKLab lightness offsets and noise are symmetric), for a gradient its OKLab midpoint.
import { converter, differenceCiede2000, formatHex } from "culori";
import sharp from "sharp";

export type SyntheticFormat = "jpeg" | "png" | "webp" | "gif";

export interface TrueColor {
  hex: string;
  /** Approximate area share in the image. */
  share: number;
}

export interface SyntheticImage {
  name: string;
  format: SyntheticFormat;
  width: number;
  height: number;
  truth: TrueColor[];
  bytes: Buffer;
}

type Rgb = readonly [number, number, number];

const toOklab = converter("oklab");
const toRgb = converter("rgb");
const ciede2000 = differenceCiede2000();

export function deltaE2000(hexA: string, hexB: string): number {
  return ciede2000(hexA, hexB);
}

function rgbOf(hex: string): Rgb {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** A seeded PRNG and a Gaussian from it, so every build draws the same noise. */
export function seededNoise(seed: number): { uniform: () => number; gaussian: () => number } {
  let state = seed >>> 0;
  const uniform = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const gaussian = () => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
  return { uniform, gaussian };
}

/** An RGB canvas painted with rectangles and per-pixel functions. */
export class Canvas {
  readonly data: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
    background: string,
  ) {
    this.data = new Uint8Array(width * height * 3);
    this.rect(0, 0, width, height, background);
  }

  set(x: number, y: number, [r, g, b]: Rgb): void {
    const i = (y * this.width + x) * 3;
    this.data[i] = Math.max(0, Math.min(255, Math.round(r)));
    this.data[i + 1] = Math.max(0, Math.min(255, Math.round(g)));
    this.data[i + 2] = Math.max(0, Math.min(255, Math.round(b)));
  }

  rect(x0: number, y0: number, w: number, h: number, fill: string | ((x: number, y: number) => Rgb)): this {
    const solid = typeof fill === "string" ? rgbOf(fill) : null;
    for (let y = y0; y < Math.min(this.height, y0 + h); y++) {
      for (let x = x0; x < Math.min(this.width, x0 + w); x++) {
        this.set(x, y, solid ?? (fill as (x: number, y: number) => Rgb)(x, y));
      }
    }
    return this;
  }

  /** Adds Gaussian noise of `sigma` (0..255 units) to every channel, like sensor noise or grain. */
  noise(sigma: number, seed: number): this {
    const { gaussian } = seededNoise(seed);
    for (let i = 0; i < this.data.length; i++) {
      this.data[i] = Math.max(0, Math.min(255, Math.round((this.data[i] as number) + gaussian() * sigma)));
    }
    return this;
  }

  async encode(format: SyntheticFormat): Promise<Buffer> {
    const image = sharp(this.data, { raw: { width: this.width, height: this.height, channels: 3 } });
    if (format === "jpeg") return image.jpeg({ quality: 85 }).toBuffer();
    if (format === "webp") return image.webp({ quality: 90 }).toBuffer();
    if (format === "gif") return image.gif({ dither: 0 }).toBuffer();
    return image.png().toBuffer();
  }
}

/** `hex` with its OKLab lightness moved by `dl`, as lighting would, in sRGB bytes. Cached because
 *  culori allocates per call. */
const shadeCache = new Map<string, Rgb>();
export function shade(hex: string, dl: number): Rgb {
  const key = `${hex}:${dl.toFixed(3)}`;
  let rgb = shadeCache.get(key);
  if (!rgb) {
    const base = toOklab(hex)!;
    const c = toRgb({ ...base, l: base.l + Number(dl.toFixed(3)) });
    rgb = [c.r * 255, c.g * 255, c.b * 255];
    shadeCache.set(key, rgb);
  }
  return rgb;
}

/** The OKLab midpoint of two colours, as hex: the centre of a gradient drawn with `mixOklab`. */
export function oklabMidpoint(a: string, b: string): string {
  const p = toOklab(a)!;
  const q = toOklab(b)!;
  return formatHex({ mode: "oklab", l: (p.l + q.l) / 2, a: (p.a + q.a) / 2, b: (p.b + q.b) / 2 });
}

function mixOklab(a: string, b: string, t: number): Rgb {
  const p = toOklab(a)!;
  const q = toOklab(b)!;
  const c = toRgb({ mode: "oklab", l: p.l + (q.l - p.l) * t, a: p.a + (q.a - p.a) * t, b: p.b + (q.b - p.b) * t });
  return [c.r * 255, c.g * 255, c.b * 255];
}

/** Vertical stripes cycling through `colors` with widths proportional to `shares`. */
function stripes(canvas: Canvas, colors: string[], shares: number[], period: number): Canvas {
  const widths = shares.map((s) => Math.round(s * period));
  for (let x0 = 0, k = 0; x0 < canvas.width; k = (k + 1) % colors.length) {
    canvas.rect(x0, 0, widths[k] as number, canvas.height, colors[k] as string);
    x0 += widths[k] as number;
  }
  return canvas;
}

/** Horizontal bands, top to bottom, with heights proportional to `shares`. */
function bands(canvas: Canvas, colors: string[], shares: number[]): Canvas {
  let y = 0;
  colors.forEach((color, k) => {
    const h = k === colors.length - 1 ? canvas.height - y : Math.round((shares[k] as number) * canvas.height);
    canvas.rect(0, y, canvas.width, h, color);
    y += h;
  });
  return canvas;
}

interface Recipe {
  name: string;
  format: SyntheticFormat;
  truth: TrueColor[];
  draw: () => Canvas;
}

const RECIPES: Recipe[] = [
  {
    name: "two-color-flat",
    format: "png",
    truth: [{ hex: "#e8e2d2", share: 0.6 }, { hex: "#1c2a4a", share: 0.4 }],
    draw: () => new Canvas(400, 300, "#e8e2d2").rect(240, 0, 160, 300, "#1c2a4a"),
  },
  {
    name: "three-stripes",
    format: "jpeg",
    truth: [{ hex: "#cc6b49", share: 0.5 }, { hex: "#f3e6c8", share: 0.3 }, { hex: "#0e7c7b", share: 0.2 }],
    draw: () => stripes(new Canvas(600, 400, "#cc6b49"), ["#cc6b49", "#f3e6c8", "#0e7c7b"], [0.5, 0.3, 0.2], 120),
  },
  {
    name: "accent-5pct",
    format: "jpeg",
    truth: [{ hex: "#b8b5b0", share: 0.95 }, { hex: "#f27b5f", share: 0.05 }],
    // 155 x 155 of 800 x 600 = 5.0%.
    draw: () => new Canvas(800, 600, "#b8b5b0").rect(520, 140, 155, 155, "#f27b5f"),
  },
  {
    name: "six-blocks",
    format: "png",
    truth: [
      { hex: "#d4a62a", share: 0.3 },
      { hex: "#0047ab", share: 0.24 },
      { hex: "#9caf88", share: 0.16 },
      { hex: "#c48b90", share: 0.12 },
      { hex: "#3a3c3f", share: 0.1 },
      { hex: "#f3e6c8", share: 0.08 },
    ],
    draw: () =>
      bands(new Canvas(600, 500, "#000000"), ["#d4a62a", "#0047ab", "#9caf88", "#c48b90", "#3a3c3f", "#f3e6c8"], [0.3, 0.24, 0.16, 0.12, 0.1, 0.08]),
  },
  {
    name: "shaded-teal",
    format: "jpeg",
    truth: [{ hex: "#0e7c7b", share: 0.7 }, { hex: "#f3e6c8", share: 0.3 }],
    // Lightness falls off from top to bottom by ±0.08, as a lit wall would.
    draw: () => new Canvas(640, 480, "#f3e6c8").rect(0, 0, 448, 480, (_x, y) => shade("#0e7c7b", 0.08 - (0.16 * y) / 479)),
  },
  {
    name: "mottled-terracotta",
    format: "jpeg",
    truth: [{ hex: "#cc6b49", share: 0.55 }, { hex: "#dcc9a3", share: 0.45 }],
    draw: () => {
      const { gaussian } = seededNoise(11);
      return new Canvas(640, 480, "#dcc9a3")
        .rect(0, 0, 352, 480, () => shade("#cc6b49", Math.max(-0.09, Math.min(0.09, gaussian() * 0.03))))
        .rect(352, 0, 288, 480, () => shade("#dcc9a3", Math.max(-0.06, Math.min(0.06, gaussian() * 0.02))));
    },
  },
  {
    name: "gradient-sky",
    format: "jpeg",
    truth: [{ hex: oklabMidpoint("#c8ddef", "#7bbbe3"), share: 0.9 }, { hex: "#d4a62a", share: 0.1 }],
    draw: () =>
      new Canvas(800, 500, "#000000")
        .rect(0, 0, 800, 500, (_x, y) => mixOklab("#c8ddef", "#7bbbe3", y / 499))
        .rect(560, 80, 200, 200, "#d4a62a"),
  },
  {
    name: "near-monochrome-sepia",
    format: "jpeg",
    truth: [{ hex: "#3d2e24", share: 0.4 }, { hex: "#8a6d55", share: 0.35 }, { hex: "#e2d6c2", share: 0.25 }],
    draw: () => bands(new Canvas(600, 450, "#000000"), ["#3d2e24", "#8a6d55", "#e2d6c2"], [0.4, 0.35, 0.25]).noise(4, 5),
  },
  {
    name: "black-white-red",
    format: "png",
    truth: [{ hex: "#111111", share: 0.46 }, { hex: "#f5f5f5", share: 0.46 }, { hex: "#d9221c", share: 0.08 }],
    draw: () =>
      new Canvas(500, 500, "#f5f5f5")
        .rect(0, 0, 500, 500, (x, y) => ((Math.floor(x / 50) + Math.floor(y / 50)) % 2 === 0 ? [17, 17, 17] : [245, 245, 245]))
        .rect(300, 300, 141, 141, "#d9221c"),
  },
  {
    name: "noisy-landscape",
    format: "jpeg",
    truth: [{ hex: "#7a93ac", share: 0.4 }, { hex: "#4f7942", share: 0.35 }, { hex: "#cc8a22", share: 0.25 }],
    draw: () => bands(new Canvas(800, 600, "#000000"), ["#7a93ac", "#4f7942", "#cc8a22"], [0.4, 0.35, 0.25]).noise(14, 7),
  },
  {
    name: "pastel-blocks",
    format: "webp",
    truth: [{ hex: "#f7f2e2", share: 0.4 }, { hex: "#b4e3c8", share: 0.25 }, { hex: "#bcaee0", share: 0.2 }, { hex: "#f8c3a0", share: 0.15 }],
    draw: () =>
      new Canvas(600, 400, "#f7f2e2").rect(0, 0, 300, 200, "#b4e3c8").rect(300, 0, 240, 200, "#bcaee0").rect(0, 200, 180, 200, "#f8c3a0"),
  },
  {
    name: "poster-gif",
    format: "gif",
    truth: [{ hex: "#f3e6c8", share: 0.5 }, { hex: "#111114", share: 0.2 }, { hex: "#ffe000", share: 0.18 }, { hex: "#ff48b0", share: 0.12 }],
    draw: () =>
      new Canvas(400, 400, "#f3e6c8").rect(40, 40, 200, 160, "#111114").rect(200, 220, 160, 180, "#ffe000").rect(40, 240, 120, 160, "#ff48b0"),
  },
  {
    name: "low-key-night",
    format: "jpeg",
    truth: [{ hex: "#161b33", share: 0.78 }, { hex: "#3a3c3f", share: 0.14 }, { hex: "#f0a800", share: 0.08 }],
    draw: () =>
      new Canvas(800, 600, "#161b33").rect(0, 516, 800, 84, "#3a3c3f").rect(340, 200, 196, 196, "#f0a800").noise(3, 13),
  },
  {
    name: "high-key-airy",
    format: "png",
    truth: [{ hex: "#f7f7f4", share: 0.75 }, { hex: "#c9d3b8", share: 0.2 }, { hex: "#f1c9c3", share: 0.05 }],
    draw: () => new Canvas(600, 400, "#f7f7f4").rect(0, 320, 600, 80, "#c9d3b8").rect(400, 100, 120, 100, "#f1c9c3"),
  },
  {
    name: "warm-desert",
    format: "jpeg",
    truth: [{ hex: "#dcc9a3", share: 0.5 }, { hex: "#cc6b49", share: 0.3 }, { hex: "#d4a62a", share: 0.2 }],
    draw: () => bands(new Canvas(640, 480, "#000000"), ["#dcc9a3", "#cc6b49", "#d4a62a"], [0.5, 0.3, 0.2]).noise(5, 17),
  },
  {
    name: "cool-harbour",
    format: "jpeg",
    truth: [{ hex: "#dcedf4", share: 0.45 }, { hex: "#0e7c7b", share: 0.35 }, { hex: "#1c2a4a", share: 0.2 }],
    draw: () => bands(new Canvas(640, 480, "#000000"), ["#dcedf4", "#0e7c7b", "#1c2a4a"], [0.45, 0.35, 0.2]).noise(5, 19),
  },
  {
    name: "lit-still-life",
    format: "jpeg",
    truth: [{ hex: "#a39e94", share: 0.655 }, { hex: "#cc6b49", share: 0.285 }, { hex: "#4f7942", share: 0.06 }],
    // Light from the left on the wall, from above on the pot, plus sensor noise over everything.
    draw: () =>
      new Canvas(800, 600, "#a39e94")
        .rect(0, 0, 800, 600, (x) => shade("#a39e94", 0.06 - (0.12 * x) / 799))
        .rect(200, 200, 400, 360, (_x, y) => shade("#cc6b49", 0.08 - (0.16 * (y - 200)) / 359))
        .rect(300, 80, 180, 160, (_x, y) => shade("#4f7942", 0.05 - (0.1 * (y - 80)) / 159))
        .noise(10, 23),
  },
  {
    name: "close-sages",
    format: "jpeg",
    // Two greens ΔE2000 ~6 apart under light noise: distinct paints, not one paint under two lights.
    truth: [{ hex: "#9caf88", share: 0.45 }, { hex: "#869c72", share: 0.35 }, { hex: "#f3e6c8", share: 0.2 }],
    draw: () => bands(new Canvas(500, 400, "#000000"), ["#9caf88", "#869c72", "#f3e6c8"], [0.45, 0.35, 0.2]).noise(6, 29),
  },
];

let cache: Promise<SyntheticImage[]> | null = null;

/** Every synthetic image, encoded once per test process. */
export function syntheticImages(): Promise<SyntheticImage[]> {
  cache ??= Promise.all(
    RECIPES.map(async (recipe) => {
      const canvas = recipe.draw();
      return {
        name: recipe.name,
        format: recipe.format,
        width: canvas.width,
        height: canvas.height,
        truth: recipe.truth,
        bytes: await canvas.encode(recipe.format),
      };
    }),
  );
  return cache;
}

export async function syntheticImage(name: string): Promise<SyntheticImage> {
  const image = (await syntheticImages()).find((i) => i.name === name);
  if (!image) throw new Error(`no synthetic image named ${name}`);
  return image;
}

/** A two-frame animated GIF whose frames are flat `first` and flat `second`. */
export async function animatedGif(first: string, second: string, width = 120, height = 90): Promise<Buffer> {
  const frames = new Canvas(width, height * 2, first).rect(0, height, width, height, second);
  return sharp(frames.data, { raw: { width, height: height * 2, channels: 3, pageHeight: height } })
    .gif({ delay: [200, 200], loop: 0 })
    .toBuffer();
}

/** A photo-like image (gradients, soft shapes and noise) of any size, e.g. 4000 x 3000 for the
 *  large-input test and the benchmark: content that JPEG cannot compress to nothing. */
export async function photoLikeJpeg(width: number, height: number, seed = 3): Promise<Buffer> {
  const data = new Uint8Array(width * height * 3);
  const { gaussian } = seededNoise(seed);
  for (let y = 0; y < height; y++) {
    const v = y / height;
    for (let x = 0; x < width; x++) {
      const u = x / width;
      const hill = v > 0.55 + 0.08 * Math.sin(u * 9) ? 1 : 0;
      const sun = Math.hypot(u - 0.7, v - 0.3) < 0.08 ? 1 : 0;
      const n = gaussian() * 9;
      const i = (y * width + x) * 3;
      const r = sun ? 240 : hill ? 80 + 40 * v : 120 + 60 * v;
      const g = sun ? 168 : hill ? 121 - 30 * v : 150 + 40 * v;
      const b = sun ? 20 : hill ? 66 : 200 - 40 * u;
      data[i] = Math.max(0, Math.min(255, r + n + 12 * Math.sin(x / 37)));
      data[i + 1] = Math.max(0, Math.min(255, g + n));
      data[i + 2] = Math.max(0, Math.min(255, b + n + 10 * Math.cos(y / 53)));
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}
