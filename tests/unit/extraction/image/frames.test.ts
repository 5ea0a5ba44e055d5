// Letterbox bars, pillarbox bars and mats are not colours of the style (the acceptance):
// image/frames.ts finds them and the analyzer measures the picture inside. And what is no frame stays
// whole: a flat design's background that reaches the edges, a dark sky over a landscape, one colour.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { analyzeImage, type ImageAnalysis } from "@/lib/extraction/analyzers/image";
import { detectFrame } from "@/lib/extraction/analyzers/image/frames";
import type { Raster } from "@/lib/extraction/analyzers/image/metrics";
import { Canvas, deltaE2000, seededNoise, shade, syntheticImages } from "../support/synthetic-images";

type Rgb = [number, number, number];

/** A landscape photograph stand-in in the rectangle (x0, y0, w, h): a pale sky gradient, green hills
 *  with an uneven ridge, an orange sun, sensor noise. No black, white or navy anywhere in it. */
function scene(canvas: Canvas, x0: number, y0: number, w: number, h: number, seed = 5): Canvas {
  const { gaussian } = seededNoise(seed);
  return canvas.rect(x0, y0, w, h, (x, y) => {
    const u = (x - x0) / w;
    const v = (y - y0) / h;
    const n = gaussian() * 6;
    const ridge = 0.5 + 0.1 * Math.sin(u * 11) + 0.05 * Math.sin(u * 29);
    let rgb: Rgb;
    if (Math.hypot((u - 0.72) * (w / h), v - 0.25) < 0.09) rgb = [236, 150, 52];
    else if (v > ridge) rgb = shade("#5a8a4a", 0.05 - 0.1 * (v - ridge)) as Rgb;
    else rgb = [150 + 60 * v, 185 + 40 * v, 222 + 10 * v];
    return [rgb[0] + n, rgb[1] + n, rgb[2] + n];
  });
}

/** A dark-sky variant: a night sky (near-black to deep blue, with noise) over lit hills. */
function nightScene(canvas: Canvas, seed = 9): Canvas {
  const { gaussian } = seededNoise(seed);
  const { width: w, height: h } = canvas;
  return canvas.rect(0, 0, w, h, (x, y) => {
    const u = x / w;
    const v = y / h;
    const n = gaussian() * 4;
    const ridge = 0.38 + 0.08 * Math.sin(u * 7) + 0.04 * Math.sin(u * 23);
    if (v < ridge) return [8 + 30 * v + n, 10 + 34 * v + n, 18 + 70 * v + n];
    return [120 + 50 * v + n * 2, 110 + 30 * v + n * 2, 70 + n * 2];
  });
}

async function analyze(canvas: Canvas, format: "jpeg" | "png" = "jpeg"): Promise<ImageAnalysis> {
  return analyzeImage(await canvas.encode(format));
}

/** Each colour of `a` with at least `minShare` has a match in `b` within ΔE2000 6 and about its share. */
function expectSamePalette(a: ImageAnalysis, b: ImageAnalysis, minShare = 0.04): void {
  for (const color of a.palette.filter((c) => c.share >= minShare)) {
    const match = b.palette.map((o) => ({ o, d: deltaE2000(color.hex, o.hex) })).sort((p, q) => p.d - q.d)[0]!;
    expect(match.d, `${color.hex} (${color.share.toFixed(2)}) vs ${match.o.hex}`).toBeLessThanOrEqual(6);
    expect(Math.abs(match.o.share - color.share), `${color.hex} share`).toBeLessThanOrEqual(0.06);
  }
}

/** Whether any palette colour lies within ΔE2000 10 of `hex`. */
const hasColor = (a: ImageAnalysis, hex: string) => a.palette.some((c) => deltaE2000(c.hex, hex) <= 10);

const rasterOf = (canvas: Canvas): Raster => ({ data: canvas.data, width: canvas.width, height: canvas.height, channels: 3 });

