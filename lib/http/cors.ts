// CORS for every v1 response, as the contract lists it, and the one function that puts it and the
// rate-limit window on a response (REST's wrapper, the MCP endpoint, the proxy's malformed-path answer).
import type { RateLimitResult } from "@/lib/ratelimit/limiter";

export const CORS_HEADERS: Record<string, string> = {
  "Access-Control-Allow-Origin": "*",
  // The contract's GET, POST, OPTIONS, and PUT for the staged upload URL (PUT /uploads/{uploadId}),
  // which browsers preflight.
  "Access-Control-Allow-Methods": "GET, POST, PUT, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type, Authorization, X-Service-Client, If-None-Match",
  "Access-Control-Expose-Headers": [
    "X-Token-Count",
    "X-Service-Canonical-Url",
    "X-Service-Credits-Remaining",
    "Retry-After",
    "X-RateLimit-Limit",
    "X-RateLimit-Remaining",
    "X-RateLimit-Reset",
    "ETag",
    "Link",
    // A browser script saving an export (or STYLE.md) reads the file name from it.
    "Content-Disposition",
  ].join(", "),
  "Access-Control-Max-Age": "86400",
};

/** `res` with `cors`, `Vary: Origin` and the rate-limit window (when one was counted). Responses from
 *  fetch or a library may have immutable headers; those are copied. */
export function withApiHeaders(res: Response, rl: RateLimitResult | null, cors: Record<string, string> = CORS_HEADERS): Response {
  let out = res;
  try {
    res.headers.set("Vary", mergeVary(res.headers.get("Vary"), "Origin"));
  } catch {
    out = new Response(res.body, { status: res.status, statusText: res.statusText, headers: new Headers(res.headers) });
    out.headers.set("Vary", mergeVary(out.headers.get("Vary"), "Origin"));
  }
  for (const [k, v] of Object.entries(cors)) out.headers.set(k, v);
  if (rl) {
    out.headers.set("X-RateLimit-Limit", String(rl.limit));
    out.headers.set("X-RateLimit-Remaining", String(rl.remaining));
    out.headers.set("X-RateLimit-Reset", String(rl.reset));
  }
  return out;
}

function mergeVary(existing: string | null, value: string): string {
  if (!existing) return value;
  return existing.split(",").map((v) => v.trim()).includes(value) ? existing : `${existing}, ${value}`;
}
