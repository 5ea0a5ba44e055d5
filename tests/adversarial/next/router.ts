// Path-level properties, against a real Next.js server: its router decodes paths, redirects trailing
// slashes and runs proxy.ts and the rewrites, none of which the in-process harness has.
// - A path that is not valid percent-encoding gets a 400: JSON invalid_request with CORS under
//   /api/v1, a short text elsewhere (proxy.ts, lib/http/malformed-path.ts); never the router's 500.
// - `path/` answers as `path` does, or (pages) redirects to it; under /api/v1 every answer, errors and
//   redirects included, has the API's CORS and rate-limit headers.
// - Lies in the request itself (Content-Length, broken request lines) never get a 5xx, and the
//   server answers normally afterwards.
import fc from "fast-check";
import { describe, it } from "vitest";
import { expectNoLeak, expectStatus, expectV1Error, expectV1Headers, refusedByServer, Violation } from "../support/checks";
import { runs, testTimeout } from "../support/config";
import { freshIp, headersArb, malformedEscape, segment, text, type HeaderPools } from "../support/inputs";
import { send, sendBytes, type Answer, type Outgoing } from "../support/send";
import { fill, isApiPath, placeholders, SHAPES } from "./routes";

const METHODS = ["GET", "GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS"];
const ANY_STATUS = new Set([200, 201, 202, 204, 303, 304, 307, 308, 400, 401, 402, 403, 404, 405, 406, 409, 413, 415, 429]);

const decodes = (path: string) => {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
};

/** A segment value that names itself, never a dot segment (those name another path). */
const value = segment(text).filter((s) => s.length > 0 && !/^(\.|%2e){1,2}$/i.test(s));

const shaped = fc.constantFrom(...SHAPES).chain((shape) => fc.array(value, { minLength: placeholders(shape.pattern), maxLength: placeholders(shape.pattern) }).map((values) => ({ shape, path: fill(shape.pattern, values) })));

function request(method: string, path: string, headers: Record<string, string>): Outgoing {
  return { method, path, headers: { "x-forwarded-for": freshIp(), ...headers }, body: method === "POST" || method === "PUT" ? new Uint8Array(Buffer.from("{}")) : undefined };
}

/** `next dev` puts stacks and source paths into its HTML pages for the developer; only a production
 *  server is held to showing none. */
let development = false;
export function devServer(dev: boolean): void {
  development = dev;
}

export function expectNoLeakOutsideDev(req: Outgoing, answer: Answer): void {
  if (development && (answer.headers.get("content-type") ?? "").startsWith("text/html")) return;
  expectNoLeak(req, answer);
}

/** What every answer of the real server must be, and under /api/v1 what the API promises. */
export function expectRoutedAnswer(req: Outgoing, answer: Answer): void {
  if (refusedByServer(req, answer)) return;
  expectStatus(req, answer, ANY_STATUS);
  expectNoLeakOutsideDev(req, answer);
  if (!isApiPath(req.path)) return;
  expectV1Headers(req, answer);
  if (answer.status >= 400 && req.method !== "HEAD") expectV1Error(req, answer);
}

