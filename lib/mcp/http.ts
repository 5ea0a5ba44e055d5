// The Streamable HTTP endpoint /api/mcp: the MCP authorization flow in front of the transport.
//
// Anonymous requests are welcome: initialize, tools/list and the anonymous tools answer without a
// token. A token, when sent, must be valid for this resource (RFC 8707: a token issued for /api/v1
// is refused here), or the request gets 401 invalid_token, whatever it asks for.
//
// A tools/call of a tool that needs a scope is decided here, before the transport: tool results
// cannot carry HTTP challenges, and MCP clients start their OAuth flow from HTTP statuses.
// - No token: 401 with `WWW-Authenticate: Bearer resource_metadata=".../oauth-protected-resource/api/mcp",
//   scope="<the tool's scope>"` (MCP authorization spec 2025-11-25, "Protected Resource Metadata
//   Discovery" and "Scope Selection Strategy": the challenge's scope is what the client requests, so
//   naming only the tool's scope keeps the first grant minimal).
// - A valid token without the scope: 403 with error="insufficient_scope" (the spec's "Runtime
//   Insufficient Scope Errors": 403, not REST's 401, so clients run step-up authorization rather than
//   discarding a good token). Its scope names the token's scopes plus the missing one, as the spec
//   recommends, because the authorization server issues exactly the scopes requested and a client
//   asking for only the new scope would lose the ones it had.
//
// Admission and rate limits are REST's (lib/http/admission.ts): the same limiter and lanes (per grant
// with a token, per IP without), so one client's REST and MCP calls share one budget; start_extraction
// spends REST's extraction lane too.
// The transport is stateless and answers in JSON (no SSE): every request is self-contained, which is
// what serverless functions need, and no tool streams progress. It is the pinned SDK's (1.32.2) web-
// standard Request/Response transport; mcp-handler 2.4.0 was not used because it is built on the SDK's
// v2 packages (@modelcontextprotocol/server), a second SDK line this project does not depend on.
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { hasScope, type Caller } from "@/lib/auth/caller";
import { SCOPES, type Scope } from "@/lib/auth/scopes";
import { siteUrl } from "@/lib/config";
import { ServiceError } from "@/lib/errors";
import { authRequired, bearerChallenge } from "@/lib/errors/auth-required";
import { admit } from "@/lib/http/admission";
import { clientChannel } from "@/lib/http/client-channel";
import { CORS_HEADERS, withApiHeaders } from "@/lib/http/cors";
import { readBodyBytes } from "@/lib/http/multipart";
import { errorResponse } from "@/lib/http/respond";
import { toServiceError } from "@/lib/errors/to-service-error";
import { clientIp } from "@/lib/ratelimit/lane";
import type { RateLimitResult } from "@/lib/ratelimit";
import { MAX_MCP_BODY_BYTES, scopeOfTool } from "./catalog";
import { invalidParamsResponse } from "./request-check";
import { createMcpServer } from "./server";

const MB = 1024 * 1024;

/** REST's CORS, plus what browser-based MCP clients send and must read (the challenge, the version). */
export const MCP_CORS_HEADERS: Record<string, string> = {
  ...CORS_HEADERS,
  "Access-Control-Allow-Methods": "GET, POST, DELETE, OPTIONS",
  "Access-Control-Allow-Headers": `${CORS_HEADERS["Access-Control-Allow-Headers"]}, Accept, Mcp-Protocol-Version, Mcp-Session-Id, Last-Event-ID`,
  "Access-Control-Expose-Headers": `${CORS_HEADERS["Access-Control-Expose-Headers"]}, WWW-Authenticate, Mcp-Session-Id, Mcp-Protocol-Version`,
};

