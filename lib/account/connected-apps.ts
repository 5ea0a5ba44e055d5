// "Connected apps": the OAuth grants a user has given and not revoked. Revoking a grant ends it and
// every token issued under it in one transaction, so no token outlives the user's decision.
import { db } from "@/lib/db/client";
import { PLANS, UNLIMITED } from "@/lib/plans";

export interface ConnectedApp {
  grantId: string;
  clientId: string;
  clientName: string;
  clientUri: string | null;
  scopes: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
}

export async function listConnectedApps(userId: string): Promise<ConnectedApp[]> {
  const prisma = await db();
  const grants = await prisma.oAuthGrant.findMany({
    where: { userId, revokedAt: null },
    orderBy: { createdAt: "desc" },
    select: { id: true, scopes: true, createdAt: true, lastUsedAt: true, client: { select: { id: true, name: true, clientUri: true } } },
  });
  return grants.map((g) => ({
    grantId: g.id,
    clientId: g.client.id,
    clientName: g.client.name,
    clientUri: g.client.clientUri,
    scopes: g.scopes,
    createdAt: g.createdAt,
    lastUsedAt: g.lastUsedAt,
  }));
}

/** Revokes the user's grant and its tokens. False when the grant is not theirs or already revoked. */
export async function revokeConnectedApp(userId: string, grantId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(grantId)) return false;
  const prisma = await db();
  const now = new Date();
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.oAuthGrant.updateMany({ where: { id: grantId, userId, revokedAt: null }, data: { revokedAt: now } });
    if (count === 0) return false;
    await tx.oAuthToken.updateMany({ where: { grantId, revokedAt: null }, data: { revokedAt: now } });
    // Unused authorization codes die with the grant too.
    await tx.oAuthAuthorizationCode.updateMany({ where: { grantId, usedAt: null }, data: { usedAt: now } });
    return true;
  });
}

/** The credit balance: the sum of the ledger, or null for plans with unlimited credits. */
export async function creditBalance(userId: string, plan: string): Promise<number | null> {
  if ((PLANS[plan as keyof typeof PLANS]?.initialCredits ?? 0) === UNLIMITED) return null;
  const prisma = await db();
  const sum = await prisma.creditLedger.aggregate({ where: { userId }, _sum: { amount: true } });
  return sum._sum.amount ?? 0;
}

/** Ends one website session (sign-out). */
export async function endSession(sessionToken: string): Promise<void> {
  const prisma = await db();
  await prisma.session.deleteMany({ where: { sessionToken } });
}
