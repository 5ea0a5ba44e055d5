// What PostgreSQL cannot store is found wherever it sits in a body, however deep (see
// lib/errors/storable-text.ts and tests/integration/unstorable-text.test.ts).
import { describe, expect, it } from "vitest";
import { unstorableField } from "@/lib/errors/storable-text";

describe("unstorableField", () => {
  it("accepts ordinary text, astral characters and paired surrogates included", () => {
    expect(unstorableField({ text: "a 😀 b", list: ["é", "𝕏"], n: 1, ok: true, none: null })).toBeNull();
  });

  it.each([
    ["a\u0000", "value"],
    [{ text: "\ud800" }, "text"],
    [{ a: [{ b: "x" }, { b: "\udfff" }] }, "a.1.b"],
    [["ok", "x\ud83d"], "1"],
  ])("finds %j at %s", (value, path) => {
    expect(unstorableField(value)).toBe(path);
  });

  it("walks a body nested far deeper than the call stack", () => {
    let deep: unknown = "\u0000";
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(unstorableField(deep)).toMatch(/^0\.0/);
  });
});
