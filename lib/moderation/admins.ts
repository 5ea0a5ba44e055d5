// Who may moderate: users whose role is admin (given by `npm run admin` or ADMIN_EMAILS at sign-in).
// Read from the database on every decision, never from a session or token, so a demotion takes
// effect at once.
import { db, type Prisma } from "@/lib/db/client";
import { forbidden } from "@/lib/errors";
import { isUuid } from "@/lib/styles/ref";

type Client = Pick<Prisma.TransactionClient, "user">;

export async function isAdmin(userId: string | null | undefined, client?: Client): Promise<boolean> {
  if (!userId || !isUuid(userId)) return false;
  const prisma = client ?? (await db());
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { role: true } });
  return user?.role === "admin";
}

export async function requireAdmin(userId: string, client?: Client): Promise<void> {
  if (!(await isAdmin(userId, client))) throw forbidden("Only administrators can moderate styles.");
}
