// The whole OAuth 2.1 flow driven by three independent client libraries: oauth4webapi, openid-client
// and the MCP TypeScript SDK's auth(). Each discovers, registers, authorizes with PKCE as a signed-in
// user, exchanges the code, calls the API, refreshes and revokes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as oauth from "oauth4webapi";
import * as oidc from "openid-client";
import { auth } from "@modelcontextprotocol/sdk/client/auth.js";
import { verifyAccessToken } from "@/lib/oauth/tokens";
import { startTestApp, type TestApp } from "../support/app";
import { approveAuthorization, BrowserlessProvider, REDIRECT_URI, signInWebsiteUser, type SignedInUser } from "../support/mcp-oauth";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const STYLE = "/api/v1/styles/risograph-zine-k2f9";
/** What the browser does: the consent page and the approve POST, as the signed-in user. */
const approve = (authorizeUrl: URL, who: SignedInUser) => approveAuthorization(app, authorizeUrl, who);

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

/** The API call step: the token resolves to the user, scopes and resource, and the REST API accepts
 *  it on a public and an authenticated endpoint. A token bound to the MCP server is refused by REST
 *  (RFC 8707 audience binding). */
async function expectTokenWorks(accessToken: string, who: SignedInUser, scopes: string[], resource: string | null) {
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
    const who = await signInWebsiteUser();
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
    const who = await signInWebsiteUser();
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

describe("MCP TypeScript SDK auth()", () => {
  // The SDK's auth() works against any protected resource: the REST API (with a real API call) and
  // the MCP endpoint's resource (whose tokens the REST API must refuse).
  it.each(["/api/v1", "/api/mcp"])("discovers the %s resource, registers, authorizes, exchanges, calls, refreshes and revokes", async (path) => {
    const who = await signInWebsiteUser();
    const provider = new BrowserlessProvider(app, who);
    const serverUrl = `${app.origin}${path}`;
    expect(await auth(provider, { serverUrl })).toBe("REDIRECT");
    expect(provider.info?.client_id).toMatch(/^ssc-/);
    expect(provider.code).toMatch(/^ssc_/);
    // The redirect back carries the client's state and names the issuer (RFC 9207).
    const [callback] = provider.callbacks;
    expect(callback!.searchParams.get("state")).toBe(provider.authorizeUrls[0]!.searchParams.get("state"));
    expect(callback!.searchParams.get("iss")).toBe(app.origin);

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
