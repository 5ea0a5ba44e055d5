// POST /styles/{ref}/save: put a public gallery style in the caller's library. Idempotent and safe
// under concurrency: one INSERT ... ON CONFLICT DO NOTHING on the (userId, styleId) primary key
// decides who saved first, so two parallel saves make one row and both answer 200.
import { siteUrl } from "@/lib/config";
import { db } from "@/lib/db/client";
import { LISTED_STYLE } from "@/lib/gallery/listing";
import { notFound } from "@/lib/errors";
import { generationSnapshot, parseRefOrThrow } from "@/lib/gallery/read";
import { recordUse } from "@/lib/gallery/usage";

export interface SaveResult {
  saved: true;
  alreadySaved: boolean;
  name: string;
  slug: string;
  libraryUrl: string;
}

export function libraryUrl(): string {
  return `${siteUrl()}/library`;
}

/** Saves the gallery style behind `rawRef`. Anything but a public, approved, published style is a 404
 *  (a private or pending style is not a gallery style, and saying more would reveal it exists). */
export async function saveToLibrary(userId: string, rawRef: string, channel: string): Promise<SaveResult> {
  const ref = parseRefOrThrow(rawRef);
  const prisma = await db();
  const style = await prisma.style.findFirst({
    // An id (or builder URL) names only the caller's own styles (contract "Style reference"); another
    // account's style is saved by its slug, so an id reveals nothing about whose it is.
    where: { AND: [LISTED_STYLE, ref.kind === "slug" ? { slug: ref.slug } : { id: ref.id, ownerId: userId }] },
    select: { id: true, slug: true, publishedGenerationId: true },
  });
  if (!style || !style.slug || !style.publishedGenerationId) {
    throw notFound(`No public gallery style matches "${rawRef}". Search the gallery with GET /styles?query=… and save a result by its slug.`);
  }
  const inserted = await prisma.savedStyle.createMany({ data: [{ userId, styleId: style.id }], skipDuplicates: true });
  const alreadySaved = inserted.count === 0;
  // Only the first save says something about the style's popularity.
  if (!alreadySaved) recordUse(style.id, channel, "save");
  const snapshot = await generationSnapshot(style.publishedGenerationId);
  return { saved: true, alreadySaved, name: snapshot.name, slug: style.slug, libraryUrl: libraryUrl() };
}
