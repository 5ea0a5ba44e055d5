// Bearer tokens in the route wrapper: every 401 variant with its WWW-Authenticate challenge, scopes,
// expired and revoked tokens, optional auth on the read endpoints, and the per-grant rate-limit lane.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app";
import { api, expectError, type ApiResult } from "../support/api";
import { createUser, expireToken, mintToken, revokeGrant, revokeToken, type TestUser } from "../support/tokens";

let app: TestApp;
let user: TestUser;
beforeAll(async () => {
  app = await startTestApp();
  user = await createUser();
});
afterAll(() => app?.close());

const RISO = "risograph-zine-k2f9";
const metadata = () => `resource_metadata="${app.origin}/.well-known/oauth-protected-resource/api/v1"`;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

function expectChallenge(r: ApiResult, scope: string, error?: "invalid_token" | "insufficient_scope"): void {
  const expected = `Bearer ${metadata()}, scope="${scope}"${error ? `, error="${error}"` : ""}`;
  expect(r.res.headers.get("www-authenticate")).toBe(expected);
}

describe("endpoints that require a scope", () => {
  it("without a token: 401 auth_required naming the scope and how to get a token", async () => {
    const r = await api(app, "GET", "/me/styles");
    expectError(r, 401, "auth_required", /"styles:read" scope/);
    expect(r.body.message).toMatch(/Authorization: Bearer <ACCESS_TOKEN>/);
    expect(r.body.message).toContain("/.well-known/oauth-protected-resource/api/v1");
    expectChallenge(r, "styles:read");

    const save = await api(app, "POST", `/styles/${RISO}/save`);
    expectError(save, 401, "auth_required", /"styles:write" scope/);
    expectChallenge(save, "styles:write");

    expectChallenge(await api(app, "GET", "/me/saved-styles"), "styles:read");
  });

  it("with an unknown or malformed token: error=invalid_token", async () => {
    for (const headers of [bearer("ssa_not-a-real-token"), bearer("garbage"), { Authorization: "Bearer" }, { Authorization: "Bearer a b" }]) {
      const r = await api(app, "GET", "/me/styles", { headers });
      expectError(r, 401, "auth_required", /invalid, expired or revoked/);
      expectChallenge(r, "styles:read", "invalid_token");
    }
  });

  it("a non-Bearer Authorization scheme counts as no token", async () => {
    const r = await api(app, "GET", "/me/styles", { headers: { Authorization: "Basic dXNlcjpwYXNz" } });
    expectError(r, 401, "auth_required");
    expectChallenge(r, "styles:read");
  });

  it("with a token that lacks the scope: error=insufficient_scope naming the scope", async () => {
    const extractOnly = await mintToken(user, ["extract"]);
    const r = await api(app, "GET", "/me/saved-styles", { headers: extractOnly.headers });
    expectError(r, 401, "auth_required", /does not include the "styles:read" scope/);
    expectChallenge(r, "styles:read", "insufficient_scope");

    const readOnly = await mintToken(user, ["styles:read"]);
    const save = await api(app, "POST", `/styles/${RISO}/save`, { headers: readOnly.headers });
    expectError(save, 401, "auth_required", /"styles:write"/);
    expectChallenge(save, "styles:write", "insufficient_scope");
    expect((await api(app, "GET", "/me/styles", { headers: readOnly.headers })).status).toBe(200);
  });

  it("an expired token, a revoked token and a token of a revoked grant stop working at once", async () => {
    const expired = await mintToken(user, ["styles:read"]);
    const revoked = await mintToken(user, ["styles:read"]);
    const grantRevoked = await mintToken(user, ["styles:read"]);
    for (const t of [expired, revoked, grantRevoked]) expect((await api(app, "GET", "/me/styles", { headers: t.headers })).status).toBe(200);
    await expireToken(expired);
    await revokeToken(revoked);
    await revokeGrant(grantRevoked);
    for (const t of [expired, revoked, grantRevoked]) {
      const r = await api(app, "GET", "/me/styles", { headers: t.headers });
      expectError(r, 401, "auth_required");
      expectChallenge(r, "styles:read", "invalid_token");
    }
  });

  it("refuses a token bound to another resource (RFC 8707 audience)", async () => {
    for (const resource of ["https://other.example/api", `${app.origin}/api/mcp`]) {
      const elsewhere = await mintToken(user, ["styles:read"], { resource });
      const r = await api(app, "GET", "/me/styles", { headers: elsewhere.headers });
      expectChallenge(r, "styles:read", "invalid_token");
    }
    const unbound = await mintToken(user, ["styles:read"], { resource: null });
    expect((await api(app, "GET", "/me/styles", { headers: unbound.headers })).status).toBe(200);
  });
});

