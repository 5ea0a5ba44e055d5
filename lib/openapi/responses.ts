// Response builders shared by every operation. Every response, errors included, carries the
// X-RateLimit-* headers (contract "Limits"); 429 adds Retry-After and 401 adds WWW-Authenticate.
// Error bodies always reference the one Error schema.
import type { ResponseConfig, ZodContentObject } from "@asteasolutions/zod-to-openapi";
import { errorSchema } from "@/lib/api/schemas";
import { pricingUrl } from "@/lib/config";
import type { ErrorCode } from "@/lib/errors";
import { HEADER, type HeaderName, headerRef } from "./components";

type Headers = Record<string, { $ref: string }>;

function headers(extra: readonly HeaderName[] = []): Headers {
  const names: HeaderName[] = [HEADER.rateLimit, HEADER.rateRemaining, HEADER.rateReset, ...extra];
  return Object.fromEntries(names.map((name) => [name, headerRef(name)]));
}

/** A success response with the given content types. */
export function success(description: string, content: ZodContentObject, extraHeaders: readonly HeaderName[] = []): ResponseConfig {
  return { description, headers: headers(extraHeaders), content };
}

/** A response with no body (304). */
export function empty(description: string, extraHeaders: readonly HeaderName[] = []): ResponseConfig {
  return { description, headers: headers(extraHeaders) };
}

const DEFAULT_MESSAGES: Record<ErrorCode, string> = {
  invalid_request: "The request is malformed; the message names the parameter or field and the rule.",
  not_found: "No public style matches that ref.",
  auth_required: "Sign in with a token that has the required scope.",
  forbidden: "This style is private or pending moderation.",
  service_not_generated: "This style has not been generated yet. Open it on the website and press Generate.",
  insufficient_credits: "You have no credits left for an extraction.",
  plan_limit_reached: "Your plan does not include this. Upgrade to Pro.",
  payload_too_large: "Each file may be at most 8 MB.",
  rate_limited: "Too many requests. Wait before retrying.",
  internal_error: "Something went wrong on our side.",
};

const STATUS_HEADERS: Partial<Record<number, HeaderName[]>> = {
  401: [HEADER.wwwAuthenticate],
  429: [HEADER.retryAfter],
};

/** An error response: the description says when it happens; the example shows the code it carries. */
export function failure(status: number, description: string, code: ErrorCode, message = DEFAULT_MESSAGES[code]): ResponseConfig {
  const example: { error: ErrorCode; message: string; pricingUrl?: string } = { error: code, message };
  if (code === "insufficient_credits" || code === "plan_limit_reached") example.pricingUrl = pricingUrl();
  return {
    description: `${description} (\`${code}\`)`,
    headers: headers(STATUS_HEADERS[status] ?? []),
    content: { "application/json": { schema: errorSchema, example } },
  };
}

export type ErrorSpec = readonly [status: number, description: string, code: ErrorCode, exampleMessage?: string];

/** The given error responses plus the two every endpoint can answer: 429 and 500. */
export function failures(...specs: ErrorSpec[]): Record<string, ResponseConfig> {
  const all: ErrorSpec[] = [
    ...specs,
    [429, "Too many requests; wait for Retry-After seconds", "rate_limited"],
    [500, "Unexpected server error; the cause is logged, never returned", "internal_error"],
  ];
  return Object.fromEntries(
    all.map(([status, description, code, message]) => [String(status), failure(status, description, code, message)]),
  );
}

// The contract's common error cases, worded once.
export const E = {
  badQuery: [
    400,
    "Malformed query parameters; the message names the parameter",
    "invalid_request",
    "limit: must be an integer from 1 to 25",
  ],
  badRef: [
    400,
    "Malformed query parameters or a ref in none of the accepted forms",
    "invalid_request",
    "format: must be one of default, flux, midjourney, diffusion, stylemd, json",
  ],
  auth: [401, "Missing, invalid or under-scoped bearer token", "auth_required"],
  // Optional auth: no token is fine, but a token that was sent and does not verify is refused rather
  // than silently downgraded to anonymous (which would turn the caller's own styles into 404s).
  badOptionalToken: [401, "A bearer token was sent but is invalid or expired (sending none is fine)", "auth_required"],
  forbiddenStyle: [403, "The style exists but is private or pending moderation", "forbidden"],
  styleNotFound: [404, "No public style (or, with a token, none of your own) matches the ref", "not_found"],
  notGenerated: [409, "Your own style was never generated on the website; render the message verbatim", "service_not_generated"],
} as const satisfies Record<string, ErrorSpec>;
