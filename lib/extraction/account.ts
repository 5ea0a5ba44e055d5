// The account an extraction runs for, with its plan: what start, poll, drafts and history decide by.
import { db } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { planOf, UNLIMITED, type PlanLimits } from "@/lib/plans";

export interface ExtractionAccount {
  id: string;
  plan: PlanLimits;
  unlimited: boolean;
}

export async function extractionAccount(userId: string): Promise<ExtractionAccount> {
  const user = await (await db()).user.findUnique({ where: { id: userId }, select: { id: true, plan: true } });
  // A token outliving its user is as good as no token.
  if (!user) throw new ServiceError("auth_required", "The account behind this token no longer exists.");
  const plan = planOf(user.plan);
  return { id: user.id, plan, unlimited: plan.initialCredits === UNLIMITED };
}
