// What `npm run admin` changes: a user's plan or role.
import { db } from "@/lib/db/client";
import { findUserByHandleOrEmail } from "./find";

export const PLAN_VALUES = ["free", "pro"] as const;
export const ROLE_VALUES = ["user", "admin"] as const;

export async function setUserField(who: string, field: "plan" | "role", value: string) {
  const allowed: readonly string[] = field === "plan" ? PLAN_VALUES : ROLE_VALUES;
  if (!allowed.includes(value)) throw new Error(`${field} must be one of ${allowed.join(", ")}`);
  const user = await findUserByHandleOrEmail(who);
  if (!user) throw new Error(`no user "${who}"`);
  const prisma = await db();
  return prisma.user.update({ where: { id: user.id }, data: { [field]: value }, select: { handle: true, email: true, plan: true, role: true } });
}
