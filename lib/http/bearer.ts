// Bearer tokens on REST v1 (RFC 6750 + RFC 9728): reading the Authorization header, verifying the
// token, and the 401 challenge that tells a client which scope it needs and where to get a token.
//
// The check is one primary-key lookup (OAuthToken.tokenHash, joined to its grant) per request, with
// no cache: revoking a token or a grant takes effect on the very next request. Cache here only if a
// benchmark shows the lookup matters, and then document the revocation window it opens.
import { apiBaseUrl, siteUrl } from "@/lib/config";
import { ServiceError } from "@/lib/errors";
import { verifyAccessToken, type Scope } from "@/lib/oauth/tokens";

export type { Scope } from "@/lib/oauth/tokens";

/** An authenticated caller, as route handlers and services see it. */
export interface Caller {
  userId: string;
  scopes: string[];
  clientId: string;
  grantId: string;
}

export type AuthOption = "none" | "optional" | Scope;

/** What the Authorization header carried: nothing usable, a token, or a malformed Bearer value. */
export type PresentedToken = { kind: "none" } | { kind: "bearer"; token: string } | { kind: "malformed" };

export function presentedToken(req: Request): PresentedToken {
  const header = req.headers.get("authorization");
  if (!header) return { kind: "none" };
  const match = /^\s*bearer(?:\s+(.*))?$/i.exec(header);
  // Other schemes (Basic, ...) are not ours to judge; the request is simply not bearer-authenticated.
  if (!match) return { kind: "none" };
  const token = match[1]?.trim() ?? "";
  return token && !/\s/.test(token) ? { kind: "bearer", token } : { kind: "malformed" };
}

/** The caller behind a token, or null when the token is unknown, expired, revoked or for another audience. */
export async function callerOf(token: string): Promise<Caller | null> {
  const info = await verifyAccessToken(token);
  if (!info) return null;
  // RFC 8707: a token bound to a resource is good only there. A token for the MCP server
  // (/api/mcp) is not a REST token; a token without a resource predates the binding and is accepted.
  if (info.resource !== null && info.resource.replace(/\/+$/, "") !== apiBaseUrl()) return null;
  return { userId: info.userId, scopes: info.scopes, clientId: info.clientId, grantId: info.grantId };
}

/** RFC 9728 protected-resource metadata of the API. */
export function resourceMetadataUrl(): string {
  return `${siteUrl()}/.well-known/oauth-protected-resource/api/v1`;
}

export type ChallengeError = "invalid_token" | "insufficient_scope";

/** The WWW-Authenticate value of a 401: where the metadata is, the scope needed, and why (when a token was sent). */
export function bearerChallenge(scope: Scope, error?: ChallengeError): string {
  const parts = [`resource_metadata="${resourceMetadataUrl()}"`, `scope="${scope}"`];
  if (error) parts.push(`error="${error}"`);
  return `Bearer ${parts.join(", ")}`;
}

const HOW_TO_GET_A_TOKEN =
  "Authorize an OAuth client (authorization code with PKCE; the authorization server is described at " +
  "{metadata}) and send the access token as `Authorization: Bearer <ACCESS_TOKEN>`.";

/** The 401 auth_required error, worded for a person to read as is. */
export function authRequired(scope: Scope, reason: "missing" | ChallengeError): ServiceError {
  const how = HOW_TO_GET_A_TOKEN.replace("{metadata}", resourceMetadataUrl());
  const message =
    reason === "missing"
      ? `This request needs a bearer token with the "${scope}" scope. ${how}`
      : reason === "invalid_token"
        ? `The bearer token is invalid, expired or revoked. Get a new access token (refresh it, or authorize again) with the "${scope}" scope and retry. ${how}`
        : `The bearer token does not include the "${scope}" scope this request needs. Authorize again and grant "${scope}". ${how}`;
  return new ServiceError("auth_required", message, {
    headers: { "WWW-Authenticate": bearerChallenge(scope, reason === "missing" ? undefined : reason) },
  });
}
