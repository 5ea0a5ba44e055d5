// The token, revocation and registration endpoints as functions of their parsed request, so the
// route handlers stay a few lines and tests can read the protocol in one place.
import { rateLimiter } from "@/lib/ratelimit";
import { clientIp } from "@/lib/ratelimit/lane";
import { unstorableField } from "@/lib/errors/storable-text";
import { authenticateClient } from "./client-auth";
import { registerClient, type MetadataFetcher } from "./clients";
import { redeemAuthorizationCode } from "./codes";
import { OAuthError, oauthErrorResponse, oauthJson } from "./errors";
import { parseScopes } from "@/lib/auth/scopes";
import { revokeToken, rotateRefreshToken, type IssuedTokens } from "./tokens";

export const REGISTRATIONS_PER_MINUTE = 20;
/** Per IP: far above what a client needs (a code exchange per sign-in, a refresh per hour), and low
 *  enough that guessing codes, refresh tokens or client secrets gets nowhere. */
export const TOKEN_REQUESTS_PER_MINUTE = 60;
export const REVOCATIONS_PER_MINUTE = 60;

/** A 429 in OAuth's error shape once this IP has used its minute, else null. */
async function overLimit(req: Request, endpoint: string, perMinute: number, what: string): Promise<Response | null> {
  const rl = await (await rateLimiter()).limit(`oauth-${endpoint}:${clientIp(req)}`, perMinute, 60_000);
  if (rl.success) return null;
  const retryAfter = Math.max(1, rl.reset - Math.floor(Date.now() / 1000));
  return oauthJson({ error: "rate_limited", error_description: `Too many ${what}. Wait ${retryAfter} seconds.` }, 429, { "Retry-After": String(retryAfter) });
}

/** Token and revocation requests are application/x-www-form-urlencoded (RFC 6749 §3.2). `text`: the
 *  body, read by the route with the bounded reader (lib/http/oauth-body.ts). */
export function readForm(req: Request, text: string): URLSearchParams {
  const type = req.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("application/x-www-form-urlencoded")) {
    throw new OAuthError("invalid_request", "Send the request as application/x-www-form-urlencoded.");
  }
  const form = new URLSearchParams(text);
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key);
    if (unstorableField(values) !== null) throw new OAuthError("invalid_request", `The ${key} parameter contains a NUL character.`);
    if (values.length > 1) throw new OAuthError("invalid_request", `The ${key} parameter was given more than once.`);
  }
  return form;
}

function tokenBody(t: IssuedTokens) {
  return { access_token: t.accessToken, token_type: "Bearer", expires_in: t.expiresIn, refresh_token: t.refreshToken, scope: t.scope };
}

/** `body`: the request's body, read by the route with the bounded reader (lib/http/oauth-body.ts). */
export async function tokenEndpoint(req: Request, body: string, deps: { fetchMetadata?: MetadataFetcher } = {}): Promise<Response> {
  try {
    const limited = await overLimit(req, "token", TOKEN_REQUESTS_PER_MINUTE, "token requests");
    if (limited) return limited;
    const form = readForm(req, body);
    const client = await authenticateClient(req, form, deps);
    const grantType = form.get("grant_type");
    if (grantType === "authorization_code") {
      const tokens = await redeemAuthorizationCode({
        clientId: client.id,
        code: form.get("code"),
        redirectUri: form.get("redirect_uri"),
        codeVerifier: form.get("code_verifier"),
        confidential: client.authMethod !== "none",
        resource: form.get("resource"),
      });
      return oauthJson(tokenBody(tokens));
    }
    if (grantType === "refresh_token") {
      const refreshToken = form.get("refresh_token");
      if (!refreshToken) throw new OAuthError("invalid_request", "refresh_token is required.");
      const scopeParam = form.get("scope");
      const scopes = scopeParam === null ? null : parseScopes(scopeParam);
      if (scopes === null && scopeParam !== null) throw new OAuthError("invalid_scope", "Unknown scope requested.");
      const tokens = await rotateRefreshToken({ clientId: client.id, refreshToken, scopes, resource: form.get("resource") });
      return oauthJson(tokenBody(tokens));
    }
    if (!grantType) throw new OAuthError("invalid_request", "grant_type is required.");
    throw new OAuthError("unsupported_grant_type", "grant_type must be authorization_code or refresh_token.");
  } catch (err) {
    return oauthErrorResponse(err);
  }
}

export async function revocationEndpoint(req: Request, body: string): Promise<Response> {
  try {
    const limited = await overLimit(req, "revoke", REVOCATIONS_PER_MINUTE, "revocation requests");
    if (limited) return limited;
    const form = readForm(req, body);
    // A client that names itself is authenticated, so it can only revoke its own tokens; a bare token
    // may be revoked by whoever holds it.
    const named = form.has("client_id") || /^basic /i.test(req.headers.get("authorization") ?? "");
    const clientId = named ? (await authenticateClient(req, form)).id : null;
    const token = form.get("token");
    if (!token) throw new OAuthError("invalid_request", "token is required.");
    await revokeToken(token, clientId);
    // RFC 7009 §2.2: 200 whether or not the token was known, so it cannot be used as an oracle.
    return oauthJson({});
  } catch (err) {
    return oauthErrorResponse(err);
  }
}

export async function registrationEndpoint(req: Request, text: string): Promise<Response> {
  try {
    const limited = await overLimit(req, "register", REGISTRATIONS_PER_MINUTE, "registrations");
    if (limited) return limited;
    if (!(req.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json")) {
      throw new OAuthError("invalid_client_metadata", "Send client metadata as application/json.");
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new OAuthError("invalid_client_metadata", "The body is not valid JSON.");
    }
    return oauthJson(await registerClient(body), 201);
  } catch (err) {
    return oauthErrorResponse(err);
  }
}
