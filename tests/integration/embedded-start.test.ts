// The embedded default as a server starts it (instrumentation.ts): the database adapter runs the
// seed it was handed after migrating, before anyone gets the database, and only the real gallery goes
// in unless a test asks for the access fixtures. Always PGlite, whatever DATABASE_URL the run has.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, database, prepareDatabaseWith } from "@/lib/db/client";
import { ACCESS_FIXTURES } from "@/lib/seed/access-fixtures";
import { seedEmptyEmbeddedGallery } from "@/lib/seed/at-start";
import { embeddedTemplateDir, restoreEmbeddedTemplate, stampInstalledTemplate, TEMPLATE_SOURCES, templateFingerprint } from "@/lib/seed/template";
import { GALLERY } from "@/lib/seed/gallery";
import { storeGalleryImages } from "@/lib/seed/images";
import { createEmbeddedBlobStore } from "@/lib/blob/embedded";

const saved = { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR, SEED_ACCESS_FIXTURES: process.env.SEED_ACCESS_FIXTURES, NEXT_DIST_DIR: process.env.NEXT_DIST_DIR };
const dirs: string[] = [];

function freshDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "styleshelf-embedded-start-"));
  dirs.push(dir);
  process.env.DATA_DIR = dir;
  return dir;
}

beforeAll(() => {
  delete process.env.DATABASE_URL;
  delete process.env.SEED_ACCESS_FIXTURES;
  prepareDatabaseWith(seedEmptyEmbeddedGallery);
});

afterEach(async () => {
  await closeDatabase();
  delete process.env.SEED_ACCESS_FIXTURES;
});

afterAll(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("the embedded default at start", () => {
  it("hands out the database only once the gallery is seeded, with its images, and seeds once", async () => {
    const dir = freshDataDir();
    // Two callers at once (the start-up and a first request) share one preparation.
    const [a, b] = await Promise.all([database(), database()]);
    expect(a).toBe(b);
    expect(await a.prisma.style.count()).toBe(GALLERY.length);
    expect(existsSync(join(dir, "blobs", "styles", "risograph-zine-k2f9", "inspiration-1.webp"))).toBe(true);
    // A deployment's moderation queue starts empty.
    expect(await a.prisma.style.count({ where: { moderation: "pending" } })).toBe(0);
    await closeDatabase();

    const again = await database();
    expect(await again.prisma.style.count()).toBe(GALLERY.length);
    expect(await again.prisma.generation.count()).toBe(GALLERY.length);
  }, 180_000); // two PGlite starts (each compiles its WebAssembly)

  it("adds the access fixtures only with SEED_ACCESS_FIXTURES=1", async () => {
    freshDataDir();
    process.env.SEED_ACCESS_FIXTURES = "1";
    const { prisma } = await database();
    expect(await prisma.style.count()).toBe(GALLERY.length + ACCESS_FIXTURES.length);
    expect(await prisma.style.count({ where: { moderation: "pending" } })).toBe(1);
  }, 120_000);

  // `npm run build` leaves a seeded data folder beside the build (prisma/scripts/embedded-template.ts);
  // a first start copies it instead of running initdb and the seed.
  it("starts an empty data folder from the build's seeded copy, adding only what is missing", async () => {
    const build = mkdtempSync(join(tmpdir(), "styleshelf-build-"));
    dirs.push(build);
    process.env.NEXT_DIST_DIR = build;
    process.env.DATA_DIR = embeddedTemplateDir();
    await database();
    await closeDatabase();
    // (This process's blob store was made for an earlier folder; the build script's is its own.)
    await storeGalleryImages(createEmbeddedBlobStore(join(embeddedTemplateDir(), "blobs")), GALLERY);

    const dir = freshDataDir();
    expect(restoreEmbeddedTemplate()).toBe(true);
    expect(existsSync(join(dir, "blobs", "styles", "risograph-zine-k2f9", "inspiration-1.webp"))).toBe(true);
    // A folder that already holds a database is never overwritten.
    expect(restoreEmbeddedTemplate()).toBe(false);
    process.env.SEED_ACCESS_FIXTURES = "1";
    const { prisma } = await database();
    expect(await prisma.style.count()).toBe(GALLERY.length + ACCESS_FIXTURES.length);
    expect(await prisma.generation.count()).toBe(GALLERY.length + ACCESS_FIXTURES.length);
  }, 180_000);

  // `npm ci` leaves one for `npm run dev` (prisma/scripts/postinstall.mjs); the sources may change
  // after an install, so it is used only while it was made from the sources on disk.
  it("starts from the install's seeded copy only while the sources it was made from are unchanged", async () => {
    const noBuild = mkdtempSync(join(tmpdir(), "styleshelf-no-build-"));
    dirs.push(noBuild);
    process.env.NEXT_DIST_DIR = noBuild;
    const installed = freshDataDir();
    await database();
    await closeDatabase();
    await storeGalleryImages(createEmbeddedBlobStore(join(installed, "blobs")), GALLERY);

    freshDataDir();
    expect(restoreEmbeddedTemplate(installed)).toBe(false); // made, never stamped

    stampInstalledTemplate(installed, "made-from-other-sources");
    expect(restoreEmbeddedTemplate(installed)).toBe(false);

    stampInstalledTemplate(installed, templateFingerprint()!);
    const dir = freshDataDir();
    expect(restoreEmbeddedTemplate(installed)).toBe(true);
    const { prisma } = await database();
    expect(await prisma.style.count()).toBe(GALLERY.length);
    expect(existsSync(join(dir, "blobs", "styles", "risograph-zine-k2f9", "inspiration-1.webp"))).toBe(true);
  }, 180_000);

  it("fingerprints every source the seeded copy is made of, and PGlite's version", () => {
    const root = mkdtempSync(join(tmpdir(), "styleshelf-sources-"));
    dirs.push(root);
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    expect(templateFingerprint(root)).toBeNull(); // no sources on disk: a standalone server
    for (const source of TEMPLATE_SOURCES) write(join(source, "nested", "a.txt"), source);
    write("node_modules/@electric-sql/pglite/package.json", JSON.stringify({ version: "1.0.0" }));
    const first = templateFingerprint(root);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(templateFingerprint(root)).toBe(first);
    const changes: Array<[string, string]> = [
      ...TEMPLATE_SOURCES.map((source): [string, string] => [join(source, "nested", "a.txt"), "edited"]),
      [join(TEMPLATE_SOURCES[0], "added.sql"), "new"],
      ["node_modules/@electric-sql/pglite/package.json", JSON.stringify({ version: "1.0.1" })],
    ];
    const seen = new Set([first]);
    for (const [path, text] of changes) {
      write(path, text);
      const next = templateFingerprint(root)!;
      expect(seen.has(next), path).toBe(false);
      seen.add(next);
    }
    expect(templateFingerprint()).toMatch(/^[0-9a-f]{64}$/); // the project's own sources
  });
});
