// Descriptor phrases say what was measured on each image (image/light-phrases.ts, descriptors.ts,
// structure-phrases.ts): where light falls off and how far, how much of the frame is in shadow or
// transparent, where a sharp subject sits. So two images measured differently are not given one stock
// line, and a measurement that says nothing (light on a single ink) gives no line at all.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { analyzeImage, type ImageAnalysis, type ImageMetrics } from "@/lib/extraction/analyzers/image";
import { falloffPhrase, roughPercent } from "@/lib/extraction/analyzers/image/light-phrases";
import { placeWords } from "@/lib/extraction/analyzers/image/structure-phrases";
import { blockValueText } from "@/lib/styles/blocks";
import { Canvas, shade } from "../support/synthetic-images";

/** Metrics with a centre of lightness 0.6 and the given falloff toward each edge. */
function metrics(falloff: ImageMetrics["falloff"], centreLightness = 0.6): ImageMetrics {
  const sides = Object.values(falloff).filter((v): v is number => v !== null);
  return { centreLightness, falloff, vignette: Math.min(...sides) } as ImageMetrics;
}

const lighting = (a: ImageAnalysis) => a.blocks.filter((b) => b.section === "lighting" && b.type === "descriptor").map(blockValueText);
const said = (a: ImageAnalysis) => a.blocks.filter((b) => b.type !== "color").map(blockValueText).join(" | ");

/** A grey field lit at (cx, cy) (fractions of the frame), darkening with distance from there. */
async function litAt(cx: number, cy: number): Promise<ImageAnalysis> {
  const canvas = new Canvas(240, 180, "#000000").rect(0, 0, 240, 180, (x, y) => shade("#b8b2a6", 0.12 - 0.75 * Math.hypot(x / 239 - cx, (y / 179 - cy) * 0.75)));
  return analyzeImage(await canvas.encode("png"));
}

describe("light falling off toward the edges", () => {
  it("names the side where the light falls off most, and how far", () => {
    const phrase = falloffPhrase(metrics({ top: 0.1, right: 0.12, bottom: 0.36, left: 0.11 }));
    expect(phrase).toMatch(/falls off most toward the bottom edge/);
    expect(phrase).toMatch(/about 60% darker/);
  });

  it("names a corner when two neighbouring sides fall off together, and says so when every side falls off alike", () => {
    expect(falloffPhrase(metrics({ top: 0.3, right: 0.1, bottom: 0.1, left: 0.32 }))).toMatch(/toward the upper left corner/);
    expect(falloffPhrase(metrics({ top: 0.2, right: 0.22, bottom: 0.21, left: 0.2 }))).toMatch(/evenly toward all four edges, about 35% darker/);
  });

  it("says nothing when an edge is about as light as the centre, or the falloff is slight for its lightness", () => {
    expect(falloffPhrase(metrics({ top: 0.02, right: 0.3, bottom: 0.3, left: 0.3 }))).toBeNull();
    expect(falloffPhrase(metrics({ top: 0.085, right: 0.09, bottom: 0.09, left: 0.085 }, 0.95))).toBeNull();
    expect(falloffPhrase(metrics({ top: 0.2, right: null, bottom: 0.2, left: 0.2 }))).toBeNull();
  });

  it("reads the sides from the pixels: light gathered high in the frame stays at the top, and the phrase differs from light gathered low", async () => {
    const high = lighting(await litAt(0.5, 0.35)).join(" ");
    const low = lighting(await litAt(0.5, 0.65)).join(" ");
    expect(high).toMatch(/falls off most toward every edge but the top, about 35% darker/);
    expect(low).toMatch(/falls off most toward every edge but the bottom/);
  });
});

describe("phrases carry their measurement", () => {
  it("says how much of the frame a cut-out leaves transparent", async () => {
    const svg = (r: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><circle cx="100" cy="100" r="${r}" fill="#2a9d8f"/></svg>`;
    const small = await analyzeImage(await sharp(Buffer.from(svg(40))).png().toBuffer());
    const large = await analyzeImage(await sharp(Buffer.from(svg(95))).png().toBuffer());
    expect(said(small)).toMatch(/transparent background over about (85|90)% of the frame/);
    expect(said(large)).toMatch(/transparent background over about (25|30)% of the frame/);
  });

  it("gives no light or contrast to a single ink on a transparent ground, and names the ink", async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><path d="M40 250 C 90 40, 210 40, 260 250" fill="none" stroke="#000" stroke-width="6"/><circle cx="150" cy="170" r="50" fill="none" stroke="#000" stroke-width="6"/></svg>`;
    const a = await analyzeImage(await sharp(Buffer.from(svg)).png().toBuffer());
    expect(a.reading.facts.transparent).toBeDefined();
    expect(a.palette).toHaveLength(1);
    expect(lighting(a).join(" ")).not.toMatch(/low-key|low contrast|high-key|hard contrast/);
    expect(said(a)).toMatch(new RegExp(`${a.palette[0]!.name} only, no hue anywhere`));
  });

  it("places a sharp subject in the frame in words", () => {
    expect(placeWords(0.5, 0.52)).toBe("near the centre");
    expect(placeWords(0.75, 0.3)).toBe("toward the upper right");
    expect(placeWords(0.5, 0.8)).toBe("toward the bottom");
  });

  it("rounds shares to steps of five, below 5% to the percent", () => {
    expect(roughPercent(0.37)).toBe("35%");
    expect(roughPercent(0.38)).toBe("40%");
    expect(roughPercent(0.03)).toBe("3%");
  });
});
