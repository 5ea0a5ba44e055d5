// Writes seed styles in bulk: the hand-written gallery at first start (50 styles took ~7 s one
// transaction per style on PGlite, under a second this way) and the benchmarks' 100k. Each style gets
// the rows seedGallery promises (Style, its Blocks, reference images and samples, one frozen
// Generation, the published pointers), written a batch at a time with multi-row inserts in one
// transaction per batch, instead of several round trips per style. Ids are made here so a batch needs
// no read-back before its Generations and pointers; a crash leaves no half-written batch.
import { randomUUID } from "node:crypto";
import type { PrismaClient } from "@/lib/db/client";
import { generationJson } from "@/lib/gallery/card-fields";
import type { StoredStyleImages } from "./images";
import { seedSnapshot } from "./snapshot";
import type { SeedStyle } from "./types";

const DAY = 86_400_000;
/** Styles per transaction: about 10 blocks each, so a batch is ~10k rows and a few MB of JSON. */
const BATCH = 1_000;

export interface BulkOptions {
  /** Stored reference images by slug (visual styles of the hand-written gallery). */
  images?: Map<string, StoredStyleImages>;
  onBatch?: (written: number) => void;
}

/**
 * Writes `styles` owned by the given author ids, skipping slugs that already exist, and returns how
 * many it wrote. A remix must come after its parent (in `styles` or already in the database).
 */
export async function bulkInsertStyles(
  prisma: PrismaClient,
  styles: SeedStyle[],
  ownerIds: Map<string, string>,
  options: BulkOptions = {},
): Promise<number> {
  const now = Date.now();
  const ids = await existingParents(prisma, styles);
  let written = 0;
  for (let at = 0; at < styles.length; at += BATCH) {
    const slice = styles.slice(at, at + BATCH);
    const existing = new Set(
      (await prisma.style.findMany({ where: { slug: { in: slice.map((s) => s.slug) } }, select: { slug: true } })).map((s) => s.slug),
    );
    const todo = slice.filter((s) => !existing.has(s.slug));
    if (todo.length > 0) await insertBatch(prisma, todo, { ownerIds, ids, images: options.images ?? new Map(), now });
    written += todo.length;
    options.onBatch?.(written);
  }
  // Fresh statistics after a bulk load, as autovacuum would gather later: until then the planner
  // takes the new tables for empty and picks nested loops over 100k rows (the gallery's load ran
  // 4x slower).
  if (written > 0) await prisma.$executeRawUnsafe(`ANALYZE "Style", "Block", "Generation"`);
  return written;
}

// One statement per table and batch, each taking the whole batch as a single JSON parameter:
// jsonb_to_recordset turns it into typed rows (arrays included), so the database does the per-row work
// that Prisma's createMany would do in JavaScript field by field (a profile showed that at ~75%).
const INSERT_STYLES = `
  INSERT INTO "Style" ("id", "ownerId", "name", "description", "category", "tags", "slug", "visibility", "moderation",
                       "disabledSections", "remixOfId", "publishedAt", "lastGeneratedAt", "createdAt", "updatedAt")
  SELECT x."id", x."ownerId", x."name", x."description", x."category", x."tags", x."slug", x."visibility"::"Visibility",
         x."moderation"::"Moderation", x."disabledSections", x."remixOfId", x."publishedAt", x."at", x."at", x."at"
  FROM jsonb_to_recordset($1::jsonb) AS x("id" uuid, "ownerId" uuid, "name" text, "description" text, "category" text,
                                          "tags" text[], "slug" text, "visibility" text, "moderation" text,
                                          "disabledSections" text[], "remixOfId" uuid, "publishedAt" timestamp(3),
                                          "at" timestamp(3))`;
const INSERT_BLOCKS = `
  INSERT INTO "Block" ("id", "styleId", "section", "type", "value", "enabled", "position")
  SELECT x."id", x."styleId", x."section", x."type", x."value", x."enabled", x."position"
  FROM jsonb_to_recordset($1::jsonb) AS x("id" uuid, "styleId" uuid, "section" text, "type" text, "value" jsonb,
                                          "enabled" boolean, "position" int)`;
const INSERT_GENERATIONS = `
  INSERT INTO "Generation" ("id", "styleId", "snapshot", "card", "createdAt")
  SELECT x."id", x."styleId", x."snapshot", x."card", x."at"
  FROM jsonb_to_recordset($1::jsonb) AS x("id" uuid, "styleId" uuid, "snapshot" jsonb, "card" jsonb, "at" timestamp(3))`;
const INSERT_IMAGES = `
  INSERT INTO "ReferenceImage" ("id", "styleId", "kind", "url", "thumbnailUrl", "width", "height", "alt", "position")
  SELECT x."id", x."styleId", x."kind"::"ReferenceImageKind", x."url", x."thumbnailUrl", x."width", x."height", x."alt", x."position"
  FROM jsonb_to_recordset($1::jsonb) AS x("id" uuid, "styleId" uuid, "kind" text, "url" text, "thumbnailUrl" text,
                                          "width" int, "height" int, "alt" text, "position" int)`;
const INSERT_SAMPLES = `
  INSERT INTO "Sample" ("id", "styleId", "kind", "url", "thumbnailUrl", "posterUrl", "text", "public", "position")
  SELECT x."id", x."styleId", x."kind"::"SampleKind", x."url", x."thumbnailUrl", x."posterUrl", x."text", x."public", x."position"
  FROM jsonb_to_recordset($1::jsonb) AS x("id" uuid, "styleId" uuid, "kind" text, "url" text, "thumbnailUrl" text,
                                          "posterUrl" text, "text" text, "public" boolean, "position" int)`;
