// GET /health: the constant answer load balancers probe and the bench measures against. It goes
// through the shared wrapper, so it carries what every v1 response carries (api() checks CORS and
// rate-limit headers, and the body against the served OpenAPI document) and spends the caller's lane.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "@/lib/openapi";
import { startTestApp, type TestApp } from "../support/app";
import { api, expectCommonHeaders } from "../support/api";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());
afterEach(() => {
  delete process.env.RATE_LIMIT_ANON_PER_MIN;
});

describe("GET /health", () => {
  it("answers 200 {status: ok} as JSON, never cached", async () => {
    const r = await api(app, "GET", "/health");
    expect(r.status).toBe(200);
    expect(r.res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(r.body).toEqual({ status: "ok" });
    expect(r.res.headers.get("cache-control")).toBe("no-store");
  });

  it("is documented as an anonymous operation with the body it serves", () => {
    const doc = buildOpenApiDocument() as Record<string, any>;
    const op = doc.paths["/health"].get;
    expect(op.operationId).toBe("getHealth");
    expect(op.security).toEqual([]);
    expect(Object.keys(op.responses).sort()).toEqual(["200", "429", "500"]);
    expect(doc.components.schemas.Health.properties.status).toMatchObject({ type: "string", enum: ["ok"] });
  });

  it("ignores a bearer token, even a bad one (anonymous, like a load balancer's probe)", async () => {
    const r = await api(app, "GET", "/health", { headers: { Authorization: "Bearer not-a-real-token" } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: "ok" });
  });

  it("answers a CORS preflight with 204 without spending the window", async () => {
    const ip = app.newIp();
    const first = await api(app, "GET", "/health", { ip });
    const preflight = await api(app, "OPTIONS", "/health", {
      ip,
      headers: { Origin: "https://example.org", "Access-Control-Request-Method": "GET" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.text).toBe("");
    expect(preflight.res.headers.get("x-ratelimit-remaining")).toBe(first.res.headers.get("x-ratelimit-remaining"));
  });

  it("answers other methods with a JSON 405 naming the allowed ones, with the common headers", async () => {
    const sentAt = Date.now();
    const res = await app.request("/api/v1/health", { method: "POST", body: "{}" });
    expectCommonHeaders(res, sentAt);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expect(await res.json()).toMatchObject({ error: "invalid_request", message: expect.stringContaining("/api/v1/health") });
  });
});