describe("frames around a picture are not colours of its style", async () => {
  const alone = await analyze(scene(new Canvas(960, 400, "#000000"), 0, 0, 960, 400));

  it("a letterboxed still (black bars above and below) has the palette of the still alone, and no black", async () => {
    const letterboxed = await analyze(scene(new Canvas(960, 540, "#000000"), 0, 70, 960, 400));
    expect(letterboxed.frame).toMatchObject({ kind: "letterbox", left: 0, right: 0 });
    expect(letterboxed.frame!.top).toBeCloseTo(70 / 540, 2);
    expect(letterboxed.frame!.bottom).toBeCloseTo(70 / 540, 2);
    expect(hasColor(letterboxed, "#000000")).toBe(false);
    expect(letterboxed.palette.every((c) => c.role !== "background" || c.hex !== "#000000")).toBe(true);
    expectSamePalette(alone, letterboxed);
    expectSamePalette(letterboxed, alone);
    // What is read from the same pixels reads the picture too: no bars of black in the dark share.
    expect(Math.abs(letterboxed.metrics.darkShare - alone.metrics.darkShare)).toBeLessThan(0.02);
    expect(Math.abs(letterboxed.metrics.lightness - alone.metrics.lightness)).toBeLessThan(0.02);
    expect(alone.frame).toBeNull();
  });

  it("a white mat around a picture is no colour of it", async () => {
    const matted = await analyze(scene(new Canvas(1080, 520, "#fafaf7"), 60, 60, 960, 400));
    expect(matted.frame).toMatchObject({ kind: "frame" });
    for (const side of ["top", "right", "bottom", "left"] as const) expect(matted.frame![side]).toBeGreaterThan(0.04);
    expect(hasColor(matted, "#fafaf7")).toBe(false);
    expectSamePalette(alone, matted);
  });

  it("a coloured pillarbox is no colour of the picture", async () => {
    const square = await analyze(scene(new Canvas(540, 540, "#000000"), 0, 0, 540, 540, 7));
    const pillarboxed = await analyze(scene(new Canvas(960, 540, "#1c2a4a"), 210, 0, 540, 540, 7), "png");
    expect(pillarboxed.frame).toMatchObject({ kind: "pillarbox", top: 0, bottom: 0 });
    expect(pillarboxed.frame!.left).toBeCloseTo(210 / 960, 2);
    expect(hasColor(pillarboxed, "#1c2a4a")).toBe(false);
    expectSamePalette(square, pillarboxed);
  });
});

