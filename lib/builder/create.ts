// A new, empty, private style: the builder's "New style". It spends one create_style allowance.
import { db } from "@/lib/db/client";
import { takeStyleAllowance } from "./allowance";
import { ownStyleIn, type OwnStyle } from "./own-style";
import { validName } from "./validate";

export const DEFAULT_STYLE_NAME = "Untitled style";

export async function createStyle(userId: string, input: { name?: string } = {}): Promise<OwnStyle> {
  const name = input.name === undefined ? DEFAULT_STYLE_NAME : validName(input.name);
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    await takeStyleAllowance(tx, userId, "create another");
    const style = await tx.style.create({ data: { ownerId: userId, name, visibility: "private" }, select: { id: true } });
    return ownStyleIn(tx, style.id);
  });
}
