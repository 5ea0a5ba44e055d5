// ADMIN_EMAILS names admins by address, so a new deployment can have its first admin without a shell
// (DESIGN.md, "Admins"). It is applied when such a person signs in and only ever promotes: anyone not
// listed keeps the role `npm run admin` gave them, so that command stays the authority for everyone
// else, and removing an address from the list demotes nobody.
import { adminEmailsSetting } from "@/lib/config";
import { db } from "@/lib/db/client";

/** The listed addresses: comma-separated, trimmed, compared case-insensitively. */
export function adminEmails(raw: string | undefined = adminEmailsSetting()): Set<string> {
  return new Set(
    (raw ?? "")
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter((e) => e.length > 0),
  );
}

export function isAdminEmail(email: string | null | undefined, raw?: string): boolean {
  if (!email) return false;
  return adminEmails(raw).has(email.trim().toLowerCase());
}

/**
 * Makes the user an admin when their stored email is listed. Reads the address from the database, not
 * from the sign-in profile: it is the one the magic link was sent to, or the provider's account email
 * the adapter stored. Returns whether the role changed.
 */
export async function applyAdminEmails(userId: string | null | undefined): Promise<boolean> {
  if (!userId || adminEmails().size === 0) return false;
  const prisma = await db();
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { email: true, role: true } });
  if (!user || user.role === "admin" || !isAdminEmail(user.email)) return false;
  const { count } = await prisma.user.updateMany({ where: { id: userId, role: "user" }, data: { role: "admin" } });
  return count > 0;
}
