// User text in every Markdown output is inert: a name, description, tag, descriptor, color name or
// role, guardrail, voice phrase or sample that holds HTML, an autolink or a link comes out as text when
// the output is rendered by a plain Markdown renderer (marked with its defaults, as a client would), while
// ordinary text ("a < b", "R&D", quotes) reads as typed and STYLE.md still lints valid with the name
// read back as typed from its YAML frontmatter.
import { marked } from "marked";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { compileStyle, escapeMarkup, FORMATS, type Format } from "@/lib/compile";
import { compileExtraction } from "@/lib/extraction/compiled";
import type { Block } from "@/lib/styles/blocks";
import type { StyleSnapshot } from "@/lib/styles/snapshot";
import { lintStyleMd } from "@/lib/stylemd/lint";
import { OPTION_VARIANTS } from "./fixtures";

const CTX = { canonicalUrl: "https://styleshelf.app/share/hostile-a1b2" };

const SCRIPT = "<script>alert(1)</script>";
const IMG = "<img src=x onerror=alert(2)>";
const HOSTILE = [
  SCRIPT,
  IMG,
  '</p><iframe src="javascript:alert(3)"></iframe>',
  "<svg onload=alert(4)>",
  "<!-- hidden --> after",
  "<javascript:alert(5)>",
  "[click me](javascript:alert(6))",
  "![pixel](https://evil.example/p.png)",
  "[ref]: javascript:alert(7)",
  "see [ref] and <a href=javascript:alert(8)>x</a>",
  "<details open ontoggle=alert(9)>",
] as const;

const hostile = (i: number) => HOSTILE[i % HOSTILE.length]!;

function hostileSnapshot(): StyleSnapshot {
  let n = 0;
  const next = () => `Look ${n} ${hostile(n++)}`;
  const descriptor = (section: Block["section"]): Block => ({ section, type: "descriptor", value: next() });
  const blocks: Block[] = [
    ...["overview", "medium", "composition", "lighting", "texture", "typography", "mood", "subjects"].flatMap((s) => [
      descriptor(s as Block["section"]),
      descriptor(s as Block["section"]),
    ]),
    // A line of its own that starts with markup (an HTML block in CommonMark).
    { section: "medium", type: "descriptor", value: SCRIPT },
    { section: "overview", type: "descriptor", value: IMG },
    { section: "palette", type: "color", value: { hex: "#FF48B0", name: `pink ${hostile(0)}`, role: `ink ${hostile(1)}` } },
    { section: "palette", type: "color", value: { hex: "#0078BF", name: hostile(6), role: hostile(7) } },
    { section: "guardrails", type: "avoid", value: { term: `gloss ${hostile(2)}`, prefer: `matte ${hostile(3)}` } },
    { section: "guardrails", type: "avoid", value: { term: hostile(8), prefer: hostile(10) } },
    { section: "voice", type: "tone", value: `warm ${hostile(4)}` },
    { section: "voice", type: "phrase", value: `Say it plainly ${hostile(5)}` },
    { section: "voice", type: "phrase", value: IMG },
    { section: "voice", type: "sample", value: `${SCRIPT}\n\n${IMG}\n[x](javascript:alert(10))` },
  ];
  return {
    name: `Zine ${SCRIPT}${IMG}`,
    description: `A description ${hostile(2)} ${hostile(6)}`,
    author: "@inkclub",
    category: "print",
    tags: [SCRIPT, "riso", hostile(6)],
    slug: "hostile-a1b2",
    blocks,
    disabledSections: [],
    referenceImages: [],
    remixOf: null,
  };
}

const MARKDOWN_FORMATS = FORMATS.filter((f) => f !== "json");

/** Every element marked produced, and what is wrong with it: any tag our own Markdown never makes,
 *  any attribute but an http(s) href on a link (GFM turns a typed https URL into one, as for any text). */
