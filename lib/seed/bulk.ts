// Seeds many styles at once (benchmarks want 100k): the same rows seedGallery writes for a style
// without images (Style, its Blocks, one frozen Generation, the published pointers), but written a
// batch at a time with multi-row inserts in one transaction per batch, instead of five round trips
// per style. Ids are made here so a batch needs no read-back before its Generations and pointers.
import { randomUUID } from "node:crypto";
import type { PrismaClient } from "@/lib/db/client";
import { generationJson } from "@/lib/gallery/card-fields";
import { seedSnapshot } from "./snapshot";
import type { SeedStyle } from "./types";

const DAY = 86_400_000;
/** Styles per transaction: about 10 blocks each, so a batch is ~10k rows and a few MB of JSON. */
const BATCH = 1_000;

/**
 * Writes the public, approved `styles` (no remixes, images or samples) owned by the given author
 * ids, skipping slugs that already exist, and returns how many it wrote. `onBatch` reports progress.
 */
export async function bulkInsertStyles(
  prisma: PrismaClient,
  styles: SeedStyle[],
  ownerIds: Map<string, string>,
  onBatch?: (written: number) => void,
): Promise<number> {
  const now = Date.now();
  let written = 0;
  for (let at = 0; at < styles.length; at += BATCH) {
    const slice = styles.slice(at, at + BATCH);
    const existing = new Set(
      (await prisma.style.findMany({ where: { slug: { in: slice.map((s) => s.slug) } }, select: { slug: true } })).map((s) => s.slug),
    );
    const todo = slice.filter((s) => !existing.has(s.slug));
    if (todo.length > 0) await insertBatch(prisma, todo, ownerIds, now);
    written += todo.length;
    onBatch?.(written);
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
                       "disabledSections", "publishedAt", "lastGeneratedAt", "createdAt", "updatedAt")
  SELECT x."id", x."ownerId", x."name", x."description", x."category", x."tags", x."slug", 'public', 'approved',
         x."disabledSections", x."at", x."at", x."at", x."at"
  FROM jsonb_to_recordset($1::jsonb) AS x("id" uuid, "ownerId" uuid, "name" text, "description" text, "category" text,
                                          "tags" text[], "slug" text, "disabledSections" text[], "at" timestamp(3))`;
const INSERT_BLOCKS = `
  INSERT INTO "Block" ("id", "styleId", "section", "type", "value", "enabled", "position")
  SELECT x."id", x."styleId", x."section", x."type", x."value", x."enabled", x."position"
  FROM jsonb_to_recordset($1::jsonb) AS x("id" uuid, "styleId" uuid, "section" text, "type" text, "value" jsonb,
                                          "enabled" boolean, "position" int)`;
const INSERT_GENERATIONS = `
  INSERT INTO "Generation" ("id", "styleId", "snapshot", "card", "createdAt")
  SELECT x."id", x."styleId", x."snapshot", x."card", x."at"
  FROM jsonb_to_recordset($1::jsonb) AS x("id" uuid, "styleId" uuid, "snapshot" jsonb, "card" jsonb, "at" timestamp(3))`;
// Style and Generation reference each other, so the pointers are set once both rows exist.
const LINK_GENERATIONS = `
  UPDATE "Style" s SET "latestGenerationId" = x."generationId", "publishedGenerationId" = x."generationId"
  FROM jsonb_to_recordset($1::jsonb) AS x("id" uuid, "generationId" uuid) WHERE s."id" = x."id"`;

async function insertBatch(prisma: PrismaClient, styles: SeedStyle[], ownerIds: Map<string, string>, now: number): Promise<void> {
  const styleRows: object[] = [];
  const blockRows: object[] = [];
  const generationRows: object[] = [];
  const links: object[] = [];
  for (const style of styles) {
    if (style.remixOf || style.visibility || style.moderation || style.writtenSamples?.length) {
      throw new Error(`bulk seed style ${style.slug}: only public, approved styles without remix or samples`);
    }
    const ownerId = ownerIds.get(style.author);
    if (!ownerId) throw new Error(`seed style ${style.slug}: unknown author ${style.author}`);
    const id = randomUUID();
    const generationId = randomUUID();
    // timestamp(3) holds UTC wall time, as Prisma writes it; an ISO string's "Z" is ignored on input.
    const at = new Date(now - style.publishedDaysAgo * DAY).toISOString();
    const disabledSections = style.disabledSections ?? [];
    const blocks = style.blocks.map((b, position) => ({
      id: randomUUID(),
      section: b.section,
      type: b.type,
      value: b.value,
      enabled: b.enabled !== false,
      position,
    }));
    const snapshot = seedSnapshot(style, { blocks, referenceImages: [], samples: [], remixOf: null });
    styleRows.push({ id, ownerId, name: style.name, description: style.description, category: style.category, tags: style.tags, slug: style.slug, disabledSections, at });
    for (const b of blocks) blockRows.push({ ...b, styleId: id });
    generationRows.push({ id: generationId, styleId: id, ...generationJson(snapshot), at });
    links.push({ id, generationId });
  }
  await prisma.$transaction([
    prisma.$executeRawUnsafe(INSERT_STYLES, JSON.stringify(styleRows)),
    prisma.$executeRawUnsafe(INSERT_BLOCKS, JSON.stringify(blockRows)),
    prisma.$executeRawUnsafe(INSERT_GENERATIONS, JSON.stringify(generationRows)),
    prisma.$executeRawUnsafe(LINK_GENERATIONS, JSON.stringify(links)),
  ]);
}
