// Bad input to the authorization server through the in-process harness: registration metadata,
// token and revocation forms, authorization requests and consent decisions (signed in and out), and
// the discovery documents. Answers are the statuses the OAuth RFCs give, never a 5xx; errors are
// `{error, error_description}` with a registered code; a redirect goes only to our own pages or to the
// client's registered redirect URI, never to one the request made up.
import { randomBytes } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, inject, it } from "vitest";
import { db } from "@/lib/db/client";
import { startTestApp, type TestApp } from "../support/app";
import { anyValue, jsonBody, rawBody } from "./support/bodies";
import { expectNoLeak, expectStatus, jsonOf, refusedByServer, Violation } from "./support/checks";
import { runs, testTimeout } from "./support/config";
import { OAUTH_ERROR_CODES, OAUTH_STATUSES } from "./support/contract";
import { freshIp, headerValue, pctEncode, text } from "./support/inputs";
import { send, type Answer, type Outgoing } from "./support/send";
import { writeTally } from "./support/tally";
import { websiteSession } from "../support/sessions";

let app: TestApp;
let clientId: string;
let session: string;
const REDIRECT_URI = "http://127.0.0.1:4567/cb";

beforeAll(async () => {
  app = await startTestApp();
  const res = await app.request("/oauth/register", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ redirect_uris: [REDIRECT_URI], client_name: "Adversarial client" }),
    ip: freshIp(),
  });
  clientId = ((await res.json()) as { client_id: string }).client_id;
  const prisma = await db();
  const user = await prisma.user.create({ data: { handle: `adv-${randomBytes(4).toString("hex")}` } });
  session = (await websiteSession(user.id)).sessionToken;
}, 120_000);

afterAll(async () => {
  writeTally(inject("adversarialTallyDir"), "oauth");
  await app?.close();
});

const URIS = [REDIRECT_URI, "http://127.0.0.1:4567/cb?x=1", "http://127.0.0.1:4567/cb#f", "http://localhost/cb", "https://app.example/cb", "http://app.example/cb", "javascript:alert(1)", "data:text/html,x", "myapp://cb", "//evil.example/cb", "https://evil.example@127.0.0.1/cb", "http://[::1]:80/cb", "", "not a uri", `https://a.example/${"x".repeat(3000)}`];
const uri = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...URIS) }, { weight: 1, arbitrary: text });
const SCOPES = fc.oneof(fc.constantFrom("styles:read", "extract styles:read styles:write", "", "admin", "styles:read styles:read", "STYLES:READ", "openid"), text);
const clientIdArb = () => fc.oneof({ weight: 4, arbitrary: fc.constant(clientId) }, { weight: 1, arbitrary: fc.constantFrom("ssc-nobody", "https://127.0.0.1/client.json", "https://localhost/c", "http://example.com/c", "") }, { weight: 1, arbitrary: text });

