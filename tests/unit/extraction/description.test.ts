// The description analyzer builds a style only from what the text names: catalog references, colour
// words and visual vocabulary, merged without duplicates, and null when it recognises nothing.
import { converter, differenceCiede2000 } from "culori";
import { describe, expect, it } from "vitest";
import { analyzeDescription } from "@/lib/extraction/analyzers/description";
import { analyzeReference, findReference, normalizeText, REFERENCE_PHRASES } from "@/lib/extraction/analyzers/references";
import { COLOR_NAME_LIST } from "@/lib/extraction/analyzers/references/colors";
import { VISUAL_TERMS } from "@/lib/extraction/analyzers/references/terms";
import type { Analysis } from "@/lib/extraction/analysis";
import { blockSchema, type AvoidValue, type Block, type ColorValue } from "@/lib/styles/blocks";

const must = (text: string): Analysis => {
  const a = analyzeDescription(text);
  if (!a) throw new Error(`expected an analysis for: ${text}`);
  return a;
};
const colors = (a: Analysis) => a.blocks.filter((b) => b.type === "color").map((b) => b.value as ColorValue);
const values = (a: Analysis, section: Block["section"]) => a.blocks.filter((b) => b.section === section).map((b) => b.value);
const listed = (name: string) => COLOR_NAME_LIST.find((c) => c.name === name)?.hex;
const termValue = (label: string) => VISUAL_TERMS.find((t) => t.label === label)?.value;
const paletteOf = (name: string) =>
  findReference(name)!.blocks.filter((b) => b.type === "color").map((b) => (b.value as ColorValue).hex);

describe("analyzeDescription: references", () => {
  it("merges two named references, deduplicated, at most six colours, the dominant of each first", () => {
    const a = must("a moody teal-and-orange cinematic look like Blade Runner");
    const palette = colors(a).map((c) => c.hex);
    expect(palette.length).toBeGreaterThan(4);
    expect(palette.length).toBeLessThanOrEqual(6);
    expect(new Set(palette).size).toBe(palette.length);
    expect(palette.slice(0, 2)).toEqual([paletteOf("teal and orange")[0], paletteOf("Blade Runner")[0]]);
    expect(a.title).toContain("Blade Runner");
    expect(a.description).toMatch(/Teal and Orange Blockbuster and Blade Runner/);
    expect(values(a, "mood")).toContain(termValue("Moody"));
    expect(values(a, "composition")).toContain(termValue("Cinematic Framing"));
    expect(values(a, "lighting").length).toBeGreaterThan(1);
    expect(values(a, "overview")).toHaveLength(1);
  });

  it("keeps perceptually distinct colours when references share near-identical ones", () => {
    const a = must("De Stijl and Mondrian, with Bauhaus posters");
    const palette = colors(a);
    expect(palette.length).toBeLessThanOrEqual(6);
    const distance = differenceCiede2000();
    for (let i = 0; i < palette.length; i++) {
      for (let j = i + 1; j < palette.length; j++) expect(distance(palette[i]!.hex, palette[j]!.hex)).toBeGreaterThanOrEqual(6);
    }
  });

  it("prefers the longest name: neon noir is Blade Runner, not film noir plus neon", () => {
    expect(analyzeDescription("neon noir")).toEqual(analyzeReference("Blade Runner"));
  });

  it("returns a lone reference exactly as the reference analyzer would", () => {
    expect(analyzeDescription("Something in the style of Hokusaï, please")).toEqual(analyzeReference("Hokusai"));
  });

  it("matches names on word boundaries only", () => {
    expect(analyzeDescription("a monetary policy report")).toBeNull();
  });

  it("drops a reference's guardrail when the rest of the request asks for what it forbids", () => {
    const a = must("film noir meets Blade Runner");
    const terms = a.blocks.filter((b) => b.type === "avoid").map((b) => (b.value as AvoidValue).term);
    expect(terms).not.toContain("saturated colour");
    expect(terms.length).toBeGreaterThan(0);
  });

  it("merges writing voices: one choice per setting, rules from both, one sample", () => {
    const a = must("Hemingway, with a bit of Raymond Carver");
    for (const type of ["tone", "formality", "emoji", "hashtags", "sentence-length", "person", "sample"]) {
      expect(a.blocks.filter((b) => b.type === type), type).toHaveLength(1);
    }
    const phrases = a.blocks.filter((b) => b.type === "phrase").map((b) => b.value as string);
    expect(phrases.length).toBeLessThanOrEqual(4);
    expect(phrases.some((p) => p.includes("off the page"))).toBe(true);
    expect(phrases.some((p) => p.includes("adjectives"))).toBe(true);
    expect(a.description).toContain("voice");
  });
});

