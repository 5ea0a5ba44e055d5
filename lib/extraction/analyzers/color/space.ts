// sRGB <-> OKLab for the image analyzer. Pure: no I/O, no sharp.
// Per-pixel conversion is written out by hand (a 256-entry linearisation table and Ottosson's
// matrices) because culori's object-per-colour API is ~50x slower on tens of thousands of pixels;
// culori still does the few conversions back to hex, where its gamut handling is worth having.
import { formatHex } from "culori";

/** A colour in OKLab: l in 0..1, a and b roughly -0.4..0.4. */
export interface Oklab {
  l: number;
  a: number;
  b: number;
}

/** Linear light (0..1) of each sRGB byte value. */
export const SRGB_BYTE_TO_LINEAR = new Float64Array(256);
for (let i = 0; i < 256; i++) {
  const c = i / 255;
  SRGB_BYTE_TO_LINEAR[i] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Rec. 709 relative luminance (linear light, 0..1) of the sRGB pixel at byte offset i: the grey of
 *  sharp's B_W colourspace and the base of the structure scale's luma. */
export function luminanceAt(data: Uint8Array, i: number): number {
  return (LUMINANCE_R[data[i] as number] as number) + (LUMINANCE_G[data[i + 1] as number] as number) + (LUMINANCE_B[data[i + 2] as number] as number);
}

/** Each byte's share of luminance per channel, so luminanceAt is three lookups and two additions. */
const LUMINANCE_R = SRGB_BYTE_TO_LINEAR.map((v) => 0.2126 * v);
const LUMINANCE_G = SRGB_BYTE_TO_LINEAR.map((v) => 0.7152 * v);
const LUMINANCE_B = SRGB_BYTE_TO_LINEAR.map((v) => 0.0722 * v);

/** sRGB channel (0..255, bytes or means of bytes) to linear light 0..1. */
export function linearOf(channel: number): number {
  // Bytes hit the table; means of bytes (histogram bins) take the exact formula.
  if (Number.isInteger(channel) && channel >= 0 && channel <= 255) return SRGB_BYTE_TO_LINEAR[channel] as number;
  const c = Math.max(0, Math.min(1, channel / 255));
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Writes the OKLab of one sRGB colour (0..255 channels) into `out` at `offset` (l, a, b). */
export function srgbToOklabInto(r: number, g: number, b: number, out: Float32Array | Float64Array, offset: number): void {
  linearToOklabInto(linearOf(r), linearOf(g), linearOf(b), out, offset);
}

/** The same for byte channels, straight from the table: the per-pixel path. */
export function srgbBytesToOklabInto(r: number, g: number, b: number, out: Float32Array | Float64Array, offset: number): void {
  linearToOklabInto(SRGB_BYTE_TO_LINEAR[r] as number, SRGB_BYTE_TO_LINEAR[g] as number, SRGB_BYTE_TO_LINEAR[b] as number, out, offset);
}

function linearToOklabInto(lr: number, lg: number, lb: number, out: Float32Array | Float64Array, offset: number): void {
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  out[offset] = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  out[offset + 1] = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  out[offset + 2] = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
}

export function srgbToOklab(r: number, g: number, b: number): Oklab {
  const out = new Float64Array(3);
  srgbToOklabInto(r, g, b, out, 0);
  return { l: out[0] as number, a: out[1] as number, b: out[2] as number };
}

export function hexToOklab(hex: string): Oklab {
  const v = Number.parseInt(hex.slice(1), 16);
  return srgbToOklab((v >> 16) & 255, (v >> 8) & 255, v & 255);
}

/** #rrggbb of an OKLab colour; out-of-gamut values (a mean of in-gamut colours can stray a little)
 *  are clipped per channel by culori. */
export function oklabToHex(c: Oklab): string {
  return formatHex({ mode: "oklab", l: c.l, a: c.a, b: c.b });
}

export function oklabDistance(p: Oklab, q: Oklab): number {
  return Math.hypot(p.l - q.l, p.a - q.a, p.b - q.b);
}

export function chromaOf(c: Oklab): number {
  return Math.hypot(c.a, c.b);
}

/** WCAG 2 contrast ratio (1..21) from OKLab lightness; OKLab l is the cube root of relative
 *  luminance for neutrals, so l^3 is a close stand-in for it on any colour. */
export function contrastRatio(p: Oklab, q: Oklab): number {
  const y1 = Math.max(0, p.l) ** 3;
  const y2 = Math.max(0, q.l) ** 3;
  return (Math.max(y1, y2) + 0.05) / (Math.min(y1, y2) + 0.05);
}
