// save_as_draft: a complete extraction becomes exactly one private draft style, however many polls
// race. The extraction row is locked for the decision, so the first poll creates the draft and every
// later one finds it (idempotentReplay). Creating a draft spends one create_style allowance; the
// allowance is counted under the account lock, so two extractions cannot both take the last one.
import { randomUUID } from "node:crypto";
import { blobStore } from "@/lib/blob";
import { builderBlobStem } from "@/lib/blob/keys";
import { pricingUrl } from "@/lib/config";
import { lockAccount } from "@/lib/credits/ledger";
import { db, type Prisma } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import type { ExtractionStatus } from "@/lib/api/extraction";
import type { Block } from "@/lib/styles/blocks";
import { builderUrl } from "@/lib/urls";
import { capBlocks } from "./cap";
import { STORED_IMAGE_MAX_PX } from "./image-intake";
import { extractionAccount } from "./account";
import { storedImages } from "./sources";

type DraftReply = Pick<ExtractionStatus, "saved" | "idempotentReplay" | "name" | "description" | "style" | "editUrl" | "lockedBlockCount">;

/** Many racing polls queue on one row lock; give them time to take turns. */
const TX = { maxWait: 20_000, timeout: 20_000 };

export async function draftReply(styleId: string, replay: boolean, client?: Prisma.TransactionClient): Promise<DraftReply | null> {
  const prisma = client ?? (await db());
  const style = await prisma.style.findUnique({ where: { id: styleId }, select: { id: true, name: true, description: true, slug: true, _count: { select: { blocks: true } } } });
  if (!style) return null;
  return {
    saved: true,
    idempotentReplay: replay,
    name: style.name,
    description: style.description,
    style: { ref: style.id, name: style.name, slug: style.slug, blockCount: style._count.blocks },
    editUrl: builderUrl(style.id),
    lockedBlockCount: 0,
  };
}

/** The stored copy's size: the original scaled to fit STORED_IMAGE_MAX_PX, never enlarged. */
function storedSize(img: { width: number; height: number }): { width: number; height: number } {
  const scale = Math.min(1, STORED_IMAGE_MAX_PX / Math.max(img.width, img.height));
  return { width: Math.round(img.width * scale), height: Math.round(img.height * scale) };
}

function noAllowanceLeft(max: number, planLabel: string): ServiceError {
  return new ServiceError(
    "plan_limit_reached",
    `You have ${max} styles, the most the ${planLabel} plan keeps. Delete a style or upgrade to Pro to save this extraction as a draft; its result stays available here meanwhile.`,
    { status: 402, pricingUrl: pricingUrl(), reason: "style_allowance" },
  );
}

/** The draft's own copy of each source image, under its own fresh key. The draft once named the
 *  extraction's files (extractions/<id>/source-<n>.webp), so the address of one revealed its siblings':
 *  a source its owner removed from the draft stayed at a key anyone could guess from the others. */
async function copySources(styleId: string, images: { key: string }[]): Promise<{ key: string; url: string }[]> {
  const store = blobStore();
  const copied: { key: string; url: string }[] = [];
  try {
    for (const img of images) {
      // The key the run stored it under (its URL is the store's, which may be any host).
      const blob = await store.get(img.key);
      if (!blob) throw new Error(`the source image ${img.key} is not stored`);
      copied.push(await store.put(`${builderBlobStem(styleId, "inspiration")}.webp`, blob.data, blob.contentType));
    }
    return copied;
  } catch (err) {
    await discardCopies(copied);
    throw err;
  }
}

async function discardCopies(copies: { key: string }[]): Promise<void> {
  for (const { key } of copies) {
    await blobStore()
      .delete(key)
      .catch((err: unknown) => console.error("[styleshelf] an unused copy of a source image stays stored", key, err));
  }
}

export async function saveDraft(extractionId: string, userId: string, name: string | undefined): Promise<DraftReply | null> {
  const account = await extractionAccount(userId);
  const prisma = await db();
  // The copies are made before the transaction (a blob store is no part of it) under the id the style
  // will have; a poll that finds the draft already made, or fails, drops them.
  const before = await prisma.extraction.findUnique({ where: { id: extractionId }, select: { styleId: true, sources: true } });
  if (!before) return null;
  if (before.styleId) {
    const existing = await draftReply(before.styleId, true);
    if (existing) return existing;
  }
  const styleId = randomUUID();
  const copies = await copySources(styleId, storedImages(before.sources));
  let made = false;
  try {
    const reply = await saveDraftRow(extractionId, userId, name, account, styleId, copies);
    made = reply?.idempotentReplay === false;
    return reply;
  } finally {
    if (!made) await discardCopies(copies);
  }
}

async function saveDraftRow(
  extractionId: string,
  userId: string,
  name: string | undefined,
  account: Awaited<ReturnType<typeof extractionAccount>>,
  styleId: string,
  copies: { key: string; url: string }[],
): Promise<DraftReply | null> {
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "Extraction" WHERE "id" = ${extractionId}::uuid FOR UPDATE`;
    const row = await tx.extraction.findUniqueOrThrow({ where: { id: extractionId } });
    if (row.styleId) {
      const existing = await draftReply(row.styleId, true, tx);
      if (existing) return existing;
    }
    await lockAccount(tx, userId);
    const max = account.plan.maxStyles;
    if (max !== null && (await tx.style.count({ where: { ownerId: userId } })) >= max) throw noAllowanceLeft(max, account.plan.label);

    const { usable } = capBlocks((row.blocks ?? []) as unknown as Block[], account.plan);
    const images = storedImages(row.sources);
    const style = await tx.style.create({
      data: {
        id: styleId,
        ownerId: userId,
        name: name ?? row.suggestedTitle ?? "Extracted style",
        description: row.suggestedDescription,
        visibility: "private",
        blocks: { create: usable.map((b, position) => ({ section: b.section, type: b.type, value: b.value as Prisma.InputJsonValue, position })) },
        referenceImages: {
          create: images.map((img, position) => ({ kind: "inspiration" as const, url: copies[position]!.url, ...storedSize(img), alt: `Source image ${position + 1} of the extraction`, position })),
        },
      },
      select: { id: true, blocks: { select: { id: true }, orderBy: { position: "asc" } } },
    });
    await tx.extraction.update({ where: { id: extractionId }, data: { styleId: style.id, appliedBlockIds: style.blocks.map((b) => b.id) } });
    return draftReply(style.id, false, tx);
  }, TX);
}
