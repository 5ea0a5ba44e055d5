// Palette quality, measured: every colour a synthetic image was painted with must come back within
// CIEDE2000 5 (a difference most people notice only side by side), through the real codecs and the
// whole analyzer. The per-image max/mean figures are printed once so they can be reported.
import { afterAll, describe, expect, it } from "vitest";
import { hexToOklab } from "@/lib/extraction/analyzers/color/space";
import { analyzeImage, type ImageAnalysis } from "@/lib/extraction/analyzers/image";
import { extractPalette } from "@/lib/extraction/analyzers/color/palette";
import { oklabToHex } from "@/lib/extraction/analyzers/color/space";
import { Canvas, deltaE2000, shade, syntheticImages, type SyntheticImage } from "../support/synthetic-images";

const images = await syntheticImages();
const analyses = new Map<string, ImageAnalysis>(await Promise.all(images.map(async (i) => [i.name, await analyzeImage(i.bytes)] as const)));

function analysisOf(image: SyntheticImage): ImageAnalysis {
  const analysis = analyses.get(image.name);
  if (!analysis) throw new Error(`no analysis for ${image.name}`);
  return analysis;
}

/** The palette colour nearest (CIEDE2000) to `hex`, with the distance. */
function nearest(analysis: ImageAnalysis, hex: string) {
  return analysis.palette
    .map((color) => ({ color, deltaE: deltaE2000(hex, color.hex) }))
    .reduce((best, candidate) => (candidate.deltaE < best.deltaE ? candidate : best));
}

const figures: string[] = [];
afterAll(() => {
  if (figures.length === 0) return;
  console.log(`palette ΔE2000 of true colours (max / mean), ${figures.length} images:\n${figures.join("\n")}`);
});

describe("palette of synthetic images with known colours", () => {
  it("covers at least twelve images across JPEG, PNG, WebP and GIF", () => {
    expect(images.length).toBeGreaterThanOrEqual(12);
    expect(new Set(images.map((i) => i.format))).toEqual(new Set(["jpeg", "png", "webp", "gif"]));
  });

  it.each(images.map((i) => [i.name, i] as const))("%s: every true colour is within ΔE2000 5 of a palette colour", (_name, image) => {
    const analysis = analysisOf(image);
    const distances = image.truth.map((truth) => {
      const match = nearest(analysis, truth.hex);
      expect(match.deltaE, `${image.name}: true ${truth.hex} vs nearest ${match.color.hex} (${match.color.name})`).toBeLessThanOrEqual(5);
      return match.deltaE;
    });
    const max = Math.max(...distances);
    const mean = distances.reduce((s, d) => s + d, 0) / distances.length;
    const counts = `${analysis.palette.length} colours for ${image.truth.length} true`;
    figures.push(`  ${image.name.padEnd(22)} ${image.format.padEnd(4)} ${max.toFixed(2).padStart(5)} / ${mean.toFixed(2).padStart(4)}  (${counts})`);
  });

  it.each(images.map((i) => [i.name, i] as const))("%s: each true colour's match covers about its true area", (_name, image) => {
    const analysis = analysisOf(image);
    for (const truth of image.truth) {
      const { color } = nearest(analysis, truth.hex);
      const message = `${image.name}: ${truth.hex} share ${color.share.toFixed(3)} vs true ${truth.share}`;
      expect(Math.abs(color.share - truth.share), message).toBeLessThanOrEqual(0.05);
    }
  });

  it.each(images.map((i) => [i.name, i] as const))("%s: at most six colours, shares sum to 1, largest first", (_name, image) => {
    const { palette } = analysisOf(image);
    expect(palette.length).toBeGreaterThanOrEqual(1);
    expect(palette.length).toBeLessThanOrEqual(6);
    expect(palette.reduce((s, c) => s + c.share, 0)).toBeCloseTo(1, 6);
    const shares = palette.map((c) => c.share);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
    for (const c of palette) expect(c.hex).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("does not invent colours: a two-colour image gives at most three, and no more colours than were painted plus one anywhere", () => {
    const twoColor = images.find((i) => i.name === "two-color-flat")!;
    expect(analysisOf(twoColor).palette.length).toBeLessThanOrEqual(3);
    for (const image of images) {
      expect(analysisOf(image).palette.length, image.name).toBeLessThanOrEqual(image.truth.length + 1);
    }
  });

  it("keeps a 5% saturated accent on a large neutral field, with its share", () => {
    const image = images.find((i) => i.name === "accent-5pct")!;
    const { color, deltaE } = nearest(analysisOf(image), "#f27b5f");
    expect(deltaE).toBeLessThanOrEqual(5);
    expect(color.share).toBeGreaterThan(0.04);
    expect(color.share).toBeLessThan(0.06);
  });

  it("merges a shaded surface into one colour instead of listing its shades", () => {
    for (const name of ["shaded-teal", "mottled-terracotta", "gradient-sky"]) {
      const image = images.find((i) => i.name === name)!;
      expect(analysisOf(image).palette.length, name).toBe(image.truth.length);
    }
  });

  it("is deterministic: the same bytes give the same palette", async () => {
    for (const image of images.slice(0, 4)) {
      expect((await analyzeImage(image.bytes)).palette).toEqual(analysisOf(image).palette);
    }
  });
});

describe("extractPalette on raw pixels", () => {
  const rgb = (canvas: Canvas) => canvas.data;

  it("returns nothing for no pixels and one colour for a flat field", () => {
    expect(extractPalette(new Uint8Array(0), 3)).toEqual([]);
    const palette = extractPalette(rgb(new Canvas(64, 64, "#cc6b49")), 3);
    expect(palette).toHaveLength(1);
    expect(palette[0]!.share).toBe(1);
    expect(deltaE2000(oklabToHex(palette[0]!.lab), "#cc6b49")).toBeLessThan(0.5);
  });

  it("keeps two flat colours apart even when they are close (ΔE2000 ~6)", () => {
    const canvas = new Canvas(100, 100, "#9caf88").rect(50, 0, 50, 100, "#869c72");
    expect(deltaE2000("#9caf88", "#869c72")).toBeGreaterThan(5);
    expect(extractPalette(rgb(canvas), 3)).toHaveLength(2);
  });

  it("reads a lightness ramp of one colour as that colour", () => {
    const canvas = new Canvas(120, 120, "#000000").rect(0, 0, 120, 120, (_x, y) => shade("#0047ab", 0.1 - (0.2 * y) / 119));
    const palette = extractPalette(rgb(canvas), 3);
    expect(palette).toHaveLength(1);
    expect(deltaE2000(oklabToHex(palette[0]!.lab), "#0047ab")).toBeLessThan(3);
  });

  it("weights pixels by alpha: a transparent region's colour is not in the palette", () => {
    const width = 80;
    const height = 80;
    const rgba = new Uint8Array(width * height * 4);
    for (let p = 0; p < width * height; p++) {
      const visible = p % width < 40;
      rgba.set(visible ? [12, 124, 123, 255] : [255, 0, 0, 0], p * 4);
    }
    const palette = extractPalette(rgba, 4);
    expect(palette).toHaveLength(1);
    expect(hexToOklab(oklabToHex(palette[0]!.lab)).a).toBeLessThan(0);
  });

  it("gives the same palette for the same pixels and seed, run after run", () => {
    const pixels = rgb(new Canvas(90, 60, "#f3e6c8").rect(0, 0, 30, 60, "#111114").rect(30, 0, 20, 60, "#ffe000").noise(12, 3));
    const first = extractPalette(pixels, 3, { seed: 42 });
    expect(extractPalette(pixels, 3, { seed: 42 })).toEqual(first);
  });
});
