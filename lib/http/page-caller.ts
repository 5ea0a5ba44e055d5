// The one wrapper of the website's own JSON route handlers (the pages call them with fetch), as
// apiRoute is for REST: the signed-in user from the session cookie and, for anything that writes, the
// page's CSRF token in a header; every answer uncached; anything thrown mapped to `{error, message}`. Refusals are the API's `{error, message}` JSON (pages show the message verbatim), not
// redirects. The header rather than a form field: a cross-site page cannot set a custom header on a
// credentialed request without a CORS preflight, and the body stays the endpoint's own.
import { verifyAccountCsrf, type CsrfPurpose } from "@/lib/account/csrf";
import { sessionTokenFromCookieHeader, userForSessionToken, type SessionUser } from "@/lib/auth/session";
import { forbidden, invalidRequest, ServiceError } from "@/lib/errors";
import { discardUnreadBody } from "./discard-body";
import { errorResponse } from "./respond";
import { toServiceError } from "@/lib/errors/to-service-error";
import { assertStorable } from "@/lib/errors/storable-text";

export const CSRF_HEADER = "x-csrf-token";

type PageCaller = { ok: true; user: SessionUser; sessionToken: string } | { ok: false; response: Response };

/** `csrf`: the purpose whose token a writing request must carry; false for reads. */
async function pageCaller(req: Request, opts: { csrf: CsrfPurpose | false }): Promise<PageCaller> {
  const sessionToken = sessionTokenFromCookieHeader(req.headers.get("cookie"));
  const user = await userForSessionToken(sessionToken);
  if (!user || !sessionToken) {
    return { ok: false, response: errorResponse(new ServiceError("auth_required", "Your session has ended. Sign in again to continue.")) };
  }
  if (opts.csrf && !verifyAccountCsrf(sessionToken, opts.csrf, req.headers.get(CSRF_HEADER))) {
    return { ok: false, response: errorResponse(forbidden("This page has expired. Reload it and try again.")) };
  }
  return { ok: true, user, sessionToken };
}

type PageHandler<P> = (ctx: { req: Request; user: SessionUser; params: P }) => Promise<Response>;

/** `csrf`: the purpose whose token the request must carry (false for reads). */
export function pageRoute<P = Record<string, never>>(opts: { csrf: CsrfPurpose | false }, handler: PageHandler<P>) {
  return async (req: Request, routeCtx?: { params: Promise<P> }): Promise<Response> => {
    const caller = await pageCaller(req, opts);
    let res: Response;
    if (!caller.ok) res = caller.response;
    else {
      try {
        res = await handler({ req, user: caller.user, params: ((await routeCtx?.params) ?? {}) as P });
      } catch (err) {
        res = errorResponse(toServiceError(err));
      }
    }
    // Answers about one person's account are never cached, by the browser or anything between.
    res.headers.set("Cache-Control", "no-store");
    // A refusal answered before the body was read (401, 403 for a missing CSRF token, a 429, a bad
    // upload id) reaches a client still sending it only once the body has been received and dropped
    // (./discard-body.ts), as apiRoute does for the API.
    if (res.status >= 400) await discardUnreadBody(req.body, Number(req.headers.get("content-length") ?? NaN));
    return res;
  };
}

/** A JSON body, or a 400 naming what the page should have sent. Typed as the service's input because
 *  the service validates it (a page is no more trusted than any client). */
export async function jsonBody<T>(req: Request, what: string): Promise<T> {
  const body = await req.json().catch(() => {
    throw invalidRequest(`${what} must be a JSON object.`);
  });
  assertStorable(body);
  return body as T;
}
