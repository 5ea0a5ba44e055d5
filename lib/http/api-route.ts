// The one wrapper every REST v1 route handler goes through: REST's adapter over the admission core
// (./admission.ts: the bearer check, the rate-limit lanes). It adds REST's authorization rule (`auth`)
// and WWW-Authenticate challenge, CORS and the rate-limit headers, the calling channel, and the mapping
// of anything thrown to `{error, message}`. A handler body only parses, calls a service and responds.
import { ServiceError } from "@/lib/errors";
import type { RateLimitResult } from "@/lib/ratelimit";
import { hasScope, type Caller } from "@/lib/auth/caller";
import type { Scope } from "@/lib/auth/scopes";
import { authRequired, bearerChallenge } from "@/lib/errors/auth-required";
import { toServiceError } from "@/lib/errors/to-service-error";
import { admit } from "./admission";
import { clientChannel } from "./client-channel";
import { discardUnreadBody } from "./discard-body";
import { withApiHeaders } from "./cors";
import { peekGeneralLane, type ExtraLane } from "./lanes";
import { errorResponse } from "./respond";

/** Who may call a route: anyone, anyone with an optional token, or a token holding the scope. */
export type AuthOption = "none" | "optional" | Scope;

export interface ApiContext<P> {
  req: Request;
  url: URL;
  params: P;
  /** Attribution channel: `client` query, X-Service-Client header, or "rest". */
  channel: string;
  /** The verified bearer caller; null when anonymous, and always null with `auth: "none"` (there a
   *  valid token only moves the request to the token's rate-limit lane). */
  caller: Caller | null;
}

export interface ApiRouteOptions {
  /** "none" (default): anonymous; "optional": a token is verified when sent (an invalid one is a 401);
   *  a scope: a valid token holding that scope is required. */
  auth?: AuthOption;
  /** An extra lane on top of the general one (lib/http/lanes.ts): "extract" or "check". */
  lane?: ExtraLane;
}

type RouteContext<P> = { params: Promise<P> };
type Handler<P> = (ctx: ApiContext<P>) => Promise<Response>;

/** REST's authorization rule: the 401 a request gets before its handler runs, if any. */
function authFailure(auth: AuthOption, caller: Caller | null, badToken: boolean): ServiceError | null {
  if (auth === "none") return null;
  // Optional endpoints name styles:read: it is the scope that makes a token useful there.
  const scope: Scope = auth === "optional" ? "styles:read" : auth;
  if (badToken) return authRequired(scope, "invalid_token");
  if (auth === "optional") return null;
  if (!caller) return authRequired(scope, "missing");
  if (!hasScope(caller, scope)) return authRequired(scope, "insufficient_scope");
  return null;
}

/** Services may throw auth_required themselves (a ref form that needs a token, or a scope the token
 *  lacks); the wrapper, which knows the caller, gives it the challenge. */
function withChallenge(err: ServiceError, auth: AuthOption, caller: Caller | null): ServiceError {
  if (err.code !== "auth_required" || err.options.headers?.["WWW-Authenticate"]) return err;
  const scope: Scope = auth === "none" || auth === "optional" ? "styles:read" : auth;
  const error = caller && !hasScope(caller, scope) ? "insufficient_scope" : undefined;
  return new ServiceError(err.code, err.message, {
    ...err.options,
    headers: { ...err.options.headers, "WWW-Authenticate": bearerChallenge(scope, error) },
  });
}

type RouteHandler<P> = (req: Request, routeCtx?: RouteContext<P>) => Promise<Response>;

/** With a required scope the handler always gets a caller (the wrapper answered 401 otherwise). */
export function apiRoute<P = Record<string, never>>(
  handler: (ctx: ApiContext<P> & { caller: Caller }) => Promise<Response>,
  options: { auth: Scope; lane?: ExtraLane },
): RouteHandler<P>;
export function apiRoute<P = Record<string, never>>(handler: Handler<P>, options?: ApiRouteOptions): RouteHandler<P>;
export function apiRoute<P>(handler: Handler<P> | ((ctx: ApiContext<P> & { caller: Caller }) => Promise<Response>), options: ApiRouteOptions = {}): RouteHandler<P> {
  const auth = options.auth ?? "none";
  const answer = async (req: Request, routeCtx?: RouteContext<P>): Promise<Response> => {
    let rl: RateLimitResult | null = null;
    let caller: Caller | null = null;
    try {
      const admission = await admit(req, { bearer: "api", authorize: (c, badToken) => authFailure(auth, c, badToken), lane: options.lane });
      rl = admission.rl;
      caller = admission.caller;
      if (!admission.ok) return withApiHeaders(errorResponse(admission.refusal.error), rl);
      const url = new URL(req.url);
      const params = ((await routeCtx?.params) ?? {}) as P;
      const ctx: ApiContext<P> = { req, url, params, channel: clientChannel(req, url), caller: auth === "none" ? null : caller };
      // authFailure has answered every request with a required scope and no caller.
      const res = await (handler as Handler<P>)(ctx);
      return withApiHeaders(res, rl);
    } catch (err) {
      return withApiHeaders(errorResponse(withChallenge(toServiceError(err), auth, caller)), rl);
    }
  };
  return async (req, routeCtx) => {
    const res = await answer(req, routeCtx);
    // A refusal answered before the body was read (401, 429, a bad id) reaches a client still sending
    // it only once the body has been received and dropped (lib/http/discard-body.ts).
    if (res.status >= 400) await discardUnreadBody(req.body, Number(req.headers.get("content-length") ?? NaN));
    return res;
  };
}

/** The OPTIONS export of every v1 route: a CORS preflight that reports, but does not spend, the window. */
export async function preflight(req: Request): Promise<Response> {
  let rl: RateLimitResult | null = null;
  try {
    // Preflights carry no Authorization header, so they report the IP lane.
    rl = await peekGeneralLane(req);
  } catch (err) {
    console.error("[styleshelf] rate limiter unavailable for preflight", err);
  }
  return withApiHeaders(new Response(null, { status: 204 }), rl);
}

type Method = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Handlers for the methods a v1 route does not have (Next.js would answer them with a bare 405 and
 *  no CORS): 405 with `Allow`, as JSON like any v1 error. A route exports the ones it lacks, e.g.
 *  `export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);`. */
export function otherMethods(allowed: readonly ("GET" | "POST" | "PUT")[]): Record<Method, RouteHandler<unknown>> {
  const allow = [...allowed, ...(allowed.includes("GET") ? ["HEAD"] : []), "OPTIONS"].join(", ");
  const refuse = apiRoute<unknown>(async ({ req, url }) => {
    throw new ServiceError("invalid_request", `${req.method} is not a method of ${url.pathname}; it answers ${allow}.`, {
      status: 405,
      headers: { Allow: allow },
    });
  });
  return { GET: refuse, HEAD: refuse, POST: refuse, PUT: refuse, PATCH: refuse, DELETE: refuse };
}
