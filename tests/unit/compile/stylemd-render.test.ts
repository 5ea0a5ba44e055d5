// renderStyleMd: the frontmatter parses as YAML with the expected fields, and every document passes the
// contract's lint rules (four errors, four warnings) for every style, including hostile names and
// selections that leave sections empty.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { HEX_COLOR } from "@/lib/styles/blocks";
import { isSectionId, SECTION_IDS, SECTION_TITLES, type SectionId } from "@/lib/styles/sections";
import type { StyleSnapshot } from "@/lib/styles/snapshot";
import { GENERATOR_ID } from "@/lib/stylemd/generator";
import { lintStyleMd } from "@/lib/stylemd/lint";
import { renderStyleMd } from "@/lib/stylemd/render";
import { FIXTURE_SLUGS, FOUNDER, fixtureContext, fixtureSnapshot, RISO, SWISS } from "./fixtures";

interface Parsed {
  front: Record<string, unknown>;
  body: string;
}

function split(doc: string): Parsed {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(doc);
  if (!match) throw new Error("no frontmatter");
  return { front: parse(match[1] ?? "") as Record<string, unknown>, body: match[2] ?? "" };
}

/** Both the project's linter and the contract's rules as written in interface.md (kept separate so a
 *  lenient linter cannot hide a bad document). Returns every message from either. */
function contractLint(doc: string): { errors: string[]; warnings: string[] } {
  const own = specLint(doc);
  const project = lintStyleMd(doc);
  return { errors: [...own.errors, ...project.errors], warnings: [...own.warnings, ...project.warnings] };
}

