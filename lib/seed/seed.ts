// Seeds the gallery: authors, the hand-written styles (and, for tests, the access fixtures), their
// reference images (shipped files, lib/seed/images.ts), and a frozen Generation per style.
// Idempotent: a style whose slug exists is left alone. Written in bulk (lib/seed/bulk.ts), a
// transaction per batch, so a crash never leaves half a style behind.
import type { PrismaClient } from "@/lib/db/client";
import type { BlobStore } from "@/lib/blob/store";
import { ACCESS_FIXTURES } from "./access-fixtures";
import { AUTHORS } from "./authors";
import { bulkInsertStyles } from "./bulk";
import { GALLERY } from "./gallery";
import { storeGalleryImages, type StoredStyleImages } from "./images";
import { syntheticStyles } from "./synthetic";
import type { SeedAuthor, SeedStyle } from "./types";

export interface SeedOptions {
  styles?: SeedStyle[];
  /** Add the private, link-only and pending styles access rules are tested against. Tests only: a
   *  real deployment must not show a fake style in its moderation queue. Default false. */
  withAccessFixtures?: boolean;
  /** Render reference images (needs a blob store). Default true. */
  images?: boolean;
  authors?: SeedAuthor[];
}

/** Parents before their remixes, so a remix can point at its parent's row. */
function parentsFirst(styles: SeedStyle[]): SeedStyle[] {
  const bySlug = new Map(styles.map((s) => [s.slug, s]));
  const out: SeedStyle[] = [];
  const placed = new Set<string>();
  const place = (s: SeedStyle, depth = 0) => {
    if (placed.has(s.slug) || depth > 10) return;
    const parent = s.remixOf ? bySlug.get(s.remixOf) : undefined;
    if (parent) place(parent, depth + 1);
    placed.add(s.slug);
    out.push(s);
  };
  styles.forEach((s) => place(s));
  return out;
}

async function upsertAuthors(prisma: PrismaClient, authors: SeedAuthor[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const a of authors) {
    const user = await prisma.user.upsert({
      where: { handle: a.handle },
      update: {},
      create: { handle: a.handle, name: a.name },
      select: { id: true },
    });
    ids.set(a.handle, user.id);
  }
  return ids;
}

/** `blobs` null (or `images: false`) seeds without reference images. */
export async function seedGallery(
  prisma: PrismaClient,
  blobs: BlobStore | null,
  options: SeedOptions = {},
): Promise<{ styles: number; users: number }> {
  const styles = parentsFirst([...(options.styles ?? GALLERY), ...(options.withAccessFixtures ? ACCESS_FIXTURES : [])]);
  const existing = new Set(
    (await prisma.style.findMany({ where: { slug: { in: styles.map((s) => s.slug) } }, select: { slug: true } })).map((s) => s.slug),
  );
  const todo = styles.filter((s) => !existing.has(s.slug));
  const authors = options.authors ?? AUTHORS;
  const owners = await upsertAuthors(prisma, authors.filter((a) => todo.some((s) => s.author === a.handle)));
  const images = blobs && options.images !== false ? await storeGalleryImages(blobs, todo) : new Map<string, StoredStyleImages>();

  return { styles: await bulkInsertStyles(prisma, todo, owners, { images }), users: owners.size };
}

/** Adds `n` generated styles (no images) for benchmarks, in batches (100k take about a minute). */
export async function seedSyntheticGallery(
  prisma: PrismaClient,
  n: number,
  seed = 1,
  onProgress?: (written: number) => void,
): Promise<{ styles: number; users: number }> {
  const styles = syntheticStyles(n, seed);
  const handles = [...new Set(styles.map((s) => s.author))];
  const authors = handles.map((handle) => AUTHORS.find((a) => a.handle === handle) ?? { handle, name: handle });
  const owners = await upsertAuthors(prisma, authors);
  return { styles: await bulkInsertStyles(prisma, styles, owners, { onBatch: onProgress }), users: owners.size };
}
