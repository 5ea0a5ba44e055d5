// Who may keep a copy of a stored file. A file that a listed style's published generation names is
// public for good (a generation is immutable, so its files are too): shared caches may hold it for a
// year. Any other file (a private, link-shared, pending or rejected style's media; a listed style's
// draft images and private samples that no publication names yet; an extraction's sources) is answered
// only to whoever holds its unguessable key, and no cache may serve it again without asking, so a
// deletion or a withdrawal takes effect at the next request. It was enough to live under a listed
// style's folder (or an extraction whose draft was listed) to be served public and immutable.
import { LRUCache } from "lru-cache";
import { blobHome, blobKeyOf, type BlobHome } from "@/lib/blob/keys";
import { db } from "@/lib/db/client";
import { processWide } from "@/lib/process-wide";
import { isUuid } from "@/lib/styles/ref";
import { LISTED_STYLE } from "./listing";
import { generationSnapshot } from "./read";

/** The route serving files is hot (a gallery page shows dozens); one small query per file every few
 *  seconds (the published generations' named keys are cached per generation) is all it asks of the
 *  database. Writers that change who may read a style clear this
 *  at once (./changed.ts); other processes follow within the TTL. */
const DECISION_TTL_MS = 5_000;
const publicKeys = processWide("blob-audiences", () => new LRUCache<string, boolean>({ max: 10_000, ttl: DECISION_TTL_MS }));

/** Whether the file under `key` may be cached as public and immutable: an image a listed style's
 *  published generation names. */
export async function blobIsPublic(key: string, contentType: string): Promise<boolean> {
  // Documents and clips are shown to the builder's owner only, never on a public page.
  if (!contentType.startsWith("image/")) return false;
  const home = blobHome(key);
  if (!home) return false;
  const known = publicKeys.get(key);
  if (known !== undefined) return known;
  let listed: boolean;
  try {
    listed = await isListed(home, key);
  } catch (err) {
    console.error("[styleshelf] could not tell whether a file is public; serving it as private", key, err);
    return false;
  }
  publicKeys.set(key, listed);
  return listed;
}

/** Called when what others may read of a style changes (publish, unpublish, a moderation decision). */
export function forgetBlobAudiences(): void {
  publicKeys.clear();
}

/** The published generations of the listed styles a file could belong to. */
async function publishedGenerations(home: BlobHome): Promise<string[]> {
  const prisma = await db();
  const where =
    home.kind === "style"
      ? isUuid(home.styleId)
        ? { id: home.styleId }
        : null
      : home.kind === "seed"
        ? { slug: home.slug }
        : isUuid(home.extractionId)
          ? { extractions: { some: { id: home.extractionId } } }
          : null;
  if (!where) return [];
  const rows = await prisma.style.findMany({ where: { ...LISTED_STYLE, ...where }, select: { publishedGenerationId: true }, take: 20 });
  return rows.map((r) => r.publishedGenerationId!);
}

/** Whether a listed style's published generation names the file under `key`. */
async function isListed(home: BlobHome, key: string): Promise<boolean> {
  for (const generationId of await publishedGenerations(home)) {
    const named = await namedKeys(generationId);
    if (named.has(key)) return true;
  }
  return false;
}

/** The keys of the files a generation names: its reference images and their thumbnails (public samples'
 *  stills are flattened into them). Immutable per generation, so kept as long as memory allows. */
const namedByGeneration = processWide("blob-audience-generations", () => new LRUCache<string, Set<string>>({ max: 2_000 }));

async function namedKeys(generationId: string): Promise<Set<string>> {
  const known = namedByGeneration.get(generationId);
  if (known) return known;
  const snapshot = await generationSnapshot(generationId);
  const keys = new Set<string>();
  for (const img of snapshot.referenceImages) {
    for (const url of [img.url, img.thumbnailUrl]) {
      const key = url ? blobKeyOf(url) : null;
      if (key) keys.add(key);
    }
  }
  namedByGeneration.set(generationId, keys);
  return keys;
}
