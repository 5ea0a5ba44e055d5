// A palette of solid paints shows colours that were painted (color/palette-paints.ts): no mean of two
// paints that the palette had to merge, no grey that a resampler mixed from black lines and white
// paper. The eval's "invented colours" (tests/eval/images.ts) judges the same thing: a palette colour
// farther than CIEDE2000 10 from every painted colour.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { analyzeImage } from "@/lib/extraction/analyzers/image";
import { extractPalette } from "@/lib/extraction/analyzers/color/palette";
import { palettePixels } from "@/lib/extraction/analyzers/color/palette-pixels";
import { oklabToHex } from "@/lib/extraction/analyzers/color/space";
import { Canvas, deltaE2000, shade } from "../support/synthetic-images";

const nearestPaint = (hex: string, paints: readonly string[]) => Math.min(...paints.map((p) => deltaE2000(hex, p)));

describe("painted colours", () => {
  it("shows a paint, not an average, for paints the palette has to merge (a sprite of ten colours)", () => {
    // A game sprite's indexed palette: a ramp of blue-greys and a few warm highlights, more paints than
    // the six colours a palette holds, each paint a block of whole (enlarged) pixels.
    const paints = ["#000000", "#222242", "#424260", "#52526f", "#626281", "#8282a2", "#a2a2c1", "#c2c2e0", "#e1e1e1", "#efa33e", "#e2e203"];
    const widths = [40, 14, 22, 16, 24, 8, 6, 4, 3, 2, 2];
    const canvas = new Canvas(141, 60, "#000000");
    for (let i = 0, x = 0; i < paints.length; x += widths[i] as number, i++) canvas.rect(x, 0, widths[i] as number, 60, paints[i] as string);
    const palette = extractPalette(canvas.data, 3);
    expect(palette.length).toBeLessThanOrEqual(6);
    for (const c of palette) expect(nearestPaint(oklabToHex(c.lab), paints), oklabToHex(c.lab)).toBeLessThan(1);
  });

  it("keeps exactly the paints of a flat drawing with anti-aliased edges and lines thinned to grey by downscaling", async () => {
    // Black strokes on white, some thick, some a pixel wide: drawn anti-aliased, then halved with
    // Lanczos as copies are made, so the thin lines turn grey and every edge gets a seam of blends.
    const lines = Array.from({ length: 12 }, (_, k) => `<line x1="${20 + k * 30}" y1="10" x2="${60 + k * 25}" y2="390" stroke="#000" stroke-width="1"/>`).join("");
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#fff"/>${lines}
      <circle cx="200" cy="200" r="90" fill="none" stroke="#000" stroke-width="10"/><rect x="40" y="300" width="320" height="14" fill="#000"/></svg>`;
    const drawn = await sharp(Buffer.from(svg)).png().toBuffer();
    const halved = await sharp(drawn).resize(200, 200, { kernel: "lanczos3" }).png().toBuffer();
    const { palette } = await analyzeImage(halved);
    for (const c of palette) expect(nearestPaint(c.hex, ["#000000", "#ffffff"]), `${c.hex} ${c.name}`).toBeLessThanOrEqual(10);
    expect(palette.length).toBe(2);
  });

  it("keeps a mid-tone that is painted in areas of its own, between two other paints", () => {
    // Grey faces between black and white: on the line between them like a blend, but in patches.
    const canvas = new Canvas(120, 120, "#ffffff").rect(0, 0, 40, 120, "#111111").rect(40, 0, 40, 120, "#808080");
    const pixels = palettePixels({ data: canvas.data, width: 120, height: 120, channels: 3 });
    const palette = extractPalette(pixels.rgba, 4, { patch: pixels.patch });
    expect(palette.map((c) => oklabToHex(c.lab)).sort()).toEqual(["#111111", "#808080", "#ffffff"]);
  });

  it("keeps a textured mid-tone of a photograph that lies between its smooth sky and its deep shadow", () => {
    // Not an image of a few paints: the texture spreads over many colours, so no cluster is taken for
    // a mix, however it lies between the others.
    const canvas = new Canvas(160, 160, "#000000")
      .rect(0, 0, 160, 80, (_x, y) => shade("#e8ecef", -0.002 * y))
      .rect(0, 80, 160, 20, "#7a7a7a")
      .noise(0, 1);
    const textured = new Canvas(160, 20, "#7a7a7a").noise(18, 4);
    canvas.data.set(textured.data, 160 * 80 * 3);
    const pixels = palettePixels({ data: canvas.data, width: 160, height: 160, channels: 3 });
    const palette = extractPalette(pixels.rgba, 4, { patch: pixels.patch });
    expect(palette.some((c) => deltaE2000(oklabToHex(c.lab), "#7a7a7a") < 8)).toBe(true);
  });

  it("marks pixels inside fills as flat patches and a line one pixel wide as none", () => {
    // A grey line one pixel wide on white, as a thin black line halved by a resampler becomes.
    const canvas = new Canvas(60, 60, "#ffffff").rect(0, 0, 20, 60, "#000000").rect(40, 0, 1, 60, "#808080");
    const pixels = palettePixels({ data: canvas.data, width: 60, height: 60, channels: 3 });
    const inPatch = (hex: string) => {
      let patch = 0;
      let all = 0;
      for (let k = 0; k < pixels.patch.length; k++) {
        const rgb = `#${[0, 1, 2].map((j) => (pixels.rgba[k * 4 + j] as number).toString(16).padStart(2, "0")).join("")}`;
        if (rgb !== hex) continue;
        all++;
        patch += pixels.patch[k] as number;
      }
      return all ? patch / all : null;
    };
    expect(inPatch("#000000")).toBeGreaterThan(0.8);
    expect(inPatch("#ffffff")).toBeGreaterThan(0.8);
    expect(inPatch("#808080")).toBe(0);
    expect(pixels.patch.length).toBe(pixels.rgba.length / 4);
  });
});
