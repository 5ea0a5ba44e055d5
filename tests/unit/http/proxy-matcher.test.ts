// The proxy sees pages and nothing else (issue 22, seam 2). A request the proxy sees has its body copied
// and cut at 10 MB before the route can refuse it, so an upload route the proxy's matcher forgot took a
// large file's head as the whole file; the matcher used to list the website's JSON and upload routes one
// by one. They now live under one prefix, /api/site (app/_components/site-api.ts), which the matcher
// leaves out with the rest of /api/. This walks app/ and asks Next.js's own matcher test about every
// route handler and every page: it fails on a route handler the proxy would see (put it under
// app/api/site), on a route handler outside /api/ that is not one of the fixed addresses below, and on
// a page the proxy would miss (it would go out without its Content-Security-Policy).
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { describe, expect, it } from "vitest";
import { builderApi, SITE_API, siteApi } from "@/app/_components/site-api";
import nextConfig from "@/next.config";
import { config } from "@/proxy";
import { discoverRoutes, matchRoute } from "../../support/routes";
import { filesUnder, read, ROOT } from "../site/app-files";

const seesProxy = (path: string) => unstable_doesMiddlewareMatch({ config, nextConfig, url: `http://localhost${path}` });

/** The URL path a file under app/ answers: route groups dropped, each dynamic segment given a value;
 *  a file convention such as opengraph-image answers under its own name. */
function samplePath(file: string): string {
  const parts = file.split("/");
  const name = parts.at(-1)!.replace(/\.tsx?$/, "");
  const segments = parts
    .slice(1, -1)
    .concat(name === "route" || name === "page" ? [] : [name])
    .filter((s) => !/^\(.*\)$/.test(s))
    .map((s) => (s.startsWith("[...") || s.startsWith("[[...") ? "a/b" : s.startsWith("[") ? "sample-1" : s));
  return `/${segments.join("/")}`;
}

/** Route handlers outside /api/ answer addresses that others fix; each says who fixes it. */
const FIXED: [RegExp, string][] = [
  [/^\/oauth\//, "the OAuth endpoints, named in the authorization server's metadata (RFC 8414)"],
  [/^\/\.well-known\//, "the discovery documents (RFC 8414, RFC 9728)"],
  [/^\/blobs\//, "stored files of the embedded blob store, whose URLs are kept in the database"],
  [/^\/llms(-full)?\.txt$/, "the contract's texts for language models"],
  [/^\/share\/[^/]+\/opengraph-image$/, "Next.js's file convention: a page's preview image beside the page"],
];

// Next.js's file conventions that answer like route handlers beside their page.
const ROUTE_FILES = /^(route\.(ts|tsx)|(opengraph-image|twitter-image|icon|apple-icon|sitemap|robots)\.(ts|tsx))$/;
const handlers = filesUnder("app", ROUTE_FILES).map((file) => ({ file, path: samplePath(file), takesBody: /export (const|async function|function) (POST|PUT|PATCH)\b/.test(read(file)) }));
const pages = filesUnder("app", /^page\.tsx$/).map((file) => ({ file, path: samplePath(file) }));

describe("the proxy's matcher", () => {
  it("found the app's route handlers and pages", () => {
    expect(handlers.length).toBeGreaterThan(40);
    expect(pages.length).toBeGreaterThan(15);
  });

  it("leaves out every route handler", () => {
    const seen = handlers.filter((h) => seesProxy(h.path)).map((h) => `${h.file} (${h.path}): move it under app/api/site`);
    expect(seen).toEqual([]);
  });

  it("leaves out a query, and a trailing slash on a route that takes a body", () => {
    const seen = handlers.flatMap((h) => [`${h.path}?x=1`, ...(h.takesBody ? [`${h.path}/`] : [])]).filter(seesProxy);
    expect(seen).toEqual([]);
  });

  it("sees every page, which must not go out without its Content-Security-Policy", () => {
    const missed = pages.filter((p) => !seesProxy(p.path)).map((p) => `${p.file} (${p.path})`);
    expect(missed).toEqual([]);
  });
});

describe("where route handlers live", () => {
  it("under /api/, unless the address is fixed from outside", () => {
    const stray = handlers.filter((h) => !h.path.startsWith("/api/") && !FIXED.some(([address]) => address.test(h.path))).map((h) => h.file);
    expect(stray).toEqual([]);
  });

  it("every address the website's pages call is a route handler under /api/site", () => {
    const routes = discoverRoutes(`${ROOT}/app`);
    const { extractStatus, dismissRun, rerunRun, shareAction, moderationDecision, ...fixed } = siteApi;
    const addresses = [
      ...Object.values(fixed),
      extractStatus("sample-1"),
      dismissRun("sample-1"),
      rerunRun("sample-1"),
      shareAction("sample-1", "save"),
      shareAction("sample-1", "remix"),
      moderationDecision("approve"),
      moderationDecision("reject"),
      ...["/save", "/generate", "/publish", "/check", "/images", "/images/order", "/images/img-1", "/samples/written", "/samples/image", "/samples/clip", "/samples/s-1"].map((rest) => builderApi("sample-1", rest)),
    ];
    const unanswered = addresses.filter((a) => !a.startsWith(`${SITE_API}/`) || !matchRoute(routes, a)?.route.file.includes("/api/site/"));
    expect(unanswered).toEqual([]);
  });
});
