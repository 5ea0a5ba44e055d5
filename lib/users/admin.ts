// What an admin changes about an account, from `npm run admin` or the admin area's Accounts page: a
// user's plan or role. One rule for both.
import { db } from "@/lib/db/client";
import { PLANS, type PlanId } from "@/lib/plans";
import { findUserByHandleOrEmail } from "./find";

export const PLAN_VALUES = Object.keys(PLANS) as PlanId[];
export const ROLE_VALUES = ["user", "admin"] as const;

export async function setUserField(who: string, field: "plan" | "role", value: string) {
  const allowed: readonly string[] = field === "plan" ? PLAN_VALUES : ROLE_VALUES;
  if (!allowed.includes(value)) throw new Error(`${field} must be one of ${allowed.join(", ")}`);
  const user = await findUserByHandleOrEmail(who);
  if (!user) throw new Error(`no user "${who}"`);
  const prisma = await db();
  return prisma.user.update({ where: { id: user.id }, data: { [field]: value }, select: { handle: true, email: true, plan: true, role: true } });
}

/** What the Accounts page shows of one account. */
export interface AdminAccount {
  handle: string;
  email: string | null;
  name: string | null;
  plan: PlanId;
  role: string;
  createdAt: Date;
  styles: number;
}

/** An account by "@handle", "handle" or email, as an admin sees it; null when there is none. */
export async function adminAccount(who: string): Promise<AdminAccount | null> {
  if (who.trim().replace(/^@/, "").length === 0) return null;
  const user = await findUserByHandleOrEmail(who);
  if (!user) return null;
  const prisma = await db();
  const styles = await prisma.style.count({ where: { ownerId: user.id } });
  return { handle: user.handle, email: user.email, name: user.name, plan: user.plan as PlanId, role: user.role, createdAt: user.createdAt, styles };
}
