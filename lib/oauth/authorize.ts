// The authorization endpoint's logic (OAuth 2.1 §4.1.1, RFC 9207, RFC 8707). The consent page and the
// decision route both call checkAuthorizeRequest(), so nothing the page showed is trusted on submit.
// Until the client and its redirect URI are known to be valid, errors are shown to the user and never
// redirected: otherwise the endpoint would be an open redirector.
import { siteUrl } from "@/lib/config";
import { userForSessionToken } from "@/lib/auth/session";
import { resolveClient, type OAuthClientInfo, type ResolveDeps } from "./clients";
import { checkConsentCsrfToken, consentCsrfToken } from "./csrf";
import { OAuthError } from "./errors";
import { issuer, knownResources } from "./metadata";
import { redirectUriMatches } from "./redirect-uris";
import { DEFAULT_SCOPES, parseScopes, scopeInWords } from "@/lib/auth/scopes";
import { approveAuthorization } from "./codes";
import type { Scope } from "@/lib/auth/scopes";

/** The parameters the consent form carries back to the decision route. */
export const AUTHORIZE_PARAMS = ["response_type", "client_id", "redirect_uri", "scope", "state", "code_challenge", "code_challenge_method", "resource"] as const;

export interface AuthorizeRequest {
  client: OAuthClientInfo;
  redirectUri: string;
  scopes: Scope[];
  state: string | null;
  /** Null only for a confidential client that sent none. */
  codeChallenge: string | null;
  resource: string | null;
}

export type AuthorizeCheck =
  | { kind: "invalid"; status: number; error: string; description: string }
  | { kind: "redirect"; location: string }
  | { kind: "valid"; request: AuthorizeRequest };

export type AuthorizeDeps = ResolveDeps;

/** The client's redirect URI with response parameters; always names us as issuer (RFC 9207). */
export function redirectWith(redirectUri: string, params: Record<string, string | null>): string {
  const url = new URL(redirectUri);
  for (const [k, v] of Object.entries(params)) if (v !== null) url.searchParams.set(k, v);
  url.searchParams.set("iss", issuer());
  return url.toString();
}

const invalid = (description: string, error = "invalid_request", status = 400): AuthorizeCheck => ({ kind: "invalid", status, error, description });

export async function checkAuthorizeRequest(params: URLSearchParams, deps: AuthorizeDeps = {}): Promise<AuthorizeCheck> {
  for (const name of AUTHORIZE_PARAMS) {
    if (params.getAll(name).length > 1) return invalid(`The ${name} parameter was given more than once.`);
  }
  let client: OAuthClientInfo;
  try {
    client = await resolveClient(params.get("client_id"), deps);
  } catch (err) {
    // A spent fetch lane is a 429 page that says how long to wait; every other client problem a 400.
    if (err instanceof OAuthError) return invalid(err.description, err.error, err.status === 429 ? 429 : 400);
    throw err;
  }
  const requested = params.get("redirect_uri");
  let redirectUri: string;
  if (requested) {
    if (!redirectUriMatches(client.redirectUris, requested)) return invalid("The redirect_uri is not registered for this app.");
    redirectUri = requested;
  } else if (client.redirectUris.length === 1) {
    redirectUri = client.redirectUris[0]!;
  } else {
    return invalid("redirect_uri is required because this app registered several.");
  }

  // From here on the redirect URI is trusted: errors go back to the client.
  const state = params.get("state");
  const fail = (error: string, description: string): AuthorizeCheck => ({
    kind: "redirect",
    location: redirectWith(redirectUri, { error, error_description: description, state }),
  });
  if (params.get("response_type") !== "code") return fail("unsupported_response_type", "response_type must be code.");
  // PKCE is required of public clients. A confidential client proves itself with its secret when it
  // redeems the code, so it may omit PKCE (GPT Actions sends none); if it sends a challenge, it is held to it.
  const challenge = params.get("code_challenge");
  if (!challenge && client.authMethod === "none") return fail("invalid_request", "PKCE is required: send code_challenge with code_challenge_method=S256.");
  if (challenge && params.get("code_challenge_method") !== "S256") return fail("invalid_request", "Only the S256 code_challenge_method is supported.");
  if (challenge && !/^[A-Za-z0-9_-]{43}$/.test(challenge)) return fail("invalid_request", "code_challenge must be a base64url SHA-256 digest (43 characters).");
  const scopeParam = params.get("scope");
  const scopes = scopeParam && scopeParam.trim() ? parseScopes(scopeParam) : DEFAULT_SCOPES;
  if (!scopes || scopes.length === 0) return fail("invalid_scope", "Unknown scope requested.");
  const resource = params.get("resource");
  if (resource !== null && !Object.values(knownResources()).includes(resource)) {
    return fail("invalid_target", "resource must be this site's API (/api/v1) or MCP server (/api/mcp).");
  }
  return { kind: "valid", request: { client, redirectUri, scopes, state, codeChallenge: challenge || null, resource } };
}

