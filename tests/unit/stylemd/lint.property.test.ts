// Property tests: the linter is fed arbitrary text by a public endpoint, so it must return a
// well-formed result for anything (2,600 runs in total).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lintStyleMd } from "@/lib/stylemd/lint";
import { GENERATOR_ID } from "@/lib/stylemd/generator";
import { expectWellFormed, fixture } from "./helpers";

const FIXTURES = [fixture("founder-letter"), fixture("risograph-zine")];

function checkAnything(text: string): void {
  expectWellFormed(lintStyleMd(text), text);
}

type Mutation =
  | { kind: "delete"; at: number }
  | { kind: "duplicate"; at: number }
  | { kind: "swap"; at: number; with: number }
  | { kind: "insert"; at: number; column: number; chars: string }
  | { kind: "truncate"; at: number }
  | { kind: "hex"; at: number; digit: string }
  | { kind: "delimiter"; which: 0 | 1 };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant("delete" as const), at: fc.nat() }),
  fc.record({ kind: fc.constant("duplicate" as const), at: fc.nat() }),
  fc.record({ kind: fc.constant("swap" as const), at: fc.nat(), with: fc.nat() }),
  fc.record({
    kind: fc.constant("insert" as const),
    at: fc.nat(),
    column: fc.nat(),
    chars: fc.oneof(
      fc.string({ unit: "binary", maxLength: 8 }),
      fc.constantFrom("#", "`", "---", "## ", ":", "[", "]", "- ", "&a ", "*a", "\t", "\r\n", '"', "#GG", "```"),
    ),
  }),
  fc.record({ kind: fc.constant("truncate" as const), at: fc.nat() }),
  fc.record({ kind: fc.constant("hex" as const), at: fc.nat(), digit: fc.constantFrom(..."0123456789abcdefABCDEFGgZz#`") }),
  fc.record({ kind: fc.constant("delimiter" as const), which: fc.constantFrom(0 as const, 1 as const) }),
);

function mutate(text: string, m: Mutation): string {
  const lines = text.split("\n");
  const i = lines.length === 0 ? 0 : "at" in m ? m.at % lines.length : 0;
  switch (m.kind) {
    case "delete":
      lines.splice(i, 1);
      return lines.join("\n");
    case "duplicate":
      lines.splice(i, 0, lines[i] ?? "");
      return lines.join("\n");
    case "swap": {
      const j = m.with % lines.length;
      [lines[i], lines[j]] = [lines[j] ?? "", lines[i] ?? ""];
      return lines.join("\n");
    }
    case "insert": {
      const line = lines[i] ?? "";
      const column = m.column % (line.length + 1);
      lines[i] = line.slice(0, column) + m.chars + line.slice(column);
      return lines.join("\n");
    }
    case "truncate":
      return text.slice(0, m.at % (text.length + 1));
    case "hex": {
      const positions = [...text.matchAll(/#[0-9A-Fa-f]+/g)].flatMap((match) =>
        Array.from({ length: match[0].length - 1 }, (_, k) => (match.index ?? 0) + 1 + k),
      );
      if (positions.length === 0) return text;
      const at = positions[m.at % positions.length] ?? 0;
      return text.slice(0, at) + m.digit + text.slice(at + 1);
    }
    case "delimiter": {
      const delimiters = lines.flatMap((line, index) => (line === "---" ? [index] : []));
      const target = delimiters[m.which];
      if (target !== undefined) lines.splice(target, 1);
      return lines.join("\n");
    }
  }
}

describe("lintStyleMd never throws and always returns a well-formed result", () => {
  it("on random binary strings", () => {
    fc.assert(fc.property(fc.string({ unit: "binary", maxLength: 400 }), checkAnything), { numRuns: 700 });
  });

  it("on random unicode grapheme strings", () => {
    fc.assert(fc.property(fc.string({ unit: "grapheme", maxLength: 200 }), checkAnything), { numRuns: 300 });
  });

  it("on strings assembled from STYLE.md-ish fragments", () => {
    const fragment = fc.constantFrom(
      "---", "\n", "\r\n", "name: ", "generator: ", "sections: ", "[overview, palette]", "palette: ",
      '["#FF48B0"]', "- ", "## ", "Palette", "Overview", "#", "`", "&x ", "*x", "<<: *x", "\t", " ", "#FF48B", "\uFEFF",
    );
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 40 }), (parts) => checkAnything(parts.join(""))),
      { numRuns: 500 },
    );
  });

  it("on mutations of the valid fixtures", () => {
    fc.assert(
      fc.property(fc.constantFrom(...FIXTURES), fc.array(mutation, { minLength: 1, maxLength: 5 }), (base, ops) => {
        checkAnything(ops.reduce(mutate, base));
      }),
      { numRuns: 800 },
    );
  });
});

describe("removing the generator line from a valid document", () => {
  it("yields exactly the generator warning", () => {
    const variant = fc.record({
      base: fc.constantFrom(...FIXTURES),
      crlf: fc.boolean(),
      bom: fc.boolean(),
      trailingBlank: fc.nat({ max: 3 }),
      order: fc.nat(),
    });
    fc.assert(
      fc.property(variant, ({ base, crlf, bom, trailingBlank, order }) => {
        // Rotating the single-line frontmatter keys keeps the document valid.
        const lines = base.split("\n");
        const close = lines.indexOf("---", 1);
        const keys = lines.slice(1, close);
        const shift = order % keys.length;
        const rotated = [...keys.slice(shift), ...keys.slice(0, shift)];
        const assembled = ["---", ...rotated, ...lines.slice(close), ...Array<string>(trailingBlank).fill("")];
        const eol = crlf ? "\r\n" : "\n";
        const render = (ls: string[]) => (bom ? "\uFEFF" : "") + ls.join(eol);

        const valid = lintStyleMd(render(assembled));
        expect(valid.errors).toEqual([]);
        expect(valid.warnings).toEqual([]);

        const result = lintStyleMd(render(assembled.filter((l) => !l.startsWith("generator:"))));
        expect(result.errors).toEqual([]);
        expect(result.warnings).toEqual([
          `line 1: frontmatter has no \`generator:\` line (expected \`generator: ${GENERATOR_ID}\`)`,
        ]);
        expect(result.meta.generator).toBeNull();
        expect(result.meta.sections).toEqual(valid.meta.sections);
      }),
      { numRuns: 300 },
    );
  });
});
