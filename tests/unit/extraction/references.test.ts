// The reference catalog meets the quality bar of the shared examples (complete sections per kind, valid
// blocks, guardrails with positive alternatives), and lookup forgives the ways people type names.
import { describe, expect, it } from "vitest";
import { AnalysisError } from "@/lib/extraction/analysis";
import {
  REFERENCE_CATALOG,
  REFERENCE_KINDS,
  analyzeReference,
  findReference,
  referenceKeys,
  suggestReferences,
  type ReferenceEntry,
} from "@/lib/extraction/analyzers/references";
import { blockSchema, VOICE_TYPES, type AvoidValue, type Block, type ColorValue, type VoiceType } from "@/lib/styles/blocks";
import { sectionOrder, type SectionId } from "@/lib/styles/sections";

const of = (e: ReferenceEntry, section: SectionId, type?: Block["type"]) =>
  e.blocks.filter((b) => b.section === section && (type === undefined || b.type === type));

// Design movements are reached for as often for a poster or a page as for a picture.
const DESIGN_MOVEMENTS = ["bauhaus", "art-deco", "art-nouveau", "swiss-style", "memphis", "web-brutalism", "vaporwave", "constructivism", "de-stijl", "psychedelic-poster"];

const visual = REFERENCE_CATALOG.filter((e) => e.kind !== "writing");
const writing = REFERENCE_CATALOG.filter((e) => e.kind === "writing");

