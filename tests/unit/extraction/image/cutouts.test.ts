// A cut-out on a transparent ground, drawn as icon themes draw them: a form shaded by a gradient
// and ringed by a dark outline. Its transparent corners are no dark edges of a frame, so no vignette
// is read from them; and outlined fills are not called flat when they are shaded.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { analyzeImage } from "@/lib/extraction/analyzers/image";
import type { ImageReading } from "@/lib/extraction/analyzers/image/reading";
import { structurePhrases } from "@/lib/extraction/analyzers/image/structure-phrases";
import { blockValueText } from "@/lib/styles/blocks";

const globe = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">
  <defs><radialGradient id="g" cx="40%" cy="35%" r="70%"><stop offset="0" stop-color="#f4f8fc"/><stop offset="0.6" stop-color="#7ea6d6"/><stop offset="1" stop-color="#2f5d9a"/></radialGradient></defs>
  <circle cx="256" cy="256" r="200" fill="url(#g)" stroke="#1b2c44" stroke-width="14"/>
</svg>`;

describe("cut-outs", () => {
  it("reads no falloff toward the frame's edges from a transparent ground", async () => {
    const a = await analyzeImage(await sharp(Buffer.from(globe)).png().toBuffer());
    expect(a.reading.facts.transparent).toBeDefined();
    const said = a.blocks.map(blockValueText).join(" | ");
    expect(said).not.toMatch(/falls off/);
  });

  it("calls outlined fills flat only when the medium is flat", () => {
    const reading: ImageReading = {
      key: "mid",
      contrast: "hard",
      chroma: "moderate",
      tonality: "multicolor",
      temperature: "neutral",
      medium: "gradient",
      mediumDecided: false,
      grain: "clean",
      facts: { outlines: { around: "fills" }, transparent: { share: 0.4 } },
      hardEdges: true,
      specks: false,
    };
    expect(structurePhrases(reading).medium.join(" ")).toMatch(/dark outlines around every form/);
    expect(structurePhrases(reading).medium.join(" ")).not.toMatch(/flat color fills/);
    expect(structurePhrases({ ...reading, medium: "flat" }).medium.join(" ")).toMatch(/dark outlines around flat color fills/);
  });
});
