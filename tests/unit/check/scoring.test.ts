// Scoring a candidate against a style: palette coverage by CIEDE2000 over area, the checks' credits,
// verdicts, guardrails the reading can and cannot judge, and a voice's levels against a text.
import { describe, expect, it } from "vitest";
import { checkImageAgainst, checkTextAgainst } from "@/lib/check";
import { matchPalette, SAME_COLOR } from "@/lib/check/palette";
import { scoreOf, verdictOf } from "@/lib/check/score";
import type { ImageReading } from "@/lib/extraction/analyzers/image/reading";
import { ServiceError } from "@/lib/errors";
import type { Block } from "@/lib/styles/blocks";
import type { StyleSnapshot } from "@/lib/styles/snapshot";

function snapshot(blocks: Block[]): StyleSnapshot {
  return { name: "Test style", description: null, author: null, category: null, tags: [], slug: null, blocks, disabledSections: [], referenceImages: [] };
}
const color = (hex: string, name: string, role: string): Block => ({ section: "palette", type: "color", value: { hex, name, role } });

const reading = (over: Partial<ImageReading> = {}): ImageReading => ({
  key: "mid",
  contrast: "moderate",
  chroma: "moderate",
  tonality: "multicolor",
  temperature: "neutral",
  medium: "flat",
  mediumDecided: true,
  grain: "clean",
  facts: {},
  hardEdges: true,
  specks: false,
  ...over,
});

describe("matchPalette", () => {
  it("counts the area within CIEDE2000 10 of a style color, and lists matched and stray colors", () => {
    const { match, presence, figureCoverage } = matchPalette(
      [{ hex: "#F4EFE4", role: "background" }, { hex: "#1D4E89" }],
      [
        { hex: "#F2EDE2", share: 0.6 },
        { hex: "#1E508C", share: 0.25 },
        { hex: "#E4572E", share: 0.15 },
      ],
      [
        { hex: "#F2EDE2", share: 0.6 },
        { hex: "#1E508C", share: 0.25 },
        { hex: "#E4572E", share: 0.15 },
      ],
    );
    expect(match.coverage).toBeCloseTo(0.85, 3);
    expect(match.matched.map((m) => m.nearest)).toEqual(["#F4EFE4", "#1D4E89"]);
    expect(match.matched.every((m) => m.deltaE <= SAME_COLOR)).toBe(true);
    expect(match.stray).toEqual([{ hex: "#E4572E", share: 0.15 }]);
    expect(presence.get("#F4EFE4")).toBeCloseTo(0.6, 5);
    // Beyond the paper ground, 0.25 of 0.4 is the style's blue.
    expect(figureCoverage).toBeCloseTo(0.625, 3);
  });

  it("reads #RGB and #RRGGBBAA style colors as the #RRGGBB a pixel is", () => {
    const { match } = matchPalette([{ hex: "#fff" }, { hex: "#000000FF" }], [{ hex: "#FEFEFE", share: 1 }], [{ hex: "#FEFEFE", share: 1 }]);
    expect(match.coverage).toBe(1);
    expect(match.matched[0]!.nearest).toBe("#FFFFFF");
  });
});

describe("tints", () => {
  const style = [{ hex: "#F5F1E6", role: "background" }, { hex: "#FF48B0", role: "primary ink" }];
  // A pink screened at about a third on cream: far from the ink itself, on the line from paper to ink.
  const areas = [
    { hex: "#F6F2E8", share: 0.8 },
    { hex: "#FBBBD9", share: 0.2 },
  ];

  it("count as their ink for a style that lays inks thin, and never in the contract's coverage", () => {
    const screened = matchPalette(style, areas, areas, true);
    expect(screened.presence.get("#FF48B0")).toBeCloseTo(0.2, 5);
    expect(screened.figureCoverage).toBe(1);
    expect(screened.match.coverage).toBe(0.8);
    const solid = matchPalette(style, areas, areas, false);
    expect(solid.presence.get("#FF48B0")).toBe(0);
    expect(solid.figureCoverage).toBe(0);
    // A color off the line from paper to ink is no tint of it.
    const green = matchPalette(style, [{ hex: "#F6F2E8", share: 0.8 }, { hex: "#9FD8A0", share: 0.2 }], [], true);
    expect(green.presence.get("#FF48B0")).toBe(0);
  });
});

describe("scoreOf and verdictOf", () => {
  it("weighs each check's credit and names the verdict by the score", () => {
    const base = { section: "palette" as const, aspect: "a", expected: "", found: "", hint: null };
    expect(scoreOf([{ ...base, pass: true, weight: 3, credit: 1 }, { ...base, pass: false, weight: 1, credit: 0 }])).toBe(75);
    expect(scoreOf([])).toBe(0);
    expect([verdictOf(75), verdictOf(74), verdictOf(55), verdictOf(54)]).toEqual(["on-style", "close", "close", "off-style"]);
  });
});

