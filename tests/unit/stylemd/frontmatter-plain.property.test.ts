// The fast frontmatter readers (the line reader of ./frontmatter-simple.ts and the js-yaml event reader
// of ./frontmatter-plain.ts) may answer only where they give exactly what the yaml path gives: the same
// keys, values, key lines and item lines. Generated frontmatters mix the fields a STYLE.md has with
// YAML's corner cases (core-schema words, numbers, comments, quoting, flow and block collections,
// tabs), values built from characters that mean something to YAML or to String.prototype.trim test the
// edges of the line reader's subset, and mutated copies of the fixtures' frontmatters add broken ones.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readFrontmatterWithYaml, splitFrontmatter, toLines } from "@/lib/stylemd/frontmatter";
import { readPlainFrontmatter } from "@/lib/stylemd/frontmatter-plain";
import { readSimpleFrontmatter } from "@/lib/stylemd/frontmatter-simple";
import { fixture } from "./helpers";

const COMMON_KEYS = ["name", "generator", "sections", "palette", "tags", "description", "author", "source"];
const ODD_KEYS = ["Name", "x-extra", "null", "True", "1", "'quoted'", '"dq"', "__proto__", "a b", "k"];
const COMMON_SCALARS = ["Risograph Zine", "styleshelf/1.0", "overview", "palette", "'#FF48B0'", '"#0078BF"', '"@inkclub"', "https://styleshelf.app/share/x", "print", "42", "1.5"];
const ODD_SCALARS = [
  "Bench Harbour", "styleshelf/1.0", "yes", "on", "No", "1_000", "0o17", "017", "0x1F", "0b11", ".inf", "-.INF", ".nan", "-.5", "+1", "1e3", "1.", "~", "null",
  "", "true", "False", "2024-01-01", "12:30", "#abc", "a #b", "a#b", "[x", "x]", "{x", "é ✓", "a: b", "- x", "'single'", "'it''s'", '"dbl"', '"#FF48B0"', "'#FF48B0'",
  '"esc\\n\\u00e9"', "overview", "palette", "*ref", "&a v", "!tag v", "!!str 5", "@at", "`tick`", "%pct", "a, b", "? q", "|", ">",
];

const scalar = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...COMMON_SCALARS) }, { weight: 1, arbitrary: fc.constantFrom(...ODD_SCALARS) });
const key = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...COMMON_KEYS) }, { weight: 1, arbitrary: fc.constantFrom(...ODD_KEYS) });
const value: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 2, arbitrary: fc.array(scalar, { maxLength: 5 }).map((items) => `[${items.join(", ")}]`) },
  { weight: 2, arbitrary: fc.array(scalar, { minLength: 1, maxLength: 4 }).map((items) => items.map((s) => `\n  - ${s}`).join("")) },
  { weight: 1, arbitrary: fc.array(fc.tuple(fc.constantFrom("a", "b", "c", "d"), scalar), { minLength: 1, maxLength: 3 }).map((pairs) => pairs.map(([k, v]) => `\n  ${k}: ${v}`).join("")) },
  { weight: 1, arbitrary: fc.array(fc.tuple(fc.constantFrom("a", "b"), scalar), { maxLength: 2 }).map((pairs) => `{${pairs.map(([k, v]) => `${k}: ${v}`).join(", ")}}`) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom("|", ">", "|-"), fc.array(scalar, { minLength: 1, maxLength: 2 })).map(([m, lines]) => `${m}${lines.map((l) => `\n  ${l}`).join("")}`) },
);
const line = fc.oneof(
  { weight: 8, arbitrary: fc.tuple(key, fc.constantFrom(": ", ": ", ":", ":  ", " : "), value).map(([k, sep, v]) => `${k}${sep}${v}`) },
  { weight: 1, arbitrary: fc.constantFrom("# a comment", "", "   ", "\t", "  # indented comment", "...", "- stray") },
);
// Keys mostly unique, as in real frontmatters (a repeated key is an error the plain reader leaves to yaml).
const generated = fc.uniqueArray(line, { minLength: 1, maxLength: 8, selector: (l) => l.split(":")[0]!.trim() }).map((lines) => lines.join("\n"));

