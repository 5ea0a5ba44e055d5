// The one error type services throw. `code` is a stable code of the contract; the HTTP layer maps it
// to a status (lib/errors/http-status.ts), MCP and background runs read the same code and message.
// Statuses are HTTP's business, so no status lives here except a rare per-error override.

export const ERROR_CODES = [
  "invalid_request",
  "not_found",
  "auth_required",
  "forbidden",
  "service_not_generated",
  "insufficient_credits",
  "plan_limit_reached",
  "payload_too_large",
  "rate_limited",
  "internal_error",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Why, when one code has several causes, for pages and other in-process readers that act on the cause.
 *  Internal: the contract's error body is `{error, message, pricingUrl?}`, so no response carries it. */
export const ERROR_REASONS = [
  /** plan_limit_reached: the account already has as many own styles as its plan keeps. */
  "style_allowance",
] as const;
export type ErrorReason = (typeof ERROR_REASONS)[number];

export interface ServiceErrorOptions {
  /** Overrides the code's usual HTTP status (plan_limit_reached is 402 when saving a draft). */
  status?: number;
  pricingUrl?: string;
  headers?: Record<string, string>;
  reason?: ErrorReason;
}

export class ServiceError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly options: ServiceErrorOptions = {},
  ) {
    super(message);
    this.name = "ServiceError";
  }

  get reason(): ErrorReason | undefined {
    return this.options.reason;
  }
}

export const invalidRequest = (message: string) => new ServiceError("invalid_request", message);
export const notFound = (message: string) => new ServiceError("not_found", message);
export const forbidden = (message: string) => new ServiceError("forbidden", message);
