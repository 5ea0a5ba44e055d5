// Access and refresh tokens of a grant, and the bearer check the API runs on every authenticated call.
import { db, type PrismaClient } from "@/lib/db/client";
import { hashSecret, newSecret } from "./secrets";

export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 60 * 60 * 24 * 30;

export const SCOPES = ["extract", "styles:read", "styles:write"] as const;
export type Scope = (typeof SCOPES)[number];

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  scope: string;
}

type Tx = Pick<PrismaClient, "oAuthToken">;

/** Issues a fresh access + refresh token pair under a grant (inside the caller's transaction). */
export async function issueTokens(tx: Tx, grant: { id: string; scopes: string[]; resource: string | null }): Promise<IssuedTokens> {
  const accessToken = newSecret("access");
  const refreshToken = newSecret("refresh");
  const now = Date.now();
  await tx.oAuthToken.createMany({
    data: [
      { tokenHash: hashSecret(accessToken), kind: "access", grantId: grant.id, scopes: grant.scopes, resource: grant.resource, expiresAt: new Date(now + ACCESS_TOKEN_TTL_SECONDS * 1000) },
      { tokenHash: hashSecret(refreshToken), kind: "refresh", grantId: grant.id, scopes: grant.scopes, resource: grant.resource, expiresAt: new Date(now + REFRESH_TOKEN_TTL_SECONDS * 1000) },
    ],
  });
  return { accessToken, refreshToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS, scope: grant.scopes.join(" ") };
}

export interface AccessTokenInfo {
  userId: string;
  clientId: string;
  grantId: string;
  scopes: string[];
  resource: string | null;
}

/** The token's owner and scopes, or null for an unknown, expired or revoked token (or grant). */
export async function verifyAccessToken(raw: string): Promise<AccessTokenInfo | null> {
  if (!raw.startsWith("ssa_") || raw.length > 200) return null;
  const prisma = await db();
  const token = await prisma.oAuthToken.findUnique({
    where: { tokenHash: hashSecret(raw) },
    select: { kind: true, scopes: true, resource: true, expiresAt: true, revokedAt: true, grant: { select: { id: true, userId: true, clientId: true, revokedAt: true } } },
  });
  if (!token || token.kind !== "access" || token.revokedAt || token.grant.revokedAt) return null;
  if (token.expiresAt.getTime() <= Date.now()) return null;
  return { userId: token.grant.userId, clientId: token.grant.clientId, grantId: token.grant.id, scopes: token.scopes, resource: token.resource };
}
