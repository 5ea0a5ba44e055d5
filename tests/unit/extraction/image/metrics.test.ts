// Pixel measurements of the image analyzer on rasters with known properties, and measureTone
// against the sharp stats() it stands in for.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { measureColor, measureGrain, measurePaletteCoverage, measureTone, type Raster, toLabPixels } from "@/lib/extraction/analyzers/image/metrics";
import { hexToOklab } from "@/lib/extraction/analyzers/color/space";
import { Canvas, shade, syntheticImages } from "../support/synthetic-images";

const raster = (canvas: Canvas): Raster => ({ data: canvas.data, width: canvas.width, height: canvas.height, channels: 3 });
const measure = (canvas: Canvas) => measureColor(raster(canvas), toLabPixels(raster(canvas)));

describe("measureTone", () => {
  it("agrees with sharp stats() entropy and sharpness on every synthetic image", async () => {
    for (const image of await syntheticImages()) {
      const { data, info } = await sharp(image.bytes).resize(192, 192, { fit: "inside" }).toColourspace("srgb").raw().toBuffer({ resolveWithObject: true });
      const stats = await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).stats();
      const ours = measureTone({ data, width: info.width, height: info.height, channels: info.channels as 3 | 4 });
      expect(Math.abs(ours.entropy - stats.entropy), `${image.name} entropy ${ours.entropy} vs ${stats.entropy}`).toBeLessThan(0.25);
      expect(Math.abs(ours.sharpness - stats.sharpness), `${image.name} sharpness ${ours.sharpness} vs ${stats.sharpness}`).toBeLessThan(
        0.05 + 0.05 * stats.sharpness,
      );
    }
  });
});

describe("measureColor", () => {
  it("measures lightness, contrast and chroma of known fields", () => {
    const black = measure(new Canvas(40, 40, "#000000"));
    expect(black.lightness).toBeCloseTo(0, 3);
    expect(black.contrast).toBe(0);
    const halves = measure(new Canvas(40, 40, "#000000").rect(20, 0, 20, 40, "#ffffff"));
    expect(halves.lightness).toBeCloseTo(0.5, 2);
    expect(halves.contrast).toBeCloseTo(1, 2);
    expect(halves.saturation).toBeLessThan(0.001);
    expect(halves.colorfulness).toBeLessThan(0.001);
  });

  it("scores colourfulness and warmth by hue", () => {
    const grey = measure(new Canvas(30, 30, "#808080"));
    const rainbow = measure(new Canvas(30, 30, "#ff0000").rect(10, 0, 10, 30, "#00ff00").rect(20, 0, 10, 30, "#0000ff"));
    expect(rainbow.colorfulness).toBeGreaterThan(109); // "extremely colourful" on Hasler & Suesstrunk's scale
    expect(grey.warmth).toBeCloseTo(0, 4);
    expect(measure(new Canvas(30, 30, "#cc6b49")).warmth).toBeGreaterThan(0.1);
    expect(measure(new Canvas(30, 30, "#2a7ab0")).warmth).toBeLessThan(-0.05);
  });

  it("finds flatness, vignettes and off-centre focus", () => {
    expect(measure(new Canvas(60, 60, "#9caf88")).flatness).toBe(1);
    const ramp = measure(new Canvas(60, 60, "#000000").noise(30, 1));
    expect(ramp.flatness).toBeLessThan(0.1);
    const vignette = new Canvas(90, 90, "#000000").rect(0, 0, 90, 90, (x, y) => shade("#a39e94", 0.15 - 0.6 * Math.hypot(x / 89 - 0.5, y / 89 - 0.5)));
    expect(measure(vignette).vignette).toBeGreaterThan(0.1);
    const corner = measure(new Canvas(90, 90, "#f7f7f4").rect(65, 8, 15, 15, "#f27b5f"));
    expect(corner.focusX).toBeGreaterThan(0.2);
    expect(corner.focusY).toBeLessThan(-0.2);
    expect(measure(new Canvas(90, 90, "#f7f7f4").rect(38, 38, 14, 14, "#f27b5f")).centreFocus).toBeGreaterThan(2);
  });
});

describe("measureGrain and measurePaletteCoverage", () => {
  it("grades grain by the noise on flat areas, not by edges", () => {
    const clean = new Canvas(200, 200, "#f3e6c8").rect(0, 0, 100, 200, "#111114");
    expect(measureGrain(raster(clean))).toBe(0);
    const light = measureGrain(raster(new Canvas(200, 200, "#808080").noise(3, 2)));
    const heavy = measureGrain(raster(new Canvas(200, 200, "#808080").noise(12, 2)));
    expect(light).toBeGreaterThan(0);
    expect(heavy).toBeGreaterThan(3 * light);
  });

  it("is ~1 for flat fills of the palette and low for a gradient", () => {
    const flat = raster(new Canvas(60, 60, "#f3e6c8").rect(0, 0, 30, 60, "#0047ab"));
    expect(measurePaletteCoverage(toLabPixels(flat), [hexToOklab("#f3e6c8"), hexToOklab("#0047ab")])).toBe(1);
    const gradient = raster(new Canvas(60, 60, "#000000").rect(0, 0, 60, 60, (_x, y) => shade("#0e7c7b", 0.15 - (0.3 * y) / 59)));
    expect(measurePaletteCoverage(toLabPixels(gradient), [hexToOklab("#0e7c7b")])).toBeLessThan(0.4);
  });
});