function jsonRpcError(status: number, code: number, message: string): Response {
  return new Response(JSON.stringify({ jsonrpc: "2.0", error: { code, message }, id: null }), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

async function readBody(req: Request): Promise<string> {
  const tooLarge = () =>
    new ServiceError("payload_too_large", `The request is larger than ${MAX_MCP_BODY_BYTES / MB} MB, the most the MCP endpoint accepts; pass large images by image_url.`);
  return (await readBodyBytes(req, MAX_MCP_BODY_BYTES, tooLarge)).toString("utf8");
}

/** The scopes the tool calls in a message (or batch) need, in canonical order. */
function scopesNeeded(message: unknown): Scope[] {
  const needed = new Set<Scope>();
  for (const m of Array.isArray(message) ? message : [message]) {
    if (m && typeof m === "object" && (m as { method?: unknown }).method === "tools/call") {
      const scope = scopeOfTool((m as { params?: { name?: unknown } }).params?.name);
      if (scope) needed.add(scope);
    }
  }
  return SCOPES.filter((s) => needed.has(s));
}

/** 401 for a missing or unusable token, 403 for a token without the scope; both name this resource. */
function challenge(needed: Scope[], caller: Caller | null, reason: "missing" | "invalid_token"): ServiceError {
  const scope = needed[0] ?? "styles:read";
  if (reason === "invalid_token" || !caller) {
    const err = authRequired(scope, reason, "mcp");
    const scopes = needed.length ? needed.join(" ") : scope;
    return new ServiceError(err.code, err.message, {
      headers: { "WWW-Authenticate": bearerChallenge(scopes, reason === "missing" ? undefined : reason, "mcp") },
    });
  }
  const missing = needed.find((s) => !hasScope(caller, s))!;
  const err = authRequired(missing, "insufficient_scope", "mcp");
  const wanted = SCOPES.filter((s) => hasScope(caller, s) || needed.includes(s)).join(" ");
  return new ServiceError(err.code, err.message, {
    status: 403,
    headers: { "WWW-Authenticate": bearerChallenge(wanted, "insufficient_scope", "mcp") },
  });
}

/** The MCP rule: an unusable token is refused whatever the message asks; a tool call needs its scopes. */
function mcpAuthorization(needed: Scope[], caller: Caller | null, badToken: boolean): ServiceError | null {
  if (badToken) return challenge(needed, null, "invalid_token");
  if (needed.some((s) => !caller || !hasScope(caller, s))) return challenge(needed, caller, "missing");
  return null;
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

function hostnameOf(value: string | null, withScheme: boolean): string | null {
  if (!value) return null;
  try {
    return new URL(withScheme ? value : `http://${value}`).hostname.toLowerCase();
  } catch {
    return "";
  }
}

/** DNS rebinding protection (MCP transports, "Security Warning"), for a server running on this machine:
 *  when the site is served from a loopback address, a request whose Host or Origin names another host
 *  is a page from elsewhere that had its name resolve here, and is refused. A server with a public
 *  SITE_URL checks nothing here: it is public anyway, its CORS admits every origin, and tokens travel
 *  in headers a page cannot borrow, so the check would only break alias and preview domains. */
function rebindingRefusal(req: Request): ServiceError | null {
  if (!LOOPBACK.has(hostnameOf(siteUrl(), true) ?? "")) return null;
  const host = hostnameOf(req.headers.get("host"), false);
  const origin = hostnameOf(req.headers.get("origin"), true);
  if ((host !== null && !LOOPBACK.has(host)) || (origin !== null && !LOOPBACK.has(origin))) {
    return new ServiceError("forbidden", "This MCP server runs on this machine and answers only requests addressed to localhost.");
  }
  return null;
}

export async function mcpPost(req: Request): Promise<Response> {
  let rl: RateLimitResult | null = null;
  try {
    const refused = rebindingRefusal(req);
    if (refused) return withApiHeaders(errorResponse(refused), null, MCP_CORS_HEADERS);
    const text = await readBody(req);
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return withApiHeaders(jsonRpcError(400, -32700, "Parse error: the body must be a JSON-RPC message"), null, MCP_CORS_HEADERS);
    }
    const needed = scopesNeeded(message);

    // The admission core (lib/http/admission.ts) verifies the token for this resource and spends the
    // general lane; the MCP rule decides the challenge.
    // A batch (JSON-RPC 2.0; MCP 2025-03-26 and earlier, which this server still negotiates) counts as
    // many requests as it carries messages: counted as one, a batch of 100 multiplied every limit by 100.
    const cost = Array.isArray(message) ? Math.max(1, message.length) : 1;
    const admission = await admit(req, { bearer: "mcp", cost, authorize: (caller, badToken) => mcpAuthorization(needed, caller, badToken) });
    rl = admission.rl;
    if (!admission.ok) return withApiHeaders(errorResponse(admission.refusal.error), rl, MCP_CORS_HEADERS);
    const caller = admission.caller;

    const invalidParams = invalidParamsResponse(message);
    if (invalidParams) return withApiHeaders(invalidParams, rl, MCP_CORS_HEADERS);

    const url = new URL(req.url);
    const channel = clientChannel(req, url);
    const server = createMcpServer(caller, { channel: channel === "rest" ? "mcp" : channel, clientAddress: clientIp(req) });
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    try {
      return withApiHeaders(await transport.handleRequest(req, { parsedBody: message }), rl, MCP_CORS_HEADERS);
    } finally {
      await server.close();
    }
  } catch (err) {
    return withApiHeaders(errorResponse(toServiceError(err)), rl, MCP_CORS_HEADERS);
  }
}

/** GET (a standalone SSE stream) and DELETE (ending a session) mean nothing to a stateless server. */
export function mcpMethodNotAllowed(): Response {
  const res = jsonRpcError(405, -32000, "Method not allowed: this MCP server is stateless; send JSON-RPC messages with POST.");
  res.headers.set("Allow", "POST, OPTIONS");
  return withApiHeaders(res, null, MCP_CORS_HEADERS);
}

/** CORS preflight for browser-based MCP clients. */
export function mcpPreflight(): Response {
  return withApiHeaders(new Response(null, { status: 204 }), null, MCP_CORS_HEADERS);
}