describe("what is no frame stays whole", () => {
  it("a flat illustration whose background reaches every edge keeps its background", async () => {
    // A cream ground, a green strip of land along the bottom, a sun, a tree and a house: flat fills
    // reaching the edges, and a straight boundary between ground and land.
    const canvas = new Canvas(800, 600, "#f3e6c8")
      .rect(0, 500, 800, 100, "#6b8f4e")
      .rect(120, 300, 30, 200, "#7a4a2a")
      .rect(480, 360, 200, 140, "#cc6b49")
      .rect(560, 420, 40, 80, "#1c2a4a");
    for (let y = 0; y < 600; y++) {
      for (let x = 0; x < 800; x++) {
        if (Math.hypot(x - 135, y - 270) < 80) canvas.set(x, y, [79, 121, 66]);
        if (Math.hypot(x - 640, y - 120) < 50) canvas.set(x, y, [240, 168, 0]);
      }
    }
    const flat = await analyze(canvas, "png");
    expect(flat.frame).toBeNull();
    expect(flat.palette[0]!.role).toBe("background");
    expect(deltaE2000(flat.palette[0]!.hex, "#f3e6c8")).toBeLessThan(3);
    expect(hasColor(flat, "#6b8f4e")).toBe(true);
    // The same design between two navy stripes, top and bottom: bars in shape, but the cream ground
    // inside runs from one stripe to the other across most of the width. A design, not a letterbox.
    const striped = new Canvas(800, 600, "#f3e6c8").rect(0, 0, 800, 50, "#1c2a4a").rect(0, 550, 800, 50, "#1c2a4a").rect(480, 360, 200, 140, "#cc6b49");
    expect(detectFrame(rasterOf(striped))).toBeNull();
    // And a flag of stripes (red, white, blue, white, red) is no letterbox either.
    const flag = new Canvas(900, 600, "#a51931").rect(0, 100, 900, 100, "#f4f5f8").rect(0, 200, 900, 200, "#2d2a4a").rect(0, 400, 900, 100, "#f4f5f8");
    expect(detectFrame(rasterOf(flag))).toBeNull();
  });

  it("a flat panel on a plain background is a design, not a mat", async () => {
    const canvas = new Canvas(800, 600, "#f3e6c8").rect(100, 90, 600, 420, "#1c2a4a").rect(340, 240, 120, 120, "#d4a62a");
    expect(detectFrame(rasterOf(canvas))).toBeNull();
    const a = await analyze(canvas, "png");
    expect(hasColor(a, "#f3e6c8")).toBe(true);
  });

  it("a dark sky over a landscape is not a letterbox bar, nor dark ground below it", async () => {
    const night = nightScene(new Canvas(960, 540, "#000000"));
    expect(detectFrame(rasterOf(night))).toBeNull();
    const a = await analyze(night);
    expect(a.frame).toBeNull();
    expect(a.palette.some((c) => c.share > 0.2 && c.hex.match(/^#[0-3]/))).toBe(true);
    // Dark above and below a lit band with a straight edge: two bands of different darks, no pair.
    const banded = new Canvas(960, 540, "#0b0d16").rect(0, 90, 960, 360, (x, y) => [140 + 40 * Math.sin(x / 30), 120 + (y % 37), 80]).rect(0, 450, 960, 90, "#2a1a10");
    expect(detectFrame(rasterOf(banded))).toBeNull();
  });

  it("a row of tiles that the edge cuts at a light rim is a pattern, not a border", () => {
    // Tiles of 64 px: 3 px of grey grout, a mottled cream face, an 8 px white rim at its foot. The
    // image ends right below a rim, which is white, thin and straight like a border, but recurs.
    const { gaussian } = seededNoise(21);
    const tiles = new Canvas(640, 448, "#c8c8c0").rect(0, 0, 640, 448, (x, y) => {
      const u = x % 64;
      const v = y % 64;
      if (u < 3 || v < 3) return [200, 200, 192];
      if (v >= 56) return [252, 252, 246];
      return shade("#f1eccb", 0.03 * Math.sin((u + v) / 9) + gaussian() * 0.01) as Rgb;
    });
    expect(detectFrame(rasterOf(tiles))).toBeNull();
  });

  it("an image of one colour is not a frame", async () => {
    const flat = new Canvas(400, 300, "#336699");
    expect(detectFrame(rasterOf(flat))).toBeNull();
    const a = await analyze(flat, "png");
    expect(a.frame).toBeNull();
    expect(a.palette).toHaveLength(1);
    expect(deltaE2000(a.palette[0]!.hex, "#336699")).toBeLessThan(2);
  });

  it("no synthetic image of the palette tests reads as framed (stripes and bands of a design included)", async () => {
    for (const image of await syntheticImages()) {
      const { data, info } = await sharp(image.bytes).toColourspace("srgb").raw().toBuffer({ resolveWithObject: true });
      const raster: Raster = { data: new Uint8Array(data), width: info.width, height: info.height, channels: info.channels as 3 | 4 };
      expect(detectFrame(raster), image.name).toBeNull();
    }
  });

  it("a transparent margin is the cut-out's ground, not a frame", () => {
    const width = 200;
    const height = 150;
    const data = new Uint8Array(width * height * 4);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const inside = x >= 30 && x < 170 && y >= 30 && y < 120;
        data.set(inside ? [200 + (x % 20), 90, 60 + (y % 30), 255] : [0, 0, 0, 0], (y * width + x) * 4);
      }
    }
    expect(detectFrame({ data, width, height, channels: 4 })).toBeNull();
  });
});
