// A style's inspiration images: the pictures that define its look. They lead the compiled json's
// referenceImages in the order the owner gives them (lib/styles/snapshot-of.ts), so index 0 is the
// most reference-like; the first one is also the style's hero image.
import { db } from "@/lib/db/client";
import { invalidRequest, notFound } from "@/lib/errors";
import { isUuid } from "@/lib/styles/ref";
import { discardBlobs, releaseBlobs } from "./blob-release";
import type { OwnReferenceImage } from "./own-style";
import { assertOwnStyle, holdOwnStyleMedia, nextPosition, storeStill } from "./image-store";
import { ALT_MAX_CHARS, MAX_INSPIRATION_IMAGES } from "./media-limits";

export { ALT_MAX_CHARS, MAX_INSPIRATION_IMAGES };

/** The same shape the builder's full view (own-style.ts) gives each reference image. */
export type InspirationImageView = OwnReferenceImage;

const imageSelect = { id: true, kind: true, url: true, thumbnailUrl: true, width: true, height: true, alt: true, position: true } as const;
const INSPIRATION = "inspiration" as const;

function limitMessage(): string {
  return `A style can have at most ${MAX_INSPIRATION_IMAGES} inspiration images. Remove one before adding another.`;
}

function cleanAlt(alt: string | null | undefined): string | null {
  if (alt === undefined || alt === null) return null;
  const clean = alt.replace(/\s+/g, " ").trim();
  if (clean.length > ALT_MAX_CHARS) throw invalidRequest(`The image description may be at most ${ALT_MAX_CHARS} characters.`);
  return clean || null;
}

/** The owner's inspiration images of a style, in order. */
export async function listInspirationImages(userId: string, styleId: string): Promise<InspirationImageView[]> {
  const prisma = await db();
  await assertOwnStyle(prisma, userId, styleId);
  return prisma.referenceImage.findMany({
    where: { styleId, kind: INSPIRATION },
    orderBy: [{ position: "asc" }, { createdAt: "asc" }],
    select: imageSelect,
  });
}

export async function addInspirationImage(userId: string, styleId: string, bytes: Buffer, alt?: string | null): Promise<InspirationImageView> {
  const description = cleanAlt(alt);
  const prisma = await db();
  await assertOwnStyle(prisma, userId, styleId);
  // Checked before the image is processed and stored, so a full style costs no blob writes…
  if ((await prisma.referenceImage.count({ where: { styleId, kind: INSPIRATION } })) >= MAX_INSPIRATION_IMAGES) {
    throw invalidRequest(limitMessage());
  }
  const { keys, ...still } = await storeStill(bytes, "Inspiration image", styleId, "inspiration");
  try {
    return await prisma.$transaction(async (tx) => {
      // …and again under the style's row lock, where racing uploads are counted one at a time.
      await holdOwnStyleMedia(tx, userId, styleId);
      const existing = await tx.referenceImage.findMany({ where: { styleId, kind: INSPIRATION }, select: { position: true } });
      if (existing.length >= MAX_INSPIRATION_IMAGES) throw invalidRequest(limitMessage());
      return tx.referenceImage.create({
        data: { styleId, kind: INSPIRATION, ...still, alt: description, position: nextPosition(existing) },
        select: imageSelect,
      });
    });
  } catch (err) {
    await discardBlobs(keys);
    throw err;
  }
}

function imageNotFound(imageId: string) {
  return notFound(`This style has no inspiration image with the id ${imageId}.`);
}

/** Sets (or with null or blank text, clears) an image's description: its alt text wherever it shows. */
export async function setInspirationImageAlt(userId: string, styleId: string, imageId: string, alt: string | null): Promise<InspirationImageView> {
  const description = cleanAlt(alt);
  if (!isUuid(imageId)) throw imageNotFound(imageId);
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    await holdOwnStyleMedia(tx, userId, styleId);
    const { count } = await tx.referenceImage.updateMany({ where: { id: imageId, styleId, kind: INSPIRATION }, data: { alt: description } });
    if (count === 0) throw imageNotFound(imageId);
    return tx.referenceImage.findUniqueOrThrow({ where: { id: imageId }, select: imageSelect });
  });
}

/** Removes the image, then its files unless something still names them (a generation that froze it
 *  keeps showing it; a remix or a draft may share them). */
export async function removeInspirationImage(userId: string, styleId: string, imageId: string): Promise<void> {
  if (!isUuid(imageId)) throw imageNotFound(imageId);
  const prisma = await db();
  const removed = await prisma.$transaction(async (tx) => {
    await holdOwnStyleMedia(tx, userId, styleId);
    const row = await tx.referenceImage.findFirst({ where: { id: imageId, styleId, kind: INSPIRATION }, select: { url: true, thumbnailUrl: true } });
    if (!row) throw imageNotFound(imageId);
    await tx.referenceImage.delete({ where: { id: imageId } });
    return row;
  });
  await releaseBlobs(styleId, [removed.url, removed.thumbnailUrl]);
}

/**
 * Puts the inspiration images in the given order. `orderedIds` must name every one of them exactly
 * once: a partial list would leave the rest with ambiguous positions, and a stale page (an image
 * added or removed in another tab) should be told to reload rather than guessed at.
 */
export async function reorderInspirationImages(userId: string, styleId: string, orderedIds: readonly string[]): Promise<InspirationImageView[]> {
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    await holdOwnStyleMedia(tx, userId, styleId);
    const current = await tx.referenceImage.findMany({ where: { styleId, kind: INSPIRATION }, select: { id: true } });
    const known = new Set(current.map((r) => r.id));
    const given = new Set(orderedIds);
    if (given.size !== orderedIds.length || given.size !== known.size || orderedIds.some((id) => !known.has(id))) {
      throw invalidRequest(
        `Send every inspiration image id of this style exactly once (it has ${known.size}); reload the page if images were added or removed meanwhile.`,
      );
    }
    for (const [position, id] of orderedIds.entries()) {
      await tx.referenceImage.update({ where: { id }, data: { position } });
    }
    return tx.referenceImage.findMany({ where: { styleId, kind: INSPIRATION }, orderBy: { position: "asc" }, select: imageSelect });
  });
}
