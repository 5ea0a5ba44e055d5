// Who is calling the token or revocation endpoint (RFC 6749 §2.3, OAuth 2.1 §2.4). A public client
// names itself with client_id and proves nothing more (PKCE does that for codes); a confidential client
// proves itself with its secret, in an HTTP Basic header or in the body. Either way of sending the
// secret is accepted for every confidential client: GPT Actions lets its user pick one, and refusing
// the other would fail a correct secret for a form setting.
import type { MetadataFetcher, OAuthClientInfo } from "./clients";
import { resolveClient } from "./clients";
import { OAuthError } from "./errors";
import { secretMatches } from "./secrets";

/** RFC 6749 §5.2: a client that tried the Authorization header is answered with a matching challenge. */
export const BASIC_CHALLENGE = { "WWW-Authenticate": 'Basic realm="styleshelf"' };

const clientAuthError = (description: string, headers: Record<string, string> = {}) => new OAuthError("invalid_client", description, 401, headers);

/** The client_id and secret of an `Authorization: Basic` header, each form-urlencoded (RFC 6749 §2.3.1). */
function basicCredentials(header: string | null): { id: string; secret: string } | null {
  if (!header || !/^basic /i.test(header)) return null;
  const decoded = Buffer.from(header.slice(6).trim(), "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 1) throw clientAuthError("The Basic authorization header must hold client_id:client_secret.", BASIC_CHALLENGE);
  const formDecode = (v: string) => decodeURIComponent(v.replace(/\+/g, " "));
  try {
    return { id: formDecode(decoded.slice(0, colon)), secret: formDecode(decoded.slice(colon + 1)) };
  } catch {
    throw clientAuthError("The Basic authorization header is not valid form-encoded credentials.", BASIC_CHALLENGE);
  }
}

/** The authenticated client of a token request; throws invalid_client (401). */
export async function authenticateClient(req: Request, form: URLSearchParams, deps: { fetchMetadata?: MetadataFetcher } = {}): Promise<OAuthClientInfo> {
  const basic = basicCredentials(req.headers.get("authorization"));
  const challenge = basic ? BASIC_CHALLENGE : {};
  const bodySecret = form.get("client_secret");
  if (basic && bodySecret !== null) throw new OAuthError("invalid_request", "Send the client secret once: in the Basic header or in the body, not both.");
  const bodyId = form.get("client_id");
  if (basic && bodyId !== null && bodyId !== basic.id) throw clientAuthError("client_id in the body differs from the Basic header's.", challenge);

  let client: OAuthClientInfo;
  try {
    client = await resolveClient(basic?.id ?? bodyId, deps);
  } catch (err) {
    if (err instanceof OAuthError && err.error === "invalid_client") throw clientAuthError(err.description, challenge);
    throw err;
  }
  const secret = basic?.secret ?? bodySecret;
  if (client.authMethod === "none") {
    if (secret !== null) throw clientAuthError("This app is registered as a public client: send client_id without a secret, and use PKCE.", challenge);
    return client;
  }
  if (secret === null) throw clientAuthError("This app is registered as a confidential client: send its client_secret (HTTP Basic or in the body).", challenge);
  if (!secretMatches(secret, client.secretHash)) throw clientAuthError("Client authentication failed.", challenge);
  return client;
}

