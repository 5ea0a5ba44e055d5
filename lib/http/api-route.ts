// The one wrapper every REST v1 route handler goes through. It owns CORS, the rate-limit lanes and
// their headers, the calling channel, and the mapping of anything thrown to `{error, message}`.
// A handler body only parses, calls a service and responds.
import { rateLimits } from "@/lib/config";
import { ServiceError } from "@/lib/errors";
import { rateLimiter, type RateLimitResult } from "@/lib/ratelimit";
import { clientChannel } from "./client-channel";
import { CORS_HEADERS } from "./cors";
import { errorResponse, toServiceError } from "./respond";

const MINUTE = 60_000;

export interface ApiContext<P> {
  req: Request;
  url: URL;
  params: P;
  /** Attribution channel: `client` query, X-Service-Client header, or "rest". */
  channel: string;
}

type RouteContext<P> = { params: Promise<P> };
type Handler<P> = (ctx: ApiContext<P>) => Promise<Response>;

/** Who a request is counted as. Bearer tokens get their own lane once accounts exist. */
function callerKey(req: Request): { key: string; max: number } {
  const forwarded = req.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  const ip = forwarded || req.headers.get("x-real-ip") || "unknown";
  return { key: `ip:${ip}`, max: rateLimits().anonPerMinute };
}

function withCommonHeaders(res: Response, rl: RateLimitResult | null): Response {
  // Responses from fetch/Response constructors may have immutable headers; copy when needed.
  let out = res;
  try {
    res.headers.set("Vary", mergeVary(res.headers.get("Vary"), "Origin"));
  } catch {
    out = new Response(res.body, { status: res.status, statusText: res.statusText, headers: new Headers(res.headers) });
  }
  for (const [k, v] of Object.entries(CORS_HEADERS)) out.headers.set(k, v);
  if (rl) {
    out.headers.set("X-RateLimit-Limit", String(rl.limit));
    out.headers.set("X-RateLimit-Remaining", String(rl.remaining));
    out.headers.set("X-RateLimit-Reset", String(rl.reset));
  }
  return out;
}

function mergeVary(existing: string | null, value: string): string {
  if (!existing) return value;
  return existing.split(",").map((s) => s.trim()).includes(value) ? existing : `${existing}, ${value}`;
}

function rateLimited(rl: RateLimitResult): Response {
  const retryAfter = Math.max(1, rl.reset - Math.floor(Date.now() / 1000));
  return errorResponse(
    new ServiceError("rate_limited", `Too many requests. Wait ${retryAfter} seconds before retrying.`, {
      headers: { "Retry-After": String(retryAfter) },
    }),
  );
}

export function apiRoute<P = Record<string, never>>(handler: Handler<P>) {
  return async (req: Request, routeCtx?: RouteContext<P>): Promise<Response> => {
    let rl: RateLimitResult | null = null;
    try {
      const caller = callerKey(req);
      rl = await (await rateLimiter()).limit(caller.key, caller.max, MINUTE);
      if (!rl.success) return withCommonHeaders(rateLimited(rl), rl);
      const url = new URL(req.url);
      const params = ((await routeCtx?.params) ?? {}) as P;
      const res = await handler({ req, url, params, channel: clientChannel(req, url) });
      return withCommonHeaders(res, rl);
    } catch (err) {
      return withCommonHeaders(errorResponse(toServiceError(err)), rl);
    }
  };
}

/** The OPTIONS export of every v1 route: a CORS preflight that reports, but does not spend, the window. */
export async function preflight(req: Request): Promise<Response> {
  let rl: RateLimitResult | null = null;
  try {
    const caller = callerKey(req);
    rl = await (await rateLimiter()).peek(caller.key, caller.max, MINUTE);
  } catch (err) {
    console.error("[styleshelf] rate limiter unavailable for preflight", err);
  }
  return withCommonHeaders(new Response(null, { status: 204 }), rl);
}
