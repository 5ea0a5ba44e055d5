// Response builders shared by every v1 route. Headers common to all responses (CORS, rate limits)
// are added by the wrapper in ./api-route.ts, not here.
import { ServiceError } from "@/lib/errors";

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
  return json(body, { status: err.status, headers: err.options.headers });
}

/** Maps anything thrown to a contract error. Unknown errors are logged and never leak details. */
export function toServiceError(err: unknown): ServiceError {
  if (err instanceof ServiceError) return err;
  console.error("[styleshelf] unhandled error", err);
  return new ServiceError("internal_error", "Something went wrong on our side. Please try again in a moment.");
}
