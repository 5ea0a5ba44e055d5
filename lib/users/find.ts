// Looking a user up the way the admin and dev commands take them: "@handle", "handle" or an email.
import { db } from "@/lib/db/client";

export async function findUserByHandleOrEmail(who: string) {
  const prisma = await db();
  const key = who.trim().replace(/^@/, "");
  if (key.includes("@")) return prisma.user.findUnique({ where: { email: key.toLowerCase() } });
  return prisma.user.findUnique({ where: { handle: key.toLowerCase() } });
}
