// Bad input to every REST v1 operation, through the in-process harness (real HTTP into the route
// handlers, on a real database): generated path refs, query strings, headers and bodies. Every
// answer must be a documented status (never a 5xx), carry CORS and rate-limit headers, be a JSON
// `{error, message}` with a contract code when it is an error, match the OpenAPI document, and show
// no internals. Path-level behaviour (percent-decoding, trailing slashes) is Next.js's router's and is
// tested against a real server in router.test.ts.
import fc from "fast-check";
import { afterAll, beforeAll, describe, inject, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app";
import { jsonBody, multipartBody, rawBody, anyValue, type Body } from "./support/bodies";
import { expectV1Answer } from "./support/checks";
import { roomyRateLimits, runs, testTimeout } from "./support/config";
import { v1Operations, v1Statuses, type Operation } from "./support/contract";
import { freshIp, headersArb, queryString, segment, styleRef, text, type HeaderPools } from "./support/inputs";
import { send, type Outgoing } from "./support/send";
import { writeTally } from "./support/tally";
import { makeWorld, tokensOf, type World } from "./support/world";

let app: TestApp;
let world: World;
let pools: HeaderPools;
const ops = v1Operations();

beforeAll(async () => {
  roomyRateLimits();
  app = await startTestApp();
  world = await makeWorld(app);
  pools = { primary: [world.rest.owner.accessToken, world.rest.pro.accessToken], tokens: tokensOf(world, "rest"), etags: world.etags };
}, 180_000);

afterAll(async () => {
  writeTally(inject("adversarialTallyDir"), "rest");
  await app?.close();
});

/** A value for each path parameter of a template. */
function pathArb(template: string): fc.Arbitrary<string> {
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const valueOf = (name: string) => {
    if (name === "ref") return styleRef(world.refs);
    const known = template.startsWith("/me/") ? [...world.historyIds, ...world.ownStyleIds] : world.extractionIds;
    return fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: fc.uuid() }, { weight: 3, arbitrary: text.filter((s) => s.length > 0) });
  };
  // A segment of only dots is a dot segment to every URL parser (even as %2E%2E): it names another
  // path, not a value. router.test.ts sends those.
  const value = (n: string) => segment(valueOf(n)).filter((s) => !/^(\.|%2e){1,2}$/i.test(s));
  return fc.tuple(...names.map(value)).map((values) => {
    let path = template;
    names.forEach((n, i) => (path = path.replace(`{${n}}`, values[i]!)));
    return `/api/v1${path}`;
  });
}

const EXTRACTION_FIELDS = {
  text: text,
  reference: text,
  image_url: fc.oneof(
    fc.constantFrom("http://example.com/a.png", "https://127.0.0.1/a.png", "https://[::1]/a.png", "https://10.0.0.1/a.png", "https://localhost/a.png", "file:///etc/passwd", "data:image/png;base64,AAAA", "https://169.254.169.254/latest/meta-data/", "ftp://x/y.png", "https://0x7f000001/a.png"),
    fc.array(fc.constantFrom("https://127.0.0.1/a.png", "not a url", ""), { maxLength: 12 }),
    text,
  ),
  document_url: fc.oneof(fc.constantFrom("https://127.0.0.1/a.pdf", "http://example.com/a.pdf"), fc.array(fc.constant("https://[::1]/x.txt"), { maxLength: 3 })),
  name: text,
};

/** The body an operation takes: its own kinds, then anything. */
function bodyArb(op: Operation): fc.Arbitrary<Body | undefined> {
  if (op.method !== "POST") return fc.constant(undefined);
  if (op.template === "/extractions") return fc.oneof(jsonBody(EXTRACTION_FIELDS), multipartBody, rawBody);
  if (op.template === "/style-md/validate") return fc.oneof(jsonBody({ text: fc.oneof(text, fc.constant("---\nname: x\nsections: [palette]\n---\n## Palette\n- #12345G\n")) }), rawBody);
  return fc.oneof(jsonBody({ ref: anyValue }), rawBody, fc.constant(undefined));
}

function outgoing(method: string, path: string, query: string, headers: Record<string, string>, body: Body | undefined): Outgoing {
  const h: Record<string, string> = { "x-forwarded-for": freshIp(), ...headers };
  if (body) {
    if (body.type === null) delete h["content-type"];
    else h["content-type"] = body.type;
  }
  return { method, path: path + query, headers: h, body: body?.bytes };
}

