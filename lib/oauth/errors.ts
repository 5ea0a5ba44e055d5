// OAuth protocol errors (RFC 6749 §5.2, RFC 7591 §3.2.2, RFC 7009): `{error, error_description}`.
// Kept apart from lib/errors.ts because OAuth clients parse these exact codes, not the v1 contract's.
import { isUnstorableTextError } from "@/lib/db/errors";

export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
    readonly status = 400,
    /** Extra headers, e.g. the Basic challenge answering a failed Authorization header (RFC 6749 §5.2). */
    readonly headers: Record<string, string> = {},
  ) {
    super(description);
    this.name = "OAuthError";
  }
}

/** Token responses and errors must never be cached (RFC 6749 §5.1). */
export const NO_STORE = { "Cache-Control": "no-store", Pragma: "no-cache" } as const;

export function oauthJson(body: unknown, status = 200, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", ...NO_STORE, ...extra },
  });
}

export function oauthErrorResponse(err: unknown): Response {
  if (err instanceof OAuthError) {
    // WWW-Authenticate only answers a client that authenticated with a header: on other 401s a Basic
    // challenge makes some libraries (oauth4webapi) report a challenge instead of the OAuth error.
    return oauthJson({ error: err.error, error_description: err.description }, err.status, err.headers);
  }
  if (isUnstorableTextError(err)) {
    console.warn("[styleshelf] unstorable text reached the database from an OAuth endpoint", err);
    return oauthJson({ error: "invalid_request", error_description: "The request contains a NUL character or an unpaired UTF-16 surrogate." }, 400);
  }
  console.error("[styleshelf] oauth endpoint failed", err);
  return oauthJson({ error: "server_error", error_description: "Something went wrong on our side." }, 500);
}