describe("checkImageAgainst", () => {
  const style = snapshot([
    color("#F4EFE4", "paper", "background"),
    color("#1D4E89", "ink blue", "primary"),
    { section: "medium", type: "descriptor", value: "flat vector shapes" },
    { section: "lighting", type: "descriptor", value: "high-key, airy" },
    { section: "guardrails", type: "avoid", value: { term: "photographic detail", prefer: "flat fills" } },
    { section: "guardrails", type: "avoid", value: { term: "several typefaces" } },
  ]);
  const candidate = (r: ImageReading, areas: { hex: string; share: number }[]) => ({
    reading: r,
    palette: areas.map((a) => ({ hex: a.hex, name: "x", role: "primary" as const, share: a.share })),
    colorAreas: areas,
  });

  it("passes an image in the style's colors, medium and light, with no hints", () => {
    const r = checkImageAgainst(style, candidate(reading({ key: "high" }), [{ hex: "#F4EFE4", share: 0.7 }, { hex: "#1D4E89", share: 0.3 }]));
    expect(r.kind).toBe("visual");
    expect(r.score).toBe(100);
    expect(r.verdict).toBe("on-style");
    expect(r.checks.every((c) => c.pass && c.hint === null)).toBe(true);
    // "several typefaces" is nothing a reading of pixels can judge: it is left out, not passed.
    expect(r.checks.filter((c) => c.aspect === "guardrail").map((c) => c.expected)).toEqual(["no photographic detail"]);
  });

  it("fails a photograph in other colors, with a hint for each failure", () => {
    const r = checkImageAgainst(style, candidate(reading({ medium: "photograph", key: "low" }), [{ hex: "#2B2B2B", share: 0.6 }, { hex: "#C0392B", share: 0.4 }]));
    expect(r.verdict).toBe("off-style");
    const failed = r.checks.filter((c) => !c.pass);
    expect(failed.map((c) => c.aspect)).toEqual(expect.arrayContaining(["palette coverage", "medium", "light", "guardrail"]));
    expect(failed.every((c) => typeof c.hint === "string")).toBe(true);
    expect(r.palette!.stray.map((s) => s.hex)).toEqual(["#2B2B2B", "#C0392B"]);
  });

  it("refuses an image against a voice, and a style whose words it cannot measure", () => {
    const voice = snapshot([{ section: "voice", type: "formality", value: "casual" }]);
    expect(() => checkImageAgainst(voice, candidate(reading(), [{ hex: "#FFFFFF", share: 1 }]))).toThrow(ServiceError);
    const typeOnly = snapshot([{ section: "typography", type: "descriptor", value: "a single variable grotesque" }]);
    expect(() => checkImageAgainst(typeOnly, candidate(reading(), [{ hex: "#FFFFFF", share: 1 }]))).toThrow(/names nothing an image can be measured against/);
  });
});

describe("checkTextAgainst", () => {
  const voice = snapshot([
    { section: "voice", type: "formality", value: "professional" },
    { section: "voice", type: "person", value: "first" },
    { section: "voice", type: "emoji", value: "none" },
    { section: "voice", type: "hashtags", value: "none" },
    { section: "guardrails", type: "avoid", value: { term: "slang, emoji and exclamation marks", prefer: "courteous, complete sentences" } },
  ]);
  const LETTER = "We have reviewed your request and we will refund the order in full within five working days. Our team has also corrected the address on your account, so that future deliveries arrive as expected.";
  const POST = "lol this is SO good 😂🔥 cant even deal!!! go grab yours rn #vibes #drop";

  it("scores a courteous first-person letter above a slangy post, deterministically", () => {
    const letter = checkTextAgainst(voice, LETTER);
    const post = checkTextAgainst(voice, POST);
    expect(letter.kind).toBe("voice");
    expect(letter.score).toBeGreaterThan(post.score);
    expect(checkTextAgainst(voice, POST)).toEqual(post);
    const off = post.checks.filter((c) => !c.pass).map((c) => c.aspect);
    expect(off).toEqual(expect.arrayContaining(["emoji", "hashtags", "guardrail"]));
    expect(post.checks.find((c) => c.aspect === "emoji")!.hint).toBe("Drop the emoji.");
  });

  it("refuses a text over 6,000 characters, a short one and a visual-only style; reads any other text as writing", () => {
    expect(() => checkTextAgainst(voice, "a ".repeat(3001))).toThrow(/6,000/);
    expect(() => checkTextAgainst(voice, "We ship it today.")).toThrow(/8 words or more/);
    // A candidate is writing to check, even one that talks about a palette.
    expect(checkTextAgainst(voice, "Our new palette is warm and the tone of every page is calmer than before.").kind).toBe("voice");
    expect(() => checkTextAgainst(snapshot([color("#000000", "ink", "primary")]), LETTER)).toThrow(/no writing voice/);
  });
});
