// Seeding a fresh database: every style lands whole with a frozen generation equal to its rows'
// snapshot, images are stored, and a second run adds nothing.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmbeddedBlobStore } from "@/lib/blob/embedded";
import { PrismaClient } from "@/lib/db/generated/client";
import { applyMigrations } from "@/lib/db/migrations";
import { pgliteRunner } from "@/lib/db/sql";
import { snapshotOf } from "@/lib/styles/snapshot-of";
import { ACCESS_FIXTURES } from "@/lib/seed/access-fixtures";
import { GALLERY } from "@/lib/seed/gallery";
import { seedGallery, seedSyntheticGallery } from "@/lib/seed/seed";

let pglite: PGlite;
let prisma: PrismaClient;
let blobDir: string;

beforeAll(async () => {
  pglite = new PGlite("memory://");
  await applyMigrations(pgliteRunner(pglite));
  prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  blobDir = mkdtempSync(join(tmpdir(), "styleshelf-seed-"));
});

afterAll(async () => {
  await prisma?.$disconnect();
  await pglite?.close();
  rmSync(blobDir, { recursive: true, force: true });
});

describe("seedGallery", () => {
  it("seeds every style whole, with its published generation and images", async () => {
    const result = await seedGallery(prisma, createEmbeddedBlobStore(blobDir));
    expect(result.styles).toBe(GALLERY.length);
    expect(await prisma.style.count({ where: { visibility: "public", moderation: "approved" } })).toBe(GALLERY.length);
    // A deployment's moderation queue starts empty: the access fixtures are for tests only.
    expect(await prisma.style.count({ where: { OR: [{ moderation: { not: "approved" } }, { visibility: { not: "public" } }] } })).toBe(0);

    const riso = await prisma.style.findUniqueOrThrow({
      where: { slug: "risograph-zine-k2f9" },
      include: { owner: true, blocks: true, referenceImages: true, samples: true, latestGeneration: true },
    });
    expect(riso.publishedGenerationId).toBe(riso.latestGenerationId);
    expect(riso.lastGeneratedAt).not.toBeNull();
    const expected = snapshotOf({ ...riso, ownerHandle: riso.owner.handle, remixOf: null });
    expect(riso.latestGeneration!.snapshot).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(expected.referenceImages.map((i) => i.kind)).toEqual(["inspiration", "sample"]);
    for (const img of expected.referenceImages) {
      expect(img.url).toMatch(/^\/blobs\/styles\/risograph-zine-k2f9\//);
      expect(existsSync(join(blobDir, img.url.replace("/blobs/", "")))).toBe(true);
    }
  });

  it("adds the access fixtures only when a test asks for them", async () => {
    const result = await seedGallery(prisma, createEmbeddedBlobStore(blobDir), { withAccessFixtures: true });
    expect(result.styles).toBe(ACCESS_FIXTURES.length);
  });

  it("freezes, for every style, a generation equal to snapshotOf of its rows", async () => {
    const rows = await prisma.style.findMany({
      include: {
        owner: true,
        blocks: true,
        referenceImages: true,
        samples: true,
        latestGeneration: true,
        remixOf: { select: { name: true, slug: true } },
      },
    });
    expect(rows).toHaveLength(GALLERY.length + ACCESS_FIXTURES.length);
    for (const row of rows) {
      const expected = snapshotOf({ ...row, ownerHandle: row.owner.handle });
      expect(row.latestGeneration?.snapshot, row.slug!).toEqual(JSON.parse(JSON.stringify(expected)));
      expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
    }
    // A writing voice keeps its written sample as a Sample row, but contributes no reference image.
    const voice = rows.find((r) => r.slug === "founder-letter-p7qd")!;
    expect(voice.samples.map((x) => x.kind)).toEqual(["written"]);
    expect((voice.latestGeneration!.snapshot as { referenceImages: unknown[] }).referenceImages).toEqual([]);
    // A remix names its parent in the snapshot.
    const remix = rows.find((r) => r.slug === "linocut-folk-tale-g4h1")!;
    expect((remix.latestGeneration!.snapshot as { remixOf: unknown }).remixOf).toEqual({ name: "Risograph Zine", slug: "risograph-zine-k2f9" });
  });

  it("keeps access fixtures' visibility and leaves private ones unpublished", async () => {
    const rows = await prisma.style.findMany({
      where: { slug: { in: ACCESS_FIXTURES.map((s) => s.slug) } },
      select: { slug: true, visibility: true, moderation: true, publishedGenerationId: true },
      orderBy: { slug: "asc" },
    });
    expect(rows.map((r) => [r.slug, r.visibility, r.moderation, r.publishedGenerationId !== null])).toEqual([
      ["link-only-moodboard-x2b2", "link_shared", "approved", true],
      ["pending-review-poster-x3c3", "public", "pending", true],
      ["private-sketchbook-x1a1", "private", "approved", false],
    ]);
  });

  it("links remixes to their parents", async () => {
    const remix = GALLERY.find((s) => s.remixOf)!;
    const row = await prisma.style.findUniqueOrThrow({ where: { slug: remix.slug }, select: { remixOf: { select: { slug: true } } } });
    expect(row.remixOf?.slug).toBe(remix.remixOf);
  });

  it("is idempotent", async () => {
    const before = await prisma.style.count();
    expect(await seedGallery(prisma, createEmbeddedBlobStore(blobDir))).toEqual({ styles: 0, users: 0 });
    expect(await prisma.style.count()).toBe(before);
    expect(await prisma.generation.count()).toBe(before);
  });

  it("adds synthetic styles for benchmarks", async () => {
    const before = await prisma.style.count();
    expect((await seedSyntheticGallery(prisma, 50)).styles).toBe(50);
    expect(await prisma.style.count()).toBe(before + 50);
  });
});