/** Heavier weight where the input space is larger (refs and compile options, bodies). */
const WEIGHT: Record<string, number> = { "GET /styles/{ref}": 3, "POST /extractions": 3, "POST /style-md/validate": 2, "GET /styles": 2 };

describe("every REST operation under bad input", () => {
  for (const op of ops) {
    const label = `${op.method} /api/v1${op.template}`;
    const weight = WEIGHT[`${op.method} ${op.template}`] ?? 1;
    it(`${label}: documented status, CORS, contract errors, no internals`, { timeout: testTimeout(weight) }, async () => {
      const allowed = v1Statuses(ops, op.template, op.method);
      await fc.assert(
        fc.asyncProperty(pathArb(op.template), queryString(op.query), headersArb(pools), bodyArb(op), async (path, query, headers, body) => {
          const req = outgoing(op.method, path, query, headers, body);
          expectV1Answer(req, await send(app.origin, req, label), allowed, op.template);
        }),
        runs(weight),
      );
    });
  }
});

describe("bodies past their limits", () => {
  it("an upload over 8 MB: 413 payload_too_large", async () => {
    const boundary = "adversarial-boundary";
    const part = (size: number) =>
      Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`), Buffer.alloc(size, 0x89), Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const headers = { authorization: `Bearer ${world.rest.pro.accessToken}`, "content-type": `multipart/form-data; boundary=${boundary}` };
    const big = outgoing("POST", "/api/v1/extractions", "", headers, { type: headers["content-type"], bytes: new Uint8Array(part(8 * 1024 * 1024 + 1)) });
    const answer = await send(app.origin, big, "POST /api/v1/extractions");
    expectV1Answer(big, answer, v1Statuses(ops, "/extractions", "POST"), "/extractions");
    if (answer.status !== 413) throw new Error(`expected 413, got ${answer.status}: ${answer.text}`);
  });
});

describe("methods and paths the API does not have", () => {
  const templates = [...new Set(ops.map((o) => o.template))];

  it("every other method on every path: 405 with Allow, JSON and CORS; preflights 204", { timeout: testTimeout(1) }, async () => {
    const arb = fc.tuple(fc.constantFrom(...templates), fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"), headersArb(pools), fc.option(rawBody, { nil: undefined }));
    await fc.assert(
      fc.asyncProperty(arb.chain(([t, m, h, b]) => pathArb(t).map((p) => [t, m, h, b, p] as const)), async ([template, method, headers, body, path]) => {
        const req = outgoing(method, path, "", headers, method === "GET" ? undefined : body);
        const answer = await send(app.origin, req, `${method} /api/v1/* (method sweep)`);
        const allowed = v1Statuses(ops, template, method);
        expectV1Answer(req, answer, allowed, ops.some((o) => o.template === template && o.method === method) ? template : null);
        if (answer.status === 405 && !answer.headers.get("allow")?.includes("OPTIONS")) throw new Error(`405 without Allow: ${path}`);
      }),
      runs(1),
    );
  });

  it("unknown paths under /api/v1: JSON 404 not_found with CORS", { timeout: testTimeout(1) }, async () => {
    const known = new RegExp(`^/api/v1(${templates.map((t) => t.replace(/\./g, "\\.").replace(/\{\w+\}/g, "[^/]+")).join("|")})$`);
    const path = fc.array(segment(text), { minLength: 0, maxLength: 6 }).map((s) => `/api/v1/${s.join("/")}`.replace(/\/$/, ""));
    await fc.assert(
      fc.asyncProperty(path, fc.constantFrom("GET", "POST", "PUT", "DELETE"), headersArb(pools), async (p, method, headers) => {
        // Only a path no operation has (a generated one may spell a real endpoint, or decode to one).
        fc.pre(!known.test(p) && !known.test(decodeURIComponent(p)) && !/\/\/|\/$|(^|\/)\.\.?(\/|$)/.test(p));
        const req = outgoing(method, p, "", headers, undefined);
        expectV1Answer(req, await send(app.origin, req, `${method} /api/v1/* (unknown)`), v1Statuses(ops, null, method), null);
      }),
      runs(1),
    );
  });
});
