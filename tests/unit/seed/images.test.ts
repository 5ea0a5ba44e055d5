// Seed reference images are made locally, deterministically, and differ per style.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { GALLERY } from "@/prisma/seed/gallery";
import { IMAGE_HEIGHT, IMAGE_WIDTH, THUMB_WIDTH, hasImages, renderStyleImages } from "@/prisma/seed/images";

const visual = GALLERY.filter(hasImages);

describe("seed images", () => {
  it("exist for visual styles only", () => {
    expect(visual.length).toBeGreaterThan(30);
    expect(GALLERY.filter((s) => s.category === "writing").some(hasImages)).toBe(false);
  });

  it("render WebP stills and thumbnails of the documented sizes, the same bytes every time", async () => {
    const style = visual.find((s) => s.slug === "risograph-zine-k2f9")!;
    const a = await renderStyleImages(style);
    const b = await renderStyleImages(style);
    expect(a.inspiration.full.equals(b.inspiration.full)).toBe(true);
    for (const img of [a.inspiration, a.sample]) {
      const full = await sharp(img.full).metadata();
      expect([full.format, full.width, full.height]).toEqual(["webp", IMAGE_WIDTH, IMAGE_HEIGHT]);
      const thumb = await sharp(img.thumb).metadata();
      expect([thumb.format, thumb.width]).toEqual(["webp", THUMB_WIDTH]);
    }
    expect(a.inspiration.full.equals(a.sample.full)).toBe(false);
  });

  it("differ between styles", async () => {
    const [x, y] = await Promise.all([renderStyleImages(visual[0]!), renderStyleImages(visual[1]!)]);
    expect(x.inspiration.full.equals(y.inspiration.full)).toBe(false);
  });
});
