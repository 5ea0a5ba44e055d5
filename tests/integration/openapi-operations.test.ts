// Every operation the OpenAPI document promises answers as itself over real HTTP: not the catch-all's
// "There is no endpoint" 404 and never 405, whatever a handler file happens to export. (The unit test
// beside the route files checks that a file exports the method; only a request shows that the method
// does something other than refuse.) Requests go anonymous, with sample path values and an empty JSON
// body, so each operation answers with its own refusal or its own data.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "@/lib/openapi";
import { startTestApp, type TestApp } from "../support/app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const doc = buildOpenApiDocument() as { paths: Record<string, Record<string, unknown>> };
const METHODS = ["get", "post", "put", "patch", "delete"];
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.keys(item)
    .filter((m) => METHODS.includes(m))
    .map((method) => ({ path, method: method.toUpperCase() })),
);

describe("OpenAPI operations answer as themselves", () => {
  it.each(operations)("$method $path", async ({ path, method }) => {
    const url = `/api/v1${path.replace(/\{[^}]+\}/g, "sample")}`;
    const withBody = method !== "GET" && method !== "DELETE";
    const res = await app.request(url, {
      method,
      ip: app.newIp(),
      ...(withBody ? { headers: { "content-type": "application/json" }, body: "{}" } : {}),
    });
    const text = await res.text();
    expect(res.status, `${method} ${url}: ${text.slice(0, 200)}`).not.toBe(405);
    expect(text, `${method} ${url} fell through to the catch-all`).not.toContain("There is no endpoint");
    expect(res.headers.get("access-control-allow-origin"), `${method} ${url}: CORS`).toBe("*");
  });
});
