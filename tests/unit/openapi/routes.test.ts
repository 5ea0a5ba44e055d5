// Every operation the OpenAPI document promises is served by a real route handler: the path resolves
// (as Next.js resolves it) to a route file other than the catch-all 404, that file exports the
// operation's method, and that export, called as Next.js calls it (a Request without credentials, the
// route's params), answers with a status the document lists for the operation and is not a failure.
// An export that only refuses (otherMethods' 405, which no operation documents) fails here, as does a
// documented endpoint that falls through to the 404. The handlers run against an empty embedded
// database of their own (PGlite in a temporary folder), never against DATABASE_URL.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildOpenApiDocument } from "@/lib/openapi";
import { otherMethods } from "@/lib/http/api-route";
import { discoverRoutes, matchRoute } from "../../support/routes";

const appDir = fileURLToPath(new URL("../../../app", import.meta.url));
const routes = discoverRoutes(appDir);
const doc = buildOpenApiDocument() as { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };
const METHODS = ["get", "post", "put", "patch", "delete"];

const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => METHODS.includes(method))
    .map(([method, op]) => ({ path, method, documented: Object.keys(op.responses ?? {}).map(Number) })),
);
type Operation = (typeof operations)[number];
type Handler = (req: Request, ctx: { params: Promise<unknown> }) => Promise<Response>;

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), "styleshelf-routes-"));
  vi.stubEnv("DATABASE_URL", undefined);
  vi.stubEnv("DATA_DIR", dataDir);
});
afterAll(async () => {
  const { closeDatabase } = await import("@/lib/db/client");
  await closeDatabase();
  vi.unstubAllEnvs();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The operation's URL with each {param} as a sample segment. */
const urlOf = (op: Operation) => `/api/v1${op.path.replace(/\{[^}]+\}/g, "sample")}`;

/** What `handler` answers to the operation's method, sent as a client without credentials would. */
async function answer(op: Operation, handler: Handler, params: unknown): Promise<{ status: number; text: string }> {
  const method = op.method.toUpperCase();
  const req = new Request(`http://localhost${urlOf(op)}`, { method, body: method === "GET" ? undefined : "" });
  const res = await handler(req, { params: Promise.resolve(params) });
  return { status: res.status, text: await res.text() };
}

/** The operation is served: a documented status, and neither a refusal of the method nor a failure. */
function expectServed(op: Operation, got: { status: number; text: string }) {
  const what = `${op.method.toUpperCase()} ${op.path} answered ${got.status} ${got.text.slice(0, 200)}`;
  expect(got.status, what).not.toBe(405);
  expect(op.documented, what).toContain(got.status);
  expect(got.status, what).toBeLessThan(500);
}

describe("OpenAPI paths reach real routes", () => {
  it("documents operations at all", () => {
    expect(operations.length).toBeGreaterThanOrEqual(12);
  });

  it.each(operations)("$method $path has its own route handler", async (op) => {
    const url = urlOf(op);
    const match = matchRoute(routes, url);
    expect(match, url).not.toBeNull();
    expect(match!.route.segments.join("/"), `${url} falls through to the catch-all`).not.toMatch(/\[\.\.\.path\]/);
    const mod = (await import(match!.route.file)) as Record<string, unknown>;
    const handler = mod[op.method.toUpperCase()];
    expect(typeof handler, `${match!.route.file} exports ${op.method.toUpperCase()}`).toBe("function");
    expectServed(op, await answer(op, handler as Handler, match!.params));
  });

  it("a handler that only refuses the method fails the check", async () => {
    const op = operations.find((o) => o.method === "post" && o.path === "/extractions")!;
    const refuser = otherMethods(["GET"]).POST as Handler;
    const got = await answer(op, refuser, {});
    expect(got.status).toBe(405);
    expect(() => expectServed(op, got)).toThrow();
  });
});
