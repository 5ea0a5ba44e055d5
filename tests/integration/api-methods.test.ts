// Regressions found by the adversarial suite (npm run test:adversarial): a method a v1 route does not
// have (PUT, PATCH, DELETE, or GET on a POST route) got Next.js's bare 405 without CORS, and /api/v1
// itself the HTML 404 page. Every v1 answer is JSON with the API's headers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app";
import { expectCommonHeaders, expectError, type ApiResult } from "../support/api";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/** api() checks bodies against the document's operations; these requests have none, by design. */
async function call(method: string, path: string): Promise<ApiResult> {
  const sentAt = Date.now();
  const res = await app.request(`/api/v1${path}`, { method, ip: app.newIp() });
  expectCommonHeaders(res, sentAt);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  const text = await res.text();
  return { res, status: res.status, body: JSON.parse(text), text };
}

const GET_ROUTES = ["/styles", "/styles/risograph-zine-k2f9", "/styles/risograph-zine-k2f9/style.md", "/openapi.json", "/me/styles", "/me/saved-styles", "/me/extractions", "/me/extractions/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f", "/extractions/x.y"];
const POST_ROUTES = ["/extractions", "/style-md/validate", "/styles/risograph-zine-k2f9/save"];

describe("methods a v1 route does not have", () => {
  it.each(GET_ROUTES.flatMap((p) => ["POST", "PUT", "PATCH", "DELETE"].map((m) => [m, p] as const)))("%s %s: 405 with Allow, JSON and CORS", async (method, path) => {
    const r = await call(method, path);
    expectError(r, 405, "invalid_request", new RegExp(`${method} is not a method`));
    expect(r.res.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
  });

  it.each(POST_ROUTES.flatMap((p) => ["GET", "PUT", "PATCH", "DELETE"].map((m) => [m, p] as const)))("%s %s: 405 with Allow, JSON and CORS", async (method, path) => {
    const r = await call(method, path);
    expectError(r, 405, "invalid_request");
    expect(r.res.headers.get("allow")).toBe("POST, OPTIONS");
  });
});

describe("paths the API does not have", () => {
  it.each(["", "/", "/nope"])("GET /api/v1%s: JSON 404 not_found with CORS", async (path) => {
    expectError(await call("GET", path), 404, "not_found", /There is no endpoint/);
  });

  it("answers other methods there with the same 404", async () => {
    expectError(await call("DELETE", "/nope"), 404, "not_found");
  });
});
