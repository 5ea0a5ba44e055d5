// Confidential clients: an app registered with a client secret (GPT Actions' OAuth form requires one
// and sends no PKCE). It authenticates at the token and revocation endpoints with HTTP Basic or in the
// body; without PKCE only because its secret proves who redeems the code. Public clients are unchanged:
// PKCE is required and a secret is refused. Also the per-IP limits of the token and revocation endpoints.
import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as oauth from "oauth4webapi";
import { db } from "@/lib/db/client";
import { checkAuthorizeRequest } from "@/lib/oauth/authorize";
import { resolveClient } from "@/lib/oauth/clients";
import { REVOCATIONS_PER_MINUTE, TOKEN_REQUESTS_PER_MINUTE } from "@/lib/oauth/endpoints";
import { verifyAccessToken } from "@/lib/oauth/tokens";
import { startTestApp, type TestApp } from "../support/app";
import { approveRequest, signInWebsiteUser } from "../support/mcp-oauth";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

// The callback ChatGPT shows in a GPT's action settings has this shape.
const GPT_CALLBACK = "https://chatgpt.com/aip/g-0123456789abcdef/oauth/callback";

interface Registered {
  client_id: string;
  client_secret?: string;
  client_secret_expires_at?: number;
  token_endpoint_auth_method: string;
}

async function register(method: "client_secret_post" | "client_secret_basic" | "none", redirectUri = GPT_CALLBACK): Promise<Registered> {
  const res = await app.request("/oauth/register", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ client_name: "Style helper GPT", redirect_uris: [redirectUri], token_endpoint_auth_method: method }),
    ip: app.newIp(),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Registered;
}

/** The consent page, then the approve POST; returns the code from the client's redirect. */
async function authorize(params: Record<string, string>): Promise<{ code: string; callback: URL }> {
  const callback = await approveRequest(app, new URLSearchParams(params), await signInWebsiteUser());
  return { code: callback.searchParams.get("code")!, callback };
}

/** What GPT Actions sends: no PKCE, no resource, a state and the scopes typed into its form. */
const gptAuthorize = (clientId: string) =>
  authorize({ response_type: "code", client_id: clientId, redirect_uri: GPT_CALLBACK, scope: "styles:read styles:write", state: "gpt-state" });

function tokenRequest(form: Record<string, string>, headers: Record<string, string> = {}, ip?: string): Promise<Response> {
  return app.request("/oauth/token", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(form),
    ...(ip ? { ip } : {}),
  });
}

const basic = (id: string, secret: string) => ({ authorization: `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString("base64")}` });

async function errorOf(res: Response): Promise<string> {
  return ((await res.json()) as { error: string }).error;
}

