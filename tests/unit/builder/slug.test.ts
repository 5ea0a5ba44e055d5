import { describe, expect, it } from "vitest";
import { randomSuffix, slugCandidate } from "@/lib/builder/slug";
import { slugBase } from "@/lib/styles/slug";
import { isShareSlug } from "@/lib/styles/ref";

describe("share slugs", () => {
  it("turns a name into lowercase words joined by dashes", () => {
    expect(slugBase("Risograph Zine")).toBe("risograph-zine");
    expect(slugBase("  Neon -- Noir!! 2049 ")).toBe("neon-noir-2049");
    expect(slugBase("Salt & Pepper")).toBe("salt-and-pepper");
  });

  it("folds accents and falls back to 'style' for names without letters or digits", () => {
    expect(slugBase("Café Crème Brûlée")).toBe("cafe-creme-brulee");
    expect(slugBase("✨✨✨")).toBe("style");
    expect(slugBase("")).toBe("style");
  });

  it("cuts long names at a word boundary, and a single overlong word at the limit", () => {
    const long = slugBase("word ".repeat(40));
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long.endsWith("-")).toBe(false);
    expect(long).toMatch(/^(word-)*word$/);
    expect(slugBase("a".repeat(90))).toBe("a".repeat(60));
  });

  it("adds four base36 characters and always gives a valid share slug", () => {
    expect(slugCandidate("Risograph Zine", "k2f9")).toBe("risograph-zine-k2f9");
    const suffix = randomSuffix();
    expect(suffix).toMatch(/^[0-9a-z]{4}$/);
    for (const name of ["Ünïcödé ✨", "x".repeat(200), "--", "Mid-Century Modern Poster Series, Vol. 2"]) {
      expect(isShareSlug(slugCandidate(name))).toBe(true);
    }
  });

  it("draws every suffix character from the whole base36 alphabet", () => {
    let i = 0;
    const sequence = [0, 35, 10, 9];
    expect(randomSuffix(() => sequence[i++ % 4]!)).toBe("0za9");
  });
});
