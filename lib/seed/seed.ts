// Seeds the gallery: authors, the hand-written styles (and the access fixtures), their reference
// images, and a frozen Generation per style. Idempotent: a style whose slug exists is left alone.
// Each style is written in one transaction, so a crash never leaves half a style behind.
import type { Prisma, PrismaClient } from "@/lib/db/client";
import type { BlobStore } from "@/lib/blob/store";
import { generationJson } from "@/lib/gallery/card-fields";
import { seedSnapshot } from "./snapshot";
import { ACCESS_FIXTURES } from "./access-fixtures";
import { AUTHORS } from "./authors";
import { bulkInsertStyles } from "./bulk";
import { GALLERY } from "./gallery";
import { generateGalleryImages, type StoredStyleImages } from "./images";
import { syntheticStyles } from "./synthetic";
import type { SeedAuthor, SeedStyle } from "./types";

const DAY = 86_400_000;

export interface SeedOptions {
  styles?: SeedStyle[];
  /** Add the private, link-only and pending styles access rules are tested against. Default true. */
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

async function seedStyle(
  prisma: PrismaClient,
  style: SeedStyle,
  ownerId: string,
  images: StoredStyleImages | undefined,
  remixOf: { id: string; name: string; slug: string | null } | null,
  now: number,
): Promise<void> {
  const publishedAt = new Date(now - style.publishedDaysAgo * DAY);
  const visibility = style.visibility ?? "public";
  const blocks = style.blocks.map((b, position) => ({ section: b.section, type: b.type, value: b.value as Prisma.InputJsonValue, enabled: b.enabled !== false, position }));
  const referenceImages = images
    ? [{ kind: "inspiration" as const, url: images.inspiration.url, thumbnailUrl: images.inspiration.thumbnailUrl, width: images.inspiration.width, height: images.inspiration.height, alt: images.inspiration.alt, position: 0 }]
    : [];
  const samples = [
    ...(images ? [{ kind: "image" as const, url: images.sample.url, thumbnailUrl: images.sample.thumbnailUrl, posterUrl: null, text: null, public: true, position: 0 }] : []),
    ...(style.writtenSamples ?? []).map((text, i) => ({ kind: "written" as const, url: null, thumbnailUrl: null, posterUrl: null, text, public: true, position: i + 1 })),
  ];

  await prisma.$transaction(async (tx) => {
    const row = await tx.style.create({
      data: {
        ownerId,
        name: style.name,
        description: style.description,
        category: style.category,
        tags: style.tags,
        slug: style.slug,
        visibility,
        moderation: style.moderation ?? "approved",
        disabledSections: style.disabledSections ?? [],
        remixOfId: remixOf?.id ?? null,
        publishedAt: visibility === "private" ? null : publishedAt,
        createdAt: publishedAt,
        blocks: { create: blocks },
        referenceImages: { create: referenceImages },
        samples: { create: samples },
      },
      select: { id: true, blocks: { select: { id: true, section: true, type: true, value: true, enabled: true, position: true } } },
    });
    const snapshot = seedSnapshot(style, {
      blocks: row.blocks,
      referenceImages,
      samples,
      remixOf: remixOf ? { name: remixOf.name, slug: remixOf.slug } : null,
    });
    const generation = await tx.generation.create({
      data: { styleId: row.id, ...generationJson(snapshot), createdAt: publishedAt },
      select: { id: true },
    });
    await tx.style.update({
      where: { id: row.id },
      data: {
        latestGenerationId: generation.id,
        publishedGenerationId: visibility === "private" ? null : generation.id,
        lastGeneratedAt: publishedAt,
        // updatedAt is @updatedAt; keep it at publication time so "recent" and stamps stay stable.
        updatedAt: publishedAt,
      },
    });
  });
}

/** `blobs` null (or `images: false`) seeds without reference images. */
export async function seedGallery(
  prisma: PrismaClient,
  blobs: BlobStore | null,
  options: SeedOptions = {},
): Promise<{ styles: number; users: number }> {
  const styles = parentsFirst([...(options.styles ?? GALLERY), ...(options.withAccessFixtures === false ? [] : ACCESS_FIXTURES)]);
  const existing = new Set(
    (await prisma.style.findMany({ where: { slug: { in: styles.map((s) => s.slug) } }, select: { slug: true } })).map((s) => s.slug),
  );
  const todo = styles.filter((s) => !existing.has(s.slug));
  const authors = options.authors ?? AUTHORS;
  const owners = await upsertAuthors(prisma, authors.filter((a) => todo.some((s) => s.author === a.handle)));
  const images = blobs && options.images !== false ? await generateGalleryImages(blobs, todo) : new Map<string, StoredStyleImages>();

  const now = Date.now();
  for (const style of todo) {
    const ownerId = owners.get(style.author);
    if (!ownerId) throw new Error(`seed style ${style.slug}: unknown author ${style.author}`);
    const parent = style.remixOf
      ? await prisma.style.findUnique({ where: { slug: style.remixOf }, select: { id: true, name: true, slug: true } })
      : null;
    await seedStyle(prisma, style, ownerId, images.get(style.slug), parent, now);
  }
  return { styles: todo.length, users: owners.size };
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
  return { styles: await bulkInsertStyles(prisma, styles, owners, onProgress), users: owners.size };
}
