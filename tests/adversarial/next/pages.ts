// Pages and their Markdown twins against a real Next.js server: the gallery with its search query,
// share pages, docs and blog pages (HTML and .md, by suffix or Accept), /llms.txt; with hostile
// slugs, queries, cookies, conditional requests and the request headers Next.js itself reads
// (React Server Component and router-state headers, server-action ids, the internal subrequest
// header of CVE-2025-29927). A page answers a sane status, never a 5xx or internals; an HTML page
// always carries its Content-Security-Policy with a nonce and refuses framing (proxy.ts cannot be
// skipped); a Markdown answer is text/markdown with its canonical link.
import fc from "fast-check";
import { describe, it } from "vitest";
import { expectStatus, refusedByServer, Violation } from "../support/checks";
import { runs, testTimeout } from "../support/config";
import { PAGE_STATUSES, type Operation } from "../support/contract";
import { freshIp, headerValue, queryString, segment, text } from "../support/inputs";
import { send, type Answer, type Outgoing } from "../support/send";
import { PAGE_SLUGS } from "./routes";
import { expectNoLeakOutsideDev } from "./router";

const slug = (real: string[]) => fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...real) }, { weight: 2, arbitrary: fc.stringMatching(/^[a-z0-9-]{1,60}$/) }, { weight: 2, arbitrary: segment(text).filter((s) => s.length > 0 && !/^(\.|%2e){1,2}$/i.test(s)) });

function pagePath(galleryQuery: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: galleryQuery.map((q) => `/${q}`) },
    { weight: 4, arbitrary: fc.tuple(slug(PAGE_SLUGS.share), fc.constantFrom("", ".md")).map(([s, md]) => `/share/${s}${md}`) },
    { weight: 3, arbitrary: fc.tuple(slug(PAGE_SLUGS.docs), fc.constantFrom("", ".md")).map(([s, md]) => `/docs/${s}${md}`) },
    { weight: 2, arbitrary: fc.tuple(slug(PAGE_SLUGS.blog), fc.constantFrom("", ".md")).map(([s, md]) => `/blog/${s}${md}`) },
    { weight: 2, arbitrary: fc.constantFrom("/docs", "/docs.md", "/blog", "/llms.txt", "/llms-full.txt", "/docs/api") },
  );
}

const cookie = fc.oneof(
  fc.constantFrom("authjs.session-token=%", "authjs.session-token=%E0%A4%A", "authjs.session-token=", "authjs.session-token=x; authjs.session-token=y", "authjs.csrf-token=%ff|x", "__Host-authjs.csrf-token=%"),
  text.map((t) => headerValue(`authjs.session-token=${t}`)),
  text.map(headerValue),
);

/** Request headers pages and Next.js read, each present or not. */
const pageHeaders = (etags: () => string[]) =>
  fc.record(
    {
      accept: fc.constantFrom("text/markdown", "text/html", "*/*", "text/markdown;q=0, text/html", "application/json", "", "text/x-component"),
      "if-none-match": fc.oneof(fc.constant(null).chain(() => (etags().length ? fc.constantFrom(...etags()) : fc.constant("*"))), fc.constantFrom("*", 'W/"x"', '"', ",")),
      cookie,
      rsc: fc.constantFrom("1", "0", "x"),
      "next-router-state-tree": fc.oneof(fc.constantFrom("%5B%22%22%5D", "[]", "%", "null", "%7B%7D"), text.map(headerValue)),
      "next-router-prefetch": fc.constantFrom("1", "x"),
      "next-action": fc.oneof(fc.stringMatching(/^[0-9a-f]{40,42}$/), text.map(headerValue)),
      "x-middleware-subrequest": fc.constantFrom("proxy:proxy:proxy:proxy:proxy", "middleware:middleware:middleware:middleware:middleware", "src/proxy"),
      "x-nextjs-data": fc.constant("1"),
      "user-agent": fc.constantFrom("Googlebot", "", "curl/8", "\u00ff\u00fe"),
    },
    { requiredKeys: [] },
  ) as fc.Arbitrary<Record<string, string>>;

/** `/share/{slug}.md`, `/docs/{slug}`, `/`: the page a generated path stands for. */
function pageLabel(path: string): string {
  const p = path.split("?")[0]!;
  const m = /^\/(share|docs|blog)\/[^/]+?(\.md)?$/.exec(p);
  return m ? `/${m[1]}/{slug}${m[2] ?? ""}` : p;
}

function expectPage(req: Outgoing, answer: Answer): void {
  if (refusedByServer(req, answer)) return;
  // Next.js answers a server-action id it does not know with 409 "Server Action unavailable".
  expectStatus(req, answer, req.headers?.["next-action"] !== undefined ? new Set([...PAGE_STATUSES, 409]) : PAGE_STATUSES);
  expectNoLeakOutsideDev(req, answer);
  const type = answer.headers.get("content-type") ?? "";
  if (answer.status === 200 && type.startsWith("text/html")) {
    const policy = answer.headers.get("content-security-policy") ?? "";
    if (!/'nonce-[A-Za-z0-9+/=]+'/.test(policy) || !policy.includes("frame-ancestors 'none'")) throw new Violation("an HTML page without its nonce policy", req, answer);
    if (answer.headers.get("x-frame-options") !== "DENY") throw new Violation("an HTML page that may be framed", req, answer);
  }
  if (answer.status === 200 && type.startsWith("text/markdown") && !/rel="canonical"/.test(answer.headers.get("link") ?? "") && !req.path.startsWith("/llms")) {
    throw new Violation("a Markdown twin without its canonical link", req, answer);
  }
  if (answer.status === 307 || answer.status === 308) {
    const location = answer.headers.get("location") ?? "";
    if (!location.startsWith("/") || location.startsWith("//")) throw new Violation(`a redirect off the site: ${location}`, req, answer);
  }
}

export function pageProperties(origin: () => string, gallery: Operation, etags: () => string[]): void {
  describe("pages and their Markdown twins", () => {
    it("hostile slugs, queries, cookies and Next.js's own request headers: a sane status, CSP on every HTML page", { timeout: testTimeout(3) }, async () => {
      const arb = fc.tuple(pagePath(queryString(gallery.query)), pageHeaders(etags), fc.constantFrom("GET", "GET", "GET", "HEAD", "POST", "PUT"), fc.uint8Array({ maxLength: 300 }));
      await fc.assert(
        fc.asyncProperty(arb, async ([path, headers, method, body]) => {
          const req: Outgoing = { method, path, headers: { "x-forwarded-for": freshIp(), ...headers }, body: method === "POST" || method === "PUT" ? body : undefined };
          const answer = await send(origin(), req, `${method} ${pageLabel(path)} (page)`);
          expectPage(req, answer);
        }),
        runs(3),
      );
    });
  });
}
