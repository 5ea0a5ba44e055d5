// The one wrapper of the website's own JSON route handlers (the pages call them with fetch), as
// apiRoute is for REST: the pages' adapter over the admission core (./admission.ts), which finds the
// signed-in user from the session cookie, checks, for anything that writes, the page's CSRF token in a
// header, and spends the route's extra lane. Every answer is uncached; anything thrown is mapped to
// `{error, message}`. Refusals are the API's `{error, message}` JSON (pages show the message verbatim),
// not redirects. The header rather than a form field: a cross-site page cannot set a custom header on a
// credentialed request without a CORS preflight, and the body stays the endpoint's own.
import type { CsrfPurpose } from "@/lib/account/csrf";
import type { SessionUser } from "@/lib/auth/session";
import { forbidden, invalidRequest, ServiceError } from "@/lib/errors";
import { admit, type Refusal } from "./admission";
import { discardUnreadBody } from "./discard-body";
import { readBodyBytes } from "./multipart";

const MB = 1024 * 1024;
/** The most a page's JSON action body may carry. */
export const PAGE_JSON_MAX_BYTES = 2 * MB;
import type { ExtraLane } from "./lanes";
import { errorResponse } from "./respond";
import { toServiceError } from "@/lib/errors/to-service-error";
import { assertStorable } from "@/lib/errors/storable-text";

export const CSRF_HEADER = "x-csrf-token";

function refusalResponse(refusal: Refusal): Response {
  if (refusal.kind === "error") return errorResponse(refusal.error);
  if (refusal.kind === "csrf") return errorResponse(forbidden("This page has expired. Reload it and try again."));
  return errorResponse(new ServiceError("auth_required", "Your session has ended. Sign in again to continue."));
}

type PageHandler<P> = (ctx: { req: Request; user: SessionUser; params: P }) => Promise<Response>;

/** `csrf`: the purpose whose token the request must carry (false for reads); `lane`: an extra lane the
 *  request spends once admitted (the same as REST's, lib/http/lanes.ts). */
export function pageRoute<P = Record<string, never>>(opts: { csrf: CsrfPurpose | false; lane?: ExtraLane }, handler: PageHandler<P>) {
  const csrf = opts.csrf;
  return async (req: Request, routeCtx?: { params: Promise<P> }): Promise<Response> => {
    const admission = await admit(req, {
      session: true,
      csrf: csrf && { purpose: csrf, presented: () => req.headers.get(CSRF_HEADER) },
      lane: opts.lane,
    });
    let res: Response;
    if (!admission.ok) res = refusalResponse(admission.refusal);
    else {
      try {
        res = await handler({ req, user: admission.session.user, params: ((await routeCtx?.params) ?? {}) as P });
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
  // Read with the one bounded reader: a style's whole edit (every block, written samples up to their
  // limit) fits many times over, and nothing bigger is held in memory.
  const bytes = await readBodyBytes(req, PAGE_JSON_MAX_BYTES, () => invalidRequest(`${what} is larger than ${PAGE_JSON_MAX_BYTES / MB} MB.`));
  let body: unknown;
  try {
    body = JSON.parse(bytes.toString("utf8"));
  } catch {
    throw invalidRequest(`${what} must be a JSON object.`);
  }
  assertStorable(body);
  return body as T;
}
