// Colour space, names and roles of the image analyzer: the pure parts, checked on their own.
import { converter } from "culori";
import { describe, expect, it } from "vitest";
import { COLOR_NAMES, nearestColorName } from "@/lib/extraction/analyzers/color/names";
import { hexToOklab, oklabToHex, srgbToOklab } from "@/lib/extraction/analyzers/color/space";
import type { PaletteCluster } from "@/lib/extraction/analyzers/color/palette";
import { assignRoles, nameColors } from "@/lib/extraction/analyzers/color/palette-roles";

const cluster = (hex: string, share: number): PaletteCluster => ({ lab: hexToOklab(hex), share });

describe("colour space", () => {
  it("matches culori's OKLab and round-trips through hex", () => {
    const culoriOklab = converter("oklab");
    for (const hex of ["#000000", "#ffffff", "#cc6b49", "#0047ab", "#9caf88", "#ff48b0"]) {
      const ours = hexToOklab(hex);
      const theirs = culoriOklab(hex)!;
      expect(Math.abs(ours.l - theirs.l) + Math.abs(ours.a - theirs.a) + Math.abs(ours.b - theirs.b)).toBeLessThan(1e-4);
      expect(oklabToHex(ours)).toBe(hex);
    }
    // Channel means (histogram bins) convert exactly too, not rounded to bytes.
    expect(srgbToOklab(127.5, 127.5, 127.5).l).toBeGreaterThan(srgbToOklab(127, 127, 127).l);
  });
});

describe("colour names", () => {
  it("is a hand-written table of 120-200 unique lowercase designer names", () => {
    expect(COLOR_NAMES.length).toBeGreaterThanOrEqual(120);
    expect(COLOR_NAMES.length).toBeLessThanOrEqual(200);
    expect(new Set(COLOR_NAMES.map((c) => c.name)).size).toBe(COLOR_NAMES.length);
    for (const { name, hex } of COLOR_NAMES) {
      expect(name).toMatch(/^[a-z]+( [a-z]+)?$/);
      expect(hex).toMatch(/^#[0-9a-f]{6}$/);
    }
    // CSS keyword jargon never appears.
    for (const css of ["darkslategray", "lightgoldenrodyellow", "mediumvioletred", "papayawhip"]) {
      expect(COLOR_NAMES.map((c) => c.name.replace(/ /g, ""))).not.toContain(css);
    }
  });

  it.each([
    ["#111114", "ink black"],
    ["#f27b5f", "coral"],
    ["#0e7c7b", "teal"],
    ["#d4a62a", "mustard"],
    ["#1c2a4a", "navy"],
    ["#9caf88", "sage"],
    ["#f3e6c8", "cream"],
    ["#cc6b49", "terracotta"],
    ["#0047ab", "cobalt"],
    ["#c48b90", "dusty rose"],
  ])("names %s %s", (hex, name) => {
    expect(nearestColorName(hexToOklab(hex)).name).toBe(name);
  });

  it("names a grey after a grey, never after the faint hue of a coloured entry", () => {
    for (const hex of ["#636363", "#9e9e9e", "#3b3b3b", "#d0d0d0"]) {
      expect(nearestColorName(hexToOklab(hex)).name).toMatch(/grey|black|white|charcoal|graphite|silver|gunmetal/);
    }
  });

  it("keeps names unique within a palette: a second teal becomes deep or pale teal", () => {
    const labs = (...hexes: string[]) => hexes.map((hex) => ({ lab: hexToOklab(hex) }));
    expect(nameColors(labs("#0e7c7b", "#0a7473", "#f3e6c8"))).toEqual(["teal", "deep teal", "cream"]);
    expect(nameColors(labs("#0e7c7b", "#168584"))).toEqual(["teal", "pale teal"]);
  });
});

describe("roles", () => {
  it("reads cream paper, ink, two inks and an accent", () => {
    const roles = assignRoles([
      cluster("#f3e6c8", 0.55),
      cluster("#0047ab", 0.2),
      cluster("#111114", 0.12),
      cluster("#9caf88", 0.09),
      cluster("#ff48b0", 0.04),
    ]);
    expect(roles).toEqual(["background", "primary", "ink", "secondary", "accent"]);
  });

  it("has no ink on a dark ground and calls small light patches highlights there", () => {
    expect(assignRoles([cluster("#161b33", 0.8), cluster("#f7f7f4", 0.06), cluster("#3a3c3f", 0.14)])).toEqual([
      "background",
      "highlight",
      "neutral",
    ]);
  });

  it("does not call a large chromatic field an accent", () => {
    expect(assignRoles([cluster("#b8b5b0", 0.6), cluster("#f27b5f", 0.4)])).toEqual(["background", "primary"]);
  });
});
