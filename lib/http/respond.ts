// Response builders shared by every v1 route. Headers common to all responses (CORS, rate limits)
// are added by the wrapper in ./api-route.ts, not here.
import { isUnstorableTextError } from "@/lib/db/errors";
import { invalidRequest, ServiceError, type ErrorCode } from "@/lib/errors";

/** The HTTP status of each error code (spec/interface.md "Errors"; DESIGN.md for the codes it adds). */
export const STATUS_OF: Record<ErrorCode, number> = {
  invalid_request: 400,
  auth_required: 401,
  insufficient_credits: 402,
  forbidden: 403,
  plan_limit_reached: 403,
  not_found: 404,
  service_not_generated: 409,
  payload_too_large: 413,
  rate_limited: 429,
  internal_error: 500,
};

export function statusOf(err: ServiceError): number {
  return err.options.status ?? STATUS_OF[err.code];
}

export function json(body: unknown, init: { status?: number; headers?: HeadersInit } = {}): Response {
  const headers = new Headers(init.headers);
  if (!headers.has("Content-Type")) headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(JSON.stringify(body), { status: init.status ?? 200, headers });
}

export function markdown(body: string, init: { status?: number; headers?: HeadersInit } = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "text/markdown; charset=utf-8");
  return new Response(body, { status: init.status ?? 200, headers });
}

export function errorResponse(err: ServiceError): Response {
  const body: Record<string, string> = { error: err.code, message: err.message };
  if (err.options.pricingUrl) body.pricingUrl = err.options.pricingUrl;
  return json(body, { status: statusOf(err), headers: err.options.headers });
}

/** Maps anything thrown to a contract error. Unknown errors are logged and never leak details. */
export function toServiceError(err: unknown): ServiceError {
  if (err instanceof ServiceError) return err;
  if (isUnstorableTextError(err)) {
    console.warn("[styleshelf] unstorable text reached the database; check it where the input is read", err);
    return invalidRequest("The request contains a NUL character or an unpaired UTF-16 surrogate, which text may not contain.");
  }
  console.error("[styleshelf] unhandled error", err);
  return new ServiceError("internal_error", "Something went wrong on our side. Please try again in a moment.");
}
