// The auth_required error of bearer auth (RFC 6750 + RFC 9728) for both protected resources, the REST
// API and the MCP server, with the challenge that tells a client which scope it needs and where to get
// a token. Services and MCP tools throw it; the route wrapper (lib/http/api-route.ts) and the MCP
// transport send it. Verifying the token is lib/auth/bearer.ts.
import { siteUrl } from "@/lib/config";
import type { Scope } from "@/lib/auth/scopes";
import { ServiceError } from "@/lib/errors";
import type { Resource } from "@/lib/auth/bearer";

const METADATA_PATH: Record<Resource, string> = { api: "api/v1", mcp: "api/mcp" };

/** RFC 9728 protected-resource metadata of the API (or of the MCP server). */
export function resourceMetadataUrl(resource: Resource = "api"): string {
  return `${siteUrl()}/.well-known/oauth-protected-resource/${METADATA_PATH[resource]}`;
}

export type ChallengeError = "invalid_token" | "insufficient_scope";

/** The WWW-Authenticate value of a 401 (or MCP's 403): where the metadata is, the scope(s) needed,
 *  and why (when a token was sent). `scope` may be a space-separated list. */
export function bearerChallenge(scope: Scope | string, error?: ChallengeError, resource: Resource = "api"): string {
  const parts = [`resource_metadata="${resourceMetadataUrl(resource)}"`, `scope="${scope}"`];
  if (error) parts.push(`error="${error}"`);
  return `Bearer ${parts.join(", ")}`;
}

const HOW_TO_GET_A_TOKEN =
  "Authorize an OAuth client (authorization code with PKCE; the authorization server is described at " +
  "{metadata}) and send the access token as `Authorization: Bearer <ACCESS_TOKEN>`.";

/** The 401 auth_required error, worded for a person to read as is. */
export function authRequired(scope: Scope, reason: "missing" | ChallengeError, resource: Resource = "api"): ServiceError {
  const how = HOW_TO_GET_A_TOKEN.replace("{metadata}", resourceMetadataUrl(resource));
  const message =
    reason === "missing"
      ? `This request needs a bearer token with the "${scope}" scope. ${how}`
      : reason === "invalid_token"
        ? `The bearer token is invalid, expired or revoked. Get a new access token (refresh it, or authorize again) with the "${scope}" scope and retry. ${how}`
        : `The bearer token does not include the "${scope}" scope this request needs. Authorize again and grant "${scope}". ${how}`;
  return new ServiceError("auth_required", message, {
    headers: { "WWW-Authenticate": bearerChallenge(scope, reason === "missing" ? undefined : reason, resource) },
  });
}
