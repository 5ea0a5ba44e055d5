// What the token, revocation and authorization endpoints refuse, and what a refusal does to the
// tokens already issued (code replay, refresh-token replay). Raw HTTP, no client library.
import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { authorizePage } from "@/lib/oauth/authorize";
import { hashSecret } from "@/lib/oauth/secrets";
import { verifyAccessToken } from "@/lib/oauth/tokens";
import { startTestApp, type TestApp } from "../support/app";
import { websiteSession } from "../support/sessions";

let app: TestApp;
let clientId: string;
let who: { userId: string; sessionToken: string };
const REDIRECT_URI = "http://127.0.0.1:4567/cb";
const FORM = { "content-type": "application/x-www-form-urlencoded" };

beforeAll(async () => {
  app = await startTestApp();
  const res = await app.request("/oauth/register", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ redirect_uris: [REDIRECT_URI], client_name: "Error Test App" }),
  });
  clientId = ((await res.json()) as { client_id: string }).client_id;
  const prisma = await db();
  const user = await prisma.user.create({ data: { handle: `tok-${randomBytes(4).toString("hex")}` } });
  const { sessionToken } = await websiteSession(user.id);
  who = { userId: user.id, sessionToken };
});
afterAll(() => app?.close());

const newVerifier = () => randomBytes(32).toString("base64url");
const challengeOf = (v: string) => createHash("sha256").update(v).digest("base64url");

function authorizeParams(verifier: string, extra: Record<string, string> = {}) {
  return new URLSearchParams({
    response_type: "code",
    client_id: clientId,
    redirect_uri: REDIRECT_URI,
    scope: "styles:read styles:write",
    state: "st-1",
    code_challenge: challengeOf(verifier),
    code_challenge_method: "S256",
    ...extra,
  });
}

