// analyzeImage end to end: valid blocks, sensible roles, descriptors that follow the measurements,
// first frame of animations, EXIF orientation and large inputs.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { analyzeImage, type ImageAnalysis, PALETTE_ROLES } from "@/lib/extraction/analyzers/image";
import { type AvoidValue, blockSchema, type ColorValue } from "@/lib/styles/blocks";
import { animatedGif, deltaE2000, photoLikeJpeg, syntheticImage, syntheticImages } from "../support/synthetic-images";

const images = await syntheticImages();
const analyses = new Map<string, ImageAnalysis>(await Promise.all(images.map(async (i) => [i.name, await analyzeImage(i.bytes)] as const)));
const analysis = (name: string): ImageAnalysis => {
  const found = analyses.get(name);
  if (!found) throw new Error(`no analysis for ${name}`);
  return found;
};
const descriptors = (a: ImageAnalysis, section: string) =>
  a.blocks.filter((b) => b.section === section && b.type === "descriptor").map((b) => b.value as string);
const avoids = (a: ImageAnalysis) => a.blocks.filter((b) => b.type === "avoid").map((b) => b.value as AvoidValue);

describe("analyzeImage blocks", () => {
  it.each(images.map((i) => [i.name] as const))("%s: every block passes blockSchema, with a title and one-sentence description", (name) => {
    const a = analysis(name);
    expect(a.blocks.length).toBeGreaterThan(3); // fewer, truer blocks: an overview, the palette and what is measured
    for (const block of a.blocks) expect(blockSchema.safeParse(block).success, JSON.stringify(block)).toBe(true);
    const sections = new Set(a.blocks.map((b) => b.section));
    for (const section of sections) expect(["overview", "palette", "medium", "composition", "lighting", "texture", "mood", "guardrails"]).toContain(section);
    expect(descriptors(a, "overview")).toHaveLength(1);
    expect(a.title?.split(" ").length).toBeGreaterThanOrEqual(2);
    expect(a.title?.split(" ").length).toBeLessThanOrEqual(4);
    expect(a.description).toMatch(/^[A-Z][^.]*\.$/);
  });

  it.each(images.map((i) => [i.name] as const))("%s: palette blocks mirror the palette, and every guardrail has a positive alternative", (name) => {
    const a = analysis(name);
    const colors = a.blocks.filter((b) => b.type === "color").map((b) => b.value as ColorValue);
    expect(colors).toEqual(a.palette.map(({ hex, name: colorName, role }) => ({ hex, name: colorName, role })));
    for (const avoid of avoids(a)) expect(avoid.prefer, avoid.term).toBeTruthy();
  });

  it("forbids only what an image's measurements establish: no stock light, contrast, temperature or grain guardrails", () => {
    const stock = /daylight|black shadows|colou?r cast|oversaturated|washed-out|high-contrast|low-contrast|noise, grain/;
    for (const a of analyses.values()) for (const avoid of avoids(a)) expect(avoid.term, avoid.term).not.toMatch(stock);
    // A medium the pixels cannot decide is neither named nor forbidden.
    for (const a of analyses.values()) {
      if (a.reading.mediumDecided) continue;
      expect(descriptors(a, "medium").join(" ")).not.toMatch(/photograph|painted|3D render|grainy color field/);
      expect(a.title).not.toMatch(/Photograph|Painting|Render|Grain\b/);
      expect(avoids(a).map((g) => g.term).join(" ")).not.toMatch(/vector|photographic|brushwork|unshaded/);
    }
  });

  it("names colours with lowercase designer words and roles from the one role list", () => {
    for (const a of analyses.values()) {
      for (const color of a.palette) {
        expect(color.name).toMatch(/^[a-z]+( [a-z]+){0,2}$/);
        expect(PALETTE_ROLES).toContain(color.role);
      }
      expect(a.palette.filter((c) => c.role === "background")).toHaveLength(1);
    }
  });

  it("is deterministic: the same bytes give the same analysis", async () => {
    const image = await syntheticImage("noisy-landscape");
    expect(await analyzeImage(image.bytes)).toEqual(analysis("noisy-landscape"));
  });
});

describe("roles", () => {
  it("makes the dominant colour the background", () => {
    for (const a of analyses.values()) {
      const largest = a.palette.reduce((p, q) => (q.share > p.share ? q : p));
      expect(largest.role).toBe("background");
    }
  });

  it("finds the accent of the accent image and of the black/white/red image", () => {
    const accent = analysis("accent-5pct").palette.find((c) => c.role === "accent");
    expect(accent).toBeDefined();
    expect(deltaE2000(accent!.hex, "#f27b5f")).toBeLessThan(5);
    const red = analysis("black-white-red").palette.find((c) => c.role === "accent");
    expect(red).toBeDefined();
    expect(deltaE2000(red!.hex, "#d9221c")).toBeLessThan(5);
    expect(analysis("six-blocks").palette.some((c) => c.role === "accent")).toBe(false);
  });

  it("gives the dark line colour of a light graphic the ink role", () => {
    const ink = analysis("black-white-red").palette.find((c) => c.role === "ink");
    expect(ink).toBeDefined();
    expect(deltaE2000(ink!.hex, "#111111")).toBeLessThan(5);
    expect(analysis("poster-gif").palette.find((c) => c.role === "ink")?.name).toBe("ink black");
  });

  it("calls the chromatic stripe of a terracotta/cream/teal print primary, not the cream", () => {
    const roles = Object.fromEntries(analysis("three-stripes").palette.map((c) => [c.name, c.role]));
    expect(roles).toEqual({ terracotta: "background", cream: "neutral", teal: "primary" });
  });
});