describe("optional auth on GET /styles/{ref} and /style.md", () => {
  it("no token: anonymous reads keep working", async () => {
    expect((await api(app, "GET", `/styles/${RISO}`)).status).toBe(200);
    expect((await api(app, "GET", `/styles/${RISO}/style.md`)).status).toBe(200);
  });

  it("a token that is sent but invalid is a 401 invalid_token, never a silent downgrade", async () => {
    const expired = await mintToken(user, ["styles:read"]);
    await expireToken(expired);
    for (const path of [`/styles/${RISO}`, `/styles/${RISO}/style.md`]) {
      for (const headers of [bearer("ssa_unknown"), expired.headers]) {
        const r = await api(app, "GET", path, { headers });
        expectError(r, 401, "auth_required");
        expectChallenge(r, "styles:read", "invalid_token");
      }
    }
  });

  it("a valid token of any scope reads public styles", async () => {
    const extractOnly = await mintToken(user, ["extract"]);
    const r = await api(app, "GET", `/styles/${RISO}`, { headers: extractOnly.headers });
    expect(r.status).toBe(200);
    expect(r.res.headers.get("vary")).toMatch(/Authorization/);
  });

  it("id and builder-URL forms: 401 without a token, insufficient_scope without styles:read", async () => {
    const id = "3f1c2a9e-8b7d-4c6e-9a1b-2d3e4f5a6b7c";
    const anon = await api(app, "GET", `/styles/${id}`);
    expectError(anon, 401, "auth_required", /styles:read/);
    expectChallenge(anon, "styles:read");
    const builder = encodeURIComponent(`${app.origin}/builder/${id}`);
    expectChallenge(await api(app, "GET", `/styles/${builder}/style.md`), "styles:read");

    const extractOnly = await mintToken(user, ["extract"]);
    const r = await api(app, "GET", `/styles/${id}`, { headers: extractOnly.headers });
    expectError(r, 401, "auth_required", /"styles:read"/);
    expectChallenge(r, "styles:read", "insufficient_scope");
  });
});

describe("rate-limit lanes", () => {
  it("a valid token is counted per grant at 600 a minute, whatever the IP", async () => {
    const t = await mintToken(user, ["styles:read"]);
    const a = await api(app, "GET", "/me/styles", { headers: t.headers, ip: app.newIp() });
    const b = await api(app, "GET", `/styles/${RISO}`, { headers: t.headers, ip: app.newIp() });
    // Anonymous endpoints put a valid token in its lane too.
    const c = await api(app, "GET", "/styles", { headers: t.headers, ip: app.newIp() });
    for (const r of [a, b, c]) expect(r.res.headers.get("x-ratelimit-limit")).toBe("600");
    expect(Number(b.res.headers.get("x-ratelimit-remaining"))).toBe(Number(a.res.headers.get("x-ratelimit-remaining")) - 1);
    expect(Number(c.res.headers.get("x-ratelimit-remaining"))).toBe(Number(a.res.headers.get("x-ratelimit-remaining")) - 2);
  });

  it("no token or an invalid one stays in the per-IP lane", async () => {
    const ip = app.newIp();
    const anon = await api(app, "GET", "/me/styles", { ip });
    const bad = await api(app, "GET", "/me/styles", { ip, headers: bearer("ssa_unknown") });
    expect(anon.res.headers.get("x-ratelimit-limit")).toBe("120");
    expect(bad.res.headers.get("x-ratelimit-limit")).toBe("120");
    expect(Number(bad.res.headers.get("x-ratelimit-remaining"))).toBe(Number(anon.res.headers.get("x-ratelimit-remaining")) - 1);
  });

  it("the token lane answers 429 with Retry-After past its limit", async () => {
    process.env.RATE_LIMIT_TOKEN_PER_MIN = "2";
    try {
      const t = await mintToken(user, ["styles:read"]);
      for (let i = 0; i < 2; i++) expect((await api(app, "GET", "/me/styles", { headers: t.headers })).status).toBe(200);
      const r = await api(app, "GET", "/me/styles", { headers: t.headers });
      expectError(r, 429, "rate_limited");
      expect(Number(r.res.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      // Another grant of the same user has its own lane.
      const other = await mintToken(user, ["styles:read"]);
      expect((await api(app, "GET", "/me/styles", { headers: other.headers })).status).toBe(200);
    } finally {
      delete process.env.RATE_LIMIT_TOKEN_PER_MIN;
    }
  });
});