describe("reference catalog", () => {
  it("has at least 200 entries covering every kind, each with its sources", () => {
    expect(REFERENCE_CATALOG.length).toBeGreaterThanOrEqual(200);
    for (const e of REFERENCE_CATALOG) {
      expect(e.sources.length, e.id).toBeGreaterThan(0);
      for (const url of e.sources) expect(url, e.id).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(?:\/|$)/);
    }
    for (const kind of REFERENCE_KINDS) expect(REFERENCE_CATALOG.filter((e) => e.kind === kind).length, kind).toBeGreaterThanOrEqual(8);
  });

  it("uses unique, slug-shaped ids", () => {
    const ids = REFERENCE_CATALOG.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it("never lets a name or alias resolve to two entries, spaced or glued together", () => {
    const owner = new Map<string, string>();
    for (const e of REFERENCE_CATALOG) {
      for (const key of referenceKeys(e)) {
        for (const k of [key, key.replace(/ /g, "")]) {
          const prior = owner.get(k);
          expect(prior === undefined || prior === e.id, `"${k}" claimed by ${prior} and ${e.id}`).toBe(true);
          owner.set(k, e.id);
        }
      }
    }
  });

  it("resolves every name, title and alias of an entry back to that entry", () => {
    for (const e of REFERENCE_CATALOG) {
      for (const alias of [e.name, e.title ?? e.name, ...e.aliases]) expect(findReference(alias)?.id, alias).toBe(e.id);
    }
  });

  it.each(REFERENCE_CATALOG.map((e) => [e.id, e] as const))("%s: valid blocks in compile order, one-sentence description", (_id, e) => {
    for (const b of e.blocks) expect(blockSchema.safeParse(b).success, `${e.id}: ${JSON.stringify(b)}`).toBe(true);
    const order = e.blocks.map((b) => sectionOrder(b.section));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(e.description).toMatch(/^[A-Z0-9].{30,220}\.$/);
    // A second sentence would start after a word, not after an initial ("Hunter S. Thompson").
    expect(e.description.slice(0, -1)).not.toMatch(/[a-z]{2}[.!?] [A-Z]/);
    expect(of(e, "overview", "descriptor")).toHaveLength(1);
    expect(e.aliases.length).toBeGreaterThanOrEqual(1);

    const guardrails = of(e, "guardrails", "avoid").map((b) => b.value as AvoidValue);
    expect(guardrails.length).toBeGreaterThanOrEqual(2);
    expect(guardrails.length).toBeLessThanOrEqual(3);
    for (const g of guardrails) expect(g.prefer, `${e.id}: ${g.term}`).toBeTruthy();
  });

  it.each(visual.map((e) => [e.id, e] as const))("%s: a complete visual style", (_id, e) => {
    const colors = of(e, "palette", "color").map((b) => b.value as ColorValue);
    expect(colors.length).toBeGreaterThanOrEqual(4);
    expect(colors.length).toBeLessThanOrEqual(6);
    for (const c of colors) {
      expect(c.hex).toMatch(/^#[0-9A-F]{6}$/);
      expect(c.name && c.role, JSON.stringify(c)).toBeTruthy();
    }
    expect(new Set(colors.map((c) => c.hex.toUpperCase())).size).toBe(colors.length);
    for (const section of ["medium", "composition", "lighting", "texture", "mood"] as const) {
      expect(of(e, section, "descriptor").length, `${e.id} ${section}`).toBeGreaterThanOrEqual(1);
    }
    if (DESIGN_MOVEMENTS.includes(e.id)) expect(of(e, "typography", "descriptor").length).toBeGreaterThanOrEqual(1);
    expect(of(e, "voice")).toHaveLength(0);
  });

  it.each(writing.map((e) => [e.id, e] as const))("%s: a complete writing voice", (_id, e) => {
    for (const type of ["tone", "formality", "emoji", "hashtags", "sentence-length", "person", "sample"] as const) {
      expect(of(e, "voice", type), `${e.id} ${type}`).toHaveLength(1);
    }
    // In the order of the shared examples (lib/styles/voice.ts): tone first, phrases, the sample last.
    const types = of(e, "voice").map((b) => b.type as VoiceType);
    expect(types).toEqual([...types].sort((a, b) => VOICE_TYPES.indexOf(a) - VOICE_TYPES.indexOf(b)));
    const phrases = of(e, "voice", "phrase");
    expect(phrases.length).toBeGreaterThanOrEqual(2);
    expect(phrases.length).toBeLessThanOrEqual(4);
    const sample = of(e, "voice", "sample")[0]?.value as string;
    expect(sample.length).toBeGreaterThan(80);
    expect(sample.length).toBeLessThanOrEqual(400);
    expect(of(e, "palette")).toHaveLength(0);
  });

  it("keeps every design movement listed above in the catalog", () => {
    for (const id of DESIGN_MOVEMENTS) expect(REFERENCE_CATALOG.find((e) => e.id === id)?.kind, id).toBe("movement");
  });
});

describe("findReference", () => {
  it.each([
    ["Hokusai", "hokusai"],
    ["HOKUSAI", "hokusai"],
    ["Hokusaï", "hokusai"],
    ["Dürer", "durer"],
    ["Durer", "durer"],
    ["Albrecht Dürer", "durer"],
    ["vincent van gogh", "van-gogh"],
    ["Van Gogh's", "van-gogh"],
    ["vangogh", "van-gogh"],
    ["in the style of Van Gogh", "van-gogh"],
    ["Van Gogh style", "van-gogh"],
    ["Van Gogh-esque look", "van-gogh"],
    ["the Bauhaus", "bauhaus"],
    ["in the style of the Bauhaus", "bauhaus"],
    ["ukiyo e", "ukiyo-e"],
    ["Ukiyoe", "ukiyo-e"],
    ["Georgia O’Keeffe", "okeeffe"],
    ["Strunk & White", "strunk-and-white"],
    ["The Elements of Style", "strunk-and-white"],
    ["wong kar-wai", "wong-kar-wai"],
    ["neon noir", "blade-runner"],
    ["film noir look", "film-noir"],
    ["Swiss Style", "swiss-style"],
    ["international typographic style", "swiss-style"],
    ["gonzo", "gonzo"],
  ])("%s -> %s", (name, id) => {
    expect(findReference(name)?.id).toBe(id);
  });

  it("returns null for unknown or empty names rather than guessing", () => {
    expect(findReference("Hokusia")).toBeNull();
    expect(findReference("")).toBeNull();
    expect(findReference("  the  ")).toBeNull();
    expect(findReference("style")).toBeNull();
  });
});

describe("suggestReferences", () => {
  it.each([
    ["Hokusia", "Hokusai"],
    ["Bauhause", "Bauhaus"],
    ["Hemmingway", "Hemingway"],
    ["wes andersen", "Wes Anderson"],
    ["Kandinski", "Kandinsky"],
    ["Blade Runer", "Blade Runner"],
    ["katsushika hokusia", "Hokusai"],
    ["monet water garden", "Monet"],
  ])("%s -> %s first", (typed, name) => {
    expect(suggestReferences(typed)[0]).toBe(name);
  });

  it("respects max and returns nothing for names far from everything", () => {
    expect(suggestReferences("Manet", 1)).toHaveLength(1);
    expect(suggestReferences("Xylophone Quasar")).toEqual([]);
    expect(suggestReferences("")).toEqual([]);
  });
});

describe("analyzeReference", () => {
  it("returns the entry's title, description and a copy of its blocks", () => {
    const entry = findReference("Hokusai") as ReferenceEntry;
    const a = analyzeReference("hokusai");
    expect(a.title).toBe("Hokusai Woodblock");
    expect(a.description).toBe(entry.description);
    expect(a.blocks).toEqual(entry.blocks);
    (a.blocks[1]?.value as ColorValue).hex = "#000000";
    expect((entry.blocks[1]?.value as ColorValue).hex).not.toBe("#000000");
  });

  it("falls back to the entry name when it has no separate title", () => {
    expect(analyzeReference("Bauhaus").title).toBe("Bauhaus");
  });

  it("names near entries when the reference is unknown", () => {
    expect(() => analyzeReference("Hokusia")).toThrow(AnalysisError);
    expect(() => analyzeReference("Hokusia")).toThrow(/We don't have a reference called "Hokusia" yet\. Did you mean Hokusai\b.*\?/);
    expect(() => analyzeReference("Hemmingway")).toThrow(/Did you mean Hemingway/);
  });

  it("says so plainly when nothing is close, and points to text and images", () => {
    let message = "";
    try {
      analyzeReference("Xylophone Quasar");
    } catch (e) {
      expect(e).toBeInstanceOf(AnalysisError);
      message = (e as Error).message;
    }
    expect(message).toContain('"Xylophone Quasar"');
    expect(message).not.toContain("Did you mean");
    expect(message).toMatch(/text/);
    expect(message).toMatch(/image/);
  });

  it("asks for a name when given none", () => {
    expect(() => analyzeReference("   ")).toThrow(AnalysisError);
  });
});
