// Response builders shared by every v1 route. Headers common to all responses (CORS, rate limits)
// are added by the wrapper in ./api-route.ts, not here.
// Statuses come from lib/errors/http-status.ts; anything thrown becomes a ServiceError through
// lib/errors/to-service-error.ts.
import type { ServiceError } from "@/lib/errors";
import { statusOf } from "@/lib/errors/http-status";

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