describe("analyzeDescription: colours", () => {
  it("reads names from the colour list, CSS names and hex codes, in the order written", () => {
    const a = must("ochre, sage and dusty rose with dark slate gray and #0a9396");
    expect(colors(a)).toEqual([
      { hex: listed("Ochre"), name: "ochre", role: "named in the description" },
      { hex: listed("Sage"), name: "sage", role: "named in the description" },
      { hex: listed("Dusty Rose"), name: "dusty rose", role: "named in the description" },
      { hex: "#2F4F4F", name: "dark slate gray", role: "named in the description" },
      { hex: "#0A9396", role: "named in the description" },
    ]);
    expect(a.description).toMatch(/^A palette of ochre, sage and dusty rose\.$/);
  });

  it("puts the colours a person names before a reference's own", () => {
    const a = must("a Bauhaus poster in mustard and teal");
    expect(colors(a).slice(0, 2).map((c) => c.name)).toEqual(["mustard", "teal"]);
    expect(colors(a).length).toBeLessThanOrEqual(6);
  });

  it("shifts a colour by its modifiers", () => {
    const oklch = converter("oklch");
    const [teal, pale, deep] = colors(must("teal, pale teal, deep teal")).map((c) => oklch(c.hex)!.l);
    expect(pale!).toBeGreaterThan(teal!);
    expect(deep!).toBeLessThan(teal!);
  });

  it("reads no modifier in a name every object has: constructor blue is blue", () => {
    expect(colors(must("constructor blue, valueOf teal")).map((c) => [c.name, c.hex])).toEqual([
      ["blue", "#0000FF"],
      ["teal", colors(must("teal"))[0]!.hex],
    ]);
  });

  it("does not read everyday words as colours unless told they are colours", () => {
    expect(analyzeDescription("a rose garden in the snow")).toBeNull();
    expect(colors(must("salmon tones and sand-coloured walls")).map((c) => c.name)).toEqual(["salmon", "sand"]);
  });
});

describe("analyzeDescription: vocabulary", () => {
  it("files each recognised term in its section", () => {
    const a = must("grainy risograph print at golden hour, moody, lots of negative space, portraits");
    expect(values(a, "medium")).toEqual([termValue("Risograph")]);
    expect(values(a, "lighting")).toEqual([termValue("Golden-Hour Light")]);
    expect(values(a, "texture")).toEqual([termValue("Film Grain")]);
    expect(values(a, "mood")).toEqual([termValue("Moody")]);
    expect(values(a, "composition")).toEqual([termValue("Negative Space")]);
    expect(values(a, "subjects")).toEqual([termValue("Portraits")]);
    expect(a.title).toBe("Moody Risograph");
  });

  it("turns what the text rules out into guardrails instead of descriptors", () => {
    const a = must("soft watercolour, no neon or grain");
    expect(values(a, "medium")).toEqual([termValue("Watercolour")]);
    expect(values(a, "lighting")).toEqual([]);
    expect(values(a, "texture")).toEqual([]);
    expect(values(a, "guardrails")).toEqual([{ term: "neon light" }, { term: "film grain" }]);
  });

  it("keeps its vocabularies apart: no phrase means two things", () => {
    const owners = new Map<string, string>();
    const claim = (phrase: string, owner: string) => {
      const key = normalizeText(phrase);
      expect(owners.get(key) ?? owner, `"${key}": ${owners.get(key)} and ${owner}`).toBe(owner);
      owners.set(key, owner);
    };
    for (const t of VISUAL_TERMS) for (const p of t.phrases) claim(p, `term ${t.label}`);
    for (const [key, entry] of REFERENCE_PHRASES) claim(key, `reference ${entry.id}`);
  });
});

describe("analyzeDescription: nothing invented", () => {
  it.each(["nothing recognisable here", "", "   ", "Please make it nice for my client by Friday."])("%j -> null", (text) => {
    expect(analyzeDescription(text)).toBeNull();
  });

  it.each([
    "a moody teal-and-orange cinematic look like Blade Runner",
    "Wes Anderson pastel symmetry with kodachrome colours and film grain",
    "soft pastel pink and sage watercolour with lots of negative space, no neon or grain",
    "Hemingway meets Joan Didion, written like a Paul Graham essay",
    "ukiyo-e waves crossed with Art Deco gold, cream and jet black",
    "use #0a9396, burnt orange and 3D render, isometric",
  ])("gives valid blocks, a title and a description: %s", (text) => {
    const a = must(text);
    expect(a.title).toBeTruthy();
    expect(a.description).toMatch(/\.$/);
    for (const b of a.blocks) expect(blockSchema.safeParse(b).success, JSON.stringify(b)).toBe(true);
    expect(colors(a).length).toBeLessThanOrEqual(6);
    expect(a.blocks.filter((b) => b.section === "overview")).toHaveLength(1);
  });
});
