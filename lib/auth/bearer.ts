// The bearer check, shared by the REST API and the MCP server: which token a request presents, and
// who it belongs to for one resource. RFC 8707: a token bound to a resource is good only there, so a
// token issued for the MCP server (/api/mcp) is not a REST token and vice versa; a token without a
// resource predates the binding and is accepted by both.
//
// The check is one primary-key lookup (OAuthToken.tokenHash, joined to its grant) per request, with
// no cache: revoking a token or a grant takes effect on the very next request. Cache here only if a
// benchmark shows the lookup matters, and then document the revocation window it opens.
import { knownResources } from "@/lib/oauth/metadata";
import { verifyAccessToken } from "@/lib/oauth/tokens";
import type { Caller } from "./caller";

export type Resource = keyof ReturnType<typeof knownResources>;

/** What the Authorization header carried: nothing usable, a token, or a malformed Bearer value. */
export type PresentedToken = { kind: "none" } | { kind: "bearer"; token: string } | { kind: "malformed" };

export function presentedToken(authorization: string | null): PresentedToken {
  if (!authorization) return { kind: "none" };
  const match = /^\s*bearer(?:\s+(.*))?$/i.exec(authorization);
  // Other schemes (Basic, ...) are not ours to judge; the request is simply not bearer-authenticated.
  if (!match) return { kind: "none" };
  const token = match[1]?.trim() ?? "";
  return token && !/\s/.test(token) ? { kind: "bearer", token } : { kind: "malformed" };
}

/** The caller behind a token for `resource`, or null when the token is unknown, expired, revoked or
 *  issued for another resource. */
export async function verifyBearer(token: string, resource: Resource): Promise<Caller | null> {
  const info = await verifyAccessToken(token);
  if (!info) return null;
  if (info.resource !== null && info.resource.replace(/\/+$/, "") !== knownResources()[resource]) return null;
  return { userId: info.userId, scopes: info.scopes, clientId: info.clientId, grantId: info.grantId };
}
