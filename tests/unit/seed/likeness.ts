// Small perceptual measures for comparing the seed styles' pictures with one another: where the
// edges are (layout), what the picture is made of (edge directions, tone spread, edge density), its
// colours at a glance, and how mirror-symmetric it is. Each works on a tiny downscaled copy, so the
// whole gallery compares in well under a second.
import sharp from "sharp";

export interface Likeness {
  /** Edge strength on a 64x48 grid, standardised: correlate two of these to compare layouts. */
  edges: number[];
  /** Luminance on a 32x24 grid, standardised. */
  tone: number[];
  /** 16x12 RGB. */
  colour: number[];
  /** Edge directions (4 bins), a tone histogram (8 bins) and edge density: what the picture is made of. */
  look: number[];
  /** Correlation of the tone grid with its mirror image: 1 for a perfectly symmetrical picture. */
  mirror: number;
}

function standardise(v: number[]): number[] {
  const mean = v.reduce((a, b) => a + b, 0) / v.length;
  const sd = Math.sqrt(v.reduce((a, b) => a + (b - mean) ** 2, 0) / v.length) || 1;
  return v.map((x) => (x - mean) / sd);
}

export async function likenessOf(image: Buffer): Promise<Likeness> {
  const grey = await sharp(image).resize(64, 48, { fit: "fill" }).greyscale().raw().toBuffer();
  const small = await sharp(image).resize(32, 24, { fit: "fill" }).greyscale().raw().toBuffer();
  const colour = await sharp(image).resize(16, 12, { fit: "fill" }).removeAlpha().raw().toBuffer();
  const edges: number[] = [];
  const directions = [0, 0, 0, 0];
  let total = 0;
  for (let y = 0; y < 47; y++)
    for (let x = 0; x < 63; x++) {
      const i = y * 64 + x;
      const gx = grey[i + 1]! - grey[i]!;
      const gy = grey[i + 64]! - grey[i]!;
      const magnitude = Math.abs(gx) + Math.abs(gy);
      edges.push(magnitude);
      if (magnitude < 8) continue;
      total += magnitude;
      directions[Math.round((Math.atan2(gy, gx) + Math.PI) / (Math.PI / 4)) % 4]! += magnitude;
    }
  const histogram = new Array<number>(8).fill(0);
  for (const v of small) histogram[v >> 5]! += 1 / small.length;
  const tone = standardise([...small]);
  let mirror = 0;
  for (let y = 0; y < 24; y++) for (let x = 0; x < 32; x++) mirror += tone[y * 32 + x]! * tone[y * 32 + 31 - x]!;
  return {
    edges: standardise(edges),
    tone,
    colour: [...colour],
    look: [...directions.map((d) => d / (total || 1)), ...histogram, Math.min(1, total / (47 * 63 * 40))],
    mirror: mirror / tone.length,
  };
}

/** Pearson correlation of two standardised grids. */
export const correlation = (a: number[], b: number[]) => a.reduce((t, x, i) => t + x * b[i]!, 0) / a.length;

/** Mean absolute difference, in 0-255 levels. */
export const colourDistance = (a: Likeness, b: Likeness) => a.colour.reduce((t, x, i) => t + Math.abs(x - b.colour[i]!), 0) / a.colour.length;

/** L1 distance of the look vectors (0 = made of the same stuff). */
export const lookDistance = (a: Likeness, b: Likeness) => a.look.reduce((t, x, i) => t + Math.abs(x - b.look[i]!), 0);
