// A style's samples: outputs made with it, shown on its page. Written samples (text), image samples
// (a still) and clips (video or audio of at most 15 s, plus a poster frame the browser captured).
// Public samples with a still flatten into the compiled json's referenceImages at the next Generate
// (lib/styles/snapshot-of.ts); nothing here changes what is already published.
import { blobStore } from "@/lib/blob";
import { builderBlobStem } from "@/lib/blob/keys";
import { db } from "@/lib/db/client";
import { invalidRequest, notFound } from "@/lib/errors";
import { isUuid } from "@/lib/styles/ref";
import { discardBlobs, releaseBlobs } from "./blob-release";
import { assertOwnStyle, assertSize, holdOwnStyleMedia, nextPosition, storeStill, type StoredStill } from "./image-store";
import type { OwnSample } from "./own-style";
import { CLIP_MAX_BYTES, MAX_SAMPLES_PER_STYLE, WRITTEN_SAMPLE_MAX_CHARS } from "./media-limits";
import { probeClip } from "./sample-clip";

export { MAX_SAMPLES_PER_STYLE, WRITTEN_SAMPLE_MAX_CHARS };

/** The same shape the builder's full view (own-style.ts) gives each sample. */
export type SampleView = OwnSample;

const sampleSelect = {
  id: true,
  kind: true,
  url: true,
  thumbnailUrl: true,
  posterUrl: true,
  text: true,
  durationSeconds: true,
  public: true,
  position: true,
} as const;

type NewSample = Pick<SampleView, "kind"> & Partial<Pick<SampleView, "url" | "thumbnailUrl" | "posterUrl" | "text" | "durationSeconds">>;

function limitMessage(): string {
  return `A style can have at most ${MAX_SAMPLES_PER_STYLE} samples. Remove one before adding another.`;
}

/** The owner's samples of a style, in display order (private ones included). */
export async function listSamples(userId: string, styleId: string): Promise<SampleView[]> {
  const prisma = await db();
  await assertOwnStyle(prisma, userId, styleId);
  return prisma.sample.findMany({ where: { styleId }, orderBy: [{ position: "asc" }, { createdAt: "asc" }], select: sampleSelect });
}

/** Checked before uploads are processed and stored, so a full style costs no blob writes. */
async function precheck(userId: string, styleId: string): Promise<void> {
  const prisma = await db();
  await assertOwnStyle(prisma, userId, styleId);
  if ((await prisma.sample.count({ where: { styleId } })) >= MAX_SAMPLES_PER_STYLE) throw invalidRequest(limitMessage());
}

/** Adds the row for the files already stored under `stored`; when it cannot be added, they go. */
async function insert(userId: string, styleId: string, sample: NewSample, stored: string[] = []): Promise<SampleView> {
  const prisma = await db();
  try {
    return await prisma.$transaction(async (tx) => {
      // Counted again under the style's row lock: the precheck may have raced another upload.
      await holdOwnStyleMedia(tx, userId, styleId);
      const existing = await tx.sample.findMany({ where: { styleId }, select: { position: true } });
      if (existing.length >= MAX_SAMPLES_PER_STYLE) throw invalidRequest(limitMessage());
      return tx.sample.create({ data: { styleId, ...sample, public: true, position: nextPosition(existing) }, select: sampleSelect });
    });
  } catch (err) {
    await discardBlobs(stored);
    throw err;
  }
}

export async function addWrittenSample(userId: string, styleId: string, text: string): Promise<SampleView> {
  // Browsers send a textarea's line breaks as CRLF; counting them as one keeps our count the one the
  // writer saw.
  const clean = typeof text === "string" ? text.replace(/\r\n?/g, "\n").trim() : "";
  if (clean.length === 0) throw invalidRequest("A written sample needs some text.");
  if (clean.length > WRITTEN_SAMPLE_MAX_CHARS) {
    throw invalidRequest(`A written sample may be at most ${WRITTEN_SAMPLE_MAX_CHARS} characters; this one has ${clean.length}.`);
  }
  await precheck(userId, styleId);
  return insert(userId, styleId, { kind: "written", text: clean });
}

export async function addImageSample(userId: string, styleId: string, bytes: Buffer): Promise<SampleView> {
  await precheck(userId, styleId);
  const still: StoredStill = await storeStill(bytes, "Sample image", styleId, "samples");
  return insert(userId, styleId, { kind: "image", url: still.url, thumbnailUrl: still.thumbnailUrl }, still.keys);
}

/**
 * A clip and its poster frame. The duration is read from the clip's container; the poster (captured
 * in the browser) is stored as a still, because every referenceImages entry must be an image.
 */
export async function addClipSample(userId: string, styleId: string, clipBytes: Buffer, posterBytes: Buffer): Promise<SampleView> {
  assertSize(clipBytes, CLIP_MAX_BYTES, "The clip");
  await precheck(userId, styleId);
  // Probe before storing anything: a refused clip leaves no poster behind.
  const clip = await probeClip(clipBytes);
  const poster = await storeStill(posterBytes, "Poster frame", styleId, "samples");
  const stored = await blobStore()
    .put(`${builderBlobStem(styleId, "samples")}.${clip.extension}`, clipBytes, clip.contentType)
    .catch(async (err: unknown) => {
      await discardBlobs(poster.keys);
      throw err;
    });
  const sample: NewSample = { kind: "clip", url: stored.url, posterUrl: poster.url, thumbnailUrl: poster.thumbnailUrl, durationSeconds: clip.durationSeconds };
  return insert(userId, styleId, sample, [...poster.keys, stored.key]);
}

function sampleNotFound(sampleId: string) {
  return notFound(`This style has no sample with the id ${sampleId}.`);
}

/** Private samples stay in the builder; only public ones reach the style page and referenceImages. */
export async function setSamplePublic(userId: string, styleId: string, sampleId: string, isPublic: boolean): Promise<SampleView> {
  if (!isUuid(sampleId)) throw sampleNotFound(sampleId);
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    await holdOwnStyleMedia(tx, userId, styleId);
    const { count } = await tx.sample.updateMany({ where: { id: sampleId, styleId }, data: { public: isPublic } });
    if (count === 0) throw sampleNotFound(sampleId);
    return tx.sample.findUniqueOrThrow({ where: { id: sampleId }, select: sampleSelect });
  });
}

/** Removes the sample, then its files unless something still names them (a generation that froze its
 *  still keeps showing it). */
export async function removeSample(userId: string, styleId: string, sampleId: string): Promise<void> {
  if (!isUuid(sampleId)) throw sampleNotFound(sampleId);
  const prisma = await db();
  const removed = await prisma.$transaction(async (tx) => {
    await holdOwnStyleMedia(tx, userId, styleId);
    const row = await tx.sample.findFirst({ where: { id: sampleId, styleId }, select: { url: true, thumbnailUrl: true, posterUrl: true } });
    if (!row) throw sampleNotFound(sampleId);
    await tx.sample.delete({ where: { id: sampleId } });
    return row;
  });
  await releaseBlobs(styleId, [removed.url, removed.thumbnailUrl, removed.posterUrl]);
}