export function routerProperties(origin: () => string, pools: () => HeaderPools): void {
  describe("the router: paths that are not valid percent-encoding", () => {
    it("answer 400 everywhere: JSON invalid_request with CORS under /api/v1, text elsewhere", { timeout: testTimeout(3) }, async () => {
      const arb = fc.tuple(shaped, malformedEscape, fc.nat(), fc.constantFrom(...METHODS), fc.boolean(), fc.constantFrom("", "?format=json", "?q=%ff"));
      await fc.assert(
        fc.asyncProperty(arb, async ([{ path }, bad, at, method, slash, query]) => {
          // The escape goes anywhere after the leading slash; one that happens to complete a valid
          // sequence leaves a valid path, judged by the general properties only.
          const i = 1 + (at % path.length);
          const broken = `${path.slice(0, i)}${bad}${path.slice(i)}${slash ? "/" : ""}`.replace(/\/{2,}/g, "/");
          const req = request(method, broken + query, {});
          const answer = await send(origin(), req, `${method} (malformed path)`);
          expectRoutedAnswer(req, answer);
          if (decodes(broken) || refusedByServer(req, answer)) return;
          const api = isApiPath(broken);
          const want = api && method === "OPTIONS" ? 204 : 400;
          if (answer.status !== want) throw new Violation(`expected ${want} for a malformed path`, req, answer);
          if (!api && method !== "HEAD" && !(answer.headers.get("content-type") ?? "").startsWith("text/")) throw new Violation("a malformed page path answered without a text body", req, answer);
          if (api && want === 400 && method !== "HEAD" && JSON.parse(answer.text).error !== "invalid_request") throw new Violation("not invalid_request", req, answer);
        }),
        runs(3),
      );
    });
  });

  describe("the router: trailing slashes, methods and every route", () => {
    it("`path/` answers as `path` does, or redirects (308) to it; the API's headers on every /api/v1 answer", { timeout: testTimeout(2) }, async () => {
      const arb = fc.tuple(shaped, fc.constantFrom(...METHODS), fc.constantFrom("", "?format=json", "?limit=3&x=%E2%80%AE"), fc.constant(null).chain(() => headersArb(pools())));
      await fc.assert(
        fc.asyncProperty(arb, async ([{ path }, method, query, headers]) => {
          const { authorization, accept } = headers;
          const h: Record<string, string> = {};
          if (authorization !== undefined) h.authorization = authorization;
          if (accept !== undefined) h.accept = accept;
          const plainReq = request(method, path + query, h);
          const plain = await send(origin(), plainReq, `${method} (any route)`);
          expectRoutedAnswer(plainReq, plain);
          if (path === "/") return;
          const slashReq = request(method, `${path}/${query}`, h);
          const slash = await send(origin(), slashReq, `${method} (any route, trailing slash)`);
          expectRoutedAnswer(slashReq, slash);
          if (refusedByServer(slashReq, slash) || refusedByServer(plainReq, plain)) return;
          // `next dev` answers some route handlers' `path/` on its own (seen: an empty 200 for
          // /oauth/authorize/ where `next start` redirects); outside the API only production is held to it.
          if (development && !isApiPath(path)) return;
          if (slash.status === 308) {
            if (isApiPath(path)) throw new Violation("the API redirected a trailing slash", slashReq, slash);
            const location = slash.headers.get("location");
            if (location !== path + query) throw new Violation(`redirected to ${JSON.stringify(location)}, not ${JSON.stringify(path + query)}`, slashReq, slash);
          } else if (slash.status !== plain.status) {
            throw new Violation(`answered ${slash.status} with the slash and ${plain.status} without`, slashReq, slash);
          }
        }),
        runs(2),
      );
    });

    it("repeated slashes: Next.js redirects them before any code of ours runs, to a path that answers with CORS", async () => {
      for (const path of ["/api/v1//styles", "/api/v1/styles//risograph-zine-k2f9", "//api/v1/styles"]) {
        const req = request("GET", path, {});
        const answer = await send(origin(), req, "GET (repeated slashes)");
        if (answer.status !== 308) throw new Violation("expected Next.js's 308", req, answer);
        const location = answer.headers.get("location") ?? "";
        const target = request("GET", location, {});
        const followed = await send(origin(), target, "GET (repeated slashes, followed)");
        expectRoutedAnswer(target, followed);
        if (!isApiPath(location) || followed.status !== 200) throw new Violation(`the redirect leads to ${location} (${followed.status})`, target, followed);
      }
    });
  });

  describe("lies in the request itself", () => {
    const targets = ["/api/v1/style-md/validate", "/api/mcp", "/oauth/token", "/api/v1/extractions", "/api/v1/styles/risograph-zine-k2f9"];
    const lies = fc.constantFrom("short", "long", "nonnumeric", "negative", "double", "te-and-cl", "bad-chunk", "bad-line", "raw-utf8-path", "huge");
    it("Content-Length and framing lies, broken request lines: no 5xx, and the server answers afterwards", { timeout: testTimeout(1) }, async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...targets), lies, fc.uint8Array({ minLength: 1, maxLength: 600 }), async (path, lie, body) => {
          const b = Buffer.from(body);
          const head = (extra: string, p = path) => Buffer.from(`POST ${p} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nX-Forwarded-For: ${freshIp()}\r\nConnection: close\r\n${extra}\r\n`, "latin1");
          const bytes: Record<string, Buffer> = {
            short: Buffer.concat([head(`Content-Length: ${Math.floor(b.length / 2)}\r\n`), b]),
            long: Buffer.concat([head(`Content-Length: ${b.length + 1000}\r\n`), b]),
            nonnumeric: Buffer.concat([head("Content-Length: ten\r\n"), b]),
            negative: Buffer.concat([head("Content-Length: -5\r\n"), b]),
            double: Buffer.concat([head(`Content-Length: ${b.length}\r\nContent-Length: ${b.length + 1}\r\n`), b]),
            "te-and-cl": Buffer.concat([head(`Content-Length: ${b.length}\r\nTransfer-Encoding: chunked\r\n`), b]),
            "bad-chunk": Buffer.concat([head("Transfer-Encoding: chunked\r\n"), Buffer.from("zz\r\n"), b, Buffer.from("\r\n0\r\n\r\n")]),
            "bad-line": Buffer.concat([Buffer.from(`POST ${path} HTTP/9.9 extra\r\n\r\n`, "latin1"), b]),
            "raw-utf8-path": Buffer.concat([head(`Content-Length: ${b.length}\r\n`, `${path}/\u00e9\u202e`), b]),
            huge: Buffer.concat([head("Content-Length: 99999999999999999999\r\n"), b]),
          };
          // "long" leaves the server waiting for bytes that never come: the client gives up (half-close).
          const { status, head: got } = await sendBytes(origin(), bytes[lie]!, `POST (${lie})`, { halfClose: lie === "long" });
          if (status !== null && status >= 500) throw new Error(`${lie} to ${path} got ${status}:\n${got}`);
          const health = await send(origin(), request("GET", "/api/v1/health", {}), "GET /api/v1/health (after a lie)");
          if (health.status !== 200) throw new Error(`after ${lie} to ${path}, /api/v1/health answered ${health.status}`);
        }),
        runs(1),
      );
    });
  });
}