async function decide(fields: Record<string, string>, cookie: string | null = `authjs.session-token=${who.sessionToken}`) {
  return app.request("/oauth/authorize/decision", {
    method: "POST",
    headers: { ...FORM, ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

async function consentFields(params: URLSearchParams): Promise<Record<string, string>> {
  const page = await authorizePage(params, who.sessionToken);
  if (page.kind !== "consent") throw new Error(`expected consent, got ${JSON.stringify(page)}`);
  return page.view.fields;
}

async function getCode(verifier: string, extra: Record<string, string> = {}): Promise<string> {
  const res = await decide({ ...(await consentFields(authorizeParams(verifier, extra))), decision: "approve" });
  expect(res.status).toBe(303);
  return new URL(res.headers.get("location")!).searchParams.get("code")!;
}

async function token(fields: Record<string, string>) {
  const res = await app.request("/oauth/token", { method: "POST", headers: FORM, body: new URLSearchParams(fields) });
  const body = (await res.json()) as Record<string, any>;
  if (res.status >= 400) {
    // RFC 6749 §5.2 error form, never cached.
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(typeof body.error_description).toBe("string");
  }
  return { status: res.status, body };
}

const exchange = (code: string, verifier: string, extra: Record<string, string> = {}) =>
  token({ grant_type: "authorization_code", client_id: clientId, code, redirect_uri: REDIRECT_URI, code_verifier: verifier, ...extra });

async function tokensPair() {
  const v = newVerifier();
  const r = await exchange(await getCode(v), v);
  expect(r.status).toBe(200);
  return r.body as { access_token: string; refresh_token: string; scope: string };
}

describe("authorization_code grant", () => {
  it("refuses a wrong code_verifier", async () => {
    const v = newVerifier();
    const r = await exchange(await getCode(v), newVerifier());
    expect(r).toMatchObject({ status: 400, body: { error: "invalid_grant" } });
  });

  it("refuses a missing code_verifier", async () => {
    const v = newVerifier();
    const r = await token({ grant_type: "authorization_code", client_id: clientId, code: await getCode(v), redirect_uri: REDIRECT_URI });
    expect(r).toMatchObject({ status: 400, body: { error: "invalid_request" } });
  });

  it("refuses a reused code and revokes the tokens issued with it", async () => {
    const v = newVerifier();
    const code = await getCode(v);
    const first = await exchange(code, v);
    expect(first.status).toBe(200);
    expect(await verifyAccessToken(first.body.access_token)).not.toBeNull();
    const again = await exchange(code, v);
    expect(again).toMatchObject({ status: 400, body: { error: "invalid_grant" } });
    expect(await verifyAccessToken(first.body.access_token)).toBeNull();
    expect((await token({ grant_type: "refresh_token", client_id: clientId, refresh_token: first.body.refresh_token })).body.error).toBe("invalid_grant");
  });

  it("refuses an expired code", async () => {
    const v = newVerifier();
    const code = await getCode(v);
    const prisma = await db();
    await prisma.oAuthAuthorizationCode.update({ where: { codeHash: hashSecret(code) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await exchange(code, v)).toMatchObject({ status: 400, body: { error: "invalid_grant" } });
  });

  it("issues codes that live 60 seconds", async () => {
    const code = await getCode(newVerifier());
    const row = await (await db()).oAuthAuthorizationCode.findUniqueOrThrow({ where: { codeHash: hashSecret(code) } });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(55_000);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(61_000);
  });

  it("refuses a redirect_uri that differs from the authorization request", async () => {
    const v = newVerifier();
    const r = await exchange(await getCode(v), v, { redirect_uri: "http://127.0.0.1:4567/other" });
    expect(r).toMatchObject({ status: 400, body: { error: "invalid_grant" } });
  });

  it("refuses an unknown client with 401 invalid_client", async () => {
    const v = newVerifier();
    const r = await exchange(await getCode(v), v, { client_id: "ssc-nope" });
    expect(r).toMatchObject({ status: 401, body: { error: "invalid_client" } });
  });

  it("refuses a code issued to another client", async () => {
    const other = await app.request("/oauth/register", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ redirect_uris: [REDIRECT_URI] }) });
    const otherId = ((await other.json()) as { client_id: string }).client_id;
    const v = newVerifier();
    expect(await exchange(await getCode(v), v, { client_id: otherId })).toMatchObject({ status: 400, body: { error: "invalid_grant" } });
  });

  it("refuses unsupported grant types and non-form bodies", async () => {
    expect(await token({ grant_type: "password", client_id: clientId })).toMatchObject({ status: 400, body: { error: "unsupported_grant_type" } });
    const res = await app.request("/oauth/token", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe("invalid_request");
  });

  it("binds the token to the requested resource and refuses a different one at exchange", async () => {
    const v = newVerifier();
    const code = await getCode(v, { resource: `${app.origin}/api/mcp` });
    expect(await exchange(code, v, { resource: `${app.origin}/api/v1` })).toMatchObject({ status: 400, body: { error: "invalid_target" } });
  });
});

describe("refresh_token grant", () => {
  it("rotates; presenting the rotated token again revokes the whole grant", async () => {
    const t = await tokensPair();
    const refresh = (rt: string, extra: Record<string, string> = {}) => token({ grant_type: "refresh_token", client_id: clientId, refresh_token: rt, ...extra });
    const second = await refresh(t.refresh_token);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(t.refresh_token);

    expect(await refresh(t.refresh_token)).toMatchObject({ status: 400, body: { error: "invalid_grant" } });
    expect(await verifyAccessToken(second.body.access_token)).toBeNull();
    expect((await refresh(second.body.refresh_token)).body.error).toBe("invalid_grant");
    const row = await (await db()).oAuthToken.findUniqueOrThrow({ where: { tokenHash: hashSecret(t.refresh_token) }, include: { grant: true } });
    expect(row.grant.revokedAt).not.toBeNull();
  });

  it("refuses an expired refresh token, and issues refresh tokens that live 30 days", async () => {
    const t = await tokensPair();
    const prisma = await db();
    const row = await prisma.oAuthToken.findUniqueOrThrow({ where: { tokenHash: hashSecret(t.refresh_token) } });
    const days = (row.expiresAt.getTime() - row.createdAt.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    await prisma.oAuthToken.update({ where: { tokenHash: row.tokenHash }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await token({ grant_type: "refresh_token", client_id: clientId, refresh_token: t.refresh_token });
    expect(res).toMatchObject({ status: 400, body: { error: "invalid_grant", error_description: "The refresh token has expired." } });
    // Nothing was issued for it.
    expect(await prisma.oAuthToken.count({ where: { grantId: row.grantId } })).toBe(2);
  });

  it("may narrow the scope but never widen it", async () => {
    const narrow = await tokensPair();
    const narrowed = await token({ grant_type: "refresh_token", client_id: clientId, refresh_token: narrow.refresh_token, scope: "styles:read" });
    expect(narrowed).toMatchObject({ status: 200, body: { scope: "styles:read" } });
    const widened = await token({ grant_type: "refresh_token", client_id: clientId, refresh_token: narrowed.body.refresh_token, scope: "styles:read styles:write" });
    expect(widened).toMatchObject({ status: 400, body: { error: "invalid_scope" } });
    const unknown = await token({ grant_type: "refresh_token", client_id: clientId, refresh_token: narrowed.body.refresh_token, scope: "admin" });
    expect(unknown).toMatchObject({ status: 400, body: { error: "invalid_scope" } });
  });
});

describe("revocation", () => {
  const revoke = (tok: string) => app.request("/oauth/revoke", { method: "POST", headers: FORM, body: new URLSearchParams({ token: tok, client_id: clientId }) });

  it("revokes an access token; the revoked token no longer verifies", async () => {
    const t = await tokensPair();
    expect((await revoke(t.access_token)).status).toBe(200);
    expect(await verifyAccessToken(t.access_token)).toBeNull();
  });

  it("revokes a refresh token, which then cannot be used", async () => {
    const t = await tokensPair();
    expect((await revoke(t.refresh_token)).status).toBe(200);
    expect((await token({ grant_type: "refresh_token", client_id: clientId, refresh_token: t.refresh_token })).body.error).toBe("invalid_grant");
  });

  it("answers 200 for unknown tokens", async () => {
    const res = await revoke("ssa_not-a-real-token");
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
  });
});

describe("authorization endpoint", () => {
  it("sends a user without a session to sign in, with the authorize URL as callbackUrl", async () => {
    const params = authorizeParams(newVerifier());
    const page = await authorizePage(params, null);
    expect(page.kind).toBe("signin");
    const location = (page as { location: string }).location;
    expect(location.startsWith("/signin?callbackUrl=")).toBe(true);
    const callback = new URL(new URL(location, app.origin).searchParams.get("callbackUrl")!);
    expect(`${callback.origin}${callback.pathname}`).toBe(`${app.origin}/oauth/authorize`);
    expect(callback.searchParams.get("code_challenge")).toBe(params.get("code_challenge"));
    expect((await authorizePage(params, "expired-or-unknown-session")).kind).toBe("signin");
  });

  it("the decision route without a session redirects to sign-in and issues nothing", async () => {
    const fields = await consentFields(authorizeParams(newVerifier()));
    const res = await decide({ ...fields, decision: "approve" }, null);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/^\/signin\?callbackUrl=/);
  });

  it("refuses a decision whose CSRF token does not belong to the session", async () => {
    const fields = await consentFields(authorizeParams(newVerifier()));
    const before = await (await db()).oAuthAuthorizationCode.count();
    const forged = await decide({ ...fields, csrf: "A".repeat(43), decision: "approve" });
    expect(forged.status).toBe(403);
    expect(forged.headers.get("location")).toBeNull();
    const { csrf: _dropped, ...withoutCsrf } = fields;
    expect((await decide({ ...withoutCsrf, decision: "approve" })).status).toBe(403);
    expect(await (await db()).oAuthAuthorizationCode.count()).toBe(before);
  });

  it("deny redirects with access_denied, state and iss", async () => {
    const res = await decide({ ...(await consentFields(authorizeParams(newVerifier()))), decision: "deny" });
    const url = new URL(res.headers.get("location")!);
    expect(`${url.origin}${url.pathname}`).toBe(REDIRECT_URI);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ error: "access_denied", state: "st-1", iss: app.origin });
    expect(url.searchParams.get("code")).toBeNull();
  });

  it("refuses plain PKCE and a missing challenge by redirecting invalid_request", async () => {
    for (const extra of [{ code_challenge_method: "plain" }, { code_challenge_method: "" }]) {
      const page = await authorizePage(authorizeParams(newVerifier(), extra), who.sessionToken);
      expect(page.kind).toBe("redirect");
      const url = new URL((page as { location: string }).location);
      expect(url.searchParams.get("error")).toBe("invalid_request");
      expect(url.searchParams.get("state")).toBe("st-1");
    }
    const params = authorizeParams(newVerifier());
    params.delete("code_challenge");
    const page = await authorizePage(params, who.sessionToken);
    expect(new URL((page as { location: string }).location).searchParams.get("error")).toBe("invalid_request");
  });

  it("shows (never redirects) errors for an unknown client or unregistered redirect_uri", async () => {
    const unknown = await authorizePage(authorizeParams(newVerifier(), { client_id: "ssc-unknown" }), who.sessionToken);
    expect(unknown).toMatchObject({ kind: "invalid", error: "invalid_client" });
    const evil = await authorizePage(authorizeParams(newVerifier(), { redirect_uri: "https://evil.example/cb" }), who.sessionToken);
    expect(evil).toMatchObject({ kind: "invalid", error: "invalid_request" });
    const res = await decide({ ...Object.fromEntries(authorizeParams(newVerifier(), { redirect_uri: "https://evil.example/cb" })), decision: "approve" });
    expect(res.status).toBe(400);
    expect(res.headers.get("location")).toBeNull();
    expect(await res.text()).toMatch(/not registered/);
  });

  it("accepts any port for a loopback redirect URI, and refuses an unknown resource or scope", async () => {
    const other = await authorizePage(authorizeParams(newVerifier(), { redirect_uri: "http://127.0.0.1:9999/cb" }), who.sessionToken);
    expect(other.kind).toBe("consent");
    const target = await authorizePage(authorizeParams(newVerifier(), { resource: "https://elsewhere.example/api" }), who.sessionToken);
    expect(new URL((target as { location: string }).location).searchParams.get("error")).toBe("invalid_target");
    const scope = await authorizePage(authorizeParams(newVerifier(), { scope: "styles:read admin" }), who.sessionToken);
    expect(new URL((scope as { location: string }).location).searchParams.get("error")).toBe("invalid_scope");
  });

  it("the consent view names the client, its redirect host and each scope in plain words", async () => {
    const page = await authorizePage(authorizeParams(newVerifier()), who.sessionToken);
    expect(page).toMatchObject({
      kind: "consent",
      view: {
        clientName: "Error Test App",
        redirectHost: "127.0.0.1:4567",
        scopes: [
          { scope: "styles:read", description: expect.stringMatching(/See the styles/) },
          { scope: "styles:write", description: expect.stringMatching(/Create, change/) },
        ],
      },
    });
  });
});
