// Issue 3's acceptance in a real browser: a public client registers itself, the user signs in by magic
// link (dev mailbox) from the authorization request, approves the consent page, the client exchanges
// the code (PKCE) and calls the API; then the user revokes the app on /account and the token stops working.
import { createHash, randomBytes } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { signInByMagicLink } from "./sign-in";

// Nothing listens here: the browser's request to the callback is intercepted with page.route().
const CALLBACK_PORT = 47913;
const REDIRECT_URI = `http://127.0.0.1:${CALLBACK_PORT}/callback`;
const CLIENT_NAME = "E2E Script";

// The consent page and the connected-apps list word scopes like lib/auth/scopes.ts (SCOPE_WORDING consent)
// (copied, not imported: that module pulls in the database client).
const SCOPE_WORDS = {
  "styles:read": "See the styles in your library, including private ones",
  "styles:write": "Create, change and delete styles in your library",
};

/** Registers a public client (RFC 7591) and builds a PKCE (S256) authorization request for the REST API. */
async function newAuthorizationRequest(request: APIRequestContext, origin: string) {
  const reg = await request.post("/oauth/register", {
    data: {
      client_name: CLIENT_NAME,
      redirect_uris: [REDIRECT_URI],
      token_endpoint_auth_method: "none",
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
    },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const { client_id: clientId } = (await reg.json()) as { client_id: string };
  expect(clientId).toMatch(/^ssc-/);

  const verifier = randomBytes(32).toString("base64url");
  const state = randomBytes(12).toString("base64url");
  const url = new URL("/oauth/authorize", origin);
  url.search = new URLSearchParams({
    response_type: "code",
    client_id: clientId,
    redirect_uri: REDIRECT_URI,
    scope: "styles:read styles:write",
    state,
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
    resource: `${origin}/api/v1`,
  }).toString();
  return { clientId, verifier, state, url: url.toString() };
}

// /oauth/authorize checks the request and sends a valid one to the consent page.
const isConsentPage = (state: string) => (url: URL) => url.pathname === "/oauth/authorize/consent" && url.searchParams.get("state") === state;

test("an app is authorized by consent after a magic-link sign-in, then revoked from the account page", async ({ page, request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const email = `e2e-oauth-${Date.now()}@example.com`;

  // 1-2. The client registers itself and builds its authorization request.
  const { clientId, verifier, state, url: authorizeUrl } = await newAuthorizationRequest(request, origin);
  // Warm the token route up (next dev compiles on first hit) so the 60-second code cannot expire while it compiles.
  expect((await request.post("/oauth/token", { form: { grant_type: "authorization_code", client_id: clientId } })).status()).toBe(400);

  // 3. Signed out, the authorization request sends the browser to sign in, with itself as callbackUrl.
  await page.goto(authorizeUrl);
  await expect(page).toHaveURL(/\/signin\?callbackUrl=/);
  expect(new URL(page.url()).searchParams.get("callbackUrl")).toContain("/oauth/authorize?");
  await signInByMagicLink(page, request, email);

  // Signed in, the browser is back on the consent page, which names the app, where the browser will be sent, and each scope in plain words.
  await expect(page).toHaveURL(isConsentPage(state));
  await expect(page.getByRole("heading", { name: `Allow ${CLIENT_NAME} to use your Styleshelf account?` })).toBeVisible();
  await expect(page.getByText(`127.0.0.1:${CALLBACK_PORT}`, { exact: true })).toBeVisible();
  await expect(page.getByText(`${CLIENT_NAME} will be able to:`)).toBeVisible();
  for (const words of Object.values(SCOPE_WORDS)) await expect(page.getByRole("listitem").filter({ hasText: words })).toBeVisible();

  // 4. Approving sends the browser to the client's redirect URI with code, state and iss (RFC 9207).
  await page.route(`${REDIRECT_URI}**`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>E2E callback</title><h1>Callback received</h1>" }),
  );
  await page.getByRole("button", { name: "Allow" }).click();
  await page.waitForURL(`${REDIRECT_URI}**`);
  await expect(page.getByRole("heading", { name: "Callback received" })).toBeVisible();
  const callback = new URL(page.url()).searchParams;
  expect(callback.get("error")).toBeNull();
  expect(callback.get("state")).toBe(state);
  expect(callback.get("iss")).toBe(origin);
  const code = callback.get("code");
  expect(code).toBeTruthy();

  // 5. The client exchanges the code with its PKCE verifier and calls the API.
  const tokenRes = await request.post("/oauth/token", {
    form: { grant_type: "authorization_code", code: code!, redirect_uri: REDIRECT_URI, client_id: clientId, code_verifier: verifier },
  });
  expect(tokenRes.status(), await tokenRes.text()).toBe(200);
  const tokens = (await tokenRes.json()) as { access_token: string; token_type: string; scope: string; refresh_token: string };
  expect(tokens.token_type).toBe("Bearer");
  expect(tokens.scope.split(" ").sort()).toEqual(["styles:read", "styles:write"]);
  const auth = { Authorization: `Bearer ${tokens.access_token}` };
  const before = await request.get("/api/v1/me/styles", { headers: auth });
  expect(before.status(), await before.text()).toBe(200);

  // 6. The account page lists the connected app with its scopes; revoking it removes it and kills the token.
  await page.goto("/account");
  const apps = page.getByRole("region", { name: "Connected apps" });
  await expect(apps).toBeVisible();
  const row = apps.getByRole("listitem").filter({ has: page.getByRole("heading", { name: CLIENT_NAME }) });
  await expect(row).toHaveCount(1);
  for (const words of Object.values(SCOPE_WORDS)) await expect(row.getByText(words)).toBeVisible();

  await row.getByRole("button", { name: `Revoke access for ${CLIENT_NAME}` }).click();
  await expect(apps.getByRole("status")).toHaveText(/Access revoked/);
  await expect(apps.getByRole("heading", { name: CLIENT_NAME })).toHaveCount(0);

  const after = await request.get("/api/v1/me/styles", { headers: auth });
  expect(after.status()).toBe(401);
  expect(((await after.json()) as { error: string }).error).toBe("auth_required");
  expect(after.headers()["www-authenticate"]).toContain('error="invalid_token"');
});
