// Save: the builder's live rows (name, description, blocks, switched-off sections). Saving never
// touches a generation; what API readers get changes only on Generate (owner) or Publish (everyone).
import { db, type Prisma } from "@/lib/db/client";
import { invalidRequest } from "@/lib/errors";
import { lockOwnStyle, ownStyleIn, type OwnStyle, type Tx } from "./own-style";
import { validateEdits, type StyleEdits, type ValidBlock } from "./validate";

export async function saveStyleEdits(userId: string, styleId: string, edits: StyleEdits): Promise<OwnStyle> {
  // Everything is checked before the transaction, so a bad block never leaves a half-saved list.
  const valid = validateEdits(edits);
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    await lockOwnStyle(tx, userId, styleId);
    if (valid.blocks) await replaceBlocks(tx, styleId, valid.blocks);
    await tx.style.update({
      where: { id: styleId },
      data: {
        ...(valid.name !== undefined && { name: valid.name }),
        ...(valid.description !== undefined && { description: valid.description }),
        ...(valid.disabledSections !== undefined && { disabledSections: valid.disabledSections }),
        // A save of blocks alone still counts as an edit of the style (library order, gallery stamp).
        updatedAt: new Date(),
      },
    });
    return ownStyleIn(tx, styleId);
  });
}

/** Makes the style's blocks exactly `blocks`, in order: listed ids are updated in place (so a page's
 *  block ids stay stable across saves), blocks left out are deleted, blocks without an id are added. */
async function replaceBlocks(tx: Tx, styleId: string, blocks: ValidBlock[]): Promise<void> {
  const existing = new Set((await tx.block.findMany({ where: { styleId }, select: { id: true } })).map((b) => b.id));
  blocks.forEach((b, index) => {
    if (b.id !== undefined && !existing.has(b.id)) {
      throw invalidRequest(`blocks[${index}]: id ${b.id} is not a block of this style. Leave the id out to add a new block.`);
    }
  });
  const kept = blocks.flatMap((b) => b.id ?? []);
  await tx.block.deleteMany({ where: { styleId, id: { notIn: kept } } });
  const added: Prisma.BlockCreateManyInput[] = [];
  for (const [position, b] of blocks.entries()) {
    const data = { section: b.section, type: b.type, value: b.value as Prisma.InputJsonValue, enabled: b.enabled, position };
    if (b.id !== undefined) await tx.block.update({ where: { id: b.id }, data });
    else added.push({ styleId, ...data });
  }
  if (added.length) await tx.block.createMany({ data: added });
}
