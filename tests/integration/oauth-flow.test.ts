// The whole OAuth 2.1 flow driven by three independent client libraries: oauth4webapi, openid-client
// and the MCP TypeScript SDK's auth(). Each discovers, registers, authorizes with PKCE as a signed-in
// user, exchanges the code, calls the API, refreshes and revokes.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as oauth from "oauth4webapi";
import * as oidc from "openid-client";
import { auth, type OAuthClientProvider } from "@modelcontextprotocol/sdk/client/auth.js";
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from "@modelcontextprotocol/sdk/shared/auth.js";
import { db } from "@/lib/db/client";
import { authorizePage } from "@/lib/oauth/authorize";
import { verifyAccessToken } from "@/lib/oauth/tokens";
import { startTestApp, type TestApp } from "../support/app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const STYLE = "/api/v1/styles/risograph-zine-k2f9";
const REDIRECT_URI = "http://127.0.0.1/callback";

interface SignedIn {
  userId: string;
  sessionToken: string;
}

async function signIn(): Promise<SignedIn> {
  const prisma = await db();
  const handle = `oauth-${randomBytes(5).toString("hex")}`;
  const user = await prisma.user.create({ data: { handle, email: `${handle}@example.test` } });
  const sessionToken = randomBytes(24).toString("base64url");
  await prisma.session.create({ data: { sessionToken, userId: user.id, expires: new Date(Date.now() + 3_600_000) } });
  return { userId: user.id, sessionToken };
}

/** What the browser does: the consent page (through its lib function), then the approve POST.
 *  Returns the client's redirect URL with the authorization response. */
