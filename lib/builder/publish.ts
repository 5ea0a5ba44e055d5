// Publish: point what others see at the latest generation, with the visibility, category and tags the
// owner chose. Public publications wait for moderation (pending until an admin approves); link-only
// ones are readable by their slug at once but never listed; private takes the style off the web while
// keeping its slug reserved, so an old link never lands on someone else's style.
import { db } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { galleryChanged } from "@/lib/gallery/changed";
import { generationJson } from "@/lib/gallery/card-fields";
import type { StyleSnapshot } from "@/lib/styles/snapshot";
import { builderUrl } from "@/lib/urls";
import { lockOwnStyle, ownStyleIn, type OwnStyle, type Tx } from "./own-style";
import { uniqueSlug } from "./slug";
import { validatePublication, type PublishInput } from "./validate";

interface Publication {
  slug: string;
  category: string | null;
  tags: string[];
}

export async function publishStyle(userId: string, styleId: string, input: PublishInput): Promise<OwnStyle> {
  const publication = validatePublication(input);
  const prisma = await db();
  const state = await prisma.$transaction(async (tx) => {
    await lockOwnStyle(tx, userId, styleId);
    const style = await tx.style.findUniqueOrThrow({
      where: { id: styleId },
      select: { name: true, slug: true, category: true, tags: true, latestGeneration: { select: { id: true, snapshot: true } } },
    });
    const category = publication.category !== undefined ? publication.category : style.category;
    const tags = publication.tags ?? style.tags;

    if (publication.visibility === "private") {
      await tx.style.update({
        where: { id: styleId },
        data: { visibility: "private", category, tags, publishedGenerationId: null, publishedAt: null },
      });
      return ownStyleIn(tx, styleId);
    }

    const latest = style.latestGeneration;
    if (!latest) {
      throw new ServiceError(
        "service_not_generated",
        `"${style.name}" has not been generated yet, so there is nothing to publish. Press Generate in the style builder (${builderUrl(styleId)}) first, then publish.`,
      );
    }
    const snapshot = latest.snapshot as unknown as StyleSnapshot;
    const slug = style.slug ?? (await uniqueSlug(tx, snapshot.name));
    const generationId = await publicationGeneration(tx, styleId, latest.id, snapshot, { slug, category, tags });
    await tx.style.update({
      where: { id: styleId },
      data: {
        visibility: publication.visibility,
        moderation: publication.visibility === "public" ? "pending" : "approved",
        category,
        tags,
        slug,
        latestGenerationId: generationId,
        publishedGenerationId: generationId,
        publishedAt: new Date(),
      },
    });
    return ownStyleIn(tx, styleId);
  });
  galleryChanged(state.slug);
  return state;
}

/**
 * The generation to publish: the latest one, unless the publication's slug, category or tags differ
 * from what it froze (they are chosen at publish time, and cards, search and STYLE.md read them from
 * the snapshot). Generations are immutable, so then the latest snapshot is copied with the new
 * publication fields and becomes the latest generation. Its blocks are the latest generation's, never
 * the live rows, so unsaved or ungenerated edits stay out of the publication.
 */
async function publicationGeneration(tx: Tx, styleId: string, latestId: string, snapshot: StyleSnapshot, publication: Publication): Promise<string> {
  const same =
    snapshot.slug === publication.slug &&
    snapshot.category === publication.category &&
    snapshot.tags.length === publication.tags.length &&
    snapshot.tags.every((t, i) => t === publication.tags[i]);
  if (same) return latestId;
  const stamped: StyleSnapshot = { ...snapshot, ...publication };
  const generation = await tx.generation.create({
    data: { styleId, ...generationJson(stamped) },
    select: { id: true },
  });
  return generation.id;
}
