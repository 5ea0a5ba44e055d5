// The create_style allowance (lib/plans.ts maxStyles): how many own styles a plan keeps. It is counted
// under the account lock (the same lock extraction drafts take, lib/extraction/draft.ts), so a create,
// a remix and a draft racing for the last place cannot all take it.
import { pricingUrl } from "@/lib/config";
import { lockAccount } from "@/lib/credits/ledger";
import { ServiceError } from "@/lib/errors";
import { planOf } from "@/lib/plans";
import type { Tx } from "./own-style";

/** Throws plan_limit_reached (402, reason style_allowance) when the account already has as many
 *  styles as its plan keeps. Call inside the transaction that creates the style. `doing` completes
 *  "Delete a style or upgrade to Pro to …". */
export async function takeStyleAllowance(tx: Tx, userId: string, doing: string): Promise<void> {
  await lockAccount(tx, userId);
  const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { plan: true } });
  const plan = planOf(user.plan);
  const max = plan.maxStyles;
  if (max === null) return;
  const owned = await tx.style.count({ where: { ownerId: userId } });
  if (owned < max) return;
  throw new ServiceError(
    "plan_limit_reached",
    `You have ${owned} styles, the most the ${plan.label} plan keeps (${max}). Delete a style or upgrade to Pro to ${doing}.`,
    { status: 402, pricingUrl: pricingUrl(), reason: "style_allowance" },
  );
}
