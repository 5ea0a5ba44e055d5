import { describe, expect, it } from "vitest";
import { remixName } from "@/lib/builder/remix";

describe("remixName", () => {
  it("appends (remix) and keeps the name within 120 characters", () => {
    expect(remixName("Short")).toBe("Short (remix)");
    expect(remixName("n".repeat(120))).toBe(`${"n".repeat(112)} (remix)`);
    expect(remixName(`${"n".repeat(110)}   trailing`)).toBe(`${"n".repeat(110)} (remix)`);
  });
});