function unsafeMarkup(html: string): string[] {
  const ours = new Set(["h1", "h2", "p", "ul", "li", "blockquote", "hr", "br", "code", "em", "strong", "a"]);
  const problems: string[] = [];
  for (const [tag, name = "", attrs = ""] of html.matchAll(/<\/?([A-Za-z][\w-]*)([^>]*)>/g)) {
    const lower = name.toLowerCase();
    if (!ours.has(lower)) problems.push(tag);
    else if (attrs.trim() !== "" && !(lower === "a" && /^\s+href="https?:\/\/[^"\s]*"$/.test(attrs))) problems.push(tag);
  }
  if (/javascript:[^<]*"/i.test(html) || /href="javascript:/i.test(html)) problems.push("javascript: address");
  if (/<!--/.test(html)) problems.push("comment");
  return problems;
}

function rendered(body: string): string {
  return marked.parse(body, { async: false, gfm: true });
}

describe("escapeMarkup", () => {
  it("escapes what opens markup and nothing else", () => {
    expect(escapeMarkup(SCRIPT)).toBe("&lt;script>alert(1)&lt;/script>");
    expect(escapeMarkup("<!-- x --> <?php ?> <!DOCTYPE html>")).toBe("&lt;!-- x --> &lt;?php ?> &lt;!DOCTYPE html>");
    expect(escapeMarkup("[a](javascript:x) [b]: y")).toBe("[a&#93;(javascript:x) [b&#93;: y");
    expect(escapeMarkup("typed &lt; and &#35; and &#x41;")).toBe("typed &amp;lt; and &amp;#35; and &amp;#x41;");
    for (const ordinary of ["a < b", "R&D", "Salt & Pepper", "<3", `It's "quoted"`, "x > y", "[draft] notes", "2 <= 3", "a&b; c"]) {
      expect(escapeMarkup(ordinary), ordinary).toBe(ordinary === "a&b; c" ? "a&amp;b; c" : ordinary);
    }
  });

  it("returns the same string when there is nothing to escape", () => {
    const text = "Two-ink risograph print with visible grain; R&D, a < b.";
    expect(escapeMarkup(text)).toBe(text);
  });
});

describe("hostile user text in every Markdown format", () => {
  const snapshot = hostileSnapshot();

  for (const format of MARKDOWN_FORMATS) {
    for (const variant of OPTION_VARIANTS) {
      it(`${format} ${JSON.stringify(variant)} renders without raw HTML, autolinks or links`, () => {
        const { body } = compileStyle(snapshot, CTX, { format, ...variant });
        expect(body).not.toContain("<script");
        expect(body).not.toMatch(/<img|<iframe|<svg|<details|<a /);
        expect(unsafeMarkup(rendered(body))).toEqual([]);
      });
    }
  }

  it("the visual formats carry the hostile descriptors as text (so the check above checked something)", () => {
    for (const format of ["flux", "midjourney", "diffusion"] as const satisfies readonly Format[]) {
      const html = rendered(compileStyle(snapshot, CTX, { format }).body);
      expect(html, format).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    }
  });

  it("default shows every kind of field as readable text", () => {
    const html = rendered(compileStyle(snapshot, CTX, { format: "default" }).body);
    const text = html.replace(/<[^>]+>/g, "");
    for (const shown of [
      "Zine &lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;", // name
      "[click me](javascript:alert(6))", // a descriptor's link, as text
      "Pink &lt;script&gt;", // color name
      "ink &lt;img src=x onerror=alert(2)&gt;", // color role
      "Avoid gloss &lt;/p&gt;&lt;iframe", // guardrail term
      "prefer matte &lt;svg onload=alert(4)&gt;", // guardrail preference
      "warm &lt;!-- hidden --&gt; after", // tone
      "Say it plainly &lt;javascript:alert(5)&gt;", // phrase
    ]) {
      expect(text).toContain(shown);
    }
  });

  it("STYLE.md lints valid and its frontmatter keeps the name, description and tags as typed", () => {
    const doc = compileStyle(snapshot, CTX, { format: "stylemd" }).body;
    const lint = lintStyleMd(doc);
    expect(lint.errors).toEqual([]);
    expect(lint.warnings).toEqual([]);
    expect(lint.meta.name).toBe(snapshot.name);
    const front = parse(/^---\n([\s\S]*?)\n---\n/.exec(doc)![1]!) as Record<string, unknown>;
    expect(front.name).toBe(snapshot.name);
    expect(front.description).toBe(snapshot.description);
    expect(front.tags).toEqual(snapshot.tags);
    // The body's title is the same name, rendered as text.
    expect(rendered(doc.slice(doc.indexOf("\n---\n") + 5))).toContain(
      "<h1>Zine &lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;</h1>",
    );
  });

  it("json keeps the user's text as data", () => {
    const json = JSON.parse(compileStyle(snapshot, CTX, { format: "json" }).body) as { name: string };
    expect(json.name).toBe(snapshot.name);
  });

  it("an extraction's spec and styleMd (REST status, MCP history) are escaped by the same compiler", () => {
    const { spec, styleMd } = compileExtraction(
      { name: `Run ${SCRIPT}`, description: IMG, blocks: snapshot.blocks, images: [] },
      "https://styleshelf.app/api/v1/extractions/x",
    );
    expect(unsafeMarkup(rendered(spec))).toEqual([]);
    expect(unsafeMarkup(rendered(styleMd))).toEqual([]);
    expect(lintStyleMd(styleMd).valid).toBe(true);
  });
});

describe("ordinary text reads as typed", () => {
  const snapshot: StyleSnapshot = {
    name: `Salt & Pepper's "Best" <3`,
    description: "R&D notes, where a < b",
    author: "@inkclub",
    category: null,
    tags: ["R&D"],
    slug: null,
    blocks: [
      { section: "overview", type: "descriptor", value: "Contrast where a < b and R&D meets craft" },
      { section: "palette", type: "color", value: { hex: "#FF48B0", name: "hot pink & cream", role: "ink" } },
      { section: "guardrails", type: "avoid", value: { term: "gloss & glare", prefer: `"matte" paper` } },
    ],
    disabledSections: [],
    referenceImages: [],
  };

  it("in the default format and STYLE.md, character for character", () => {
    const text = compileStyle(snapshot, CTX, { format: "default" }).body;
    expect(text).toContain(`# Salt & Pepper's "Best" <3`);
    expect(text).toContain("Contrast where a < b and R&D meets craft.");
    expect(text).toContain("- Hot pink & cream #FF48B0: ink");
    expect(text).toContain(`- Avoid gloss & glare; prefer "matte" paper.`);
    const md = compileStyle(snapshot, CTX, { format: "stylemd" }).body;
    expect(md).toContain(`\n# Salt & Pepper's "Best" <3\n`);
    expect(lintStyleMd(md).valid).toBe(true);
  });

  it("and renders as typed", () => {
    const html = rendered(compileStyle(snapshot, CTX, { format: "default" }).body);
    expect(html).toContain("<h1>Salt &amp; Pepper&#39;s &quot;Best&quot; &lt;3</h1>");
    expect(html).toContain("Contrast where a &lt; b and R&amp;D meets craft.");
  });
});
