// Every operation the OpenAPI document promises is served by a real route handler: the path resolves
// (as Next.js resolves it) to a route file other than the catch-all 404, and that file exports the
// operation's method. A documented endpoint that falls through to the 404 fails here, not in production.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "@/lib/openapi";
import { discoverRoutes, matchRoute } from "../../support/routes";

const appDir = fileURLToPath(new URL("../../../app", import.meta.url));
const routes = discoverRoutes(appDir);
const doc = buildOpenApiDocument() as { paths: Record<string, Record<string, unknown>> };
const METHODS = ["get", "post", "put", "patch", "delete"];

const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.keys(item)
    .filter((m) => METHODS.includes(m))
    .map((method) => ({ path, method })),
);

describe("OpenAPI paths reach real routes", () => {
  it("documents operations at all", () => {
    expect(operations.length).toBeGreaterThanOrEqual(12);
  });

  it.each(operations)("$method $path has its own route handler", async ({ path, method }) => {
    // A concrete URL for the template: each {param} becomes a sample segment.
    const url = `/api/v1${path.replace(/\{[^}]+\}/g, "sample")}`;
    const match = matchRoute(routes, url);
    expect(match, url).not.toBeNull();
    expect(match!.route.segments.join("/"), `${url} falls through to the catch-all`).not.toMatch(/\[\.\.\.path\]/);
    const mod = (await import(match!.route.file)) as Record<string, unknown>;
    expect(typeof mod[method.toUpperCase()], `${match!.route.file} exports ${method.toUpperCase()}`).toBe("function");
  });
});
