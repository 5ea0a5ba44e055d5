// Authorization codes: minted on consent under the user's grant, redeemed once at the token endpoint
// with PKCE (a confidential client, already authenticated by its secret, may have sent no challenge).
// A second redemption means the code leaked, so every token of its grant is revoked
// (OAuth 2.1 §4.1.3).
import { createHash } from "node:crypto";
import { db } from "@/lib/db/client";
import { OAuthError } from "./errors";
import { hashSecret, newSecret } from "./secrets";
import { issueTokens, revokeGrantTokens, type IssuedTokens } from "./tokens";

export const CODE_TTL_SECONDS = 60;

export interface Approval {
  userId: string;
  clientId: string;
  scopes: string[];
  resource: string | null;
  redirectUri: string;
  codeChallenge: string | null;
}

/** Creates or widens the user's live grant for this client and resource, and returns a fresh code. */
export async function approveAuthorization(a: Approval): Promise<string> {
  const code = newSecret("code");
  const prisma = await db();
  await prisma.$transaction(async (tx) => {
    const existing = await tx.oAuthGrant.findFirst({ where: { userId: a.userId, clientId: a.clientId, resource: a.resource, revokedAt: null } });
    const grant = existing
      ? await tx.oAuthGrant.update({ where: { id: existing.id }, data: { scopes: [...new Set([...existing.scopes, ...a.scopes])] } })
      : await tx.oAuthGrant.create({ data: { userId: a.userId, clientId: a.clientId, scopes: a.scopes, resource: a.resource } });
    await tx.oAuthAuthorizationCode.create({
      data: {
        codeHash: hashSecret(code),
        grantId: grant.id,
        redirectUri: a.redirectUri,
        codeChallenge: a.codeChallenge,
        scopes: a.scopes,
        resource: a.resource,
        expiresAt: new Date(Date.now() + CODE_TTL_SECONDS * 1000),
      },
    });
  });
  return code;
}

export function pkceChallenge(verifier: string): string {
  return createHash("sha256").update(verifier).digest("base64url");
}

export interface CodeRedemption {
  clientId: string;
  code: string | null;
  redirectUri: string | null;
  codeVerifier: string | null;
  /** The client authenticated with its secret at the token endpoint. */
  confidential: boolean;
  resource: string | null;
}

const badGrant = (why: string) => new OAuthError("invalid_grant", why);

export async function redeemAuthorizationCode(r: CodeRedemption): Promise<IssuedTokens> {
  if (!r.code) throw new OAuthError("invalid_request", "code is required.");
  if (!r.redirectUri) throw new OAuthError("invalid_request", "redirect_uri is required.");
  if (!r.codeVerifier && !r.confidential) throw new OAuthError("invalid_request", "code_verifier is required (PKCE).");
  if (r.codeVerifier && !/^[A-Za-z0-9._~-]{43,128}$/.test(r.codeVerifier)) throw new OAuthError("invalid_request", "code_verifier must be 43-128 unreserved characters.");
  const prisma = await db();
  const row = await prisma.oAuthAuthorizationCode.findUnique({ where: { codeHash: hashSecret(r.code) }, include: { grant: true } });
  if (!row || row.grant.clientId !== r.clientId) throw badGrant("The authorization code is invalid.");
  if (row.usedAt) {
    await revokeGrantTokens(row.grantId);
    throw badGrant("The authorization code was already used; tokens issued with it have been revoked.");
  }
  if (row.expiresAt.getTime() <= Date.now()) throw badGrant("The authorization code has expired.");
  if (row.grant.revokedAt) throw badGrant("The authorization was revoked.");
  if (row.redirectUri !== r.redirectUri) throw badGrant("redirect_uri does not match the authorization request.");
  if (row.codeChallenge === null) {
    // OAuth 2.1 §4.1.3: a verifier for a code issued without a challenge is a downgrade attempt.
    if (r.codeVerifier) throw badGrant("code_verifier was sent, but the authorization request had no code_challenge.");
  } else if (!r.codeVerifier) {
    throw new OAuthError("invalid_request", "code_verifier is required: the authorization request sent a code_challenge.");
  } else if (pkceChallenge(r.codeVerifier) !== row.codeChallenge) {
    throw badGrant("code_verifier does not match the code_challenge.");
  }
  if (r.resource !== null && r.resource !== row.resource) throw new OAuthError("invalid_target", "resource does not match the authorization request.");

  return prisma.$transaction(async (tx) => {
    // Conditional update: of two concurrent redemptions only one wins.
    const { count } = await tx.oAuthAuthorizationCode.updateMany({ where: { codeHash: row.codeHash, usedAt: null }, data: { usedAt: new Date() } });
    if (count === 0) throw badGrant("The authorization code was already used.");
    await tx.oAuthGrant.update({ where: { id: row.grantId }, data: { lastUsedAt: new Date() } });
    return issueTokens(tx, { id: row.grantId, scopes: row.scopes, resource: row.resource });
  });
}
