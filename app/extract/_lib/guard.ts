// The front half of the extract page's route handlers: the session cookie's user and, for anything
// that writes, the page's CSRF token. The page calls these with fetch, so refusals are the API's JSON
// `{error, message}` (the page shows the message verbatim), not redirects.
import { verifyAccountCsrf } from "@/lib/account/csrf";
import { sessionTokenFromCookieHeader, userForSessionToken, type SessionUser } from "@/lib/auth/session";
import { forbidden, ServiceError } from "@/lib/errors";
import { errorResponse } from "@/lib/http/respond";

/** A custom header rather than a form field: the body belongs to the shared extraction parser, and a
 *  cross-site page cannot set a custom header on a credentialed request without a CORS preflight. */
export const CSRF_HEADER = "x-csrf-token";

export const NO_STORE = { "Cache-Control": "no-store" };

type Guarded = { ok: true; user: SessionUser } | { ok: false; response: Response };

export async function pageCaller(req: Request, opts: { csrf: boolean }): Promise<Guarded> {
  const sessionToken = sessionTokenFromCookieHeader(req.headers.get("cookie"));
  const user = await userForSessionToken(sessionToken);
  if (!user || !sessionToken) {
    return { ok: false, response: errorResponse(new ServiceError("auth_required", "Your session has ended. Sign in again to extract styles.", { headers: NO_STORE })) };
  }
  if (opts.csrf && !verifyAccountCsrf(sessionToken, "extract", req.headers.get(CSRF_HEADER))) {
    return { ok: false, response: errorResponse(forbidden("This page has expired. Reload it and try again.")) };
  }
  return { ok: true, user };
}
