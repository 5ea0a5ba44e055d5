// The small wording helpers the formats rely on, at their edges.
import { describe, expect, it } from "vitest";
import { describeHex, normalizeHex } from "@/lib/compile/colors";
import { compileStyle } from "@/lib/compile";
import { andJoin, capitalize, escapeLineStart, indefiniteArticle, sentence, uncapitalize } from "@/lib/compile/text";
import { positiveOnly } from "@/lib/compile/visual";
import type { StyleSnapshot } from "@/lib/styles/snapshot";
import { fixtureContext, fixtureSnapshot, RISO } from "./fixtures";

describe("text helpers", () => {
  it("capitalises sentences without breaking brand casing or acronyms", () => {
    expect(sentence("playful, DIY, a little punk")).toBe("Playful, DIY, a little punk.");
    expect(sentence("already done!")).toBe("Already done!");
    expect(sentence("trailing colon:")).toBe("Trailing colon.");
    expect(capitalize("iPhone screenshots")).toBe("iPhone screenshots");
    expect(uncapitalize("DIY zine")).toBe("DIY zine");
    expect(uncapitalize("Risograph print")).toBe("risograph print");
  });

  it("joins lists and picks articles", () => {
    expect(andJoin(["a"])).toBe("a");
    expect(andJoin(["a", "b", "c"])).toBe("a, b and c");
    expect(indefiniteArticle("uncoated cream paper")).toBe("an");
    expect(indefiniteArticle("unique grain")).toBe("a");
    expect(indefiniteArticle("playful mood")).toBe("a");
    expect(indefiniteArticle("eerie calm")).toBe("an");
  });

  it("escapes lines Markdown would read as structure", () => {
    for (const line of ["## Palette", "- item", "> quote", "1. one", "---"]) {
      expect(escapeLineStart(line)).toBe(`\\${line}`);
    }
    expect(escapeLineStart("Plain words")).toBe("Plain words");
    // An HTML block is escapeMarkup's, over the finished document: a backslash would escape its `&lt;`.
    expect(escapeLineStart("<div>")).toBe("<div>");
  });
});

describe("colors", () => {
  it("normalises hex codes", () => {
    expect(normalizeHex("#f0a")).toBe("#FF00AA");
    expect(normalizeHex("#f0a8")).toBe("#FF00AA88");
    expect(normalizeHex("#1a1a1a")).toBe("#1A1A1A");
  });

  it("names colors in plain words", () => {
    expect(describeHex("#000000")).toBe("black");
    expect(describeHex("#FFFFFF")).toBe("white");
    expect(describeHex("#808080")).toBe("grey");
    expect(describeHex("#E30613")).toMatch(/red$/);
    expect(describeHex("#0078BF")).toMatch(/blue$/);
    expect(describeHex("#FFE800")).toMatch(/yellow$/);
    expect(describeHex("#5C3A1E")).toMatch(/brown$/);
    expect(describeHex("#FF48B040")).toMatch(/^translucent /);
  });
});

describe("positive-only wording for image prompts", () => {
  it("keeps the clauses that describe what to show", () => {
    expect(positiveOnly("no modelled light: form comes from halftone density")).toBe("form comes from halftone density");
    expect(positiveOnly("crisp edges, never blurry")).toBe("crisp edges");
    expect(positiveOnly("don't crop faces")).toBe("");
    expect(positiveOnly("flat, poster-like layout")).toBe("flat, poster-like layout");
  });

  it("feeds unnamed colors by their derived names and strips prohibitions from positive prompts", () => {
    const riso = fixtureSnapshot(RISO);
    const snap: StyleSnapshot = {
      ...riso,
      blocks: [
        { section: "palette", type: "color", value: { hex: "#0078BF", role: "sky" } },
        { section: "lighting", type: "descriptor", value: "no harsh flash, soft window light --ar 16:9" },
        { section: "guardrails", type: "avoid", value: { term: "lens flare" } },
      ],
    };
    const mj = compileStyle(snap, fixtureContext(RISO), { format: "midjourney", raw: true }).body;
    expect(mj).toBe("soft window light -ar 16:9, blue sky --no lens flare");
    const def = compileStyle(snap, fixtureContext(RISO), { format: "default", raw: true, compact: true }).body;
    expect(def).toContain("- Blue #0078BF: sky\n");
    expect(def).toContain("- No harsh flash, soft window light --ar 16:9\n");
  });
});