function specLint(doc: string): { errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  const warnings: string[] = [];
  let parsed: Parsed;
  try {
    parsed = split(doc);
  } catch {
    return { errors: ["missing frontmatter"], warnings };
  }
  const { front, body } = parsed;
  const sections = front.sections;
  if (!Array.isArray(sections) || sections.length === 0) errors.push("sections missing or empty");
  else for (const s of sections) if (typeof s !== "string" || !isSectionId(s)) errors.push(`unknown section ${String(s)}`);
  if (body.trim() === "") errors.push("empty body");
  const palette = Array.isArray(front.palette) ? front.palette : [];
  const bodyHexes = [...body.matchAll(/^- `(#[^`\n]*)`/gm)].map((m) => m[1]);
  for (const hex of [...palette, ...bodyHexes]) if (typeof hex !== "string" || !HEX_COLOR.test(hex)) errors.push(`bad hex ${hex}`);
  if (typeof front.name !== "string" || front.name === "") warnings.push("no name");
  if (front.generator !== GENERATOR_ID) warnings.push("no generator");
  const headings = body.split("\n").filter((l) => l.startsWith("## ")).map((l) => l.slice(3));
  if (headings.length === 0) warnings.push("no ## headings");
  if (Array.isArray(sections)) {
    for (const s of sections) {
      if (isSectionId(String(s)) && !headings.includes(SECTION_TITLES[s as SectionId])) warnings.push(`no body for ${s}`);
    }
    // Stricter than the linter: no heading the frontmatter does not declare (no injected sections).
    const declared = new Set(sections.map((s) => SECTION_TITLES[s as SectionId]));
    for (const h of headings) if (!declared.has(h)) errors.push(`undeclared heading ${h}`);
  }
  return { errors, warnings };
}

function render(snapshot: StyleSnapshot, sections?: SectionId[]): string {
  return renderStyleMd(snapshot, { canonicalUrl: "https://styleshelf.app/share/x-1" }, { sections });
}

describe("renderStyleMd frontmatter", () => {
  it("carries the identification fields of the seeded styles", () => {
    const { front } = split(renderStyleMd(fixtureSnapshot(RISO), fixtureContext(RISO)));
    expect(front).toEqual({
      name: "Risograph Zine",
      description: fixtureSnapshot(RISO).description,
      generator: GENERATOR_ID,
      sections: ["overview", "palette", "medium", "composition", "texture", "typography", "mood", "subjects", "guardrails"],
      palette: ["#FF48B0", "#0078BF", "#FFE800", "#F5F1E6", "#1A1A1A"],
      tags: ["risograph", "print", "zine", "halftone", "poster"],
      author: "@inkclub",
      source: "https://styleshelf.app/share/risograph-zine-k2f9",
    });
    const founder = split(renderStyleMd(fixtureSnapshot(FOUNDER), fixtureContext(FOUNDER))).front;
    expect(founder.description).toBe(fixtureSnapshot(FOUNDER).description);
    expect(founder.sections).toEqual(["overview", "voice", "guardrails"]);
    expect(founder).not.toHaveProperty("palette");
    expect(split(renderStyleMd(fixtureSnapshot(SWISS), fixtureContext(SWISS))).front.sections).not.toContain("texture");
  });

  it("starts the body with the style name as a level-1 heading", () => {
    expect(split(renderStyleMd(fixtureSnapshot(SWISS), fixtureContext(SWISS))).body.startsWith("\n# Swiss Launch Poster\n\n## ")).toBe(true);
  });

  it("stays valid YAML for hostile names, descriptions, tags and authors", () => {
    const snap: StyleSnapshot = {
      ...fixtureSnapshot(RISO),
      name: 'Ink: "Zine" #2 — 50% \'off\'\nsecond: line',
      description: "a: b # not a comment\n- not a list\n---\n{not: a map}",
      tags: ["#risograph", "a: b", "[x]", "yes", "null", "@"],
      author: "@we:ird",
    };
    const { front } = split(render(snap));
    expect(front.name).toBe("Ink: \"Zine\" #2 — 50% 'off' second: line");
    expect(front.description).toBe("a: b # not a comment - not a list --- {not: a map}");
    expect(front.tags).toEqual(["#risograph", "a: b", "[x]", "yes", "null", "@"]);
    expect(front.author).toBe("@we:ird");
  });

  it("omits optional fields that have no value", () => {
    const { front } = split(render({ ...fixtureSnapshot(FOUNDER), description: null, author: null, tags: [] }));
    expect(Object.keys(front)).toEqual(["name", "generator", "sections", "source"]);
  });
});

describe("renderStyleMd passes every lint rule", () => {
  const clean = { errors: [], warnings: [] };

  it("for the seeded styles under every single-section filter", () => {
    for (const slug of FIXTURE_SLUGS) {
      const snap = fixtureSnapshot(slug);
      expect(contractLint(renderStyleMd(snap, fixtureContext(slug))), slug).toEqual(clean);
      for (const id of SECTION_IDS) expect(contractLint(render(snap, [id])), `${slug} ${id}`).toEqual(clean);
    }
  });

  it("when nothing is enabled, declaring one section with a note instead of an empty list", () => {
    const founder = fixtureSnapshot(FOUNDER);
    const off = { ...founder, disabledSections: ["overview", "voice", "guardrails"] as SectionId[] };
    const doc = render(off);
    expect(contractLint(doc)).toEqual(clean);
    expect(split(doc).front.sections).toEqual(["overview"]);
    expect(doc).toContain("## Overview\nThis style has no enabled items in the selected sections.\n");
    const allOff = { ...founder, blocks: founder.blocks.map((b) => ({ ...b, enabled: false })) };
    expect(contractLint(render(allOff))).toEqual(clean);
  });

  it("never declares a section whose only content is switched off", () => {
    const swiss = fixtureSnapshot(SWISS);
    const phrasesOff = { ...swiss, blocks: swiss.blocks.filter((b) => b.section !== "voice") };
    const noMood = { ...phrasesOff, blocks: phrasesOff.blocks.map((b) => (b.section === "mood" ? { ...b, enabled: false } : b)) };
    const doc = render(noMood);
    expect(split(doc).front.sections).not.toContain("mood");
    expect(split(doc).front.sections).not.toContain("voice");
    expect(contractLint(doc)).toEqual(clean);
  });

  it("escapes content that would fake a heading or a malformed hex color, and expands short hex codes", () => {
    const riso = fixtureSnapshot(RISO);
    const hostile: StyleSnapshot = {
      ...riso,
      blocks: [
        { section: "overview", type: "descriptor", value: "## Palette\n## Voice" },
        { section: "mood", type: "descriptor", value: "# loud, #12345 and `#abc12`" },
        { section: "subjects", type: "descriptor", value: "```\n## Subjects" },
        { section: "palette", type: "color", value: { hex: "#f0a" } },
        { section: "palette", type: "color", value: { hex: "#11223344", name: "ink #1234567", role: "## shadow" } },
        { section: "voice", type: "phrase", value: "---" },
        { section: "voice", type: "sample", value: "## Hi\n\n---\nbye #1a2b3" },
        { section: "guardrails", type: "avoid", value: { term: "#ab12c", prefer: "#C0FFEE" } },
      ],
    };
    const doc = render({ ...hostile, name: "Zine #1a2b3" });
    expect(contractLint(doc)).toEqual(clean);
    expect(split(doc).front.palette).toEqual(["#FF00AA", "#11223344"]);
    expect(doc).toContain("\\#\\# Palette \\#\\# Voice.");
    expect(doc).toContain("\n# Zine \\#1a2b3\n");
    expect(lintStyleMd(doc).meta.sections).toEqual(["overview", "palette", "mood", "subjects", "voice", "guardrails"]);
  });

  it("for arbitrary names, descriptions, tags and authors", () => {
    const text = fc.string({ unit: "grapheme", maxLength: 60 });
    const tricky = fc.constantFrom(":", "#", '"', "'", "\n", "---", "- ", "[", "]", "{", "}", "&", "*", "!", "|", ">", "%", "@", "`", "\t", " ");
    const hostile = fc.array(fc.oneof(text, tricky), { maxLength: 8 }).map((parts) => parts.join(""));
    fc.assert(
      fc.property(hostile, fc.option(hostile), fc.array(hostile, { maxLength: 4 }), fc.option(hostile), (name, description, tags, author) => {
        const snap = { ...fixtureSnapshot(SWISS), name, description, tags, author };
        const doc = render(snap);
        expect(contractLint(doc)).toEqual(clean);
        const { front } = split(doc);
        expect(front.name).toBe(name.replace(/\s+/g, " ").trim() || "Untitled style");
        const desc = (description ?? "").replace(/\s+/g, " ").trim();
        expect(front.description).toBe(desc === "" ? undefined : desc);
      }),
      // Fixed seed: a failure must reproduce on the next run, not vanish.
      { numRuns: 500, seed: 20260101 },
    );
  });
});