describe("registering a confidential client", () => {
  it("returns the secret once, never expiring, and stores only its hash", async () => {
    const reg = await register("client_secret_post");
    expect(reg.token_endpoint_auth_method).toBe("client_secret_post");
    expect(reg.client_secret).toMatch(/^sscs_[A-Za-z0-9_-]{43}$/);
    expect(reg.client_secret_expires_at).toBe(0);
    const row = await (await db()).oAuthClient.findUniqueOrThrow({ where: { id: reg.client_id } });
    expect(row.secretHash).toBe(createHash("sha256").update(reg.client_secret!).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(reg.client_secret!);
  });

  it("gives public clients no secret", async () => {
    const reg = await register("none", "http://127.0.0.1/cb");
    expect(reg.client_secret).toBeUndefined();
    expect(reg.token_endpoint_auth_method).toBe("none");
  });

  it("refuses a metadata document that claims a secret", async () => {
    const url = "https://tool.example/oauth/confidential.json";
    const doc = { client_id: url, redirect_uris: ["https://tool.example/cb"], token_endpoint_auth_method: "client_secret_basic" };
    await expect(resolveClient(url, { fetchMetadata: async () => doc })).rejects.toMatchObject({ error: "invalid_client" });
  });
});

describe("GPT Actions' flow: a secret in the body, no PKCE", () => {
  it("authorizes without a code_challenge, exchanges with client_secret in the body, calls the API and refreshes", async () => {
    const reg = await register("client_secret_post");
    const { code, callback } = await gptAuthorize(reg.client_id);
    expect(callback.searchParams.get("state")).toBe("gpt-state");
    expect(callback.searchParams.get("iss")).toBe(app.origin);

    const res = await tokenRequest({ grant_type: "authorization_code", client_id: reg.client_id, client_secret: reg.client_secret!, code, redirect_uri: GPT_CALLBACK });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const tokens = (await res.json()) as { access_token: string; refresh_token: string; scope: string };
    expect(tokens.scope).toBe("styles:read styles:write");
    // No resource was named, so the token is for the REST API.
    const me = await app.request("/api/v1/me/styles", { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(me.status).toBe(200);

    const refreshed = await tokenRequest({ grant_type: "refresh_token", client_id: reg.client_id, client_secret: reg.client_secret!, refresh_token: tokens.refresh_token });
    expect(refreshed.status).toBe(200);
    const again = (await refreshed.json()) as { access_token: string };
    expect(await verifyAccessToken(again.access_token)).not.toBeNull();
  });

  it("refuses the code without the secret, with a wrong secret, and to another client", async () => {
    const reg = await register("client_secret_post");
    const other = await register("client_secret_post");
    const { code } = await gptAuthorize(reg.client_id);
    const base = { grant_type: "authorization_code", code, redirect_uri: GPT_CALLBACK };

    const missing = await tokenRequest({ ...base, client_id: reg.client_id });
    expect(missing.status).toBe(401);
    expect(await errorOf(missing)).toBe("invalid_client");
    // Authenticated in the body, not by a header: no Basic challenge (RFC 6749 §5.2).
    expect(missing.headers.get("www-authenticate")).toBeNull();

    const wrong = await tokenRequest({ ...base, client_id: reg.client_id, client_secret: `${reg.client_secret}x` });
    expect(wrong.status).toBe(401);
    expect(await errorOf(wrong)).toBe("invalid_client");

    const stolen = await tokenRequest({ ...base, client_id: other.client_id, client_secret: other.client_secret! });
    expect(stolen.status).toBe(400);
    expect(await errorOf(stolen)).toBe("invalid_grant");

    // None of those consumed the code.
    const right = await tokenRequest({ ...base, client_id: reg.client_id, client_secret: reg.client_secret! });
    expect(right.status).toBe(200);
  });

  it("refuses a code_verifier for a code issued without a challenge (PKCE downgrade)", async () => {
    const reg = await register("client_secret_post");
    const { code } = await gptAuthorize(reg.client_id);
    const res = await tokenRequest({
      grant_type: "authorization_code",
      client_id: reg.client_id,
      client_secret: reg.client_secret!,
      code,
      redirect_uri: GPT_CALLBACK,
      code_verifier: oauth.generateRandomCodeVerifier(),
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe("invalid_grant");
  });

  it("holds a confidential client to a code_challenge it did send", async () => {
    const reg = await register("client_secret_post");
    const verifier = oauth.generateRandomCodeVerifier();
    const { code } = await authorize({
      response_type: "code",
      client_id: reg.client_id,
      redirect_uri: GPT_CALLBACK,
      scope: "styles:read",
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: "S256",
    });
    const base = { grant_type: "authorization_code", client_id: reg.client_id, client_secret: reg.client_secret!, code, redirect_uri: GPT_CALLBACK };
    const without = await tokenRequest(base);
    expect(without.status).toBe(400);
    expect(await errorOf(without)).toBe("invalid_request");
    expect((await tokenRequest({ ...base, code_verifier: verifier })).status).toBe(200);
  });

  it("still requires PKCE of public clients", async () => {
    const reg = await register("none", "http://127.0.0.1/cb");
    const check = await checkAuthorizeRequest(new URLSearchParams({ response_type: "code", client_id: reg.client_id, redirect_uri: "http://127.0.0.1/cb", state: "s" }));
    expect(check.kind).toBe("redirect");
    const location = new URL((check as { location: string }).location);
    expect(location.searchParams.get("error")).toBe("invalid_request");
    expect(location.searchParams.get("error_description")).toMatch(/PKCE is required/);
  });
});

describe("HTTP Basic, through oauth4webapi", () => {
  it("runs the code flow with PKCE and ClientSecretBasic, refreshes and revokes", async () => {
    const reg = await register("client_secret_basic");
    const insecure = { [oauth.allowInsecureRequests]: true };
    const as = await oauth.processDiscoveryResponse(new URL(app.origin), await oauth.discoveryRequest(new URL(app.origin), { algorithm: "oauth2", ...insecure }));
    expect(as.token_endpoint_auth_methods_supported).toContain("client_secret_basic");
    const client: oauth.Client = { client_id: reg.client_id };
    const clientAuth = oauth.ClientSecretBasic(reg.client_secret!);

    const verifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const { callback } = await authorize({
      response_type: "code",
      client_id: reg.client_id,
      redirect_uri: GPT_CALLBACK,
      scope: "styles:read",
      state,
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: "S256",
    });
    const params = oauth.validateAuthResponse(as, client, callback, state);
    const tokens = await oauth.processAuthorizationCodeResponse(as, client, await oauth.authorizationCodeGrantRequest(as, client, clientAuth, params, GPT_CALLBACK, verifier, insecure));
    expect(tokens.scope).toBe("styles:read");

    const refreshed = await oauth.processRefreshTokenResponse(as, client, await oauth.refreshTokenGrantRequest(as, client, clientAuth, tokens.refresh_token!, insecure));
    await oauth.processRevocationResponse(await oauth.revocationRequest(as, client, clientAuth, refreshed.refresh_token!, insecure));
    expect(await verifyAccessToken(refreshed.access_token)).toBeNull();
  });

  it("answers a wrong Basic secret with 401 and a Basic challenge, and a secret sent twice with invalid_request", async () => {
    const reg = await register("client_secret_basic");
    const form = { grant_type: "refresh_token", refresh_token: "ssr_unknown" };
    const wrong = await tokenRequest(form, basic(reg.client_id, "sscs_wrong"));
    expect(wrong.status).toBe(401);
    expect(await errorOf(wrong)).toBe("invalid_client");
    expect(wrong.headers.get("www-authenticate")).toMatch(/^Basic /);

    const twice = await tokenRequest({ ...form, client_secret: reg.client_secret! }, basic(reg.client_id, reg.client_secret!));
    expect(twice.status).toBe(400);
    expect(await errorOf(twice)).toBe("invalid_request");

    const garbled = await tokenRequest(form, { authorization: "Basic !!!not-base64" });
    expect(garbled.status).toBe(401);
    expect(await errorOf(garbled)).toBe("invalid_client");

    // A client_id with NUL (Basic "%00:x") never reaches the database (PostgreSQL refuses NUL in text).
    for (const path of ["/oauth/token", "/oauth/revoke"]) {
      const nul = await app.request(path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", authorization: "Basic JTAwOng=" }, body: new URLSearchParams({ ...form, token: "x" }) });
      expect(nul.status, path).toBe(401);
      expect(await errorOf(nul)).toBe("invalid_client");
    }
  });

  it("refuses a secret from a public client, in either place", async () => {
    const reg = await register("none", "http://127.0.0.1/cb");
    const form = { grant_type: "refresh_token", refresh_token: "ssr_unknown" };
    expect(await errorOf(await tokenRequest(form, basic(reg.client_id, "anything")))).toBe("invalid_client");
    expect(await errorOf(await tokenRequest({ ...form, client_id: reg.client_id, client_secret: "anything" }))).toBe("invalid_client");
  });

  it("does not let a confidential client's revocation through with a wrong secret", async () => {
    const reg = await register("client_secret_post");
    const { code } = await gptAuthorize(reg.client_id);
    const tokens = (await (await tokenRequest({ grant_type: "authorization_code", client_id: reg.client_id, client_secret: reg.client_secret!, code, redirect_uri: GPT_CALLBACK })).json()) as { access_token: string };
    const revoke = (form: Record<string, string>) =>
      app.request("/oauth/revoke", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(form) });
    const wrong = await revoke({ token: tokens.access_token, client_id: reg.client_id, client_secret: "sscs_wrong" });
    expect(wrong.status).toBe(401);
    expect(await verifyAccessToken(tokens.access_token)).not.toBeNull();
    expect((await revoke({ token: tokens.access_token, client_id: reg.client_id, client_secret: reg.client_secret! })).status).toBe(200);
    expect(await verifyAccessToken(tokens.access_token)).toBeNull();
  });
});

describe("rate limits on the token and revocation endpoints", () => {
  it("bounds token requests per IP, so codes, refresh tokens and secrets cannot be guessed at speed", async () => {
    const ip = app.newIp();
    const guess = () => tokenRequest({ grant_type: "authorization_code", client_id: "ssc-guess", code: `ssc_${randomBytes(32).toString("base64url")}`, redirect_uri: GPT_CALLBACK }, {}, ip);
    const statuses: number[] = [];
    for (let i = 0; i < TOKEN_REQUESTS_PER_MINUTE; i++) statuses.push((await guess()).status);
    expect(statuses.every((s) => s === 401)).toBe(true);
    const limited = await guess();
    expect(limited.status).toBe(429);
    expect(await errorOf(limited)).toBe("rate_limited");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is unaffected.
    expect((await tokenRequest({ grant_type: "refresh_token", client_id: "ssc-guess", refresh_token: "x" }, {}, app.newIp())).status).toBe(401);
  });

  it("bounds revocation requests per IP", async () => {
    const ip = app.newIp();
    const revoke = () =>
      app.request("/oauth/revoke", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ token: `ssa_${randomBytes(32).toString("base64url")}` }), ip });
    const statuses: number[] = [];
    for (let i = 0; i < REVOCATIONS_PER_MINUTE; i++) statuses.push((await revoke()).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect((await revoke()).status).toBe(429);
  });
});
