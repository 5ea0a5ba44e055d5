// The credit ledger: a balance is the sum of a user's rows. Each extraction has at most one charge and
// at most one refund (a unique index on extractionId + kind), so a retried job, a racing recovery and a
// duplicate onFailure can all call refund and still pay back once.
import { Prisma, type PrismaClient } from "@/lib/db/client";
import { planOf, UNLIMITED } from "@/lib/plans";

type Tx = Prisma.TransactionClient | PrismaClient;

/** Serialises credit decisions per account: concurrent starts queue behind this row lock, so each
 *  reads the balance the previous one left (PostgreSQL row lock; PGlite runs one statement at a time). */
export async function lockAccount(tx: Tx, userId: string): Promise<void> {
  await tx.$queryRaw`SELECT 1 FROM "User" WHERE "id" = ${userId}::uuid FOR UPDATE`;
}

export async function balanceOf(tx: Tx, userId: string): Promise<number> {
  const sum = await tx.creditLedger.aggregate({ where: { userId }, _sum: { amount: true } });
  return sum._sum.amount ?? 0;
}

/** The balance as the API reports it: -1 on plans with unlimited credits. */
export async function creditsRemaining(tx: Tx, user: { id: string; plan: string }): Promise<number> {
  if (planOf(user.plan).initialCredits === UNLIMITED) return UNLIMITED;
  return balanceOf(tx, user.id);
}

/** Records the charge of one extraction, inside the transaction that creates it. */
export async function chargeExtraction(tx: Tx, input: { userId: string; extractionId: string; cost: number }): Promise<void> {
  if (input.cost <= 0) return;
  await tx.creditLedger.create({
    data: { userId: input.userId, extractionId: input.extractionId, kind: "charge", amount: -input.cost, note: "Extraction" },
  });
}

/** Pays back an extraction's charge, once. True when this call wrote the refund. */
export async function refundExtraction(tx: Tx, extractionId: string): Promise<boolean> {
  const charge = await tx.creditLedger.findUnique({
    where: { extractionId_kind: { extractionId, kind: "charge" } },
    select: { userId: true, amount: true },
  });
  if (!charge) return false;
  const written = await tx.creditLedger.createMany({
    data: [{ userId: charge.userId, extractionId, kind: "refund", amount: -charge.amount, note: "Failed extraction refunded" }],
    skipDuplicates: true,
  });
  return written.count === 1;
}
