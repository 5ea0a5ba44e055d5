import { describe, expect, it } from "vitest";
import { lintStyleMd } from "@/lib/stylemd/lint";
import { GENERATOR_ID } from "@/lib/stylemd/generator";
import { BASE_BODY, BASE_FRONTMATTER, doc, expectWellFormed, fixture, withKey } from "./helpers";

describe("valid documents", () => {
  it.each(["founder-letter", "risograph-zine"] as const)("the %s example lints clean", (name) => {
    const text = fixture(name);
    const result = lintStyleMd(text);
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.valid).toBe(true);
    expectWellFormed(result, text);
  });

  it("reports meta from the frontmatter", () => {
    expect(lintStyleMd(fixture("founder-letter")).meta).toEqual({
      name: "Founder Letter",
      generator: GENERATOR_ID,
      sections: ["overview", "voice", "guardrails"],
    });
  });

  it("the base test document is valid", () => {
    expect(lintStyleMd(doc())).toMatchObject({ valid: true, errors: [], warnings: [] });
  });

  it("CRLF line endings and a BOM give the same result as LF", () => {
    const lf = lintStyleMd(fixture("risograph-zine"));
    const crlf = lintStyleMd(`\uFEFF${fixture("risograph-zine").replace(/\n/g, "\r\n")}`);
    expect(crlf).toEqual(lf);
  });
});

describe("error 1: frontmatter", () => {
  it("missing at the top", () => {
    const result = lintStyleMd("# Title\n\n## Overview\nText\n");
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual(["line 1: missing YAML frontmatter: the document must start with a `---` line"]);
    expect(result.meta).toEqual({ name: null, generator: null, sections: [] });
  });

  it("points at a delimiter that is preceded by blank lines", () => {
    const result = lintStyleMd(`\n\n${doc()}`);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(/^line 1: missing YAML frontmatter.*found `---` on line 3/);
  });

  it("never closed", () => {
    const result = lintStyleMd(BASE_FRONTMATTER.slice(0, 5).join("\n"));
    expect(result.errors).toEqual(["line 1: frontmatter is never closed: add a `---` line after it"]);
  });

  it("invalid YAML names the document line", () => {
    const result = lintStyleMd(doc(withKey("generator", "name: Again")));
    expect(result.errors).toEqual(["line 3: frontmatter is not valid YAML: Map keys must be unique"]);
    expect(result.meta).toEqual({ name: null, generator: null, sections: [] });
  });

  it("YAML that is not a mapping", () => {
    const result = lintStyleMd(doc(["---", "- overview", "- palette", "---"]));
    expect(result.errors).toEqual(["line 2: frontmatter must be a YAML mapping of `key: value` lines"]);
  });

  it("an alias bomb is refused, not expanded", () => {
    const bomb = ["---", "a: &a [x, x, x, x, x, x, x, x, x]"];
    let previous = "a";
    for (let i = 0; i < 12; i++) {
      bomb.push(`b${i}: &b${i} [${Array(9).fill(`*${previous}`).join(", ")}]`);
      previous = `b${i}`;
    }
    bomb.push("---");
    const result = lintStyleMd(doc(bomb));
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(/^line \d+: frontmatter YAML expands too many aliases/);
  });
});

