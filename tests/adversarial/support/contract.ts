// What each endpoint may answer, read from the sources of truth: the REST API's statuses from the
// OpenAPI document the server publishes (the contract says the document prevails), the error codes
// from lib/errors.ts; MCP, OAuth and pages from the protocols they implement (named per set below).
import { ERROR_CODES } from "@/lib/errors";
import { buildOpenApiDocument } from "@/lib/openapi/document";

export interface QueryParam {
  name: string;
  /** Values the schema names (enum), when it does. */
  values: string[];
  type: string;
}

export interface Operation {
  method: "GET" | "POST";
  /** OpenAPI path template relative to /api/v1, e.g. `/styles/{ref}`. */
  template: string;
  /** Documented statuses, without 5xx: the properties require that no request gets one. */
  statuses: Set<number>;
  query: QueryParam[];
  pathParams: string[];
  bodyTypes: string[];
}

interface OpenApiSchema {
  type?: string;
  enum?: string[];
  anyOf?: OpenApiSchema[];
  allOf?: OpenApiSchema[];
}

function schemaFacts(schema: OpenApiSchema | undefined): { type: string; values: string[] } {
  if (!schema) return { type: "string", values: [] };
  const parts = [schema, ...(schema.anyOf ?? []), ...(schema.allOf ?? [])];
  return { type: parts.find((p) => p.type)?.type ?? "string", values: parts.flatMap((p) => p.enum ?? []).map(String) };
}

export function v1Operations(): Operation[] {
  const doc = buildOpenApiDocument() as { paths: Record<string, Record<string, any>> };
  const ops: Operation[] = [];
  for (const [template, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!op?.responses) continue;
      const params = (op.parameters ?? []) as { name: string; in: string; schema?: OpenApiSchema }[];
      ops.push({
        method: method.toUpperCase() as Operation["method"],
        template,
        statuses: new Set(Object.keys(op.responses).map(Number).filter((s) => s < 500)),
        query: params.filter((p) => p.in === "query").map((p) => ({ name: p.name, ...schemaFacts(p.schema) })),
        pathParams: params.filter((p) => p.in === "path").map((p) => p.name),
        bodyTypes: Object.keys(op.requestBody?.content ?? {}),
      });
    }
  }
  return ops;
}

/** Statuses a v1 request may get: its operation's documented ones; for a method the path does not
 *  have, 405 (lib/http/api-route.ts otherMethods); for a path the API does not have, 404; a preflight
 *  204. Every v1 answer may be a 429, and HEAD answers as GET does. */
export function v1Statuses(ops: Operation[], template: string | null, method: string): Set<number> {
  if (method === "OPTIONS") return new Set([204]);
  const m = method === "HEAD" ? "GET" : method;
  const onPath = template === null ? [] : ops.filter((o) => o.template === template);
  if (onPath.length === 0) return new Set([404, 429]);
  const op = onPath.find((o) => o.method === m);
  return op ? new Set(op.statuses) : new Set([405, 429]);
}

/** The contract's error codes and DESIGN.md's additions (one list in lib/errors.ts). */
export const V1_ERROR_CODES: readonly string[] = ERROR_CODES;

/** MCP Streamable HTTP (2025-06-18 and later): 200 with a JSON-RPC answer, 202 for notifications and
 *  responses only, 400 for a body that is not JSON-RPC or a bad protocol version, 401/403 for the
 *  authorization challenges and the DNS-rebinding refusal, 405 for GET/DELETE on a stateless server,
 *  406 when Accept lacks application/json and text/event-stream, 413 over the body limit, 415 for a
 *  body that is not application/json, 429 rate limited; 204 a preflight. */
export const MCP_STATUSES = new Set([200, 202, 204, 400, 401, 403, 405, 406, 413, 415, 429]);

/** JSON-RPC 2.0 error codes a client may get for bad input; -32603 (internal error) is not one. */
export const JSON_RPC_INPUT_ERRORS = new Set([-32700, -32600, -32601, -32602, -32000, -32001]);

/** OAuth endpoints: RFC 6749 §5.2 errors are 400 (401 for invalid_client), RFC 7591 registration
 *  answers 201 or 400, RFC 7009 revocation 200; the authorization endpoint redirects (303) or shows its
 *  error page with the request's status. 405 for a method the endpoint lacks (Next.js), 204 a preflight,
 *  429 when a rate limit applies. */
/** 413: a body over the OAuth endpoints' 16 KB (lib/http/oauth-body.ts), in OAuth's error shape. */
export const OAUTH_STATUSES = {
  register: new Set([201, 400, 405, 413, 429]),
  token: new Set([200, 400, 401, 405, 413, 429]),
  revoke: new Set([200, 400, 401, 405, 413, 429]),
  authorize: new Set([303, 400, 401, 403, 405, 429]),
  decision: new Set([303, 400, 403, 405, 413, 429]),
  discovery: new Set([200, 405]),
} as const;

/** RFC 6749 §5.2, RFC 7591 §3.2.2, RFC 8707 and the registration rate limit's code. */
export const OAUTH_ERROR_CODES = new Set([
  "invalid_request",
  "invalid_client",
  "invalid_grant",
  "unauthorized_client",
  "unsupported_grant_type",
  "invalid_scope",
  "invalid_target",
  "invalid_redirect_uri",
  "invalid_client_metadata",
  "unsupported_token_type",
  "rate_limited",
]);

/** Pages, their Markdown twins, llms.txt: a page, a redirect to its one address, not modified, or a
 *  sane client error; 403 is the contract's answer for a private or pending style's twin. */
export const PAGE_STATUSES = new Set([200, 304, 307, 308, 400, 403, 404, 405, 413, 415]);
