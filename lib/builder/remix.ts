// Remix: start a new private style from a gallery style's published generation. The ref resolves under
// the same rules as an API read (lib/gallery/read.ts), so a private or pending style answers 403, an
// unknown one 404, and another person's style id 404, exactly as GET /styles/{ref} would. Remixing one
// of your own styles copies its latest generation (what you read yourself).
import { db, type Prisma } from "@/lib/db/client";
import { forbidden } from "@/lib/errors";
import { findReadableStyle } from "@/lib/gallery/read";
import { visibleBlocks } from "@/lib/styles/content";
import type { StyleSnapshot } from "@/lib/styles/snapshot";
import { takeStyleAllowance } from "./allowance";
import { freezeGeneration } from "./generate";
import { ownStyleIn, type OwnStyle } from "./own-style";
import { NAME_MAX } from "./validate";

const REMIX_SUFFIX = " (remix)";

export function remixName(name: string): string {
  return `${name.slice(0, NAME_MAX - REMIX_SUFFIX.length).trimEnd()}${REMIX_SUFFIX}`;
}

export async function remixStyle(userId: string, ref: string): Promise<OwnStyle> {
  const source = await findReadableStyle(ref, { userId, scopes: ["styles:read"] });
  if (!source.ownerRead && source.visibility !== "public") {
    throw forbidden(`"${source.name}" is shared by link only; only styles listed in the gallery can be remixed.`);
  }
  const prisma = await db();
  const generationId = source.ownerRead ? source.generationId : await currentPublication(source.id, source.name);
  // The stored snapshot (not generationSnapshot's copy) keeps image URLs in their stored form.
  const generation = await prisma.generation.findUniqueOrThrow({ where: { id: generationId }, select: { snapshot: true } });
  const stored = generation.snapshot as unknown as StyleSnapshot;
  // Someone else's style: what its public generation shows, as the compiler reads it (visibleBlocks).
  // Switched-off blocks and sections are in the snapshot but on no page, format or tool, and stay with
  // their author. One's own style is copied whole.
  const snapshot: StyleSnapshot = source.ownerRead ? stored : { ...stored, blocks: visibleBlocks(stored), disabledSections: [] };
  const sizes = await imageSizes(source.id);

  return prisma.$transaction(async (tx) => {
    await takeStyleAllowance(tx, userId, "remix this style");
    const style = await tx.style.create({
      data: {
        ownerId: userId,
        name: remixName(snapshot.name),
        description: snapshot.description,
        category: snapshot.category,
        tags: snapshot.tags,
        visibility: "private",
        disabledSections: snapshot.disabledSections,
        remixOfId: source.id,
        blocks: {
          create: snapshot.blocks.map((b, position) => ({
            section: b.section,
            type: b.type,
            value: b.value as Prisma.InputJsonValue,
            enabled: b.enabled !== false,
            position,
          })),
        },
        // Sample stills are outputs the author made, not part of the look; only reference images carry over.
        referenceImages: {
          create: snapshot.referenceImages.flatMap((img, position) =>
            img.kind === "sample" ? [] : [{ kind: img.kind, url: img.url, thumbnailUrl: img.thumbnailUrl, alt: img.alt ?? null, position, ...sizes.get(img.url) }],
          ),
        },
      },
      select: { id: true },
    });
    // The copy is a generated style from the start, so its owner can compile it right away.
    await freezeGeneration(tx, style.id);
    return ownStyleIn(tx, style.id);
  });
}

/** Reads may answer from a row cached for a few seconds; a copy is made from the row as it is now, so
 *  a style withdrawn a moment ago is not copied and a republished one gives its new version. */
async function currentPublication(styleId: string, name: string): Promise<string> {
  const prisma = await db();
  const row = await prisma.style.findUnique({ where: { id: styleId }, select: { visibility: true, moderation: true, publishedGenerationId: true } });
  if (!row || row.visibility !== "public" || row.moderation !== "approved" || !row.publishedGenerationId) {
    throw forbidden(`"${name}" is no longer listed in the gallery, so it cannot be remixed.`);
  }
  return row.publishedGenerationId;
}

/** Width and height are not in a snapshot; the source's rows still have them for the same files. */
async function imageSizes(styleId: string): Promise<Map<string, { width: number | null; height: number | null }>> {
  const prisma = await db();
  const rows = await prisma.referenceImage.findMany({ where: { styleId }, select: { url: true, width: true, height: true } });
  return new Map(rows.map((r) => [r.url, { width: r.width, height: r.height }]));
}
