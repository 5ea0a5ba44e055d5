// Who may keep a copy of a stored file. A file of a style the gallery lists is public for good (its
// generation is immutable, so its files are too): shared caches may hold it for a year. Any other
// file (a private, link-shared, pending or rejected style's media, an extraction's sources) is
// answered only to whoever holds its unguessable key, and no cache may serve it again without asking,
// so a deletion or a withdrawal takes effect at the next request.
import { LRUCache } from "lru-cache";
import { blobHome, type BlobHome } from "@/lib/blob/keys";
import { db } from "@/lib/db/client";
import { processWide } from "@/lib/process-wide";
import { isUuid } from "@/lib/styles/ref";
import { LISTED_STYLE } from "./listing";

/** The route serving files is hot (a gallery page shows dozens); one primary-key count per home and
 *  a few seconds is all it asks of the database. Writers that change who may read a style clear this
 *  at once (./changed.ts); other processes follow within the TTL. */
const DECISION_TTL_MS = 5_000;
const listedHomes = processWide("blob-audiences", () => new LRUCache<string, boolean>({ max: 10_000, ttl: DECISION_TTL_MS }));

/** Whether the file under `key` may be cached as public and immutable: an image of a listed style. */
export async function blobIsPublic(key: string, contentType: string): Promise<boolean> {
  // Documents and clips are shown to the builder's owner only, never on a public page.
  if (!contentType.startsWith("image/")) return false;
  const home = blobHome(key);
  if (!home) return false;
  const id = `${home.kind}:${home.kind === "style" ? home.styleId : home.kind === "seed" ? home.slug : home.extractionId}`;
  const known = listedHomes.get(id);
  if (known !== undefined) return known;
  let listed: boolean;
  try {
    listed = await isListed(home);
  } catch (err) {
    console.error("[styleshelf] could not tell whether a file is public; serving it as private", key, err);
    return false;
  }
  listedHomes.set(id, listed);
  return listed;
}

/** Called when what others may read of a style changes (publish, unpublish, a moderation decision). */
export function forgetBlobAudiences(): void {
  listedHomes.clear();
}

async function isListed(home: BlobHome): Promise<boolean> {
  const prisma = await db();
  switch (home.kind) {
    case "style":
      return isUuid(home.styleId) && (await prisma.style.count({ where: { id: home.styleId, ...LISTED_STYLE } })) > 0;
    case "seed":
      return (await prisma.style.count({ where: { ...LISTED_STYLE, slug: home.slug } })) > 0;
    case "extraction":
      // A source image is public once the draft made from it is listed, as it then shows there.
      return isUuid(home.extractionId) && (await prisma.style.count({ where: { ...LISTED_STYLE, extractions: { some: { id: home.extractionId } } } })) > 0;
  }
}