/** A form body: the fields given (each present, repeated or not), strangers, broken encodings. */
function formBody(fields: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<{ type: string | null; bytes: Uint8Array }> {
  const pairs = fc.array(
    fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...Object.keys(fields)).chain((k) => fields[k]!.map((v) => [k, v] as const)) },
      { weight: 1, arbitrary: fc.tuple(text, text) },
    ),
    { maxLength: 9 },
  );
  const encoded = fc.tuple(pairs, fc.constantFrom("strict", "plus", "broken")).map(([ps, how]) =>
    ps.map(([k, v]) => (how === "broken" ? `${k}=${v}%` : `${pctEncode(k)}=${how === "plus" ? pctEncode(v, " ").replaceAll(" ", "+") : pctEncode(v)}`)).join("&"),
  );
  return fc.tuple(encoded, fc.oneof({ weight: 6, arbitrary: fc.constant("application/x-www-form-urlencoded") }, { weight: 1, arbitrary: fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded; charset=latin1", null) })).map(([s, type]) => ({ type, bytes: new Uint8Array(Buffer.from(s, "utf8")) }));
}

function expectOAuthError(req: Outgoing, answer: Answer): void {
  if (answer.status === 405) return;
  const body = jsonOf(req, answer);
  if (!OAUTH_ERROR_CODES.has(body?.error)) throw new Violation(`OAuth error code ${JSON.stringify(body?.error)} is not a registered one`, req, answer);
  if (typeof body.error_description !== "string") throw new Violation("an OAuth error without error_description", req, answer);
}

/** A redirect from the authorization server goes to our own page or to the registered redirect URI. */
function expectSafeRedirect(req: Outgoing, answer: Answer): void {
  if (answer.status < 300 || answer.status >= 400) return;
  const location = answer.headers.get("location") ?? "";
  const ours = location.startsWith("/") && !location.startsWith("//");
  if (!ours && !location.startsWith(`${REDIRECT_URI}?`)) throw new Violation(`a redirect to ${JSON.stringify(location)}`, req, answer);
}

function expectOAuthAnswer(req: Outgoing, answer: Answer, allowed: ReadonlySet<number>): void {
  if (refusedByServer(req, answer)) return;
  expectStatus(req, answer, allowed);
  expectNoLeak(req, answer);
}

const post = (path: string, body: { type: string | null; bytes: Uint8Array }, headers: Record<string, string> = {}): Outgoing => ({
  method: "POST",
  path,
  headers: { "x-forwarded-for": freshIp(), ...(body.type ? { "content-type": body.type } : {}), ...headers },
  body: body.bytes,
});

const base64 = (s: string) => Buffer.from(s, "utf8").toString("base64");
const basic = () =>
  fc.option(
    fc.oneof(
      fc.constant(clientId).map((c) => `Basic ${base64(`${c}:`)}`),
      fc.tuple(fc.oneof(fc.constant(clientId), text), text).map(([user, secret]) => `Basic ${base64(`${user}:${secret}`)}`),
      fc.constantFrom("Basic !!!", "Basic ", "Bearer x", `Basic ${base64("no-colon")}`, `Basic ${base64("%zz:%")}`, `Basic ${base64("%00:x")}`, `Basic ${base64("a%0:")}`),
      text.map((t) => headerValue(`Basic ${t}`)),
    ),
    { freq: 3, nil: undefined },
  );

describe("the OAuth endpoints under bad input", () => {
  it("POST /oauth/register: 201 or a metadata error", { timeout: testTimeout(1) }, async () => {
    const fields = {
      redirect_uris: fc.oneof({ weight: 2, arbitrary: fc.constant([REDIRECT_URI]) }, { weight: 3, arbitrary: fc.array(uri, { maxLength: 12 }) }, { weight: 1, arbitrary: uri }),
      client_name: text,
      grant_types: fc.array(fc.constantFrom("authorization_code", "refresh_token", "client_credentials", "implicit", "password"), { maxLength: 4 }),
      response_types: fc.array(fc.constantFrom("code", "token", "id_token"), { maxLength: 3 }),
      token_endpoint_auth_method: fc.constantFrom("none", "client_secret_basic", "client_secret_post", "private_key_jwt", ""),
      scope: SCOPES,
      client_uri: uri,
      logo_uri: uri,
    };
    // Valid metadata with one field made hostile, so the success path is tried too.
    const valid = { redirect_uris: [REDIRECT_URI], client_name: "Adversarial", token_endpoint_auth_method: "none" };
    const oneOff = fc
      .tuple(fc.constantFrom(...Object.keys(fields)), anyValue, fc.boolean())
      .map(([k, v, keep]) => ({ type: "application/json", bytes: new Uint8Array(Buffer.from(JSON.stringify(keep ? valid : { ...valid, [k]: v }))) }));
    await fc.assert(
      fc.asyncProperty(fc.oneof({ weight: 3, arbitrary: jsonBody(fields) }, { weight: 2, arbitrary: oneOff }, { weight: 1, arbitrary: rawBody }), async (body) => {
        const req = post("/oauth/register", body);
        const answer = await send(app.origin, req, "POST /oauth/register");
        expectOAuthAnswer(req, answer, OAUTH_STATUSES.register);
        if (answer.status === 201 && typeof jsonOf(req, answer).client_id !== "string") throw new Violation("a registration without client_id", req, answer);
        if (answer.status >= 400 && answer.status !== 431) expectOAuthError(req, answer);
      }),
      runs(1),
    );
  });

  for (const [path, statuses] of [["/oauth/token", OAUTH_STATUSES.token], ["/oauth/revoke", OAUTH_STATUSES.revoke]] as const) {
    it(`POST ${path}: an OAuth error, never a token for nothing`, { timeout: testTimeout(1) }, async () => {
      const fields = {
        grant_type: fc.oneof(fc.constantFrom("authorization_code", "refresh_token", "client_credentials", "password", "urn:ietf:params:oauth:grant-type:device_code", ""), text),
        client_id: clientIdArb(),
        client_secret: text,
        code: fc.oneof(fc.constantFrom("ssa_x", "sac_x", ""), text),
        code_verifier: fc.oneof(fc.stringMatching(/^[A-Za-z0-9._~-]{43,128}$/), text),
        redirect_uri: uri,
        refresh_token: fc.oneof(fc.constantFrom("ssr_x", ""), text),
        token: text,
        token_type_hint: fc.constantFrom("access_token", "refresh_token", "x"),
        resource: fc.oneof(fc.constantFrom(`${app.origin}/api/v1`, `${app.origin}/api/mcp`, "https://evil.example/api", ""), text),
        scope: SCOPES,
      };
      await fc.assert(
        fc.asyncProperty(fc.oneof({ weight: 5, arbitrary: formBody(fields) }, { weight: 1, arbitrary: rawBody }), basic(), async (body, authorization) => {
          const req = post(path, body, authorization ? { authorization } : {});
          const answer = await send(app.origin, req, `POST ${path}`);
          expectOAuthAnswer(req, answer, statuses);
          if (path === "/oauth/token" && answer.status === 200) throw new Violation("a token for a made-up grant", req, answer);
          if (answer.status >= 400 && answer.status !== 431) expectOAuthError(req, answer);
        }),
        runs(1),
      );
    });
  }

  const authorizeQuery = () => fc
    .record(
      {
        response_type: fc.constantFrom("code", "token", "", "code id_token"),
        client_id: clientIdArb(),
        redirect_uri: uri,
        scope: SCOPES,
        state: text,
        code_challenge: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), text),
        code_challenge_method: fc.constantFrom("S256", "plain", "s256", ""),
        resource: fc.constantFrom("http://localhost/api/v1", "https://evil.example", ""),
        prompt: fc.constantFrom("consent", "none", "login"),
      },
      { requiredKeys: [] },
    )
    .map((q) => Object.entries(q).map(([k, v]) => `${k}=${pctEncode(v as string)}`).join("&"));
  const cookie = () =>
    fc.option(
      fc.oneof(
        fc.constant(`authjs.session-token=${session}`),
        fc.constantFrom("authjs.session-token=%", "authjs.session-token=%E0%A4%A", "authjs.session-token=", `authjs.session-token=${session}%00`),
        text.map((t) => headerValue(`authjs.session-token=${t}`)),
      ),
      { nil: undefined },
    );

  it("GET /oauth/authorize: a 303 to our pages or the registered URI, else the error page", { timeout: testTimeout(1) }, async () => {
    await fc.assert(
      fc.asyncProperty(authorizeQuery(), cookie(), async (query, c) => {
        const req: Outgoing = { method: "GET", path: `/oauth/authorize?${query}`, headers: { "x-forwarded-for": freshIp(), ...(c ? { cookie: c } : {}) } };
        const answer = await send(app.origin, req, "GET /oauth/authorize");
        expectOAuthAnswer(req, answer, OAUTH_STATUSES.authorize);
        expectSafeRedirect(req, answer);
      }),
      runs(1),
    );
  });

  it("POST /oauth/authorize/decision: refused without a valid session and CSRF token", { timeout: testTimeout(0.5) }, async () => {
    const fields = { client_id: clientIdArb(), redirect_uri: uri, decision: fc.constantFrom("allow", "deny", "x"), csrf: text, scope: SCOPES, state: text, code_challenge: text, code_challenge_method: fc.constantFrom("S256", "plain"), response_type: fc.constant("code") };
    await fc.assert(
      fc.asyncProperty(formBody(fields), cookie(), async (body, c) => {
        const req = post("/oauth/authorize/decision", body, c ? { cookie: c } : {});
        const answer = await send(app.origin, req, "POST /oauth/authorize/decision");
        expectOAuthAnswer(req, answer, OAUTH_STATUSES.decision);
        expectSafeRedirect(req, answer);
      }),
      runs(0.5),
    );
  });

  it("the discovery documents: 200 JSON whatever the query and headers", { timeout: testTimeout(0.5) }, async () => {
    const paths = ["/.well-known/oauth-authorization-server", "/.well-known/oauth-protected-resource", "/.well-known/oauth-protected-resource/api/v1", "/.well-known/oauth-protected-resource/api/mcp"];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), fc.string({ maxLength: 30 }), fc.constantFrom("GET", "POST", "OPTIONS"), fc.option(anyValue), async (path, q, method, junk) => {
        const req: Outgoing = { method, path: `${path}${q ? `?${pctEncode(q, "=&")}` : ""}`, headers: { "x-forwarded-for": freshIp(), accept: headerValue(typeof junk === "string" ? junk : JSON.stringify(junk)) } };
        const answer = await send(app.origin, req, `${method} /.well-known/*`);
        expectOAuthAnswer(req, answer, method === "OPTIONS" ? new Set([204]) : OAUTH_STATUSES.discovery);
        if (answer.status === 200 && typeof jsonOf(req, answer).issuer !== "string" && typeof jsonOf(req, answer).resource !== "string") throw new Violation("a discovery document without issuer or resource", req, answer);
      }),
      runs(0.5),
    );
  });
});