async function approve(authorizeUrl: URL, who: SignedIn): Promise<URL> {
  expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(`${app.origin}/oauth/authorize`);
  const page = await authorizePage(authorizeUrl.searchParams, who.sessionToken);
  if (page.kind !== "consent") throw new Error(`expected the consent form, got ${JSON.stringify(page)}`);
  const res = await app.request("/oauth/authorize/decision", {
    method: "POST",
    headers: { cookie: `authjs.session-token=${who.sessionToken}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...page.view.fields, decision: "approve" }),
    redirect: "manual",
  });
  expect(res.status).toBe(303);
  return new URL(res.headers.get("location")!);
}

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

/** The API call step: the token resolves to the user, scopes and resource, and the REST API accepts
 *  it on a public and an authenticated endpoint. A token bound to the MCP server is refused by REST
 *  (RFC 8707 audience binding). */
async function expectTokenWorks(accessToken: string, who: SignedIn, scopes: string[], resource: string | null) {
  expect(await verifyAccessToken(accessToken)).toMatchObject({ userId: who.userId, scopes, resource });
  if (resource === `${app.origin}/api/mcp`) {
    expect((await app.request("/api/v1/me/styles", bearer(accessToken))).status).toBe(401);
    return;
  }
  expect((await app.request(STYLE, bearer(accessToken))).status).toBe(200);
  const mine = await app.request("/api/v1/me/styles", bearer(accessToken));
  expect(mine.status).toBe(200);
}

/** After revocation the authenticated endpoint refuses the token. */
async function expectTokenDead(accessToken: string) {
  expect(await verifyAccessToken(accessToken)).toBeNull();
  expect((await app.request("/api/v1/me/styles", bearer(accessToken))).status).toBe(401);
}

describe("oauth4webapi", () => {
  it("discovers, registers, authorizes with PKCE, exchanges, refreshes and revokes", async () => {
    const who = await signIn();
    const insecure = { [oauth.allowInsecureRequests]: true };
    const issuer = new URL(app.origin);
    const as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm: "oauth2", ...insecure }));
    expect(as.code_challenge_methods_supported).toEqual(["S256"]);

    const registered = await oauth.processDynamicClientRegistrationResponse(
      await oauth.dynamicClientRegistrationRequest(as, { redirect_uris: [REDIRECT_URI], client_name: "oauth4webapi app", token_endpoint_auth_method: "none" }, insecure),
    );
    const client: oauth.Client = { client_id: registered.client_id, token_endpoint_auth_method: "none" };

    const verifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const resource = `${app.origin}/api/v1`;
    const url = new URL(as.authorization_endpoint!);
    url.search = new URLSearchParams({
      client_id: client.client_id,
      redirect_uri: REDIRECT_URI,
      response_type: "code",
      scope: "styles:read styles:write",
      state,
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: "S256",
      resource,
    }).toString();
    const callback = await approve(url, who);
    const params = oauth.validateAuthResponse(as, client, callback, state);

    const tokens = await oauth.processAuthorizationCodeResponse(
      as,
      client,
      await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, REDIRECT_URI, verifier, { ...insecure, additionalParameters: { resource } }),
    );
    expect(tokens.token_type).toBe("bearer");
    expect(tokens.scope).toBe("styles:read styles:write");
    await expectTokenWorks(tokens.access_token, who, ["styles:read", "styles:write"], resource);

    const refreshed = await oauth.processRefreshTokenResponse(as, client, await oauth.refreshTokenGrantRequest(as, client, oauth.None(), tokens.refresh_token!, insecure));
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    await expectTokenWorks(refreshed.access_token, who, ["styles:read", "styles:write"], resource);

    await oauth.processRevocationResponse(await oauth.revocationRequest(as, client, oauth.None(), refreshed.access_token, insecure));
    await expectTokenDead(refreshed.access_token);
  });
});

describe("openid-client", () => {
  it("registers dynamically, runs the code flow with PKCE, narrows scope on refresh and revokes", async () => {
    const who = await signIn();
    const config = await oidc.dynamicClientRegistration(
      new URL(app.origin),
      { redirect_uris: [REDIRECT_URI], client_name: "openid-client app", token_endpoint_auth_method: "none" },
      oidc.None(),
      { execute: [oidc.allowInsecureRequests], algorithm: "oauth2" },
    );
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI,
      scope: "extract styles:read",
      state,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: "S256",
    });
    const callback = await approve(url, who);
    expect(callback.searchParams.get("iss")).toBe(app.origin);

    const tokens = await oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state });
    // The raw field: expiresIn() counts down from receipt, so a busy machine can read 3599.
    expect(tokens.expires_in).toBe(3600);
    // Without a resource indicator the token is not bound to one.
    await expectTokenWorks(tokens.access_token, who, ["extract", "styles:read"], null);

    const narrowed = await oidc.refreshTokenGrant(config, tokens.refresh_token!, { scope: "styles:read" });
    expect(narrowed.scope).toBe("styles:read");
    await expectTokenWorks(narrowed.access_token, who, ["styles:read"], null);

    await oidc.tokenRevocation(config, narrowed.refresh_token!);
    // Revoking the refresh token ends the grant's access tokens too.
    await expectTokenDead(narrowed.access_token);
    await expect(oidc.refreshTokenGrant(config, narrowed.refresh_token!)).rejects.toMatchObject({ error: "invalid_grant" });
  });
});

class TestProvider implements OAuthClientProvider {
  info?: OAuthClientInformationMixed;
  saved?: OAuthTokens;
  verifier?: string;
  code?: string;
  constructor(private readonly who: SignedIn) {}
  get redirectUrl() {
    return REDIRECT_URI;
  }
  get clientMetadata(): OAuthClientMetadata {
    return { redirect_uris: [REDIRECT_URI], client_name: "MCP SDK app", token_endpoint_auth_method: "none", grant_types: ["authorization_code", "refresh_token"], response_types: ["code"] };
  }
  state() {
    return "mcp-state-1234";
  }
  clientInformation() {
    return this.info;
  }
  saveClientInformation(info: OAuthClientInformationMixed) {
    this.info = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }
  /** Plays the browser: consent as the signed-in user and keep the code the app would receive. */
  async redirectToAuthorization(url: URL) {
    const callback = await approve(url, this.who);
    expect(callback.searchParams.get("state")).toBe("mcp-state-1234");
    expect(callback.searchParams.get("iss")).toBe(app.origin);
    this.code = callback.searchParams.get("code")!;
  }
  saveCodeVerifier(v: string) {
    this.verifier = v;
  }
  codeVerifier() {
    return this.verifier!;
  }
}

describe("MCP TypeScript SDK auth()", () => {
  // The SDK's auth() works against any protected resource: the REST API (with a real API call) and
  // the MCP endpoint's resource (whose tokens the REST API must refuse).
  it.each(["/api/v1", "/api/mcp"])("discovers the %s resource, registers, authorizes, exchanges, calls, refreshes and revokes", async (path) => {
    const who = await signIn();
    const provider = new TestProvider(who);
    const serverUrl = `${app.origin}${path}`;
    expect(await auth(provider, { serverUrl })).toBe("REDIRECT");
    expect(provider.info?.client_id).toMatch(/^ssc-/);
    expect(provider.code).toMatch(/^ssc_/);

    expect(await auth(provider, { serverUrl, authorizationCode: provider.code })).toBe("AUTHORIZED");
    const first = provider.saved!;
    await expectTokenWorks(first.access_token, who, ["extract", "styles:read", "styles:write"], serverUrl);

    // With a refresh token stored, auth() refreshes instead of asking the user again.
    expect(await auth(provider, { serverUrl })).toBe("AUTHORIZED");
    expect(provider.saved!.refresh_token).not.toBe(first.refresh_token);
    await expectTokenWorks(provider.saved!.access_token, who, ["extract", "styles:read", "styles:write"], serverUrl);

    const revoke = await app.request("/oauth/revoke", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token: provider.saved!.access_token, client_id: provider.info!.client_id }),
    });
    expect(revoke.status).toBe(200);
    await expectTokenDead(provider.saved!.access_token);
  });
});
