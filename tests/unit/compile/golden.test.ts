// Golden files: every format x {plain, compact, raw} for the three seeded styles. A mismatch fails;
// `UPDATE_GOLDENS=1 npx vitest run tests/unit/compile` rewrites them (then read the diff).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { type CompileOptions, compileStyle, type Format, FORMATS } from "@/lib/compile";
import { FIXTURE_SLUGS, fixtureContext, fixtureSnapshot } from "./fixtures";

const GOLDEN_DIR = join(dirname(fileURLToPath(import.meta.url)), "goldens");
const UPDATE = process.env.UPDATE_GOLDENS === "1";

const VARIANTS: Record<string, Omit<CompileOptions, "format">> = {
  plain: {},
  compact: { compact: true },
  raw: { raw: true },
};

function extension(format: Format): string {
  if (format === "json") return "json";
  return format === "default" || format === "stylemd" ? "md" : "txt";
}

function goldenName(format: Format, variant: string): string {
  return `${format}.${variant}.${extension(format)}`;
}

describe("compiled output matches the golden files", () => {
  for (const slug of FIXTURE_SLUGS) {
    for (const format of FORMATS) {
      for (const [variant, opts] of Object.entries(VARIANTS)) {
        it(`${slug} ${format} ${variant}`, () => {
          const file = join(GOLDEN_DIR, slug, goldenName(format, variant));
          const { body } = compileStyle(fixtureSnapshot(slug), fixtureContext(slug), { format, ...opts });
          if (UPDATE) {
            mkdirSync(dirname(file), { recursive: true });
            writeFileSync(file, body);
          }
          expect(existsSync(file), `missing golden ${file}; run with UPDATE_GOLDENS=1`).toBe(true);
          expect(body).toBe(readFileSync(file, "utf8"));
        });
      }
    }
  }

  it("has no stale golden files", () => {
    const expected = new Set(FORMATS.flatMap((f) => Object.keys(VARIANTS).map((v) => goldenName(f, v))));
    for (const slug of FIXTURE_SLUGS) {
      const present = readdirSync(join(GOLDEN_DIR, slug));
      expect(present.filter((name) => !expected.has(name))).toEqual([]);
      expect(present).toHaveLength(expected.size);
    }
  });
});
