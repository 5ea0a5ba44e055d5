// The REST API at a glance (endpoints, errors, limits) and authentication (OAuth 2.1) in brief.
import { SCOPE_WORDING, SCOPES, type Scope } from "@/lib/auth/scopes";
import { rateLimits } from "@/lib/config";
import { ERROR_CODES, type ErrorCode } from "@/lib/errors";
import { STATUS_OF } from "@/lib/http/respond";
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from "@/lib/oauth/tokens";
import { C, Code } from "../_components/Code";
import styles from "../docs.module.css";

const ENDPOINTS: { method: "GET" | "POST"; path: string; what: string; scope: Scope | null }[] = [
  { method: "GET", path: "/styles", what: "Search the public gallery", scope: null },
  { method: "GET", path: "/styles/{ref}", what: "A style compiled into one format", scope: null },
  { method: "GET", path: "/styles/{ref}/style.md", what: "A style as a STYLE.md document", scope: null },
  { method: "POST", path: "/style-md/validate", what: "Lint a STYLE.md document", scope: null },
  { method: "POST", path: "/styles/{ref}/save", what: "Save a gallery style to your library", scope: "styles:write" },
  { method: "GET", path: "/me/styles", what: "Your own styles, private ones included", scope: "styles:read" },
  { method: "GET", path: "/me/saved-styles", what: "Gallery styles you saved", scope: "styles:read" },
  { method: "GET", path: "/me/extractions", what: "Your extraction history", scope: "styles:read" },
  { method: "GET", path: "/me/extractions/{id}", what: "One extraction from your history", scope: "styles:read" },
  { method: "POST", path: "/extractions", what: "Start an extraction (spends credits)", scope: "extract" },
  { method: "GET", path: "/extractions/{id}", what: "Poll an extraction; save it as a draft", scope: "extract" },
];

// Keyed by the one list of codes, so a new code cannot appear without words here.
const ERROR_MEANING: Record<ErrorCode, string> = {
  invalid_request: "A malformed query or body, a bad ref, an unreadable image, no source, a URL that could not be fetched, too many files.",
  not_found: "No public style matches, or the extraction is not yours.",
  auth_required: "A token is missing, invalid, expired or lacks the scope. The WWW-Authenticate header names the scope.",
  forbidden: "The style exists but is private or waiting for moderation.",
  service_not_generated: "Your own style has never been generated; generate it on the website first.",
  insufficient_credits: "Not enough credits for an extraction. Comes with pricingUrl.",
  plan_limit_reached: "Your plan does not include this read (an older history entry on Free). Saving a draft past your plan's style allowance answers 402 with this code. Comes with pricingUrl.",
  payload_too_large: "A file or a fetched source is over 8 MB.",
  rate_limited: "Too many requests. Wait for Retry-After seconds.",
  internal_error: "Something failed on our side. Safe to retry a GET.",
};

