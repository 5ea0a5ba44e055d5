// What a style asks for, read from its blocks: the words of its descriptors (with negations), its
// palette and guardrails, and whether it has anything visual or a voice to check against.
import { describe, expect, it } from "vitest";
import { names, visualExpectations } from "@/lib/check/style-reading";
import { hasLook, hasVoice } from "@/lib/styles/content";
import { voiceExpectations } from "@/lib/check/voice";
import type { Block } from "@/lib/styles/blocks";
import type { StyleSnapshot } from "@/lib/styles/snapshot";

function snapshot(blocks: Block[], disabledSections: StyleSnapshot["disabledSections"] = []): StyleSnapshot {
  return { name: "Test", description: null, author: null, category: null, tags: [], slug: null, blocks, disabledSections, referenceImages: [] };
}
const d = (section: Block["section"], value: string): Block => ({ section, type: "descriptor", value });

describe("names", () => {
  it("finds a word no negation governs", () => {
    expect(names("flat vector shapes", /\bvector\b/i)).toBe(true);
    expect(names("no gradients, flat fills", /\bgradients?\b/i)).toBe(false);
    expect(names("without grain; heavy grain in the shadows", /\bgrain\b/i)).toBe(true);
    expect(names("soft light rather than hard light", /\bhard light\b/i)).toBe(false);
  });
});

describe("visualExpectations", () => {
  it("reads medium, light, color and composition from the sections that name them", () => {
    const e = visualExpectations(
      snapshot([
        d("medium", "risograph print with visible grain"),
        d("lighting", "high-key, bright exposure with soft contrast"),
        d("palette", "muted, dusty pastels with a warm cast"),
        d("composition", "centred subject with generous negative space"),
        { section: "palette", type: "color", value: { hex: "#F4EFE4", name: "paper", role: "background" } },
      ]),
    );
    expect(e.media).toContain("halftone");
    expect(e.key).toBe("high");
    expect(e.contrast).toBe("soft");
    expect(e.chroma).toBe("muted");
    expect(e.temperature).toBe("warm");
    expect(e.grain).toBe(true);
    expect(e.composition).toEqual(["centred", "negative-space"]);
    expect(e.colors).toEqual([{ hex: "#F4EFE4", name: "paper", role: "background" }]);
  });

  it("names nothing it is not told, and nothing under a negation", () => {
    const e = visualExpectations(snapshot([d("medium", "no photographs, no gradients"), d("lighting", "neither dark nor bright")]));
    expect(e.media).toEqual([]);
    expect(e.key).toBeNull();
    expect(e.temperature).toBeNull();
    expect(e.composition).toEqual([]);
  });

  it("leaves both ends out when the words name both", () => {
    expect(visualExpectations(snapshot([d("palette", "warm highlights against cool shadows")])).temperature).toBeNull();
  });

  it("skips disabled sections and blocks", () => {
    const blocks: Block[] = [d("medium", "watercolour washes"), { ...d("lighting", "low-key"), enabled: false }];
    expect(visualExpectations(snapshot(blocks, ["medium"])).media).toEqual([]);
    expect(visualExpectations(snapshot(blocks)).key).toBeNull();
    expect(hasLook(snapshot(blocks, ["medium", "lighting"]))).toBe(false);
  });
});

describe("voiceExpectations", () => {
  it("takes stated levels first, fills the rest from the sample, and keeps quoted phrases", () => {
    const e = voiceExpectations(
      snapshot([
        { section: "voice", type: "formality", value: "casual" },
        { section: "voice", type: "phrase", value: "Returns to the phrase “ship it”." },
        { section: "voice", type: "sample", value: "We shipped the new search today. It finds what you type, even with a typo. Try it and tell us what breaks." },
      ]),
    );
    expect(e.levels.formality).toBe("casual");
    expect(e.levels.person).toBeDefined();
    expect(e.levels.sentenceLength).toBeDefined();
    expect(e.phrases).toEqual(["ship it"]);
    expect(e.sampleSentenceLength).toBeGreaterThan(3);
  });

  it("has a voice only with an enabled voice block in an enabled section", () => {
    const tone: Block = { section: "voice", type: "tone", value: "dry" };
    expect(hasVoice(snapshot([tone]))).toBe(true);
    expect(hasVoice(snapshot([tone], ["voice"]))).toBe(false);
    expect(hasVoice(snapshot([d("medium", "oil paint")]))).toBe(false);
  });
});
