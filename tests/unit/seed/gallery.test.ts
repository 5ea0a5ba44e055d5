// The hand-written gallery meets the bar the issue sets: ≥40 public styles across ≥9 categories, each
// with a description, tags, a palette, guardrails with positive alternatives, and for writing styles a
// real voice. Every block is valid vocabulary.
import { describe, expect, it } from "vitest";
import { blockSchema, type AvoidValue, type Block } from "@/lib/styles/blocks";
import { ACCESS_FIXTURES, ACCESS_FIXTURE_SLUGS } from "@/lib/seed/access-fixtures";
import { AUTHOR_HANDLES } from "@/lib/seed/authors";
import { CATEGORIES, CATEGORY_IDS, isVisualCategory } from "@/lib/styles/categories";
import { GALLERY } from "@/lib/seed/gallery";
import { syntheticStyles } from "@/lib/seed/synthetic";
import type { SeedStyle } from "@/lib/seed/types";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*-[a-z0-9]{4}$/;
const ofType = (s: SeedStyle, type: Block["type"]) => s.blocks.filter((b) => b.type === type && b.enabled !== false);

describe("seed gallery", () => {
  const publicStyles = GALLERY.filter((s) => (s.visibility ?? "public") === "public" && (s.moderation ?? "approved") === "approved");

  it("has at least 40 public styles across at least 9 labelled categories", () => {
    expect(publicStyles.length).toBeGreaterThanOrEqual(40);
    const categories = new Set(publicStyles.map((s) => s.category));
    expect(categories.size).toBeGreaterThanOrEqual(9);
    for (const c of categories) expect(CATEGORY_IDS).toContain(c);
    for (const c of CATEGORIES) expect(c.label.length, c.id).toBeGreaterThan(0);
    expect(publicStyles.filter((s) => s.category === "writing").length).toBeGreaterThanOrEqual(5);
  });

  it("orders deterministically by publication: distinct days ago within 1..200", () => {
    const days = [...GALLERY, ...ACCESS_FIXTURES].map((s) => s.publishedDaysAgo);
    expect(new Set(days).size).toBe(days.length);
    for (const d of days) expect(d >= 1 && d <= 200 && Number.isInteger(d), String(d)).toBe(true);
  });

  it("exercises switches: some styles disable a block or a whole section", () => {
    const withSwitches = GALLERY.filter((s) => (s.disabledSections?.length ?? 0) > 0 || s.blocks.some((b) => b.enabled === false));
    expect(withSwitches.length).toBeGreaterThanOrEqual(3);
  });

  it("uses unique, well-formed slugs and known authors", () => {
    const all = [...GALLERY, ...ACCESS_FIXTURES];
    expect(new Set(all.map((s) => s.slug)).size).toBe(all.length);
    for (const s of all) {
      expect(s.slug, s.name).toMatch(SLUG);
      expect(AUTHOR_HANDLES.has(s.author), `${s.slug}: author ${s.author}`).toBe(true);
      if (s.remixOf) expect(all.map((x) => x.slug), `${s.slug} remixes ${s.remixOf}`).toContain(s.remixOf);
    }
    expect(GALLERY.some((s) => s.remixOf)).toBe(true);
  });

  it.each(GALLERY.map((s) => [s.slug, s] as const))("%s: valid blocks, description, tags, guardrails with alternatives", (_slug, s) => {
    for (const b of s.blocks) expect(blockSchema.safeParse(b).success, `${s.slug}: ${JSON.stringify(b)}`).toBe(true);
    expect(s.description.length).toBeGreaterThan(30);
    expect(s.tags.length).toBeGreaterThanOrEqual(3);
    const guardrails = ofType(s, "avoid").map((b) => b.value as AvoidValue);
    expect(guardrails.length).toBeGreaterThanOrEqual(2);
    expect(guardrails.filter((g) => !g.prefer).length).toBeLessThanOrEqual(1);
    if (isVisualCategory(s.category)) {
      const colors = ofType(s, "color");
      expect(colors.length).toBeGreaterThanOrEqual(3);
      expect(colors.length).toBeLessThanOrEqual(6);
    } else {
      for (const type of ["tone", "formality", "emoji", "hashtags", "sentence-length", "person", "sample"] as const) {
        expect(ofType(s, type).length, `${s.slug} has ${type}`).toBeGreaterThanOrEqual(1);
      }
      for (const sample of ofType(s, "sample")) expect(String(sample.value).length).toBeLessThanOrEqual(1200);
      // The quoted sample is also the style's written Sample row, so the share page shows the same text.
      expect(s.writtenSamples, s.slug).toContain(ofType(s, "sample")[0]?.value);
      for (const text of s.writtenSamples ?? []) expect(text.length).toBeLessThanOrEqual(1200);
    }
  });

  it("keeps the access fixtures out of the public gallery", () => {
    expect(ACCESS_FIXTURES.map((s) => [s.slug, s.visibility ?? "public", s.moderation ?? "approved"])).toEqual([
      [ACCESS_FIXTURE_SLUGS.private, "private", "approved"],
      [ACCESS_FIXTURE_SLUGS.linkShared, "link_shared", "approved"],
      [ACCESS_FIXTURE_SLUGS.pending, "public", "pending"],
    ]);
    for (const f of ACCESS_FIXTURES) expect(GALLERY.map((s) => s.slug)).not.toContain(f.slug);
  });
});

describe("synthetic styles", () => {
  it("are deterministic per seed, valid and uniquely slugged", () => {
    const a = syntheticStyles(300, 7);
    expect(a).toHaveLength(300);
    expect(syntheticStyles(300, 7)).toEqual(a);
    expect(syntheticStyles(300, 8)).not.toEqual(a);
    expect(new Set(a.map((s) => s.slug)).size).toBe(300);
    expect(new Set(a.map((s) => s.category)).size).toBe(CATEGORY_IDS.length);
    for (const s of a) {
      expect(s.slug).toMatch(SLUG);
      expect(CATEGORY_IDS).toContain(s.category);
      expect(AUTHOR_HANDLES.has(s.author)).toBe(true);
      expect(new Set(s.tags).size).toBeGreaterThanOrEqual(3);
      for (const b of s.blocks) expect(blockSchema.safeParse(b).success).toBe(true);
    }
  });
});