export function RestApi({ base }: { base: string }) {
  const limits = rateLimits();
  return (
    <section className={styles.section} aria-labelledby="rest-api">
      <h2 id="rest-api">The REST API</h2>
      <p>
        The base address is <C>{base}</C>. Requests and answers are JSON (compiled styles are Markdown), described in full by
        the <a href="/api/v1/openapi.json">OpenAPI 3.1 document</a>. The contract only grows: fields and endpoints are added,
        never removed or reshaped, within <C>v1</C>.
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>Endpoints (paths relative to the base address)</caption>
          <thead>
            <tr>
              <th scope="col">Endpoint</th>
              <th scope="col">What it does</th>
              <th scope="col">Token</th>
            </tr>
          </thead>
          <tbody>
            {ENDPOINTS.map((e) => (
              <tr key={`${e.method} ${e.path}`}>
                <th scope="row">
                  <C>{`${e.method} ${e.path}`}</C>
                </th>
                <td>{e.what}</td>
                <td>{e.scope ? <C>{e.scope}</C> : "None"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h3 id="errors">Errors</h3>
      <p>
        Every error is <C>{`{"error": "<code>", "message": "…"}`}</C>, sometimes with a <C>pricingUrl</C>. Show{" "}
        <C>message</C> (and <C>pricingUrl</C>) to people as they are: they are written for them. Branch on <C>error</C>.
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>Error codes</caption>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Status</th>
              <th scope="col">When</th>
            </tr>
          </thead>
          <tbody>
            {ERROR_CODES.map((code) => (
              <tr key={code}>
                <th scope="row">
                  <C>{code}</C>
                </th>
                <td>{STATUS_OF[code]}</td>
                <td>{ERROR_MEANING[code]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h3 id="limits">Rate limits, CORS and client names</h3>
      <ul className={styles.bullets}>
        <li>
          {limits.anonPerMinute} requests a minute per address without a token, {limits.tokenPerMinute} a minute per token, and{" "}
          {limits.extractPerMinute} extractions a minute per account on top. Every answer carries <C>X-RateLimit-Limit</C>,{" "}
          <C>X-RateLimit-Remaining</C> and <C>X-RateLimit-Reset</C> (unix seconds); a 429 adds <C>Retry-After</C>.
        </li>
        <li>
          Every answer allows any origin (<C>Access-Control-Allow-Origin: *</C>), so browser apps can call the API directly.
        </li>
        <li>
          Name your integration with an <C>X-Service-Client</C> header (a short slug); it defaults to <C>rest</C>.
        </li>
        <li>Never retry a POST /extractions on your own: each accepted one spends credits. Retrying a GET is safe.</li>
      </ul>
    </section>
  );
}

export function Authentication({ base, site }: { base: string; site: string }) {
  return (
    <section className={styles.section} aria-labelledby="authentication">
      <h2 id="authentication">Authentication</h2>
      <p>
        Reading the gallery needs nothing. Personal endpoints take an OAuth 2.1 access token in{" "}
        <C>Authorization: Bearer &lt;ACCESS_TOKEN&gt;</C>. Styleshelf runs its own authorization server: authorization code
        with PKCE (S256), public clients only, dynamic client registration, and refresh tokens that rotate on every use.
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>Scopes</caption>
          <thead>
            <tr>
              <th scope="col">Scope</th>
              <th scope="col">Lets an app</th>
              <th scope="col">What the person approves</th>
            </tr>
          </thead>
          <tbody>
            {SCOPES.map((s) => (
              <tr key={s}>
                <th scope="row">
                  <C>{s}</C>
                </th>
                <td>{SCOPE_WORDING[s].docs}</td>
                <td>&ldquo;{SCOPE_WORDING[s].consent}&rdquo;</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ol className={styles.steps}>
        <li>
          <strong>Discover.</strong> A 401 names the scope it wanted and points at{" "}
          <C>/.well-known/oauth-protected-resource/api/v1</C>, which names the authorization server; its metadata is at{" "}
          <C>/.well-known/oauth-authorization-server</C>.
        </li>
        <li>
          <strong>Register</strong> your app once at <C>/oauth/register</C> (RFC 7591). Redirect URIs are https, loopback http
          (any port), or a reverse-domain custom scheme. A client ID metadata document URL works as a <C>client_id</C> too.
        </li>
        <li>
          <strong>Send the person</strong> to <C>/oauth/authorize</C> with <C>response_type=code</C>, <C>client_id</C>,{" "}
          <C>redirect_uri</C>, <C>scope</C>, <C>state</C>, <C>code_challenge</C>, <C>code_challenge_method=S256</C> and{" "}
          <C>{`resource=${base}`}</C>. They sign in and approve your app on a consent page.
        </li>
        <li>
          <strong>Exchange the code</strong> at <C>/oauth/token</C> with your <C>code_verifier</C>. Access tokens last{" "}
          {ACCESS_TOKEN_TTL_SECONDS / 60} minutes; refresh with <C>grant_type=refresh_token</C> and keep the new refresh
          token each time (refresh tokens last {REFRESH_TOKEN_TTL_SECONDS / 86_400} days).
        </li>
        <li>
          <strong>Revoke</strong> a token at <C>/oauth/revoke</C>. People see every connected app on their{" "}
          <a href="/account">account page</a> and can revoke it there.
        </li>
      </ol>
      <Code id="register" title="Register a public client">{`curl -X POST -H 'Content-Type: application/json' \\
  -d '{"client_name": "My script", "redirect_uris": ["http://127.0.0.1:8765/callback"]}' \\
  '${site}/oauth/register'
# -> 201 {"client_id":"ssc-…",…,"token_endpoint_auth_method":"none","grant_types":["authorization_code","refresh_token"],…}`}</Code>
      <Code id="token" title="Exchange the authorization code for tokens">{`curl -X POST '${site}/oauth/token' \\
  -d grant_type=authorization_code -d client_id="$CLIENT_ID" -d code="$CODE" \\
  -d redirect_uri=http://127.0.0.1:8765/callback -d code_verifier="$CODE_VERIFIER"
# -> {"access_token":"…","token_type":"Bearer","expires_in":${ACCESS_TOKEN_TTL_SECONDS},"refresh_token":"…","scope":"styles:read"}`}</Code>
      <Code id="me-styles" title="Call the API with the token">{`curl -H "Authorization: Bearer $TOKEN" '${base}/me/styles'`}</Code>
      <p className={styles.aside}>
        Running Styleshelf from its repository? <C>npm run dev-token -- you@example.com extract styles:read styles:write</C>{" "}
        prints a token for a local account, so scripts can skip the browser while you develop.
      </p>
    </section>
  );
}
