// With a model configured, the local measurements ground it: the prompt carries the measured facts
// (palette hex values, medium, structure; the voice's register and levels) and a guardrail the
// source contradicts is left out of the model's answer. The model is the AI SDK's mock; no network.
import sharp from "sharp";
import { MockLanguageModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";
import { analyzeGrounded, groundingsOf } from "@/lib/extraction/grounded-model";
import type { AvoidValue } from "@/lib/styles/blocks";

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 20, text: 20, reasoning: undefined },
};

function replying(reply: unknown): MockLanguageModelV3 {
  return new MockLanguageModelV3({
    doGenerate: { content: [{ type: "text", text: JSON.stringify(reply) }], finishReason: { unified: "stop", raw: undefined }, usage, warnings: [] },
  });
}

const text = (section: string, type: string, value: string) => ({ section, type, text: value, color: null, avoid: null });
const avoid = (term: string, prefer: string | null) => ({ section: "guardrails", type: "avoid", text: null, color: null, avoid: { term, prefer } });

/** Vertical stripes, navy on cream, 24 px each: a pattern no one could call smooth. */
async function stripes(): Promise<Buffer> {
  const bands = Array.from({ length: 32 }, (_, i) => `<rect x="${i * 48}" y="0" width="24" height="1024" fill="#1b2a4a"/>`).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1536" height="1024"><rect width="1536" height="1024" fill="#f3ead8"/>${bands}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const LICENCE =
  "Permission is hereby granted, free of charge, to any person obtaining a copy of this software and associated documentation files, to deal in the Software without restriction, including without limitation the rights to use, copy, modify, merge, publish, distribute, sublicense, and sell copies of the Software, subject to the following conditions. " +
  "The above copyright notice and this permission notice shall be included in all copies or substantial portions of the Software, and no warranty of any kind, express or implied, is given by the authors or copyright holders for any claim, damages or other liability arising from the use of the Software.";

function promptText(model: MockLanguageModelV3): string {
  return JSON.stringify(model.doGenerateCalls[0]!.prompt);
}

describe("a model grounded in the local measurements", () => {
  it("is told the measured palette and structure, and loses the guardrails the image contradicts", async () => {
    const image = await stripes();
    const model = replying({
      title: "Navy Ticking",
      description: "Ticking stripes in navy and cream.",
      blocks: [
        text("overview", "descriptor", "Navy and cream ticking stripes"),
        avoid("stripes and repeating patterns", "one large calm field"),
        avoid("photorealism", "flat printed color"),
      ],
    });
    const result = await analyzeGrounded(model, { images: [image], modelImages: [{ bytes: image, mediaType: "image/png" }], texts: [], references: [], documents: [] });

    const prompt = promptText(model);
    expect(prompt).toContain("Measured by Styleshelf's own analysis of these sources");
    expect(prompt).toMatch(/Image 1: measured palette, by area: #[0-9a-f]{6} /i);
    expect(prompt).toMatch(/vertical stripes/);
    expect(prompt).toMatch(/never write a block, least of all a guardrail, that forbids/);

    const terms = result.blocks.filter((b) => b.type === "avoid").map((b) => (b.value as AvoidValue).term);
    expect(terms).toEqual(["photorealism"]);
    expect(result.blocks.some((b) => b.section === "overview")).toBe(true);
  });

  it("holds a writing sample's guardrails to its own reading", async () => {
    const model = replying({
      title: "Permissive Licence",
      description: "A permissive software licence.",
      blocks: [text("overview", "descriptor", "Legal permission granted in long clauses"), avoid("long, winding sentences", "short sentences"), avoid("emoji", null)],
    });
    const result = await analyzeGrounded(model, { images: [], modelImages: [], texts: [LICENCE], references: [], documents: [] });
    expect(promptText(model)).toMatch(/Writing sample 1: register legal/);
    const terms = result.blocks.filter((b) => b.type === "avoid").map((b) => (b.value as AvoidValue).term);
    expect(terms).toEqual(["emoji"]);
  });

  it("measures nothing it cannot read: a description of a style gives the maker's words, no voice facts", async () => {
    const { groundings, briefs } = await groundingsOf({ images: [], texts: ["moody teal and orange cinematic look"], documents: [] });
    expect(briefs.map((b) => b.text)).toEqual(["moody teal and orange cinematic look"]);
    expect(groundings.flatMap((g) => g.facts)).toEqual([expect.stringContaining(`"moody teal and orange cinematic look"`)]);
    expect(groundings.flatMap((g) => g.facts).join(" ")).not.toMatch(/register|formality/);
  });

  it("gives the model the maker's words as facts and holds its blocks to them", async () => {
    const brief = "a storybook digital painting of a rocket landing in a pine forest, textured brushwork, no grain";
    const model = replying({
      title: "Storybook Rocket",
      description: "A storybook painting.",
      blocks: [
        text("medium", "descriptor", "digital painting with visible brushwork"),
        text("texture", "descriptor", "fine film grain"),
        avoid("visible brushwork", "smooth surfaces"),
        avoid("photographic detail", "painted forms"),
      ],
    });
    const result = await analyzeGrounded(model, { images: [], modelImages: [], texts: [brief], references: [], documents: [] });
    expect(promptText(model)).toContain(brief);
    expect(promptText(model)).toMatch(/outrank anything measured/);
    const kept = result.blocks.map((b) => (b.type === "avoid" ? (b.value as AvoidValue).term : String(b.value)));
    expect(kept).toContain("digital painting with visible brushwork");
    expect(kept).toContain("photographic detail");
    // Against the maker: a guardrail forbidding their brushwork, a texture they ruled out.
    expect(kept).not.toContain("visible brushwork");
    expect(kept).not.toContain("fine film grain");
  });
});
