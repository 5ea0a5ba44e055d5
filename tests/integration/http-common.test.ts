// What every v1 response carries: CORS (and preflight), rate-limit headers, 429 with Retry-After,
// and JSON errors for unknown endpoints.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app";
import { api, expectCommonHeaders, expectError } from "../support/api";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());
afterEach(() => {
  delete process.env.RATE_LIMIT_ANON_PER_MIN;
});

describe("every v1 response", () => {
  it("answers a CORS preflight without spending the window", async () => {
    const ip = app.newIp();
    await api(app, "GET", "/styles", { ip });
    const before = await api(app, "OPTIONS", "/styles/risograph-zine-k2f9", {
      ip,
      headers: { Origin: "https://example.org", "Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "authorization, x-service-client" },
    });
    expect(before.status).toBe(204);
    const after = await api(app, "OPTIONS", "/style-md/validate", { ip });
    expect(after.res.headers.get("x-ratelimit-remaining")).toBe(before.res.headers.get("x-ratelimit-remaining"));
  });

  // The health route too: it is a load balancer's probe, but it spends the lane like every v1 route.
  it.each([
    ["/styles", "/styles/risograph-zine-k2f9"],
    ["/health", "/health"],
  ])("counts requests in the anonymous per-IP lane (120 a minute by default): %s, then %s", async (first, second) => {
    const ip = app.newIp();
    const a = await api(app, "GET", first, { ip });
    const b = await api(app, "GET", second, { ip });
    expect(a.res.headers.get("x-ratelimit-limit")).toBe("120");
    expect(Number(b.res.headers.get("x-ratelimit-remaining"))).toBe(Number(a.res.headers.get("x-ratelimit-remaining")) - 1);
  });

  it.each([
    ["/styles", "/styles/risograph-zine-k2f9"],
    ["/health", "/health"],
  ])("answers 429 rate_limited with Retry-After past the limit, with CORS and rate-limit headers: %s, then %s", async (first, last) => {
    process.env.RATE_LIMIT_ANON_PER_MIN = "3";
    const ip = app.newIp();
    for (let i = 0; i < 3; i++) expect((await api(app, "GET", first, { ip })).status).toBe(200);
    const r = await api(app, "GET", last, { ip });
    expectError(r, 429, "rate_limited", /Wait \d+ seconds/);
    const retryAfter = Number(r.res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(r.res.headers.get("x-ratelimit-remaining")).toBe("0");
    // Another caller is unaffected.
    expect((await api(app, "GET", first, { ip: app.newIp() })).status).toBe(200);
  });

  it("carries CORS and rate-limit headers on errors and 304s too", async () => {
    const notFound = await api(app, "GET", "/styles/no-such-style-zz99");
    expect(notFound.status).toBe(404);
    const ok = await api(app, "GET", "/styles/risograph-zine-k2f9");
    const notModified = await api(app, "GET", "/styles/risograph-zine-k2f9", { headers: { "If-None-Match": ok.res.headers.get("etag")! } });
    expect(notModified.status).toBe(304);
  });

  it("answers unknown endpoints with a JSON 404", async () => {
    const sentAt = Date.now();
    const res = await app.request("/api/v1/no-such-endpoint");
    expectCommonHeaders(res, sentAt);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: "not_found", message: expect.stringContaining("/api/v1/openapi.json") });
  });
});

describe("GET /openapi.json", () => {
  it("serves the OpenAPI 3.1 document, version 1.4.0, for this deployment", async () => {
    const r = await api(app, "GET", "/openapi.json");
    expect(r.status).toBe(200);
    expect(r.body.openapi).toMatch(/^3\.1\./);
    expect(r.body.info.version).toBe("1.4.0");
    expect(r.body.servers[0].url).toBe(`${app.origin}/api/v1`);
    for (const path of ["/styles", "/styles/{ref}", "/styles/{ref}/style.md", "/style-md/validate", "/extractions", "/extractions/{id}", "/styles/{ref}/save", "/me/styles", "/me/saved-styles", "/me/extractions", "/me/extractions/{id}"]) {
      expect(Object.keys(r.body.paths)).toContain(path);
    }
  });
});
