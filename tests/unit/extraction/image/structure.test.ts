// Structure, medium, palette purity and guardrails of the image analyzer on drawn images whose truth
// is known (tests/eval/images/synthetic.ts): what a designer would say the image is built from, and
// never a guardrail against it.
import { describe, expect, it } from "vitest";
import { analyzeImage, type ImageAnalysis } from "@/lib/extraction/analyzers/image";
import { contradicts } from "@/lib/extraction/analyzers/image/guard";
import { blockValueText, type AvoidValue } from "@/lib/styles/blocks";
import { SYNTHETIC } from "@/tests/eval/images/synthetic";
import { deltaE2000 } from "../support/synthetic-images";

const analyses = new Map<string, ImageAnalysis>(
  await Promise.all(SYNTHETIC.map(async (s) => [s.label.file.replace("synthetic:", ""), await analyzeImage(await s.draw())] as const)),
);
const analysis = (name: string): ImageAnalysis => {
  const found = analyses.get(name);
  if (!found) throw new Error(`no synthetic image ${name}`);
  return found;
};
const text = (a: ImageAnalysis) => a.blocks.filter((b) => b.type === "descriptor").map(blockValueText).join(" | ");
const avoids = (a: ImageAnalysis) => a.blocks.filter((b) => b.type === "avoid").map((b) => (b.value as AvoidValue).term);

describe("structure", () => {
  it("finds stripes and their angle: vertical, 45° and thin 30° pinstripes", () => {
    expect(analysis("stripes-vertical").reading.facts.stripes?.angle).toBeCloseTo(90, -1);
    expect(text(analysis("stripes-vertical"))).toMatch(/vertical stripes/);
    expect(analysis("stripes-diagonal").reading.facts.stripes?.angle).toBeCloseTo(135, -1);
    expect(text(analysis("stripes-diagonal"))).toMatch(/diagonal stripes at about 45°/);
    // Lines at 30° from the vertical run at 150° in image coordinates (y down).
    expect(analysis("pinstripes-30").reading.facts.stripes?.angle).toBeCloseTo(150, -1);
  });

  it("tells a dot grid, scattered marks, a checkerboard, hexagons and isometric cubes apart", () => {
    expect(analysis("dot-grid").reading.facts.dots).toEqual({ arranged: "grid" });
    expect(analysis("scattered-marks").reading.facts.scattered).toBe(true);
    expect(analysis("scattered-marks").reading.facts.dots?.arranged).toBe("scattered");
    expect(analysis("checkerboard").reading.facts.grid).toBe(true);
    expect(analysis("hexagons").reading.facts.hexagons).toBe(true);
    expect(analysis("hexagons").reading.facts.isometric).toBeUndefined();
    expect(analysis("isometric-cubes").reading.facts.isometric).toBe(true);
    expect(analysis("isometric-cubes").reading.facts.hexagons).toBeUndefined();
    expect(analysis("linear-gradient").reading.facts).toEqual({});
  });

  it("sees symmetry and a centred subject, a horizon, and one-point perspective", () => {
    expect(analysis("symmetric-emblem").reading.facts).toMatchObject({ symmetry: true, centred: true });
    expect(analysis("horizon").reading.facts.horizon?.y).toBeCloseTo(290 / 450, 1);
    expect(analysis("horizon").reading.facts.symmetry).toBeUndefined();
    const vp = analysis("perspective-grid").reading.facts.perspective;
    expect(vp?.x).toBeCloseTo(0.5, 1);
    expect(vp?.y).toBeCloseTo(170 / 480, 1);
    // A small logo's outline passes near its own middle in every direction: no lines converge there.
    expect(analysis("logo-on-glow").reading.facts.perspective).toBeUndefined();
    expect(text(analysis("logo-on-glow"))).not.toMatch(/perspective|vanishing/);
  });
});

describe("medium", () => {
  it.each([
    ["halftone", "halftone"],
    ["pixel-art", "pixel-art"],
    ["line-art", "line-art"],
    ["render-spheres", "3d-render"],
    ["linear-gradient", "gradient"],
    ["radial-glow", "gradient"],
    ["stripes-vertical", "flat"],
    ["hexagons", "flat"],
  ])("%s reads as %s", (name, medium) => {
    expect(analysis(name).reading.medium).toBe(medium);
  });

  it("measures the enlarged pixels of pixel art", () => {
    expect(analysis("pixel-art").reading.facts.pixelGrid).toEqual({ size: 24 });
    expect(text(analysis("pixel-art"))).toMatch(/pixel art: .*each about 24 px/);
  });
});

describe("palette purity", () => {
  it("gives a 1-bit halftone two colours, black and white, and 3-colour stripes three", () => {
    const halftone = analysis("halftone").palette;
    expect(halftone).toHaveLength(2);
    expect(Math.min(...halftone.map((c) => deltaE2000(c.hex, "#000000")))).toBeLessThan(3);
    expect(Math.min(...halftone.map((c) => deltaE2000(c.hex, "#ffffff")))).toBeLessThan(3);
    expect(analysis("stripes-vertical").palette).toHaveLength(3);
  });

  it("keeps black ink black: the stroke colour of line art, not a grey blend of it", () => {
    const ink = analysis("line-art").palette.find((c) => c.share < 0.5)!;
    expect(deltaE2000(ink.hex, "#111111")).toBeLessThan(5);
  });

  it("never makes a colour of anti-aliased edges or of the transparent ground", () => {
    for (const name of ["hexagons", "symmetric-emblem", "transparent-icon", "dot-grid"]) {
      const truth = SYNTHETIC.find((s) => s.label.file === `synthetic:${name}`)!.label.colors!;
      for (const c of analysis(name).palette) expect(Math.min(...truth.map((t) => deltaE2000(t, c.hex))), `${name} ${c.hex}`).toBeLessThan(10);
    }
    expect(analysis("transparent-icon").reading.facts.transparent?.share).toBeGreaterThan(0.2);
    expect(text(analysis("transparent-icon"))).toMatch(/transparent background/);
  });
});

describe("guardrails never forbid what the image is made of", () => {
  it("has no speckle, dot or grain guardrail on a halftone or a dot grid", () => {
    for (const name of ["halftone", "dot-grid", "scattered-marks"]) {
      for (const term of avoids(analysis(name))) expect(term, name).not.toMatch(/speckle|dots?|grain|noise/);
    }
  });

  it("has no hard-edge guardrail on hexagons, isometric blocks, stripes or pixel art, and no 'flat vector' one on flat fills", () => {
    for (const name of ["hexagons", "isometric-cubes", "stripes-diagonal", "pixel-art", "checkerboard"]) {
      for (const term of avoids(analysis(name))) expect(term, name).not.toMatch(/hard-edged|color blocks|vector|pixel/);
    }
  });

  it("contradicts() knows a halftone has dots and a gradient image with a logo has hard edges", () => {
    expect(contradicts("noise, grain and speckle", analysis("halftone").reading, analysis("halftone").palette)).toBe(true);
    expect(contradicts("hard-edged color blocks", analysis("horizon").reading, analysis("horizon").palette)).toBe(true);
    expect(contradicts("hard-edged color blocks", analysis("linear-gradient").reading, analysis("linear-gradient").palette)).toBe(false);
  });
});
