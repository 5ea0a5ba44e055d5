// A signed-in website user and an OAuth client provider for the MCP SDK's auth(), playing the
// browser: the consent page (through its lib function, as the page renders it) and the approve POST
// with the user's session cookie over real HTTP. Used by the OAuth and MCP tests.
import { randomBytes } from "node:crypto";
import type { OAuthClientProvider } from "@modelcontextprotocol/sdk/client/auth.js";
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from "@modelcontextprotocol/sdk/shared/auth.js";
import { authorizePage } from "@/lib/oauth/authorize";
import { createUser } from "@/lib/users/create";
import type { TestApp } from "./app";
import { websiteSession } from "./sessions";

export const REDIRECT_URI = "http://127.0.0.1/callback";

export interface SignedInUser {
  userId: string;
  sessionToken: string;
}

export async function signInWebsiteUser(): Promise<SignedInUser> {
  // Created the way sign-up creates people, so the account has the Free plan's starting credits.
  const user = await createUser({ email: `mcp-oauth-${randomBytes(5).toString("hex")}@example.test` });
  const { sessionToken } = await websiteSession(user.id);
  return { userId: user.id, sessionToken };
}

/** Consent as `who` to the authorization request `params` (the consent page through its lib
 *  function, then the approve POST); returns the client's redirect URL with the response. */
export async function approveRequest(app: TestApp, params: URLSearchParams, who: SignedInUser): Promise<URL> {
  const page = await authorizePage(params, who.sessionToken);
  if (page.kind !== "consent") throw new Error(`expected the consent form, got ${JSON.stringify(page)}`);
  const res = await app.request("/oauth/authorize/decision", {
    method: "POST",
    headers: { cookie: `authjs.session-token=${who.sessionToken}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...page.view.fields, decision: "approve" }),
    redirect: "manual",
  });
  if (res.status !== 303) throw new Error(`decision answered ${res.status}`);
  return new URL(res.headers.get("location")!);
}

/** approveRequest for the authorize URL a client sent the browser to. */
export async function approveAuthorization(app: TestApp, authorizeUrl: URL, who: SignedInUser): Promise<URL> {
  if (authorizeUrl.origin + authorizeUrl.pathname !== `${app.origin}/oauth/authorize`) throw new Error(`unexpected authorize URL ${authorizeUrl}`);
  return approveRequest(app, authorizeUrl.searchParams, who);
}

/** Keeps everything in memory; records each authorization URL it was sent to, and the redirect
 *  back to the client with the authorization response. */
export class BrowserlessProvider implements OAuthClientProvider {
  info?: OAuthClientInformationMixed;
  saved?: OAuthTokens;
  verifier?: string;
  code?: string;
  authorizeUrls: URL[] = [];
  callbacks: URL[] = [];
  constructor(
    private readonly app: TestApp,
    private readonly who: SignedInUser,
  ) {}
  get redirectUrl() {
    return REDIRECT_URI;
  }
  get clientMetadata(): OAuthClientMetadata {
    return { redirect_uris: [REDIRECT_URI], client_name: "MCP SDK client (tests)", token_endpoint_auth_method: "none", grant_types: ["authorization_code", "refresh_token"], response_types: ["code"] };
  }
  state() {
    return randomBytes(8).toString("hex");
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
  async redirectToAuthorization(url: URL) {
    this.authorizeUrls.push(url);
    const callback = await approveAuthorization(this.app, url, this.who);
    this.callbacks.push(callback);
    this.code = callback.searchParams.get("code") ?? undefined;
  }
  saveCodeVerifier(v: string) {
    this.verifier = v;
  }
  codeVerifier() {
    return this.verifier!;
  }
}
