import { describe, expect, it, vi } from "vitest";
import { type CompileOptions, compileEtag, compileStyle, COMPILER_VERSION, countTokens, FORMATS } from "@/lib/compile";
import { fixtureContext, fixtureSnapshot, RISO } from "./fixtures";

const GEN = "9b2f1c3e-5d7a-4e8b-a1c2-3d4e5f607182";

describe("compileEtag", () => {
  it("is a quoted strong validator", () => {
    const etag = compileEtag(GEN, { format: "default" });
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{16,}"$/);
    expect(etag.startsWith("W/")).toBe(false);
  });

  it("is stable for equal options however they are spelled", () => {
    const base = compileEtag(GEN, { format: "flux", sections: ["palette", "medium"], compact: false, raw: true });
    expect(compileEtag(GEN, { format: "flux", sections: ["palette", "medium"], compact: false, raw: true })).toBe(base);
    expect(compileEtag(GEN, { format: "flux", sections: ["medium", "palette"], raw: true })).toBe(base);
    expect(compileEtag(GEN, { raw: true, sections: ["medium", "palette", "medium"], format: "flux" })).toBe(base);
    expect(compileEtag(GEN, { format: "json" })).toBe(compileEtag(GEN, { format: "json", sections: [], compact: false, raw: false }));
  });

  it("differs by generation, format and every option", () => {
    const variants: [string, CompileOptions][] = [
      [GEN, { format: "default" }],
      ["another-generation", { format: "default" }],
      [GEN, { format: "default", compact: true }],
      [GEN, { format: "default", raw: true }],
      [GEN, { format: "default", compact: true, raw: true }],
      [GEN, { format: "default", sections: ["palette"] }],
      [GEN, { format: "default", sections: ["palette", "mood"] }],
      ...FORMATS.filter((f) => f !== "default").map((format): [string, CompileOptions] => [GEN, { format }]),
    ];
    const etags = variants.map(([gen, opts]) => compileEtag(gen, opts));
    expect(new Set(etags).size).toBe(variants.length);
  });

  it("answers the same after more (generation, options) pairs than it keeps", () => {
    const first = compileEtag(GEN, { format: "flux", sections: ["palette", "medium"] });
    const others = Array.from({ length: 2_500 }, (_, i) => compileEtag(`gen-${i}`, { format: "json" }));
    expect(new Set(others).size).toBe(others.length);
    expect(compileEtag(GEN, { format: "flux", sections: ["palette", "medium"] })).toBe(first);
    expect(compileEtag(GEN, { format: "flux", sections: ["medium", "palette", "palette"], compact: false })).toBe(first);
    expect(compileEtag("gen-7", { format: "json" })).toBe(others[7]);
  });

  it("changes when COMPILER_VERSION is bumped", async () => {
    const before = compileEtag(GEN, { format: "default" });
    vi.resetModules();
    vi.doMock("@/lib/compile/version", () => ({ COMPILER_VERSION: `${COMPILER_VERSION}-next` }));
    try {
      const bumped = await import("@/lib/compile/etag");
      expect(bumped.compileEtag(GEN, { format: "default" })).not.toBe(before);
    } finally {
      vi.doUnmock("@/lib/compile/version");
      vi.resetModules();
    }
  });
});

describe("countTokens", () => {
  it("counts real tokens", () => {
    expect(countTokens("")).toBe(0);
    expect(countTokens("hello")).toBe(1);
    expect(countTokens("Risograph print on uncoated recycled paper")).toBeGreaterThan(3);
    expect(countTokens("two-ink risograph")).not.toBe(countTokens("two-ink risograph print with visible grain and speckle"));
  });

  it("sizes a compiled style plausibly (between 2 and 8 characters per token)", () => {
    const { body } = compileStyle(fixtureSnapshot(RISO), fixtureContext(RISO), { format: "default" });
    const tokens = countTokens(body);
    expect(tokens).toBeGreaterThan(body.length / 8);
    expect(tokens).toBeLessThan(body.length / 2);
  });

  it("treats special-token text in user content as plain text", () => {
    expect(countTokens("a <|endoftext|> b")).toBeGreaterThan(3);
  });
});
