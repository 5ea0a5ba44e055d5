// The front half of the website's own JSON route handlers (the pages call them with fetch): the
// signed-in user from the session cookie and, for anything that writes, the page's CSRF token in a
// header. Refusals are the API's `{error, message}` JSON (pages show the message verbatim), not
// redirects. The header rather than a form field: a cross-site page cannot set a custom header on a
// credentialed request without a CORS preflight, and the body stays the endpoint's own.
import { verifyAccountCsrf, type CsrfPurpose } from "@/lib/account/csrf";
import { sessionTokenFromCookieHeader, userForSessionToken, type SessionUser } from "@/lib/auth/session";
import { forbidden, ServiceError } from "@/lib/errors";
import { errorResponse } from "./respond";

export const CSRF_HEADER = "x-csrf-token";

export const NO_STORE = { "Cache-Control": "no-store" };

export type PageCaller = { ok: true; user: SessionUser; sessionToken: string } | { ok: false; response: Response };

/** `csrf`: the purpose whose token a writing request must carry; false for reads. */
export async function pageCaller(req: Request, opts: { csrf: CsrfPurpose | false }): Promise<PageCaller> {
  const sessionToken = sessionTokenFromCookieHeader(req.headers.get("cookie"));
  const user = await userForSessionToken(sessionToken);
  if (!user || !sessionToken) {
    return { ok: false, response: errorResponse(new ServiceError("auth_required", "Your session has ended. Sign in again to continue.", { headers: NO_STORE })) };
  }
  if (opts.csrf && !verifyAccountCsrf(sessionToken, opts.csrf, req.headers.get(CSRF_HEADER))) {
    return { ok: false, response: errorResponse(forbidden("This page has expired. Reload it and try again.")) };
  }
  return { ok: true, user, sessionToken };
}
