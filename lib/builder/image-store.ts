// What samples.ts and images.ts share: the owner check that also serialises changes to one style's
// media, and storing a still (an inspiration image, an image sample, a clip's poster frame) with its
// thumbnail. Every image goes through prepareImage, the one image check of the app.
import sharp from "sharp";
import { blobStore } from "@/lib/blob";
import { builderBlobStem } from "@/lib/blob/keys";
import type { Prisma } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { prepareImage } from "@/lib/extraction/image-intake";
import { isUuid } from "@/lib/styles/ref";
import { discardBlobs } from "./blob-release";
import { MAX_IMAGE_BYTES, megabytes } from "./media-limits";
import { lockOwnStyle, styleNotFound, type Tx } from "./own-style";

export { MAX_IMAGE_BYTES };

/** Thumbnails are what the builder, cards and previews show; 480 px covers a 2x card. */
export const THUMBNAIL_MAX_PX = 480;

/** Throws not_found unless `userId` owns `styleId`; a cheap read before any expensive work. */
export async function assertOwnStyle(client: Pick<Prisma.TransactionClient, "style">, userId: string, styleId: string): Promise<void> {
  if (!isUuid(styleId)) throw styleNotFound(styleId);
  const n = await client.style.count({ where: { id: styleId, ownerId: userId } });
  if (n === 0) throw styleNotFound(styleId);
}

/**
 * Inside a transaction: holds the owner's style row (so two uploads racing for the last free slot are
 * counted one after the other) and marks the style edited, as a save of blocks does, so the builder
 * sees its media changed since the last Generate.
 */
export async function holdOwnStyleMedia(tx: Tx, userId: string, styleId: string): Promise<void> {
  await lockOwnStyle(tx, userId, styleId);
  await tx.style.update({ where: { id: styleId }, data: { updatedAt: new Date() } });
}

export function assertSize(bytes: Buffer, maxBytes: number, what: string): void {
  if (bytes.length === 0) throw new ServiceError("invalid_request", `${what} is empty.`);
  if (bytes.length > maxBytes) {
    throw new ServiceError("payload_too_large", `${what} is larger than ${megabytes(maxBytes)}, the most we accept.`);
  }
}

export interface StoredStill {
  url: string;
  thumbnailUrl: string;
  /** Size of the stored copy (at most 1600 px on the long side), which is what `url` serves. */
  width: number;
  height: number;
  /** The keys of both files, to discard them should their row never be made. */
  keys: string[];
}

/**
 * Checks and stores one still under `builder/<styleId>/<folder>/`. Keys are fresh per upload and never
 * reused; a file is deleted only once nothing names it (./blob-release.ts), since generations are
 * immutable and keep pointing at the URLs they froze.
 */
export async function storeStill(bytes: Buffer, label: string, styleId: string, folder: string): Promise<StoredStill> {
  assertSize(bytes, MAX_IMAGE_BYTES, label);
  const prepared = await prepareImage(bytes, label);
  const [meta, thumb] = await Promise.all([
    sharp(prepared.stored).metadata(),
    sharp(prepared.stored).resize(THUMBNAIL_MAX_PX, THUMBNAIL_MAX_PX, { fit: "inside", withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
  ]);
  const key = builderBlobStem(styleId, folder);
  const store = blobStore();
  const puts = await Promise.allSettled([
    store.put(`${key}.webp`, prepared.stored, "image/webp"),
    store.put(`${key}.thumb.webp`, thumb, "image/webp"),
  ]);
  const [full, small] = puts.map((p) => (p.status === "fulfilled" ? p.value : null));
  if (!full || !small) {
    await discardBlobs([full?.key, small?.key].filter((k) => k !== undefined));
    throw puts.find((p) => p.status === "rejected")!.reason;
  }
  return { url: full.url, thumbnailUrl: small.url, width: meta.width ?? prepared.width, height: meta.height ?? prepared.height, keys: [full.key, small.key] };
}

/** Next free position: after every existing row, so new media lands at the end. */
export function nextPosition(rows: { position: number }[]): number {
  return rows.reduce((max, r) => Math.max(max, r.position + 1), 0);
}
