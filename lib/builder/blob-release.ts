// Deleting the files behind removed builder media once nothing names them any more: a file left behind
// stays reachable at an address its owner believes gone. Generations are immutable and keep serving
// the URLs they froze (remixes and drafts copy such URLs into their own rows), so a file stays while
// any media row, any generation's snapshot or its extraction still names it.
//
// Called after the removing transaction has committed: a failure here leaves a file nothing names
// (logged; no sweeper collects those today), never a row naming a missing file.
import { blobStore } from "@/lib/blob";
import { blobHome, blobKeyOf, type BlobHome } from "@/lib/blob/keys";
import { db } from "@/lib/db/client";
import { isUuid } from "@/lib/styles/ref";

type Client = Awaited<ReturnType<typeof db>>;

/** Deletes each stored file among `urls` that nothing names any more. `styleId` is the style whose
 *  rows named them. Never throws: the removal the caller made stands either way. */
export async function releaseBlobs(styleId: string, urls: readonly (string | null | undefined)[]): Promise<void> {
  for (const url of new Set(urls)) {
    const key = url ? blobKeyOf(url) : null;
    if (!url || !key) continue; // not a file we stored (or no file at all)
    try {
      if (await stillNamed(await db(), url, key, styleId)) continue;
      await blobStore().delete(key);
    } catch (err) {
      console.error("[styleshelf] a removed file could not be deleted and stays stored", key, err);
    }
  }
}

/** Deletes files stored for a row that was never made (the upload lost a race or failed half-way):
 *  their keys are fresh and random, so nothing can name them yet. Never throws, like releaseBlobs. */
export async function discardBlobs(keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    await blobStore()
      .delete(key)
      .catch((err: unknown) => console.error("[styleshelf] a file stored for a failed upload could not be deleted and stays stored", key, err));
  }
}

/** Rows and snapshots hold the URL exactly as the store gave it: remixes, drafts and generations copy it. */
async function stillNamed(prisma: Client, url: string, key: string, styleId: string): Promise<boolean> {
  const [images, samples] = await Promise.all([
    prisma.referenceImage.count({ where: { OR: [{ url }, { thumbnailUrl: url }] } }),
    prisma.sample.count({ where: { OR: [{ url }, { thumbnailUrl: url }, { posterUrl: url }] } }),
  ]);
  if (images + samples > 0) return true;
  const home = blobHome(key);
  // An extraction's row names its sources for as long as it exists: its status and history show them.
  if (home?.kind === "extraction" && isUuid(home.extractionId)) {
    const row = await prisma.extraction.findFirst({
      where: { id: home.extractionId, sources: { path: ["items"], array_contains: [{ key }] } },
      select: { id: true },
    });
    if (row) return true;
  }
  const scope = await generationScope(prisma, home, styleId);
  const frozen = await prisma.generation.findFirst({
    where: {
      ...(scope ? { styleId: { in: scope } } : {}),
      OR: [
        { snapshot: { path: ["referenceImages"], array_contains: [{ url }] } },
        { snapshot: { path: ["referenceImages"], array_contains: [{ thumbnailUrl: url }] } },
      ],
    },
    select: { id: true },
  });
  return frozen !== null;
}

/**
 * The styles whose generations can hold the URL, or null for all of them. A file stored for a style
 * (its home) reaches another style only through a remix of a published generation that holds it, and
 * the home's own generations last as long as the home does: while it exists, its generations and those
 * of the style that named the file answer for every snapshot, without reading every generation.
 */
async function generationScope(prisma: Client, home: BlobHome | null, styleId: string): Promise<string[] | null> {
  let homeId: string | null = null;
  if (home?.kind === "style" && isUuid(home.styleId)) {
    homeId = (await prisma.style.findUnique({ where: { id: home.styleId }, select: { id: true } }))?.id ?? null;
  } else if (home?.kind === "seed") {
    homeId = (await prisma.style.findUnique({ where: { slug: home.slug }, select: { id: true } }))?.id ?? null;
  }
  return homeId ? [...new Set([homeId, styleId])] : null;
}
