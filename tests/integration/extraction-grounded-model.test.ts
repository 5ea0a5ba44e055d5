// An extraction run with a model configured (here the AI SDK's mock, handed to the pipeline's analyze
// stage; no network): the stored image is measured by the local analyzers, the model's prompt carries
// those facts, and the model's guardrail that forbids what the image is made of never reaches the
// result, whose STYLE.md still lints clean.
import sharp from "sharp";
import { MockLanguageModelV3 } from "ai/test";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { analyzeStage } from "@/lib/extraction/pipeline";
import { drainExtractionRuns } from "@/lib/jobs";
import type { AvoidValue } from "@/lib/styles/blocks";
import { startTestApp, type TestApp } from "../support/app";
import { account, pollDone, startMultipart } from "../support/extraction";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterEach(() => drainExtractionRuns());
afterAll(() => app?.close());

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 20, text: 20, reasoning: undefined },
};
const avoid = (term: string, prefer: string) => ({ section: "guardrails", type: "avoid", text: null, color: null, avoid: { term, prefer } });

async function stripes(): Promise<Buffer> {
  const bands = Array.from({ length: 24 }, (_, i) => `<rect x="${i * 40}" y="0" width="20" height="640" fill="#23395b"/>`).join("");
  return sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640"><rect width="960" height="640" fill="#f4ecd8"/>${bands}</svg>`)).png().toBuffer();
}

describe("an extraction with a model configured", () => {
  it("grounds the model in the image's measurements and drops the guardrail the image contradicts", async () => {
    const t = await account();
    const start = await startMultipart(app, t, [{ field: "image", data: await stripes(), filename: "ticking.png", type: "image/png" }]);
    expect(start.status, start.text).toBe(202);
    // The local run finishes first (nothing else may read the sources meanwhile).
    await pollDone(app, t, start.body.extractionId);
    const id = String(start.body.extractionId).split(".")[0]!;

    const mock = new MockLanguageModelV3({
      doGenerate: {
        content: [
          {
            type: "text",
            text: JSON.stringify({
              title: "Navy Ticking",
              description: "Navy ticking stripes on cream.",
              blocks: [
                { section: "overview", type: "descriptor", text: "Navy ticking stripes on cream cotton", color: null, avoid: null },
                avoid("stripes and other repeating patterns", "one calm, open field"),
                avoid("glossy 3D rendering", "flat printed color"),
              ],
            }),
          },
        ],
        finishReason: { unified: "stop", raw: undefined },
        usage,
        warnings: [],
      },
    });
    const result = await analyzeStage(id, { id: "mock:grounded", model: mock });

    const prompt = JSON.stringify(mock.doGenerateCalls[0]!.prompt);
    expect(prompt).toMatch(/Image 1: measured palette, by area: #[0-9a-f]{6}/i);
    expect(prompt).toContain("vertical stripes");
    expect(result.model).toBe("mock:grounded");
    const terms = result.blocks.filter((b) => b.type === "avoid").map((b) => (b.value as AvoidValue).term);
    expect(terms).toEqual(["glossy 3D rendering"]);
  });
});
