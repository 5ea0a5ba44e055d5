// The error body (spec/interface.md "Errors") and its stable codes. The contract's list plus the
// codes DESIGN.md adds for what the contract leaves open: `forbidden` (403 private or pending style),
// `plan_limit_reached` also for the 402 draft-saving case, `payload_too_large` (413) and
// `internal_error` (500). Additive only: a code, once here, never changes meaning.
import { ERROR_CODES } from "@/lib/errors";
import { z } from "./zod";

// The codes themselves live with the error class in lib/errors.ts (one list for REST, MCP and jobs).
export { ERROR_CODES, type ErrorCode } from "@/lib/errors";

export const errorCodeSchema = z.enum(ERROR_CODES).openapi("ErrorCode", {
  description:
    "Stable error code. invalid_request (400), auth_required (401), insufficient_credits (402), " +
    "plan_limit_reached (402 draft saving not in the plan; 403 read not in the plan), forbidden (403 private " +
    "or pending moderation), not_found (404), service_not_generated (409), payload_too_large (413), " +
    "rate_limited (429), internal_error (500).",
});

export const errorSchema = z
  .object({
    error: errorCodeSchema,
    message: z.string().openapi({ description: "Human-readable; render verbatim." }),
    pricingUrl: z.url().optional().openapi({
      description: "Upgrade page, on insufficient_credits and plan_limit_reached; render verbatim.",
    }),
  })
  .openapi("Error", { description: "Every error response body." });
export type ErrorBody = z.output<typeof errorSchema>;
