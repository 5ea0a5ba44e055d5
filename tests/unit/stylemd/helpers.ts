import { readFileSync } from "node:fs";
import { expect } from "vitest";
import type { LintResult } from "@/lib/stylemd/lint";

export function fixture(name: "founder-letter" | "risograph-zine"): string {
  return readFileSync(new URL(`./fixtures/${name}.md`, import.meta.url), "utf8");
}

/** A small valid document; line numbers in the comments are what the tests assert against. */
export const BASE_FRONTMATTER = [
  "---", // 1
  "name: Test Style", // 2
  "generator: styleshelf/1.0", // 3
  "sections: [overview, palette]", // 4
  'palette: ["#FF48B0", "#0078BF"]', // 5
  "---", // 6
];
export const BASE_BODY = [
  "", // 7
  "## Overview", // 8
  "Flat printed shapes.", // 9
  "", // 10
  "## Palette", // 11
  "- `#FF48B0` pink", // 12
  "- `#0078BF` blue", // 13
];

export function doc(frontmatter: string[] = BASE_FRONTMATTER, body: string[] = BASE_BODY): string {
  return [...frontmatter, ...body].join("\n");
}

/** BASE_FRONTMATTER with the line starting with `key:` replaced (or removed when `line` is null). */
export function withKey(key: string, line: string | null): string[] {
  return BASE_FRONTMATTER.flatMap((l) => (l.startsWith(`${key}:`) ? (line === null ? [] : [line]) : [l]));
}

export function lineCount(text: string): number {
  return (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).split(/\r\n|\r|\n/).length;
}

/** Invariants every result must satisfy, whatever the input. */
export function expectWellFormed(result: LintResult, text: string): void {
  expect(typeof result.valid).toBe("boolean");
  expect(result.valid).toBe(result.errors.length === 0);
  expect(Array.isArray(result.errors) && Array.isArray(result.warnings)).toBe(true);
  const max = lineCount(text);
  for (const message of [...result.errors, ...result.warnings]) {
    expect(typeof message).toBe("string");
    const match = /^line (\d+): /.exec(message);
    if (match) {
      const line = Number(match[1]);
      expect(line).toBeGreaterThanOrEqual(1);
      expect(line).toBeLessThanOrEqual(max);
    } else {
      expect(message).toMatch(/more not listed$/);
    }
  }
  expect(result.meta.name === null || typeof result.meta.name === "string").toBe(true);
  expect(result.meta.generator === null || typeof result.meta.generator === "string").toBe(true);
  expect(Array.isArray(result.meta.sections)).toBe(true);
  for (const id of result.meta.sections) expect(typeof id).toBe("string");
}
