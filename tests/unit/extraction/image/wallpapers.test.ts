// Real wallpapers of the labelled set (tests/eval/images, xfdesktop4-data and Debian Edu, GPL-2+)
// where the analyzer once said what a designer would strike out: one-point perspective behind a small
// logo, "photograph" for a vector pattern of thin contour lines, and "avoid hard-edged color blocks"
// on gradient panels whose faint edges are crisp.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { analyzeImage } from "@/lib/extraction/analyzers/image";
import { blockValueText, type AvoidValue } from "@/lib/styles/blocks";

const REAL = path.join(import.meta.dirname, "../../../eval/images/real");
const analyse = (file: string) => analyzeImage(readFileSync(path.join(REAL, file)));
const avoids = (a: Awaited<ReturnType<typeof analyzeImage>>) => a.blocks.filter((b) => b.type === "avoid").map((b) => (b.value as AvoidValue).term);
const said = (a: Awaited<ReturnType<typeof analyzeImage>>) => a.blocks.map(blockValueText).join(" | ");

describe("wallpapers", () => {
  it.each(["xfce-blue.webp", "xfce-teal.webp", "xfce-stripes.png", "xfce-verticals.png", "xfce-flower.png", "debian-edu-buster.webp"])(
    "%s: a logo or petals in the middle are no vanishing point",
    async (file) => {
      const a = await analyse(file);
      expect(a.reading.facts.perspective).toBeUndefined();
      expect(said(a)).not.toMatch(/perspective|vanishing/);
    },
  );

  it("reads thin contour lines over a dark ground as a graphic, not a photograph", async () => {
    const a = await analyse("xfce-shapes.png");
    expect(a.reading.medium).not.toBe("photograph");
    expect(said(a)).not.toMatch(/photograph/);
    expect(avoids(a).join(" ")).not.toMatch(/vector|flat/);
  });

  it("sees the crisp edges of faint panels, so no guardrail forbids hard-edged blocks there", async () => {
    const a = await analyse("xfce-verticals.png");
    expect(a.structure.edges.crispLines).toBeGreaterThanOrEqual(2);
    expect(a.reading.hardEdges).toBe(true);
    expect(avoids(a).join(" ")).not.toMatch(/hard-edged|colou?r blocks/);
    // A smooth gradient has none.
    expect((await analyse("xfce-blue.webp")).structure.edges.crispLines).toBe(0);
  });
});
