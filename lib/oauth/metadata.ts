// Discovery documents: authorization server metadata (RFC 8414) and protected resource metadata
// (RFC 9728). Built from siteUrl() on every call so they never depend on request headers.
import { siteUrl } from "@/lib/config";
import { SCOPES } from "@/lib/auth/scopes";
import { CLIENT_AUTH_METHODS } from "./clients";

/** The resources tokens may be issued for (RFC 8707 `resource`). */
export function knownResources(): { api: string; mcp: string } {
  return { api: `${siteUrl()}/api/v1`, mcp: `${siteUrl()}/api/mcp` };
}

export function issuer(): string {
  return siteUrl();
}

export function authorizationServerMetadata() {
  const site = siteUrl();
  return {
    issuer: issuer(),
    authorization_endpoint: `${site}/oauth/authorize`,
    token_endpoint: `${site}/oauth/token`,
    registration_endpoint: `${site}/oauth/register`,
    revocation_endpoint: `${site}/oauth/revoke`,
    scopes_supported: [...SCOPES],
    response_types_supported: ["code"],
    response_modes_supported: ["query"],
    grant_types_supported: ["authorization_code", "refresh_token"],
    code_challenge_methods_supported: ["S256"],
    token_endpoint_auth_methods_supported: [...CLIENT_AUTH_METHODS],
    revocation_endpoint_auth_methods_supported: [...CLIENT_AUTH_METHODS],
    authorization_response_iss_parameter_supported: true,
    client_id_metadata_document_supported: true,
  };
}

export function protectedResourceMetadata(which: "api" | "mcp") {
  return {
    resource: knownResources()[which],
    authorization_servers: [issuer()],
    scopes_supported: [...SCOPES],
    bearer_methods_supported: ["header"],
    resource_name: which === "api" ? "Styleshelf REST API v1" : "Styleshelf MCP server",
  };
}

/** Discovery, token, revocation and registration are called by browser-based clients from any
 *  origin; none of them reads cookies, so a wildcard is safe. */
export const DISCOVERY_CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type, Authorization, MCP-Protocol-Version",
  "Access-Control-Max-Age": "86400",
} as const;

export function discoveryResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=3600", ...DISCOVERY_CORS },
  });
}

export function discoveryPreflight(): Response {
  return new Response(null, { status: 204, headers: DISCOVERY_CORS });
}

/** Adds the CORS headers to an OAuth endpoint's response. */
export function withOAuthCors(res: Response): Response {
  for (const [k, v] of Object.entries(DISCOVERY_CORS)) res.headers.set(k, v);
  return res;
}
