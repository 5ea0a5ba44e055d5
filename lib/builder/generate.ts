// Generate: freeze the style as it is now into an immutable Generation. The owner's API reads serve the
// latest generation (lib/gallery/read.ts); what others see moves only when the owner publishes again.
// The snapshot is built by snapshotOf, the one place that decides what a snapshot holds (the seed
// uses it too).
import { db } from "@/lib/db/client";
import { invalidRequest } from "@/lib/errors";
import { generationJson } from "@/lib/gallery/card-fields";
import type { StyleSnapshot } from "@/lib/styles/snapshot";
import { liveSnapshot } from "./live-snapshot";
import { lockOwnStyle, ownStyleIn, type OwnStyle, type Tx } from "./own-style";

/** Freezes the style's current rows into a new generation and makes it the latest one. The caller
 *  holds the style (lockOwnStyle, or a style it created in this transaction). */
export async function freezeGeneration(tx: Tx, styleId: string, at: Date = new Date()): Promise<string> {
  return freezeSnapshot(tx, styleId, await liveSnapshot(tx, styleId), at);
}

async function freezeSnapshot(tx: Tx, styleId: string, snapshot: StyleSnapshot, at: Date = new Date()): Promise<string> {
  const generation = await tx.generation.create({
    data: { styleId, ...generationJson(snapshot), createdAt: at },
    select: { id: true },
  });
  await tx.style.update({ where: { id: styleId }, data: { latestGenerationId: generation.id, lastGeneratedAt: at } });
  return generation.id;
}

/** Refuses a style with nothing a tool could use: no item switched on in a section that is on, no
 *  picture and no sample. Its generation would compile to a title and nothing else. Read from the
 *  snapshot about to be frozen; only a style with neither items nor pictures costs one more count. */
async function refuseEmpty(tx: Tx, styleId: string, snapshot: StyleSnapshot): Promise<void> {
  const enabled = snapshot.blocks.filter((b) => b.enabled !== false);
  const usable = enabled.some((b) => !snapshot.disabledSections.includes(b.section));
  if (usable || snapshot.referenceImages.length > 0) return;
  if ((await tx.sample.count({ where: { styleId } })) > 0) return;
  const off = enabled.length > 0 ? " Its items are all in sections that are switched off: switch one on." : "";
  throw invalidRequest(
    `"${snapshot.name}" has nothing to generate yet.${off} Add at least one item (a sentence in Overview, a colour in Palette, a medium), an inspiration image or a sample, save, then generate.`,
  );
}

export async function generateStyle(userId: string, styleId: string): Promise<OwnStyle> {
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    await lockOwnStyle(tx, userId, styleId);
    const snapshot = await liveSnapshot(tx, styleId);
    await refuseEmpty(tx, styleId, snapshot);
    await freezeSnapshot(tx, styleId, snapshot);
    return ownStyleIn(tx, styleId);
  });
}