describe("descriptors follow the measurements", () => {
  it("tells a dark low-key image from a bright high-key one", () => {
    const low = analysis("low-key-night");
    const high = analysis("high-key-airy");
    expect(low.metrics.lightness).toBeLessThan(0.35);
    expect(high.metrics.lightness).toBeGreaterThan(0.85);
    expect(descriptors(low, "lighting").join(" | ")).toMatch(/low-key/);
    expect(descriptors(low, "lighting").join(" | ")).not.toMatch(/high-key/);
    expect(descriptors(high, "lighting").join(" | ")).toMatch(/high-key/);
    expect(low.title).toMatch(/Low-Key/);
    expect(high.title).toMatch(/High-Key/);
  });

  it("tells warm from cool, and says no mood that colour alone cannot support", () => {
    const warm = analysis("warm-desert");
    const cool = analysis("cool-harbour");
    expect(warm.metrics.warmth).toBeGreaterThan(0.03);
    expect(cool.metrics.warmth).toBeLessThan(-0.025);
    expect(warm.reading.temperature).toBe("warm");
    expect(cool.reading.temperature).toBe("cool");
    expect(warm.description).toMatch(/\bwarm\b/);
    expect(descriptors(warm, "mood").join(" ")).not.toMatch(/inviting|energetic|nostalgic/);
  });

  it("tells muted from vivid colour", () => {
    expect(analysis("high-key-airy").reading.chroma).toBe("muted");
    expect(analysis("six-blocks").reading.chroma).toBe("vivid");
  });

  it("tells flat graphic fills, smooth gradients, grainy fields and photographs apart", () => {
    expect(descriptors(analysis("poster-gif"), "medium").join(" ")).toMatch(/flat, vector-like color fills/);
    expect(analysis("gradient-sky").reading.medium).toBe("gradient");
    expect(descriptors(analysis("gradient-sky"), "lighting").join(" ")).toMatch(/gradually/);
    expect(descriptors(analysis("noisy-landscape"), "texture").join(" ")).toMatch(/grain/);
    expect(analysis("noisy-landscape").metrics.grain).toBeGreaterThan(analysis("poster-gif").metrics.grain + 10);
  });

  it("reads a near-monochrome image as one hue family and a grey field as greyscale", () => {
    expect(descriptors(analysis("near-monochrome-sepia"), "medium").join(" ")).toMatch(/near-monochrome/);
    expect(descriptors(analysis("accent-5pct"), "medium").join(" ")).toMatch(/coral as the only color/);
    expect(descriptors(analysis("accent-5pct"), "composition").join(" ")).toMatch(/small coral focal accent, about 5%/);
  });
});

describe("inputs", () => {
  it("analyses an animated GIF on its first frame, with one frame's size", async () => {
    const gif = await animatedGif("#f27b5f", "#0e7c7b", 120, 90);
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const a = await analyzeImage(gif);
    expect(a.palette).toHaveLength(1);
    expect(deltaE2000(a.palette[0]!.hex, "#f27b5f")).toBeLessThan(3);
    expect([a.width, a.height]).toEqual([120, 90]);
  });

  it("handles a 4000 x 3000 photo-like JPEG and reports the original size", async () => {
    const a = await analyzeImage(await photoLikeJpeg(4000, 3000));
    expect([a.width, a.height]).toEqual([4000, 3000]);
    expect(a.palette.length).toBeGreaterThanOrEqual(2);
    // Continuous tone: a photograph, a painting and a render look alike, so no medium is named.
    expect(a.reading.medium).toBe("photograph");
    expect(a.reading.mediumDecided).toBe(false);
    expect(descriptors(a, "medium").join(" ")).not.toMatch(/photograph/);
  });

  it("applies EXIF orientation: a portrait shot stored sideways reports portrait size", async () => {
    const sideways = await sharp(await photoLikeJpeg(600, 400)).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const a = await analyzeImage(sideways);
    expect([a.width, a.height]).toEqual([400, 600]);
  });

  it("reads a greyscale JPEG and names its greys as greys", async () => {
    const grey = await sharp(await photoLikeJpeg(600, 400)).greyscale().jpeg().toBuffer();
    const a = await analyzeImage(grey);
    for (const c of a.palette) expect(c.name).toMatch(/grey|black|white|charcoal|graphite|silver|gunmetal/);
  });

  it("ignores fully transparent pixels of a PNG", async () => {
    const width = 100;
    const height = 100;
    const rgba = Buffer.alloc(width * height * 4);
    for (let p = 0; p < width * height; p++) rgba.set(p % width < 50 ? [14, 124, 123, 255] : [255, 0, 0, 0], p * 4);
    const png = await sharp(rgba, { raw: { width, height, channels: 4 } }).png().toBuffer();
    const a = await analyzeImage(png);
    expect(a.palette).toHaveLength(1);
    expect(deltaE2000(a.palette[0]!.hex, "#0e7c7b")).toBeLessThan(3);
  });
});
