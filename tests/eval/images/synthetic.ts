// Synthetic images with known structure for the image eval, drawn at run time (nothing to commit):
// stripes at angles, a dot grid, a 1-bit halftone, hexagons, isometric cubes, line art, pixel art,
// gradients, a transparent icon, a checkerboard, scattered marks, a symmetric emblem, one-point
// perspective, a shaded 3D render and a horizon. Shapes are sampled 4x4 per pixel, so their edges
// are anti-aliased the way a vector renderer draws them: those blends are not palette colours.
import sharp from "sharp";
import type { ImageLabel } from "./labels";

type Rgba = readonly [number, number, number, number];
/** Colour at a point in pixel units; x, y may be fractional (sub-pixel samples). */
type Paint = (x: number, y: number) => Rgba;

const hex = (h: string, alpha = 255): Rgba => {
  const v = Number.parseInt(h.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255, alpha];
};
const CLEAR: Rgba = [0, 0, 0, 0];

const byte = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

/** Renders `paint` with `samples` x `samples` supersampling (1: hard-edged, like pixel art or 1-bit). */
function render(width: number, height: number, paint: Paint, samples = 4): { data: Buffer; width: number; height: number } {
  const data = Buffer.alloc(width * height * 4);
  const n = samples * samples;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const c = paint(x + (sx + 0.5) / samples, y + (sy + 0.5) / samples);
          const w = c[3];
          r += c[0] * w;
          g += c[1] * w;
          b += c[2] * w;
          a += w;
        }
      }
      const i = (y * width + x) * 4;
      data[i] = a > 0 ? byte(r / a) : 0;
      data[i + 1] = a > 0 ? byte(g / a) : 0;
      data[i + 2] = a > 0 ? byte(b / a) : 0;
      data[i + 3] = Math.round(a / n);
    }
  }
  return { data, width, height };
}

async function encode(image: { data: Buffer; width: number; height: number }, format: "png" | "jpeg" | "webp", opaque = true): Promise<Buffer> {
  let s = sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 } });
  if (opaque) s = s.removeAlpha();
  if (format === "jpeg") return s.jpeg({ quality: 88 }).toBuffer();
  if (format === "webp") return s.webp({ quality: 90 }).toBuffer();
  return s.png().toBuffer();
}

const mix = (p: Rgba, q: Rgba, t: number): Rgba => [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t, p[2] + (q[2] - p[2]) * t, 255];

/** Distance from (x, y) to segment a-b. */
function segmentDistance(x: number, y: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - ax - t * dx, y - ay - t * dy);
}

/** Pointy-top hexagon cell (axial coordinates) of a point, and the distance to its border. */
function hexCell(x: number, y: number, size: number): { q: number; r: number; edge: number } {
  const qf = ((Math.sqrt(3) / 3) * x - y / 3) / size;
  const rf = ((2 / 3) * y) / size;
  // Cube rounding.
  let q = Math.round(qf);
  let r = Math.round(rf);
  const s = Math.round(-qf - rf);
  const dq = Math.abs(q - qf);
  const dr = Math.abs(r - rf);
  const ds = Math.abs(s + qf + rf);
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  const cx = size * Math.sqrt(3) * (q + r / 2);
  const cy = size * 1.5 * r;
  // Distance to the border of a regular hexagon with inradius size * sqrt(3) / 2.
  const px = Math.abs(x - cx);
  const py = Math.abs(y - cy);
  const inradius = (size * Math.sqrt(3)) / 2;
  const d = Math.max(px, px * 0.5 + py * (Math.sqrt(3) / 2));
  return { q, r, edge: inradius - d };
}

const SPRITE = [
  "................",
  ".....KKKKKK.....",
  "...KKRRRRRRKK...",
  "..KRRWWRRRRRRK..",
  ".KRRWWWWRRWWRRK.",
  ".KRRWWWWRRWWWRK.",
  "KRRRRWWRRRRWWRRK",
  "KRRRRRRRRRRRRRRK",
  "KKRRKKKKKKKKRRKK",
  ".KKKSSKSSKSSKKK.",
  "..KSSSKSSKSSSK..",
  "..KSSSSSSSSSSK..",
  "...KSSSSSSSSK...",
  "....KKKKKKKK....",
  "................",
  "................",
];

interface Synthetic {
  label: ImageLabel;
  draw: () => Promise<Buffer>;
}

const NAVY = "#1c2a4a";
const CREAM = "#f3e6c8";

