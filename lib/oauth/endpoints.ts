// The token, revocation and registration endpoints as functions of their parsed request, so the
// route handlers stay a few lines and tests can read the protocol in one place.
import { rateLimiter } from "@/lib/ratelimit";
import { resolveClient, registerClient, type MetadataFetcher } from "./clients";
import { redeemAuthorizationCode } from "./codes";
import { OAuthError, oauthErrorResponse, oauthJson } from "./errors";
import { parseScopes } from "@/lib/auth/scopes";
import { revokeToken, rotateRefreshToken, type IssuedTokens } from "./tokens";

export const REGISTRATIONS_PER_MINUTE = 20;

/** Token and revocation requests are application/x-www-form-urlencoded (RFC 6749 §3.2). */
export async function readForm(req: Request): Promise<URLSearchParams> {
  const type = req.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("application/x-www-form-urlencoded")) {
    throw new OAuthError("invalid_request", "Send the request as application/x-www-form-urlencoded.");
  }
  const text = await req.text();
  if (text.length > 16_000) throw new OAuthError("invalid_request", "The request body is too large.");
  const form = new URLSearchParams(text);
  for (const key of new Set(form.keys())) {
    if (form.getAll(key).length > 1) throw new OAuthError("invalid_request", `The ${key} parameter was given more than once.`);
  }
  return form;
}

/** Public clients authenticate with client_id alone; a client secret means a confused client. */
function clientIdOf(req: Request, form: URLSearchParams): string | null {
  if (req.headers.get("authorization")?.toLowerCase().startsWith("basic ")) {
    throw new OAuthError("invalid_client", "Only public clients are supported; send client_id in the body without a secret.", 401);
  }
  if (form.has("client_secret")) throw new OAuthError("invalid_client", "Only public clients are supported; do not send client_secret.", 401);
  return form.get("client_id");
}

function tokenBody(t: IssuedTokens) {
  return { access_token: t.accessToken, token_type: "Bearer", expires_in: t.expiresIn, refresh_token: t.refreshToken, scope: t.scope };
}

export async function tokenEndpoint(req: Request, deps: { fetchMetadata?: MetadataFetcher } = {}): Promise<Response> {
  try {
    const form = await readForm(req);
    const client = await resolveClient(clientIdOf(req, form), deps);
    const grantType = form.get("grant_type");
    if (grantType === "authorization_code") {
      const tokens = await redeemAuthorizationCode({
        clientId: client.id,
        code: form.get("code"),
        redirectUri: form.get("redirect_uri"),
        codeVerifier: form.get("code_verifier"),
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

export async function revocationEndpoint(req: Request): Promise<Response> {
  try {
    const form = await readForm(req);
    const clientId = clientIdOf(req, form);
    const token = form.get("token");
    if (!token) throw new OAuthError("invalid_request", "token is required.");
    await revokeToken(token, clientId);
    // RFC 7009 §2.2: 200 whether or not the token was known, so it cannot be used as an oracle.
    return oauthJson({});
  } catch (err) {
    return oauthErrorResponse(err);
  }
}

function callerIp(req: Request): string {
  return req.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || req.headers.get("x-real-ip") || "unknown";
}

export async function registrationEndpoint(req: Request): Promise<Response> {
  try {
    const rl = await (await rateLimiter()).limit(`oauth-register:${callerIp(req)}`, REGISTRATIONS_PER_MINUTE, 60_000);
    if (!rl.success) {
      const retryAfter = Math.max(1, rl.reset - Math.floor(Date.now() / 1000));
      return oauthJson({ error: "rate_limited", error_description: `Too many registrations. Wait ${retryAfter} seconds.` }, 429, { "Retry-After": String(retryAfter) });
    }
    if (!(req.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json")) {
      throw new OAuthError("invalid_client_metadata", "Send client metadata as application/json.");
    }
    let body: unknown;
    try {
      body = JSON.parse(await req.text());
    } catch {
      throw new OAuthError("invalid_client_metadata", "The body is not valid JSON.");
    }
    return oauthJson(await registerClient(body), 201);
  } catch (err) {
    return oauthErrorResponse(err);
  }
}
