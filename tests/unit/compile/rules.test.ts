// The contract's format rules (GET /styles/{ref}, Rules 1, 3, 4, 5) asserted directly, so a golden
// regenerated in a hurry cannot hide a broken rule.
import { describe, expect, it } from "vitest";
import { compileStyle, FORMATS, NO_VISUAL_IN_SELECTION_MESSAGE, NO_VISUAL_MESSAGE } from "@/lib/compile";
import { dialectLine } from "@/lib/compile/formats";
import type { AvoidValue, Block } from "@/lib/styles/blocks";
import {
  compileFixture,
  everyOutput,
  FOUNDER,
  fixtureContext,
  fixtureSnapshot,
  RISO,
  SWISS,
  VISUAL_FORMATS,
} from "./fixtures";

// Written out independently of the compiler's own list, from the brief's wording.
const NEGATIVE = /\b(?:avoid|avoids|avoiding|no|not|without|never|exclude|excluding|don['’]t)\b/i;

function avoidsOf(slug: string): AvoidValue[] {
  return fixtureSnapshot(slug)
    .blocks.filter((b) => b.type === "avoid" && b.enabled !== false)
    .map((b) => b.value as AvoidValue);
}

describe("Rule 1: content types", () => {
  it("json is application/json and every other format text/markdown", () => {
    for (const format of FORMATS) {
      const { contentType } = compileStyle(fixtureSnapshot(RISO), fixtureContext(RISO), { format });
      expect(contentType).toBe(format === "json" ? "application/json; charset=utf-8" : "text/markdown; charset=utf-8");
    }
  });
});

describe("Rule 3: image formats carry visual instructions only", () => {
  const swiss = fixtureSnapshot(SWISS);
  const voiceTexts = swiss.blocks
    .filter((b) => b.section === "voice" && b.enabled !== false && (b.type === "tone" || b.type === "phrase"))
    .map((b) => String(b.value));

  it("the Swiss style's voice and overview never reach flux, midjourney or diffusion", () => {
    expect(voiceTexts).toHaveLength(2);
    const withSample: Block[] = [...swiss.blocks, { section: "voice", type: "sample", value: "Launch day. Be there." }];
    for (const format of VISUAL_FORMATS) {
      for (const raw of [false, true]) {
        const body = compileFixture(SWISS, { format, raw }, { ...swiss, blocks: withSample });
        for (const text of [...voiceTexts, "Launch day. Be there."]) expect(body, `${format}: ${text}`).not.toContain(text);
        expect(body).not.toMatch(/Tone:|Register:|Emoji|Hashtags|Perspective|second person|headline copy/);
      }
    }
  });

  it("but the same voice does compile into default and stylemd", () => {
    for (const format of ["default", "stylemd"] as const) {
      const body = compileFixture(SWISS, { format });
      for (const text of voiceTexts) expect(body).toContain(text.replace(/\.$/, ""));
    }
  });

  it("a writing voice compiles to the one-line message in every image format, raw or not", () => {
    for (const format of VISUAL_FORMATS) {
      const raw = compileStyle(fixtureSnapshot(FOUNDER), fixtureContext(FOUNDER), { format, raw: true });
      expect(raw.body).toBe(NO_VISUAL_MESSAGE);
      expect(raw.contentType).toBe("text/markdown; charset=utf-8");
      const wrapped = compileFixture(FOUNDER, { format });
      expect(wrapped).toContain(`\n\n${NO_VISUAL_MESSAGE}\n\n---\n`);
      expect(wrapped).not.toContain("neighbours");
    }
    expect(NO_VISUAL_MESSAGE).toBe("(This style is a writing voice and carries no visual instructions.)");
  });

  it("an overview alone is not an image prompt", () => {
    const riso = fixtureSnapshot(RISO);
    const overviewOnly = { ...riso, blocks: riso.blocks.filter((b) => b.section === "overview" || b.section === "guardrails") };
    for (const format of VISUAL_FORMATS) {
      expect(compileFixture(RISO, { format, raw: true }, overviewOnly)).toBe(NO_VISUAL_MESSAGE);
    }
  });

  it("a visual style filtered down to non-visual sections says so instead of building an empty prompt", () => {
    for (const format of VISUAL_FORMATS) {
      expect(compileFixture(SWISS, { format, raw: true, sections: ["voice", "overview"] })).toBe(NO_VISUAL_IN_SELECTION_MESSAGE);
    }
  });
});

describe("Rule 4: guardrails per format", () => {
  for (const slug of [RISO, SWISS]) {
    const avoids = avoidsOf(slug);
    const terms = avoids.map((a) => a.term);

    it(`${slug}: midjourney ends with one --no list of every term`, () => {
      const body = compileFixture(slug, { format: "midjourney", raw: true });
      expect(body.split("\n")).toHaveLength(1);
      expect(body.match(/--no /g)).toHaveLength(1);
      expect(body.endsWith(` --no ${terms.join(", ")}`)).toBe(true);
    });

    it(`${slug}: diffusion has a separate Exclude: section and no guardrail in the positive part`, () => {
      const body = compileFixture(slug, { format: "diffusion", raw: true });
      const [positive, exclude, ...rest] = body.split("\n\n");
      expect(rest).toEqual([]);
      expect(exclude).toBe(`Exclude: ${terms.join(", ")}`);
      for (const term of terms) expect(positive).not.toContain(term);
    });

    it(`${slug}: flux has no negative words and carries every prefer, but no avoided term`, () => {
      for (const raw of [true, false]) {
        const body = compileFixture(slug, { format: "flux", raw });
        const prompt = raw ? body : body.split("\n\n")[1] ?? "";
        expect(prompt).not.toMatch(NEGATIVE);
        for (const a of avoids) {
          expect(prompt).not.toContain(a.term);
          if (a.prefer) expect(prompt).toContain(a.prefer);
        }
      }
    });

    it(`${slug}: default and stylemd say "Avoid X; prefer Y." or "Avoid X."`, () => {
      for (const format of ["default", "stylemd"] as const) {
        const body = compileFixture(slug, { format });
        for (const a of avoids) {
          expect(body).toContain(a.prefer ? `- Avoid ${a.term}; prefer ${a.prefer}.\n` : `- Avoid ${a.term}.\n`);
        }
      }
    });
  }

  it("flux keeps the positive half of a descriptor that starts with a prohibition", () => {
    const riso = fixtureSnapshot(RISO);
    const lit = { ...riso, blocks: riso.blocks.map((b) => (b.section === "lighting" ? { ...b, enabled: true } : b)) };
    const body = compileFixture(RISO, { format: "flux", raw: true }, lit);
    expect(body).toContain("Form comes from halftone density.");
    expect(body).not.toMatch(NEGATIVE);
  });
});

describe("Rule 5: switched-off items and sections appear in no format", () => {
  it("the disabled riso lighting block is absent everywhere", () => {
    for (const { label, body } of everyOutput(RISO)) {
      expect(body, label).not.toContain("halftone density");
      expect(body, label).not.toMatch(/"lighting"|## Lighting|modelled light/);
    }
  });

  it("the Swiss texture section (switched off whole) and its disabled phrase are absent everywhere", () => {
    for (const { label, body } of everyOutput(SWISS)) {
      expect(body, label).not.toContain("paper tooth");
      expect(body, label).not.toMatch(/"texture"|## Texture|texture\]/);
      expect(body, label).not.toContain("State the date, the place and one verb");
    }
  });

  it("switching off a whole section removes every one of its blocks from every format", () => {
    const riso = fixtureSnapshot(RISO);
    const noPalette = { ...riso, disabledSections: [...riso.disabledSections, "palette" as const] };
    for (const { label, body } of everyOutput(RISO, noPalette)) {
      for (const word of ["#FF48B0", "#ff48b0", "fluorescent pink", "medium blue", "soft black", "Palette", "palette:"]) {
        expect(body, `${label}: ${word}`).not.toContain(word);
      }
    }
  });
});

describe("sections filter", () => {
  it("keeps only the listed sections in every format", () => {
    const sections = ["palette", "guardrails"] as const;
    const def = compileFixture(RISO, { format: "default", raw: true, compact: true, sections: [...sections] });
    expect(def.match(/^## .*/gm)).toEqual(["## Palette", "## Guardrails"]);
    const json = JSON.parse(compileFixture(RISO, { format: "json", raw: true, sections: [...sections] }));
    expect(Object.keys(json.sections)).toEqual(["palette", "guardrails"]);
    expect(compileFixture(RISO, { format: "stylemd", sections: [...sections] })).toContain("sections: [palette, guardrails]\n");
    const mj = compileFixture(RISO, { format: "midjourney", raw: true, sections: ["palette", "guardrails"] });
    expect(mj).toContain("fluorescent pink");
    expect(mj).toContain("--no photorealism");
    expect(mj).not.toContain("risograph print");
  });

  it("an empty list means no filter", () => {
    for (const format of FORMATS) {
      expect(compileFixture(SWISS, { format, sections: [] })).toBe(compileFixture(SWISS, { format }));
    }
  });

  it("a filter that leaves nothing still yields a usable document", () => {
    const def = compileFixture(FOUNDER, { format: "default", sections: ["palette"] });
    expect(def).toContain("(This style has no enabled items in the selected sections.)");
    expect(def).not.toContain("## ");
    expect(JSON.parse(compileFixture(FOUNDER, { format: "json", raw: true, sections: ["palette"] }))).toEqual({ sections: {} });
  });
});

describe("compact", () => {
  it("default: drops exactly the preamble and the enforcement line", () => {
    for (const slug of [RISO, FOUNDER, SWISS]) {
      const plain = compileFixture(slug, { format: "default" }).split("\n\n");
      const compact = compileFixture(slug, { format: "default", compact: true }).split("\n\n");
      const preamble = plain[1] ?? "";
      const enforcement = plain.find((p) => p.startsWith("If a request would break")) ?? "";
      expect(preamble).toMatch(/^(Apply this visual style|Write everything in this conversation)/);
      expect(enforcement).not.toBe("");
      expect(compact).toEqual(plain.filter((p) => p !== preamble && p !== enforcement));
    }
  });

  it("changes nothing in the formats without boilerplate", () => {
    for (const format of FORMATS.filter((f) => f !== "default")) {
      for (const slug of [RISO, FOUNDER, SWISS]) {
        expect(compileFixture(slug, { format, compact: true })).toBe(compileFixture(slug, { format }));
      }
    }
  });
});

describe("raw", () => {
  for (const slug of [RISO, FOUNDER, SWISS]) {
    const snap = fixtureSnapshot(slug);
    const url = fixtureContext(slug).canonicalUrl;
    const header = `# ${snap.name}\nStyle by ${snap.author} · ${url}\n\n`;
    const attribution = `\n\n---\n"${snap.name}" by ${snap.author} on Styleshelf: ${url}\n`;

    it(`${slug}: markdown formats are the raw spec inside the header and attribution`, () => {
      for (const format of ["default", ...VISUAL_FORMATS] as const) {
        const raw = compileFixture(slug, { format, raw: true });
        expect(raw).not.toContain(url);
        expect(raw).not.toContain("on Styleshelf");
        expect(raw.startsWith("#")).toBe(false);
        expect(raw).not.toMatch(/Written for/);
        // An image dialect's header names the model it was written for, when there is a prompt.
        const target = format !== "default" && raw.trim() !== NO_VISUAL_MESSAGE ? `${dialectLine(format)}\n` : "";
        expect(compileFixture(slug, { format })).toBe(`${header.trimEnd()}\n${target}\n${raw.trimEnd()}${attribution}`);
      }
    });

    it(`${slug}: json raw has only sections/referenceImages; non-raw adds identification`, () => {
      const raw = JSON.parse(compileFixture(slug, { format: "json", raw: true }));
      const full = JSON.parse(compileFixture(slug, { format: "json" }));
      expect(Object.keys(raw)).toEqual(snap.referenceImages.length > 0 ? ["sections", "referenceImages"] : ["sections"]);
      expect(full).toEqual({
        name: snap.name,
        description: snap.description,
        author: snap.author,
        url,
        ...raw,
        dialects: {
          flux: { family: "FLUX", version: "FLUX.1 and FLUX.2", syntax: expect.any(String) },
          midjourney: { family: "Midjourney", version: "v7", syntax: expect.any(String) },
          diffusion: { family: "Stable Diffusion", version: "SD 1.5 and SDXL", syntax: expect.any(String) },
        },
        attribution: `"${snap.name}" by ${snap.author} on Styleshelf: ${url}`,
      });
    });

    it(`${slug}: stylemd is the same document raw or not`, () => {
      expect(compileFixture(slug, { format: "stylemd", raw: true })).toBe(compileFixture(slug, { format: "stylemd" }));
    });
  }

  it("omits the author cleanly when there is none", () => {
    const anon = { ...fixtureSnapshot(RISO), author: null };
    const url = fixtureContext(RISO).canonicalUrl;
    const body = compileFixture(RISO, { format: "default" }, anon);
    expect(body.startsWith(`# Risograph Zine\nStyle on Styleshelf · ${url}\n`)).toBe(true);
    expect(body.endsWith(`\n"Risograph Zine" on Styleshelf: ${url}\n`)).toBe(true);
    expect(body).not.toMatch(/\bby\b|@|null/);
    expect(JSON.parse(compileFixture(RISO, { format: "json" }, anon)).author).toBeNull();
  });
});

describe("json shape", () => {
  it("orders reference images inspiration, source, sample and keeps null thumbnails", () => {
    const json = JSON.parse(compileFixture(RISO, { format: "json", raw: true }));
    expect(json.referenceImages.map((i: { kind: string }) => i.kind)).toEqual(["inspiration", "source", "sample"]);
    for (const img of json.referenceImages) expect(Object.keys(img)).toEqual(["url", "kind", "thumbnailUrl"]);
    expect(json.referenceImages[1].thumbnailUrl).toBeNull();
  });

  it("keeps structured values structured", () => {
    const { sections } = JSON.parse(compileFixture(FOUNDER, { format: "json", raw: true }));
    expect(sections.voice[0]).toEqual({ type: "tone", value: "warm, candid and lightly humorous" });
    expect(sections.guardrails[0]).toEqual({ avoid: "corporate jargon", prefer: "plain, specific words" });
    const riso = JSON.parse(compileFixture(RISO, { format: "json", raw: true })).sections;
    expect(riso.palette[0]).toEqual({ hex: "#FF48B0", name: "fluorescent pink", role: "primary ink" });
    expect(riso.guardrails[3]).toEqual({ avoid: "neon glow effects" });
    expect(riso.medium).toEqual(["risograph print on uncoated recycled paper", "two or three spot-color layers with halftone shading"]);
  });
});

describe("Midjourney's frame parameter", () => {
  const withComposition = (...terms: string[]) => {
    const snapshot = fixtureSnapshot(RISO);
    return { ...snapshot, blocks: [...snapshot.blocks, ...terms.map((value): Block => ({ section: "composition", type: "descriptor", value }))] };
  };

  it("a term that only names the frame's proportions becomes --ar W:H, once, before --no", () => {
    for (const [term, ar] of [
      ["landscape 16:9 frame", "16:9"],
      ["portrait 9:16 frame", "9:16"],
      ["square 1:1 frame", "1:1"],
      ["4:5 aspect ratio", "4:5"],
    ] as const) {
      const body = compileFixture(RISO, { format: "midjourney", raw: true }, withComposition(term, "3:2 crop"));
      expect(body).not.toContain(term);
      expect(body.match(/--ar /g)).toHaveLength(1);
      expect(body).toMatch(new RegExp(` --ar ${ar} --no `));
      expect(body).not.toContain("3:2");
    }
  });

  it("a term that says more than the ratio stays words, and other formats keep the words", () => {
    const snapshot = withComposition("cinematic 16:9 widescreen with letterboxing", "landscape 16:9 frame");
    const mj = compileFixture(RISO, { format: "midjourney", raw: true }, snapshot);
    expect(mj).toContain("cinematic 16:9 widescreen with letterboxing");
    expect(mj).toContain(" --ar 16:9 ");
    for (const format of ["flux", "diffusion"] as const) {
      expect(compileFixture(RISO, { format, raw: true }, snapshot)).toContain("landscape 16:9 frame");
    }
    expect(compileFixture(RISO, { format: "midjourney", raw: true })).not.toContain("--ar");
  });
});
