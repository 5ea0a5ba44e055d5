// Color naming. Image models read color names far better than hex codes, so a palette color saved
// without a name still needs words in flux, midjourney and diffusion.
import type { ColorValue } from "@/lib/styles/blocks";
import { oneLine } from "./text";

/** #rgb / #rgba expanded and upper-cased, so every format prints the same code. */
export function normalizeHex(hex: string): string {
  const body = hex.trim().replace(/^#/, "");
  const full = body.length <= 4 ? [...body].map((c) => c + c).join("") : body;
  return `#${full.toUpperCase()}`;
}

function toHsl(hex: string): { h: number; s: number; l: number; a: number } {
  const full = normalizeHex(hex).slice(1);
  const channel = (i: number) => parseInt(full.slice(i, i + 2), 16) / 255;
  const [r, g, b] = [channel(0), channel(2), channel(4)];
  const a = full.length === 8 ? channel(6) : 1;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l, a };
  const s = d / (1 - Math.abs(2 * l - 1));
  let h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  h = (h * 60 + 360) % 360;
  return { h, s, l, a };
}

const HUES: ReadonlyArray<[number, string]> = [
  [12, "red"],
  [40, "orange"],
  [65, "yellow"],
  [80, "chartreuse"],
  [160, "green"],
  [185, "teal"],
  [200, "cyan"],
  [250, "blue"],
  [280, "violet"],
  [320, "purple"],
  [345, "pink"],
  [360, "red"],
];

/** A plain-words name for any hex color ("deep blue", "pale pink", "near black"). */
export function describeHex(hex: string): string {
  const { h, s, l, a } = toHsl(hex);
  const prefix = a < 0.35 ? "translucent " : "";
  if (s < 0.12 || l < 0.06 || l > 0.96) {
    if (l < 0.08) return `${prefix}${l < 0.03 ? "black" : "near black"}`;
    if (l > 0.96) return `${prefix}white`;
    if (l > 0.85) return `${prefix}off-white`;
    return `${prefix}${l < 0.3 ? "charcoal grey" : l < 0.55 ? "grey" : "light grey"}`;
  }
  const hue = HUES.find(([limit]) => h < limit)?.[1] ?? "red";
  if (hue === "orange" && l < 0.4) return `${prefix}brown`;
  const shade = l < 0.2 ? "deep " : l < 0.32 ? "dark " : l > 0.8 ? "pale " : l > 0.65 ? "light " : "";
  const tone = s < 0.35 ? "muted " : s > 0.85 && l >= 0.4 && l <= 0.65 ? "vivid " : "";
  return `${prefix}${shade}${tone}${hue}`;
}

/** The words a visual format uses for a color: its own name, or one derived from the hex. */
export function colorWords(color: ColorValue): string {
  const name = color.name ? oneLine(color.name) : "";
  return name !== "" ? name : describeHex(color.hex);
}
