// The HTTP status of each error code: one table that the HTTP layer answers with (lib/http/respond.ts)
// and the docs print (lib/docs/directives.ts). Pure data.
import type { ErrorCode, ServiceError } from "@/lib/errors";

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