// Style and Generation reference each other, so the pointers are set once both rows exist. A private
// style has a latest generation and no published one.
const LINK_GENERATIONS = `
  UPDATE "Style" s SET "latestGenerationId" = x."generationId",
                       "publishedGenerationId" = CASE WHEN x."published" THEN x."generationId" END
  FROM jsonb_to_recordset($1::jsonb) AS x("id" uuid, "generationId" uuid, "published" boolean) WHERE s."id" = x."id"`;

interface Placed {
  id: string;
  name: string;
}

/** The parents that `styles` remix and that are already in the database, by slug. */
async function existingParents(prisma: PrismaClient, styles: SeedStyle[]): Promise<Map<string, Placed>> {
  const slugs = [...new Set(styles.flatMap((s) => (s.remixOf ? [s.remixOf] : [])))];
  if (slugs.length === 0) return new Map();
  const rows = await prisma.style.findMany({ where: { slug: { in: slugs } }, select: { id: true, name: true, slug: true } });
  return new Map(rows.map((r) => [r.slug!, { id: r.id, name: r.name }]));
}

interface BatchContext {
  ownerIds: Map<string, string>;
  /** This run's styles and their parents by slug; filled as styles are placed. */
  ids: Map<string, Placed>;
  images: Map<string, StoredStyleImages>;
  now: number;
}

/** The media rows of one style, as seedGallery has always written them: the inspiration image, then
 *  the sample image, then the written samples. */
function mediaOf(style: SeedStyle, images: StoredStyleImages | undefined) {
  const referenceImages = images
    ? [{ kind: "inspiration" as const, url: images.inspiration.url, thumbnailUrl: images.inspiration.thumbnailUrl, width: images.inspiration.width, height: images.inspiration.height, alt: images.inspiration.alt, position: 0 }]
    : [];
  const samples = [
    ...(images ? [{ kind: "image" as const, url: images.sample.url, thumbnailUrl: images.sample.thumbnailUrl, posterUrl: null, text: null, public: true, position: 0 }] : []),
    ...(style.writtenSamples ?? []).map((text, i) => ({ kind: "written" as const, url: null, thumbnailUrl: null, posterUrl: null, text, public: true, position: i + 1 })),
  ];
  return { referenceImages, samples };
}

async function insertBatch(prisma: PrismaClient, styles: SeedStyle[], ctx: BatchContext): Promise<void> {
  const styleRows: object[] = [];
  const blockRows: object[] = [];
  const imageRows: object[] = [];
  const sampleRows: object[] = [];
  const generationRows: object[] = [];
  const links: object[] = [];
  for (const style of styles) {
    const ownerId = ctx.ownerIds.get(style.author);
    if (!ownerId) throw new Error(`seed style ${style.slug}: unknown author ${style.author}`);
    const parent = style.remixOf ? ctx.ids.get(style.remixOf) : undefined;
    if (style.remixOf && !parent) throw new Error(`seed style ${style.slug}: its parent ${style.remixOf} comes later or is missing`);
    const id = randomUUID();
    ctx.ids.set(style.slug, { id, name: style.name });
    const generationId = randomUUID();
    const visibility = style.visibility ?? "public";
    // timestamp(3) holds UTC wall time, as Prisma writes it; an ISO string's "Z" is ignored on input.
    const at = new Date(ctx.now - style.publishedDaysAgo * DAY).toISOString();
    const blocks = style.blocks.map((b, position) => ({
      id: randomUUID(),
      section: b.section,
      type: b.type,
      value: b.value,
      enabled: b.enabled !== false,
      position,
    }));
    const { referenceImages, samples } = mediaOf(style, ctx.images.get(style.slug));
    const remixOf = parent ? { name: parent.name, slug: style.remixOf! } : null;
    const snapshot = seedSnapshot(style, { blocks, referenceImages, samples, remixOf });
    styleRows.push({
      id, ownerId, name: style.name, description: style.description, category: style.category, tags: style.tags, slug: style.slug,
      visibility, moderation: style.moderation ?? "approved", disabledSections: style.disabledSections ?? [],
      remixOfId: parent?.id ?? null, publishedAt: visibility === "private" ? null : at, at,
    });
    for (const b of blocks) blockRows.push({ ...b, styleId: id });
    for (const r of referenceImages) imageRows.push({ ...r, id: randomUUID(), styleId: id });
    for (const x of samples) sampleRows.push({ ...x, id: randomUUID(), styleId: id });
    generationRows.push({ id: generationId, styleId: id, ...generationJson(snapshot), at });
    links.push({ id, generationId, published: visibility !== "private" });
  }
  await prisma.$transaction([
    prisma.$executeRawUnsafe(INSERT_STYLES, JSON.stringify(styleRows)),
    prisma.$executeRawUnsafe(INSERT_BLOCKS, JSON.stringify(blockRows)),
    prisma.$executeRawUnsafe(INSERT_IMAGES, JSON.stringify(imageRows)),
    prisma.$executeRawUnsafe(INSERT_SAMPLES, JSON.stringify(sampleRows)),
    prisma.$executeRawUnsafe(INSERT_GENERATIONS, JSON.stringify(generationRows)),
    prisma.$executeRawUnsafe(LINK_GENERATIONS, JSON.stringify(links)),
  ]);
}