// Scalars near the line reader's subset: words with the characters at its edges (indicators, quotes,
// a colon before a letter or a space, `#`, backslashes, spaces at either end, and white space that
// JavaScript trims but YAML keeps), written plain, quoted, in flow lists and in block lists.
const EDGE_CHARS = ["a", "b", "Z", "1", " ", "  ", ":", "#", "'", '"', "\\", ",", "-", "/", ".", "[", "]", "{", "}", "&", "*", "!", "?", "%", "@", "`", "|", ">", "é", "✓", "\u00A0", "\u2000", "\u3000", "\uFEFF", "\u0085", "\u2028", "😀"];
const edgeText = fc.array(fc.constantFrom(...EDGE_CHARS), { maxLength: 6 }).map((parts) => parts.join(""));
const edgeScalar = fc.oneof(
  { weight: 3, arbitrary: fc.tuple(fc.constantFrom("a", "Ab", "name", "x"), edgeText).map(([head, tail]) => head + tail) },
  { weight: 1, arbitrary: edgeText },
  { weight: 1, arbitrary: edgeText.map((t) => `"${t}"`) },
  { weight: 1, arbitrary: edgeText.map((t) => `'${t}'`) },
);
const edgeValue = fc.oneof(
  { weight: 3, arbitrary: edgeScalar },
  { weight: 2, arbitrary: fc.array(edgeScalar, { maxLength: 4 }).map((items) => `[${items.join(", ")}]`) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom("", " ", "  "), fc.array(edgeScalar, { minLength: 1, maxLength: 3 })).map(([indent, items]) => items.map((s) => `\n${indent}- ${s}`).join("")) },
);
const edgeLine = fc.oneof(
  { weight: 8, arbitrary: fc.tuple(fc.constantFrom(...COMMON_KEYS), fc.constantFrom(": ", ":", ":  "), edgeValue).map(([k, sep, v]) => `${k}${sep}${v}`) },
  { weight: 1, arbitrary: fc.constantFrom("", "  ", "# note", "- stray") },
);
const edgy = fc.uniqueArray(edgeLine, { minLength: 1, maxLength: 6, selector: (l) => l.split(":")[0]!.trim() }).map((lines) => lines.join("\n"));

function frontmatterOf(document: string): string {
  const split = splitFrontmatter(toLines(document));
  if (split.kind !== "ok") throw new Error("fixture without frontmatter");
  return split.yamlLines.join("\n");
}
const FIXTURES = [frontmatterOf(fixture("founder-letter")), frontmatterOf(fixture("risograph-zine"))];
const mutated = fc
  .tuple(fc.constantFrom(...FIXTURES), fc.array(fc.tuple(fc.nat(), fc.constantFrom("\t", " ", ":", "#", "-", "[", "]", "'", '"', "&a ", "*a", "\n", "\n  ", ",", "{", "? ", "!")), { minLength: 1, maxLength: 3 }))
  .map(([source, edits]) => edits.reduce((text, [at, chars]) => text.slice(0, at % (text.length + 1)) + chars + text.slice(at % (text.length + 1)), source));

type Reader = (source: string, firstLine: number) => Map<string, unknown> | null;

describe.each([
  ["readPlainFrontmatter", readPlainFrontmatter, 300],
  // The line reader takes a narrower subset: its count of 3,000 random frontmatters varies by run (87 seen).
  ["readSimpleFrontmatter", readSimpleFrontmatter, 40],
] as [string, Reader, number][])("%s", (_, read, leastAnswered) => {
  let answered = 0;
  function sameAsYaml(source: string): void {
    const fast = read(source, 2);
    if (fast === null) return;
    answered++;
    const full = readFrontmatterWithYaml(source, 2);
    if (!full.ok) throw new Error(`the yaml path refuses what the fast reader read (${full.message}):\n${source}`);
    expect(Object.fromEntries(fast), source).toEqual(Object.fromEntries(full.fields));
  }

  it("answers exactly as the yaml path for generated frontmatters, or not at all", () => {
    answered = 0;
    fc.assert(fc.property(generated, sameAsYaml), { numRuns: 3000 });
    // A reader that always stepped aside would pass the line above; it must take the common case.
    expect(answered).toBeGreaterThan(leastAnswered);
  });

  it("answers exactly as the yaml path for frontmatters at the edges of the line reader's subset, or not at all", () => {
    answered = 0;
    fc.assert(fc.property(edgy, sameAsYaml), { numRuns: 3000 });
    expect(answered).toBeGreaterThan(leastAnswered);
  });

  it("answers exactly as the yaml path for mutated fixture frontmatters, or not at all", () => {
    fc.assert(fc.property(mutated, sameAsYaml), { numRuns: 1500 });
  });

  it("reads both fixtures' frontmatters itself, with the yaml path's lines", () => {
    for (const source of FIXTURES) {
      expect(read(source, 2)).not.toBeNull();
      sameAsYaml(source);
    }
  });

  it.each([
    ["a duplicate key", "name: a\nname: b"],
    ["an alias", "a: &x 1\nb: *x"],
    ["a tag", "name: !!str 5"],
    ["a flow mapping at the top", "{name: a}"],
    ["a key that is not a word", "'name': a"],
    ["a key the core schema reads as a boolean", "true: a"],
    ["broken YAML", "sections: [a, b\nname: x"],
    ["a document marker", "...\nname: a"],
    ["a directive", "%YAML 1.2\nname: a"],
    ["a tab", "name: a\n\t"],
  ])("steps aside for %s", (_, source) => {
    expect(read(source, 2)).toBeNull();
  });
});
