// Several images merged into one style: what they share is kept, where they disagree the result says
// so, and no two blocks contradict each other.
import { describe, expect, it } from "vitest";
import { analyzeImage } from "@/lib/extraction/analyzers/image";
import { contradicts } from "@/lib/extraction/analyzers/image/guard";
import { mergeImageAnalyses } from "@/lib/extraction/analyzers/image/merge";
import { assignRoles } from "@/lib/extraction/analyzers/color/palette-roles";
import { hexToOklab } from "@/lib/extraction/analyzers/color/space";
import { blockValueText, type AvoidValue } from "@/lib/styles/blocks";
import { SYNTHETIC } from "@/tests/eval/images/synthetic";
import { photoLikeJpeg } from "../support/synthetic-images";

const draw = (name: string) => SYNTHETIC.find((s) => s.label.file === `synthetic:${name}`)!.draw();

describe("mergeImageAnalyses", () => {
  it("returns one image's analysis unchanged", async () => {
    const one = await analyzeImage(await draw("hexagons"));
    const merged = mergeImageAnalyses([one])!;
    expect(merged.blocks).toEqual(one.blocks);
    expect(merged.notice).toBeNull();
  });

  it("never puts two media side by side: a photograph, a flat graphic and a gradient give no medium block and say so", async () => {
    const images = await Promise.all([analyzeImage(await photoLikeJpeg(800, 600)), analyzeImage(await draw("hexagons")), analyzeImage(await draw("linear-gradient"))]);
    expect(new Set(images.map((i) => i.reading.medium)).size).toBe(3);
    const merged = mergeImageAnalyses(images)!;
    expect(merged.blocks.filter((b) => b.section === "medium")).toEqual([]);
    // The photograph and the gradient are continuous tone, which no pixel decides: "2 images".
    expect(merged.notice).toMatch(/disagree on medium \(2 images and 1 flat graphic\)/);
    // The style's own description speaks of the style; the disagreement is said beside it.
    expect(merged.description).not.toMatch(/disagree/);
    const descriptors = merged.blocks.filter((b) => b.type === "descriptor").map(blockValueText).join(" | ");
    expect(descriptors).not.toMatch(/photographic capture|flat, vector-like|smooth digital gradients/);
    // No guardrail that any of the images contradicts.
    for (const b of merged.blocks.filter((x) => x.type === "avoid")) {
      for (const image of images) expect(contradicts((b.value as AvoidValue).term, image.reading, image.palette)).toBe(false);
    }
  });

  it("keeps what two images of one kind share, with a pooled palette of at most six colours", async () => {
    const images = await Promise.all([analyzeImage(await draw("stripes-vertical")), analyzeImage(await draw("checkerboard"))]);
    const merged = mergeImageAnalyses(images)!;
    expect(merged.blocks.filter((b) => b.section === "medium").map(blockValueText)).toContain("flat, vector-like color fills with no shading or texture inside a shape");
    expect(merged.notice).not.toMatch(/medium/);
    const colors = merged.blocks.filter((b) => b.type === "color");
    expect(colors.length).toBeGreaterThanOrEqual(4);
    expect(colors.length).toBeLessThanOrEqual(6);
  });
});

describe("accent", () => {
  const lab = (hex: string) => hexToOklab(hex);
  it("is small: a loud colour over 14% of the frame is not called an accent, one over 8% is", () => {
    expect(assignRoles([{ lab: lab("#b8b5b0"), share: 0.86 }, { lab: lab("#f27b5f"), share: 0.14 }])[1]).not.toBe("accent");
    expect(assignRoles([{ lab: lab("#b8b5b0"), share: 0.92 }, { lab: lab("#f27b5f"), share: 0.08 }])[1]).toBe("accent");
  });

  it("has a hue of its own: a small patch of the main colour's hue is no accent", () => {
    const roles = assignRoles([{ lab: lab("#f3efe6"), share: 0.6 }, { lab: lab("#c0392b"), share: 0.32 }, { lab: lab("#e74c3c"), share: 0.08 }]);
    expect(roles[2]).not.toBe("accent");
  });
});
