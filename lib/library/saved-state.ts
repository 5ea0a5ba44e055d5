// Whether a style is already in someone's library, so a style page can say "Saved" before any click.
// Looked up by slug: the page knows the slug from its URL and can ask in parallel with reading the style
// instead of waiting for the style's id.
import { db } from "@/lib/db/client";

export async function isSavedBy(userId: string, style: { slug: string } | { id: string }): Promise<boolean> {
  const prisma = await db();
  const row = await prisma.savedStyle.findFirst({
    where: { userId, ...("id" in style ? { styleId: style.id } : { style: { slug: style.slug } }) },
    select: { styleId: true },
  });
  return row !== null;
}
