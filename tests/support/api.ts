// A client for integration tests: every response it returns has already been checked for what the
// contract promises on ALL v1 responses (CORS, rate-limit headers), and every JSON body has been
// validated against the OpenAPI document.
import { expect } from "vitest";
import { buildOpenApiDocument } from "@/lib/openapi/document";
import type { TestApp } from "./app";
import { expectMatchesOpenApi } from "./openapi";

let templates: { template: string; pattern: RegExp }[] | undefined;

function templateOf(path: string): string {
  templates ??= Object.keys((buildOpenApiDocument() as { paths: Record<string, unknown> }).paths).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/\./g, "\\.").replace(/\{[^}]+\}/g, "[^/]+")}$`),
  }));
  // Prefer templates with fewer parameters (static segments win, as in routing).
  const matches = templates.filter((t) => t.pattern.test(path)).sort((a, b) => a.template.split("{").length - b.template.split("{").length);
  return matches[0]?.template ?? path;
}

/** `sentAt`: when the request left (ms). The window a response reports cannot end before that; the
 *  time the response is checked may be later than its reset on a busy machine. */
export function expectCommonHeaders(res: Response, sentAt: number): void {
  expect(res.headers.get("access-control-allow-origin")).toBe("*");
  expect(res.headers.get("access-control-allow-methods")).toMatch(/GET.*POST.*OPTIONS/);
  expect(res.headers.get("access-control-allow-headers")).toMatch(/Content-Type.*Authorization.*X-Service-Client/i);
  const exposed = res.headers.get("access-control-expose-headers") ?? "";
  for (const h of ["X-Token-Count", "X-Service-Canonical-Url", "X-Service-Credits-Remaining", "Retry-After", "X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"]) {
    expect(exposed).toContain(h);
  }
  expect(Number(res.headers.get("x-ratelimit-limit"))).toBeGreaterThan(0);
  expect(Number.isInteger(Number(res.headers.get("x-ratelimit-remaining")))).toBe(true);
  expect(Number(res.headers.get("x-ratelimit-reset"))).toBeGreaterThan(sentAt / 1000);
}

export interface ApiResult<T = any> {
  res: Response;
  status: number;
  body: T;
  text: string;
}

export async function api<T = any>(
  app: TestApp,
  method: "GET" | "POST" | "OPTIONS",
  path: string,
  init: { query?: Record<string, string>; headers?: Record<string, string>; body?: BodyInit; ip?: string } = {},
): Promise<ApiResult<T>> {
  const url = new URL(`/api/v1${path}`, app.origin);
  for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v);
  const sentAt = Date.now();
  const res = await app.request(url.pathname + url.search, { method, headers: init.headers, body: init.body, ip: init.ip });
  expectCommonHeaders(res, sentAt);
  const text = await res.text();
  const type = res.headers.get("content-type");
  let body: any = text;
  if (type?.startsWith("application/json")) {
    body = JSON.parse(text);
    expectMatchesOpenApi(method, templateOf(path), res.status, type, body);
  }
  return { res, status: res.status, body, text };
}

/** Asserts a contract error: status, stable code and a human-readable message. */
export function expectError(r: ApiResult, status: number, code: string, message?: RegExp): void {
  expect(r.status, r.text).toBe(status);
  expect(r.body.error).toBe(code);
  expect(typeof r.body.message).toBe("string");
  expect(r.body.message.length).toBeGreaterThan(10);
  if (message) expect(r.body.message).toMatch(message);
}
