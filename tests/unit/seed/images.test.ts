// Seed reference images are made locally, deterministically, and differ per style.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { BlobStore } from "@/lib/blob/store";
import { ACCESS_FIXTURES } from "@/lib/seed/access-fixtures";
import { GALLERY } from "@/lib/seed/gallery";
import {
  readShippedImages,
  storeGalleryImages,
  hasImages,
  IMAGE_HEIGHT,
  IMAGE_WIDTH,
  renderStyleImages,
  THUMB_HEIGHT,
  THUMB_WIDTH,
} from "@/lib/seed/images";

const visual = GALLERY.filter(hasImages);
const bySlug = (slug: string) => GALLERY.find((s) => s.slug === slug)!;

function memoryStore(): BlobStore & { items: Map<string, { data: Buffer; contentType: string }> } {
  const items = new Map<string, { data: Buffer; contentType: string }>();
  return {
    items,
    async put(key, data, contentType) {
      items.set(key, { data, contentType });
      return { key, url: `/blobs/${key}` };
    },
    async get(key) {
      return items.get(key) ?? null;
    },
    async delete(key) {
      items.delete(key);
    },
    async list(prefix) {
      return [...items.keys()].filter((key) => key.startsWith(prefix)).map((key) => ({ key, uploadedAt: new Date() }));
    },
  };
}

describe("seed images", () => {
  it("exist for visual styles only", () => {
    expect(visual.length).toBeGreaterThan(30);
    expect(GALLERY.filter((s) => s.category === "writing").some(hasImages)).toBe(false);
  });

  it("render WebP stills and thumbnails of the documented sizes, the same bytes every time", async () => {
    const style = bySlug("risograph-zine-k2f9");
    const a = await renderStyleImages(style);
    const b = await renderStyleImages(style);
    expect(a.inspiration.full.equals(b.inspiration.full)).toBe(true);
    expect(a.sample.thumb.equals(b.sample.thumb)).toBe(true);
    for (const img of [a.inspiration, a.sample]) {
      const full = await sharp(img.full).metadata();
      expect([full.format, full.width, full.height]).toEqual(["webp", IMAGE_WIDTH, IMAGE_HEIGHT]);
      const thumb = await sharp(img.thumb).metadata();
      expect([thumb.format, thumb.width, thumb.height]).toEqual(["webp", THUMB_WIDTH, THUMB_HEIGHT]);
    }
    expect(a.inspiration.full.equals(a.sample.full)).toBe(false);
  });

  it("differ between styles, within a category and across categories", async () => {
    const [x, y, z] = await Promise.all(
      ["linocut-folk-tale-g4h1", "mid-century-picture-book-f2d8", "neo-noir-rain-j3a8"].map((s) => renderStyleImages(bySlug(s))),
    );
    expect(x!.inspiration.full.equals(y!.inspiration.full)).toBe(false);
    expect(x!.sample.full.equals(y!.sample.full)).toBe(false);
    expect(x!.sample.full.equals(z!.sample.full)).toBe(false);
  });

  it("are stored under styles/<slug>/ with thumbnails, skipping writing voices", async () => {
    const store = memoryStore();
    const styles = [bySlug("neo-noir-rain-j3a8"), bySlug("founder-letter-p7qd")];
    const stored = await storeGalleryImages(store, styles, 2);
    expect([...stored.keys()]).toEqual(["neo-noir-rain-j3a8"]);
    expect([...store.items.keys()].sort()).toEqual([
      "styles/neo-noir-rain-j3a8/inspiration-1.thumb.webp",
      "styles/neo-noir-rain-j3a8/inspiration-1.webp",
      "styles/neo-noir-rain-j3a8/sample-1.thumb.webp",
      "styles/neo-noir-rain-j3a8/sample-1.webp",
    ]);
    for (const item of store.items.values()) expect(item.contentType).toBe("image/webp");
    expect(stored.get("neo-noir-rain-j3a8")).toMatchObject({
      inspiration: { url: "/blobs/styles/neo-noir-rain-j3a8/inspiration-1.webp", thumbnailUrl: "/blobs/styles/neo-noir-rain-j3a8/inspiration-1.thumb.webp", width: IMAGE_WIDTH, height: IMAGE_HEIGHT },
      sample: { url: "/blobs/styles/neo-noir-rain-j3a8/sample-1.webp", thumbnailUrl: "/blobs/styles/neo-noir-rain-j3a8/sample-1.thumb.webp" },
    });
  });

  // Seeding copies files instead of drawing (a newcomer's first start waited ~7-20 s for the drawing).
  it("are shipped in prisma/seed-images as the drawing code makes them today (npm run seed:images)", async () => {
    const stale: string[] = [];
    for (const style of [...GALLERY, ...ACCESS_FIXTURES].filter(hasImages)) {
      const [shipped, drawn] = await Promise.all([readShippedImages(style.slug), renderStyleImages(style)]);
      const same = shipped !== null && (["inspiration", "sample"] as const).every((v) =>
        shipped[v].full.equals(drawn[v].full) && shipped[v].thumb.equals(drawn[v].thumb));
      if (!same) stale.push(style.slug);
    }
    expect(stale, "run npm run seed:images and commit prisma/seed-images").toEqual([]);
  });

  it("are stored from the shipped files, byte for byte", async () => {
    const store = memoryStore();
    await storeGalleryImages(store, [bySlug("risograph-zine-k2f9")]);
    const shipped = (await readShippedImages("risograph-zine-k2f9"))!;
    expect(store.items.get("styles/risograph-zine-k2f9/inspiration-1.webp")!.data.equals(shipped.inspiration.full)).toBe(true);
    expect(store.items.get("styles/risograph-zine-k2f9/sample-1.thumb.webp")!.data.equals(shipped.sample.thumb)).toBe(true);
  });
});