export const SYNTHETIC: Synthetic[] = [
  {
    label: { file: "synthetic:stripes-vertical", medium: ["flat"], structure: ["stripes", "vertical"], present: ["pattern"], colors: ["#cc6b49", CREAM, "#0e7c7b"], wrong: ["gradient", "photograph"] },
    draw: () => {
      const colors = [hex("#cc6b49"), hex(CREAM), hex("#0e7c7b")];
      return encode(render(720, 480, (x) => colors[Math.floor(x / 8) % 3]!, 1), "png");
    },
  },
  {
    label: { file: "synthetic:stripes-diagonal", medium: ["flat"], structure: ["stripes", "diagonal"], present: ["pattern"], colors: [NAVY, "#d4a62a"], wrong: ["gradient", "photograph"] },
    draw: () => encode(render(640, 480, (x, y) => ((((x + y) / Math.SQRT2 / 16) | 0) % 2 === 0 ? hex(NAVY) : hex("#d4a62a"))), "png"),
  },
  {
    label: { file: "synthetic:pinstripes-30", medium: ["flat", "line-art"], structure: ["stripes", "diagonal"], present: ["pattern", "outlines"], colors: ["#fafaf5", "#2b2b2b"], wrong: ["gradient", "photograph"] },
    draw: () => {
      const a = (30 * Math.PI) / 180;
      return encode(render(640, 480, (x, y) => ((x * Math.sin(a) + y * Math.cos(a)) % 20 < 3 ? hex("#2b2b2b") : hex("#fafaf5"))), "jpeg");
    },
  },
  {
    label: { file: "synthetic:dot-grid", medium: ["flat"], structure: ["dots", "grid"], present: ["pattern"], colors: [CREAM, NAVY], wrong: ["gradient", "photograph", "grain"] },
    draw: () => encode(render(640, 480, (x, y) => (Math.hypot((x % 32) - 16, (y % 32) - 16) < 6 ? hex(NAVY) : hex(CREAM))), "png"),
  },
  {
    label: { file: "synthetic:halftone", medium: ["halftone"], structure: ["halftone", "dots"], present: ["pattern", "shading"], colors: ["#000000", "#ffffff"], wrong: ["photograph", "smooth", "grain"] },
    draw: () => {
      // A lit sphere on a light-to-dark ground as a 45° screen of black dots, 1-bit (no blends).
      const period = 7;
      const tone = (x: number, y: number) => {
        const d = Math.hypot(x - 300, y - 230) / 170;
        if (d < 1) return Math.max(0.05, 0.25 + 0.7 * Math.hypot(x - 250, y - 180) / 240);
        return 0.2 + 0.6 * (y / 480);
      };
      return encode(
        render(
          640,
          480,
          (x, y) => {
            const u = (x + y) / Math.SQRT2;
            const v = (x - y) / Math.SQRT2;
            const cu = (Math.floor(u / period) + 0.5) * period;
            const cv = (Math.floor(v / period) + 0.5) * period;
            const cx = (cu + cv) / Math.SQRT2;
            const cy = (cu - cv) / Math.SQRT2;
            const radius = Math.sqrt(tone(cx, cy) / Math.PI) * period;
            return Math.hypot(u - cu, v - cv) < radius ? hex("#000000") : hex("#ffffff");
          },
          1,
        ),
        "png",
      );
    },
  },
  {
    label: { file: "synthetic:hexagons", medium: ["flat"], structure: ["hexagons"], present: ["pattern", "outlines"], colors: ["#e9c46a", "#2a9d8f", "#f4a261", "#264653"], wrong: ["gradient", "photograph"] },
    draw: () => {
      const fills = [hex("#e9c46a"), hex("#2a9d8f"), hex("#f4a261")];
      return encode(
        render(640, 480, (x, y) => {
          const { q, r, edge } = hexCell(x, y, 44);
          return edge < 2.5 ? hex("#264653") : fills[(((q - r) % 3) + 3) % 3]!;
        }),
        "png",
      );
    },
  },
  {
    label: { file: "synthetic:isometric-cubes", medium: ["flat", "3d-render"], structure: ["isometric"], present: ["pattern", "shading"], colors: ["#8ecae6", "#219ebc", "#023047"], wrong: ["gradient", "photograph"] },
    draw: () => {
      // Tumbling-blocks tiling: each rhombus of a hexagon is one face (top light, left mid, right dark).
      const faces = [hex("#8ecae6"), hex("#219ebc"), hex("#023047")];
      return encode(
        render(640, 480, (x, y) => {
          const size = 40;
          const { q, r } = hexCell(x, y, size);
          const cx = size * Math.sqrt(3) * (q + r / 2);
          const cy = size * 1.5 * r;
          const angle = Math.atan2(y - cy, x - cx); // pointy-top hexagon split into three rhombi
          if (angle < -Math.PI / 6 && angle >= (-5 * Math.PI) / 6) return faces[0]!;
          if (angle >= Math.PI / 2 || angle < (-5 * Math.PI) / 6) return faces[1]!;
          return faces[2]!;
        }),
        "png",
      );
    },
  },
  {
    label: { file: "synthetic:line-art", medium: ["line-art"], structure: ["outlines"], present: ["negative-space"], colors: ["#ffffff", "#111111"], wrong: ["gradient", "photograph", "grain"] },
    draw: () => {
      const strokes: Array<(x: number, y: number) => number> = [
        (x, y) => Math.abs(Math.hypot(x - 220, y - 220) - 110),
        (x, y) => Math.abs(Math.hypot(x - 420, y - 260) - 80),
        (x, y) => Math.abs(y - 400 - 30 * Math.sin(x / 40)),
        (x, y) => segmentDistance(x, y, 120, 80, 560, 140),
        (x, y) => Math.abs(Math.hypot((x - 330) / 1.8, y - 190) - 40),
      ];
      return encode(render(640, 480, (x, y) => (strokes.some((d) => d(x, y) < 1.6) ? hex("#111111") : hex("#ffffff"))), "png");
    },
  },
  {
    label: { file: "synthetic:pixel-art", medium: ["pixel-art"], structure: ["pixel-grid"], present: ["centred-subject"], colors: ["#1d2b53", "#ff004d", "#fff1e8", "#ffccaa", "#29adff"], wrong: ["gradient", "photograph", "smooth"] },
    draw: () => {
      const palette: Record<string, Rgba> = { K: hex("#1d2b53"), R: hex("#ff004d"), W: hex("#fff1e8"), S: hex("#ffccaa"), ".": hex("#29adff") };
      const scale = 24;
      const ox = (512 - 16 * scale) / 2;
      return encode(
        render(
          512,
          512,
          (x, y) => {
            const col = Math.floor((x - ox) / scale);
            const row = Math.floor((y - ox) / scale);
            const cell = SPRITE[row]?.[col] ?? ".";
            return palette[cell]!;
          },
          1,
        ),
        "png",
      );
    },
  },
  {
    label: { file: "synthetic:linear-gradient", medium: ["gradient"], structure: ["gradient"], wrong: ["photograph", "flat fills", "grain"] },
    draw: () => encode(render(640, 400, (x, y) => mix(hex("#ffb88c"), hex("#6a3093"), (x / 640) * 0.6 + (y / 400) * 0.4), 1), "png"),
  },
  {
    label: { file: "synthetic:radial-glow", medium: ["gradient"], structure: ["gradient"], present: ["centred-subject"], wrong: ["photograph", "flat fills", "grain"] },
    draw: () => encode(render(640, 480, (x, y) => mix(hex("#fde2a7"), hex("#0b1d3a"), Math.min(1, Math.hypot(x - 320, y - 240) / 360)), 1), "jpeg"),
  },
  {
    // A wallpaper's small logo in the middle of a glow: its outline converges on nothing.
    label: { file: "synthetic:logo-on-glow", medium: ["gradient"], structure: ["gradient"], present: ["centred-subject", "negative-space"], wrong: ["perspective", "vanishing point", "photograph", "flat fills"] },
    draw: () =>
      encode(
        render(960, 540, (x, y) => {
          const body = ((x - 480) / 26) ** 2 + ((y - 275) / 15) ** 2 < 1;
          const head = Math.hypot(x - 505, y - 262) < 11;
          const ear = Math.hypot(x - 500, y - 249) < 6;
          if (body || head || ear) return hex("#101418");
          return mix(hex("#7cc3de"), hex("#0d4f74"), Math.min(1, Math.hypot(x - 480, (y - 250) * 1.4) / 560));
        }),
        "jpeg",
      ),
  },
  {
    label: { file: "synthetic:transparent-icon", medium: ["flat"], structure: ["transparent"], present: ["centred-subject"], colors: ["#0e7c7b", "#ffffff"], wrong: ["photograph", "grey", "gradient"] },
    draw: () => {
      const inRoundedSquare = (x: number, y: number) => {
        const dx = Math.max(Math.abs(x - 256) - 150, 0);
        const dy = Math.max(Math.abs(y - 256) - 150, 0);
        return Math.hypot(dx, dy) < 50;
      };
      return encode(
        render(512, 512, (x, y) => (!inRoundedSquare(x, y) ? CLEAR : Math.hypot(x - 256, y - 256) < 90 ? hex("#ffffff") : hex("#0e7c7b"))),
        "png",
        false,
      );
    },
  },
  {
    label: { file: "synthetic:checkerboard", medium: ["flat"], structure: ["grid"], present: ["pattern"], colors: ["#111111", "#f5f5f5"], wrong: ["gradient", "photograph"] },
    draw: () => encode(render(640, 480, (x, y) => ((Math.floor(x / 40) + Math.floor(y / 40)) % 2 === 0 ? hex("#111111") : hex("#f5f5f5")), 1), "png"),
  },
  {
    label: { file: "synthetic:scattered-marks", medium: ["flat"], structure: ["scattered-marks"], present: ["negative-space", "dots"], colors: ["#f7f2e2", "#e4572e"], wrong: ["gradient", "photograph", "grain"] },
    draw: () => {
      let seed = 7;
      const random = () => {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        return seed / 0x7fffffff;
      };
      const marks = Array.from({ length: 90 }, () => ({ x: random() * 640, y: random() * 480, r: 3 + random() * 4 }));
      return encode(render(640, 480, (x, y) => (marks.some((m) => Math.hypot(x - m.x, y - m.y) < m.r) ? hex("#e4572e") : hex("#f7f2e2"))), "png");
    },
  },
  {
    label: { file: "synthetic:symmetric-emblem", medium: ["flat"], structure: ["symmetry", "centred-subject"], present: ["negative-space"], colors: ["#fdf6ec", "#3d348b", "#f18701"], wrong: ["gradient", "photograph"] },
    draw: () =>
      encode(
        render(640, 480, (x, y) => {
          const dx = Math.abs(x - 320);
          const dy = y - 240;
          const petal = Math.hypot(dx - 70, dy) < 55 || Math.hypot(dx, dy + 80) < 50 || Math.hypot(dx - 45, dy - 85) < 35;
          if (Math.hypot(dx, dy) < 40) return hex("#f18701");
          return petal ? hex("#3d348b") : hex("#fdf6ec");
        }),
        "png",
      ),
  },
  {
    label: { file: "synthetic:perspective-grid", medium: ["line-art", "flat"], structure: ["perspective"], present: ["outlines", "horizon", "grid"], colors: ["#ffffff", "#1a1a1a"], wrong: ["gradient", "photograph"] },
    draw: () => {
      // One-point perspective: a floor grid whose lines converge on a vanishing point at (320, 170).
      const vx = 320;
      const vy = 170;
      return encode(
        render(640, 480, (x, y) => {
          if (Math.abs(y - vy) < 1) return hex("#1a1a1a");
          if (y < vy) return hex("#ffffff");
          const depth = (y - vy) / (480 - vy);
          const lateral = ((x - vx) / depth) / 80;
          const nearLine = Math.abs(lateral - Math.round(lateral)) * 80 * depth < 1.2;
          const z = 1 / depth;
          const nearRow = Math.abs(z * 2 - Math.round(z * 2)) / (z * z) * (480 - vy) < 1.2;
          return nearLine || nearRow ? hex("#1a1a1a") : hex("#ffffff");
        }),
        "png",
      );
    },
  },
  {
    label: { file: "synthetic:render-spheres", medium: ["3d-render"], structure: ["shading"], present: ["gradient"], wrong: ["flat fills", "vector", "photograph", "grain"] },
    draw: () => {
      // Phong-lit spheres over a floor with soft contact shadows: smooth shading and specular highlights.
      const spheres = [
        { x: 220, y: 280, r: 110, c: [220, 70, 60] },
        { x: 440, y: 300, r: 80, c: [60, 120, 210] },
      ];
      const light = [-0.5, -0.7, 0.5];
      const norm = Math.hypot(...light);
      const [lx, ly, lz] = light.map((v) => v / norm) as [number, number, number];
      return encode(
        render(
          640,
          480,
          (x, y) => {
            for (const s of spheres) {
              const dx = (x - s.x) / s.r;
              const dy = (y - s.y) / s.r;
              const d2 = dx * dx + dy * dy;
              if (d2 < 1) {
                const nz = Math.sqrt(1 - d2);
                const diffuse = Math.max(0, dx * lx + dy * ly + nz * lz);
                const reflect = 2 * diffuse * nz - lz;
                const spec = Math.max(0, reflect) ** 40;
                const k = 0.18 + 0.75 * diffuse;
                return [s.c[0]! * k + 255 * spec, s.c[1]! * k + 255 * spec, s.c[2]! * k + 255 * spec, 255];
              }
            }
            const shadow = spheres.reduce((m, s) => Math.min(m, Math.hypot((x - s.x - 30) / (s.r * 1.1), (y - s.y - s.r * 0.9) / (s.r * 0.35))), 9);
            const floor = 200 - 60 * (y / 480) - (shadow < 1.6 ? 70 * (1 - shadow / 1.6) : 0);
            return [floor, floor - 4, floor - 10, 255];
          },
          2,
        ),
        "png",
      );
    },
  },
  {
    label: { file: "synthetic:horizon", medium: ["gradient", "flat"], structure: ["horizon"], present: ["negative-space"], wrong: ["photograph", "grain"] },
    draw: () =>
      encode(
        render(800, 450, (x, y) => {
          if (Math.hypot(x - 560, y - 200) < 50) return hex("#ffd166");
          if (y < 290) return mix(hex("#118ab2"), hex("#9ad1d4"), y / 290);
          return hex("#2d6a4f");
        }),
        "png",
      ),
  },
];
