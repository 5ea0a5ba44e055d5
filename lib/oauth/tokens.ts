// Access and refresh tokens of a grant, and the bearer check the API runs on every authenticated call.
import { db, type PrismaClient } from "@/lib/db/client";
import { OAuthError } from "./errors";
import { hashSecret, newSecret } from "./secrets";

export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 60 * 60 * 24 * 30;

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

/** Ends every token of a grant but keeps the grant (a replayed authorization code). */
export async function revokeGrantTokens(grantId: string): Promise<void> {
  const prisma = await db();
  await prisma.oAuthToken.updateMany({ where: { grantId, revokedAt: null }, data: { revokedAt: new Date() } });
}

/** Ends a grant, its tokens and its unused codes (a replayed refresh token: the grant is compromised). */
export async function revokeGrant(grantId: string): Promise<void> {
  const prisma = await db();
  const now = new Date();
  await prisma.$transaction([
    prisma.oAuthGrant.updateMany({ where: { id: grantId, revokedAt: null }, data: { revokedAt: now } }),
    prisma.oAuthToken.updateMany({ where: { grantId, revokedAt: null }, data: { revokedAt: now } }),
    prisma.oAuthAuthorizationCode.updateMany({ where: { grantId, usedAt: null }, data: { usedAt: now } }),
  ]);
}

/** Refresh with rotation: the presented token is spent and a new pair issued, with the same or
 *  fewer scopes. Presenting an already-rotated token means it was stolen, so the grant ends. */
export async function rotateRefreshToken(r: { clientId: string; refreshToken: string; scopes: string[] | null; resource: string | null }): Promise<IssuedTokens> {
  const prisma = await db();
  const token = await prisma.oAuthToken.findUnique({ where: { tokenHash: hashSecret(r.refreshToken) }, include: { grant: true } });
  if (!token || token.kind !== "refresh" || token.grant.clientId !== r.clientId) throw new OAuthError("invalid_grant", "The refresh token is invalid.");
  if (token.rotatedAt) {
    await revokeGrant(token.grantId);
    throw new OAuthError("invalid_grant", "The refresh token was already used; the authorization has been revoked.");
  }
  if (token.revokedAt || token.grant.revokedAt) throw new OAuthError("invalid_grant", "The refresh token was revoked.");
  if (token.expiresAt.getTime() <= Date.now()) throw new OAuthError("invalid_grant", "The refresh token has expired.");
  const scopes = r.scopes ?? token.scopes;
  if (scopes.length === 0 || scopes.some((s) => !token.scopes.includes(s))) {
    throw new OAuthError("invalid_scope", "A refresh may only keep or narrow the scopes originally granted.");
  }
  if (r.resource !== null && r.resource !== token.resource) throw new OAuthError("invalid_target", "resource does not match the grant.");
  const issued = await prisma.$transaction(async (tx) => {
    const { count } = await tx.oAuthToken.updateMany({ where: { tokenHash: token.tokenHash, rotatedAt: null, revokedAt: null }, data: { rotatedAt: new Date() } });
    if (count === 0) return null;
    await tx.oAuthGrant.update({ where: { id: token.grantId }, data: { lastUsedAt: new Date() } });
    return issueTokens(tx, { id: token.grantId, scopes, resource: token.resource });
  });
  if (!issued) {
    // Lost a race with another use of the same token: that is a replay too.
    await revokeGrant(token.grantId);
    throw new OAuthError("invalid_grant", "The refresh token was already used; the authorization has been revoked.");
  }
  return issued;
}

/** RFC 7009: revokes an access or refresh token of this client. Unknown tokens are not an error.
 *  Revoking a refresh token also ends the access tokens of its grant (RFC 7009 §2.1). */
export async function revokeToken(raw: string, clientId: string | null): Promise<void> {
  if (raw.length > 200) return;
  const prisma = await db();
  const token = await prisma.oAuthToken.findUnique({ where: { tokenHash: hashSecret(raw) }, select: { tokenHash: true, kind: true, grantId: true, grant: { select: { clientId: true } } } });
  if (!token || (clientId !== null && token.grant.clientId !== clientId)) return;
  if (token.kind === "refresh") await revokeGrantTokens(token.grantId);
  else await prisma.oAuthToken.updateMany({ where: { tokenHash: token.tokenHash, revokedAt: null }, data: { revokedAt: new Date() } });
}
