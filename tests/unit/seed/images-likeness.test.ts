// The seed styles' pictures show their styles: compared with one another (perceptually, on the
// shipped files a visitor sees), no two are near-identical, no two styles of one category share a
// layout or a look, and a style that says "symmetry" or "empty paper" has a picture that does.
import { beforeAll, describe, expect, it } from "vitest";
import { ACCESS_FIXTURES } from "@/lib/seed/access-fixtures";
import { GALLERY } from "@/lib/seed/gallery";
import { hasImages, readShippedImages } from "@/lib/seed/images";
import type { SeedStyle } from "@/lib/seed/types";
import { colourDistance, correlation, type Likeness, likenessOf, lookDistance } from "./likeness";

const styles = [...GALLERY, ...ACCESS_FIXTURES].filter(hasImages);
const seen = new Map<string, Likeness>();

// Thresholds, measured: with one template per category (the pictures before this test), pairs in a
// category reached an edge-layout correlation of 0.87 and a look distance as small as 0.16; with
// pictures drawn from each style's blocks the worst pair in a category is 0.48 and 0.64.
const SAME_LAYOUT = 0.6;
const SAME_LOOK = 0.4;

function words(style: SeedStyle, section: string): string {
  return style.blocks
    .filter((b) => b.section === section && b.type === "descriptor" && b.enabled !== false)
    .map((b) => String(b.value).toLowerCase())
    .join(" ");
}

function pairs(filter: (a: SeedStyle, b: SeedStyle) => boolean): [SeedStyle, SeedStyle][] {
  const out: [SeedStyle, SeedStyle][] = [];
  for (let i = 0; i < styles.length; i++) for (let j = i + 1; j < styles.length; j++) if (filter(styles[i]!, styles[j]!)) out.push([styles[i]!, styles[j]!]);
  return out;
}

const of = (s: SeedStyle) => seen.get(s.slug)!;

describe("seed pictures compared with one another", () => {
  beforeAll(async () => {
    await Promise.all(
      styles.map(async (s) => {
        const shipped = await readShippedImages(s.slug);
        if (shipped) seen.set(s.slug, await likenessOf(shipped.inspiration.thumb));
      }),
    );
  });

  it("exist for every visual style (the first image, as cards show it)", () => {
    expect(styles.filter((s) => !seen.has(s.slug)).map((s) => s.slug)).toEqual([]);
  });

  it("no two styles' first images are near-identical: similar colours with the same layout", () => {
    const twins = pairs((a, b) => colourDistance(of(a), of(b)) < 20 && correlation(of(a).edges, of(b).edges) > 0.5).map(([a, b]) => `${a.slug} ~ ${b.slug}`);
    expect(twins).toEqual([]);
  });

  it("no two styles of one category share a layout", () => {
    const shared = pairs((a, b) => a.category === b.category)
      .map(([a, b]) => [a, b, correlation(of(a).edges, of(b).edges)] as const)
      .filter(([, , r]) => r > SAME_LAYOUT)
      .map(([a, b, r]) => `${a.slug} ~ ${b.slug} (${r.toFixed(2)})`);
    expect(shared).toEqual([]);
  });

  it("no two styles of one category are made of the same stuff (edge directions, tones, density)", () => {
    const alike = pairs((a, b) => a.category === b.category)
      .map(([a, b]) => [a, b, lookDistance(of(a), of(b))] as const)
      .filter(([, , d]) => d < SAME_LOOK)
      .map(([a, b, d]) => `${a.slug} ~ ${b.slug} (${d.toFixed(2)})`);
    expect(alike).toEqual([]);
  });

  it("are mirror-symmetrical where the composition says symmetry", () => {
    const symmetrical = styles.filter((s) => /symmetr|dead centre/.test(words(s, "composition")) && !/asymmetr/.test(words(s, "composition")));
    expect(symmetrical.length).toBeGreaterThanOrEqual(2);
    const lopsided = symmetrical.filter((s) => of(s).mirror < 0.9).map((s) => `${s.slug} (${of(s).mirror.toFixed(2)})`);
    expect(lopsided).toEqual([]);
  });
});