describe("error 2: sections", () => {
  it("missing", () => {
    const result = lintStyleMd(doc(withKey("sections", null)));
    expect(result.errors).toEqual(["line 1: frontmatter has no `sections:` list"]);
  });

  it("empty", () => {
    const result = lintStyleMd(doc(withKey("sections", "sections: []")));
    expect(result.errors).toEqual(["line 4: the `sections` list is empty"]);
  });

  it("names each unknown id with its line", () => {
    const fm = withKey("sections", "sections:\n  - overview\n  - colours\n  - palette\n  - Mood");
    const result = lintStyleMd(doc(fm.join("\n").split("\n")));
    expect(result.errors).toHaveLength(2);
    expect(result.errors[0]).toMatch(/^line 6: unknown section id `colours` \(known ids: overview, palette, /);
    expect(result.errors[1]).toMatch(/^line 8: unknown section id `Mood` .*did you mean `mood`\?$/);
    expect(result.meta.sections).toEqual(["overview", "colours", "palette", "Mood"]);
  });

  it("a string instead of a list", () => {
    const result = lintStyleMd(doc(withKey("sections", "sections: overview, palette")));
    expect(result.errors).toEqual(["line 4: `sections` must be a list of section ids, e.g. [overview, palette]"]);
    expect(result.meta.sections).toEqual([]);
  });
});

describe("error 3: empty body", () => {
  it("whitespace only after the frontmatter", () => {
    const result = lintStyleMd(doc(BASE_FRONTMATTER, ["", "   ", "\t", ""]));
    expect(result.errors).toEqual(["line 6: the body after the frontmatter is empty"]);
    expect(result.warnings).toEqual([]);
  });
});

describe("error 4: hex colors", () => {
  const expected = "(expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA)";

  it("a malformed palette entry in the frontmatter", () => {
    const result = lintStyleMd(doc(withKey("palette", "palette:\n  - '#FF48B0'\n  - '#0078B'")));
    expect(result.errors).toEqual([`line 7: malformed hex color \`#0078B\` in palette ${expected}`]);
  });

  it("an unquoted palette entry (YAML reads it as a comment)", () => {
    const result = lintStyleMd(doc(withKey("palette", "palette:\n  - #FF48B0")));
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(/^line 6: malformed hex color: empty palette entry .*quote it/);
  });

  it("a code span in the body", () => {
    const result = lintStyleMd(doc(BASE_FRONTMATTER, [...BASE_BODY, "", "Accent `#GG0000` sparingly."]));
    expect(result.errors).toEqual([`line 15: malformed hex color \`#GG0000\` ${expected}`]);
  });

  it("a bare token in the Palette section", () => {
    const result = lintStyleMd(doc(BASE_FRONTMATTER, [...BASE_BODY, "- #FFE80 yellow"]));
    expect(result.errors).toEqual([`line 14: malformed hex color \`#FFE80\` ${expected}`]);
  });

  it("an unmistakable bare hex token anywhere", () => {
    const body = ["", "## Overview", "Mostly #FF48B with cream.", "", "## Palette", "- `#FF48B0`"];
    expect(lintStyleMd(doc(BASE_FRONTMATTER, body)).errors).toEqual([`line 9: malformed hex color \`#FF48B\` ${expected}`]);
  });

  it("accepts every valid length and leaves non-colors alone", () => {
    const body = [
      "", // 7
      "# Title", // 8
      "## Overview", // 9
      "Our #1 priority: posters. See issue #12345, #coffee, #smallbiz and #facade.", // 10
      "`#include` and https://example.com/page#ff48b and &#1234; and C#", // 11
      "```css", // 12
      "a { color: #GG00; }", // 13
      "```", // 14
      "## Palette", // 15
      "- `#fff` `#ffff` `#FF48B0` `#FF48B0CC` #abc #0078BF", // 16
      "- Ink #1 and #2", // 17
    ];
    const result = lintStyleMd(doc(BASE_FRONTMATTER, body));
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
  });
});

describe("warning 1: name", () => {
  it("missing", () => {
    const result = lintStyleMd(doc(withKey("name", null)));
    expect(result).toMatchObject({ valid: true, errors: [], warnings: ["line 1: frontmatter has no `name:`"] });
    expect(result.meta.name).toBeNull();
  });

  it("not a string", () => {
    const result = lintStyleMd(doc(withKey("name", "name: [a, b]")));
    expect(result.warnings).toEqual(["line 2: `name` should be a non-empty string"]);
    expect(result.meta.name).toBeNull();
  });
});

describe("warning 2: generator", () => {
  it("missing, naming the expected value", () => {
    const result = lintStyleMd(doc(withKey("generator", null)));
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([
      `line 1: frontmatter has no \`generator:\` line (expected \`generator: ${GENERATOR_ID}\`)`,
    ]);
    expect(result.meta.generator).toBeNull();
  });

  it("any other generator is reported in meta without a warning", () => {
    const result = lintStyleMd(doc(withKey("generator", "generator: handmade/2")));
    expect(result.warnings).toEqual([]);
    expect(result.meta.generator).toBe("handmade/2");
  });
});

describe("warning 3: no ## headings", () => {
  it("points at the first body line", () => {
    const result = lintStyleMd(doc(BASE_FRONTMATTER, ["", "# Title", "### Overview", "Text"]));
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual(["line 8: the body has no `##` section headings"]);
  });
});

describe("warning 4: declared section without a heading", () => {
  it("names the section, its expected heading and the declaring line", () => {
    const fm = withKey("sections", "sections: [overview, palette, mood]");
    const result = lintStyleMd(doc(fm));
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual(["line 4: section `mood` is declared but the body has no `## Mood` heading"]);
  });

  it("matches case-insensitively, accepts the raw id and closing hashes", () => {
    const fm = withKey("sections", "sections: [overview, palette, mood]");
    const body = ["", "## OVERVIEW", "x", "## mood ##", "x", "## palette", "- `#FF48B0`"];
    expect(lintStyleMd(doc(fm, body)).warnings).toEqual([]);
  });
});

describe("robustness", () => {
  it.each([
    ["empty", ""],
    ["tabs", "---\n\tname: x\n---\n\t## Overview"],
    ["binary", "\u0000\u0001\uFFFD\uD800---\n\u0007"],
    ["only delimiters", "---\n---"],
    ["deep nesting", `---\na: ${"[".repeat(20_000)}\n---\n## Overview`],
    ["__proto__ key", "---\n__proto__: {name: x}\nsections: [overview]\n---\n## Overview"],
    ["huge", `${doc()}\n${"## Overview `#FF` #ABC12 ".repeat(50_000)}`],
  ])("%s input does not throw", (_label, text) => {
    expectWellFormed(lintStyleMd(text), text);
  });

  it("a non-string argument does not throw", () => {
    const result = lintStyleMd(undefined as unknown as string);
    expect(result.valid).toBe(false);
  });

  it("huge repetitive input keeps the message list bounded", () => {
    const text = `${doc()}\n${"`#FF` ".repeat(10_000)}`;
    const result = lintStyleMd(text);
    expect(result.errors).toHaveLength(50);
    expect(result.errors[49]).toBe("errors: 9951 more not listed");
  });
});