function signInLocation(params: URLSearchParams): string {
  const back = new URLSearchParams();
  for (const name of AUTHORIZE_PARAMS) {
    const v = params.get(name);
    if (v !== null) back.set(name, v);
  }
  return `/signin?callbackUrl=${encodeURIComponent(`${siteUrl()}/oauth/authorize?${back}`)}`;
}

export interface ConsentView {
  clientName: string;
  clientUri: string | null;
  redirectHost: string;
  scopes: { scope: Scope; description: string }[];
  resource: string | null;
  /** Hidden fields of the consent form, CSRF token included. */
  fields: Record<string, string>;
}

export type AuthorizePageOutcome =
  | { kind: "signin"; location: string }
  | { kind: "redirect"; location: string }
  | { kind: "invalid"; status: number; error: string; description: string }
  | { kind: "consent"; view: ConsentView };

/** What GET /oauth/authorize shows: the consent form, an error, or a redirect (sign-in or client). */
export async function authorizePage(params: URLSearchParams, sessionToken: string | null | undefined, deps: AuthorizeDeps = {}): Promise<AuthorizePageOutcome> {
  const check = await checkAuthorizeRequest(params, deps);
  if (check.kind !== "valid") return check;
  const user = await userForSessionToken(sessionToken);
  if (!user || !sessionToken) return { kind: "signin", location: signInLocation(params) };
  const r = check.request;
  const fields: Record<string, string> = {
    response_type: "code",
    client_id: r.client.id,
    redirect_uri: r.redirectUri,
    scope: r.scopes.join(" "),
    csrf: consentCsrfToken(sessionToken),
  };
  if (r.codeChallenge !== null) Object.assign(fields, { code_challenge: r.codeChallenge, code_challenge_method: "S256" });
  if (r.state !== null) fields.state = r.state;
  if (r.resource !== null) fields.resource = r.resource;
  const redirect = new URL(r.redirectUri);
  return {
    kind: "consent",
    view: {
      clientName: r.client.name,
      clientUri: r.client.clientUri,
      redirectHost: redirect.host || redirect.protocol,
      scopes: r.scopes.map((scope) => ({ scope, description: scopeInWords(scope) })),
      resource: r.resource,
      fields,
    },
  };
}

export type DecisionOutcome = { kind: "redirect"; location: string } | { kind: "invalid"; status: number; error: string; description: string };

/** POST /oauth/authorize/decision: re-validates, checks session and CSRF, then approves or denies. */
export async function decideAuthorization(form: URLSearchParams, sessionToken: string | null | undefined, deps: AuthorizeDeps = {}): Promise<DecisionOutcome> {
  const check = await checkAuthorizeRequest(form, deps);
  if (check.kind !== "valid") return check;
  const user = await userForSessionToken(sessionToken);
  if (!user || !sessionToken) return { kind: "redirect", location: signInLocation(form) };
  if (!checkConsentCsrfToken(sessionToken, form.get("csrf"))) {
    return { kind: "invalid", status: 403, error: "invalid_request", description: "This consent form has expired or was not issued to you. Go back to the app and try again." };
  }
  const r = check.request;
  if (form.get("decision") !== "approve") {
    return { kind: "redirect", location: redirectWith(r.redirectUri, { error: "access_denied", error_description: "The user denied access.", state: r.state }) };
  }
  const code = await approveAuthorization({ userId: user.id, clientId: r.client.id, scopes: r.scopes, resource: r.resource, redirectUri: r.redirectUri, codeChallenge: r.codeChallenge });
  return { kind: "redirect", location: redirectWith(r.redirectUri, { code, state: r.state }) };
}
