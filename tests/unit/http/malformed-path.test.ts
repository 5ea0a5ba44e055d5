// Regressions found by the adversarial suite (npm run test:adversarial) in Next.js's routing layer:
// a path that is not valid percent-encoding got the router's plain-text 500, and `/api/v1/styles/`
// a 308 without CORS. proxy.ts now sees such paths first; next.config.ts serves a trailing slash as
// the same resource (pages are redirected by the proxy). Checked here through the proxy function and
// Next.js's own matcher test helper, as the router would call them.
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import nextConfig from "@/next.config";
import { config, proxy } from "@/proxy";
import { hasMalformedEncoding } from "@/lib/http/malformed-path";

const call = (url: string, init: { method?: string; headers?: Record<string, string> } = {}) => proxy(new NextRequest(url, init));
const matches = (url: string, headers: Record<string, string> = {}) => unstable_doesMiddlewareMatch({ config, nextConfig, url, headers });

describe("hasMalformedEncoding", () => {
  it.each(["/api/v1/%ff%fe", "/share/%E0%A4%A.md", "/%", "/docs/%zz", "/blog/%C0%AF", "/a/%ED%A0%80", "/x%E2%82"])("%s is malformed", (p) => {
    expect(hasMalformedEncoding(p)).toBe(true);
  });
  it.each(["/api/v1/styles", "/share/caf%C3%A9", "/a%2Fb", "/%25", "/%F0%9F%98%80"])("%s is not", (p) => {
    expect(hasMalformedEncoding(p)).toBe(false);
  });
});

describe("proxy.ts on malformed paths", () => {
  it("answers the API's JSON 400 invalid_request with CORS and the rate-limit window", async () => {
    const res = await call("http://localhost/api/v1/%ff%fe", { headers: { "x-forwarded-for": "192.0.2.77" } });
    expect(res.status).toBe(400);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("access-control-allow-methods")).toBe("GET, POST, PUT, OPTIONS");
    expect(Number(res.headers.get("x-ratelimit-limit"))).toBeGreaterThan(0);
    expect(await res.json()).toMatchObject({ error: "invalid_request", message: expect.stringContaining("percent-encoding") });
  });

  it("lets a preflight to such a path succeed, so the request itself can read its error", async () => {
    const res = await call("http://localhost/api/v1/styles/%ff", { method: "OPTIONS" });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("answers a text 400 outside the API", async () => {
    const res = await call("http://localhost/share/%E0%A4%A.md");
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await res.text()).toContain("not valid percent-encoding");
  });

  it("runs for every path with a percent sign, the API included", () => {
    for (const url of ["http://localhost/api/v1/%ff%fe", "http://localhost/share/%E0%A4%A.md", "http://localhost/api/v1/styles/%ff/save", "http://localhost/.well-known/%ff"]) {
      expect(matches(url), url).toBe(true);
    }
    // Uploads stay out of the proxy (it copies and cuts request bodies at 10 MB).
    expect(matches("http://localhost/api/v1/extractions")).toBe(false);
  });
});

describe("trailing slashes", () => {
  it("are served by the router as the same resource (no redirect of its own)", () => {
    expect(nextConfig.skipTrailingSlashRedirect).toBe(true);
  });

  it("redirect pages to their one address (308), query kept", async () => {
    const res = await call("http://localhost/docs/style-md/?x=1");
    expect(res.status).toBe(308);
    expect(new URL(res.headers.get("location")!).pathname + new URL(res.headers.get("location")!).search).toBe("/docs/style-md?x=1");
  });

  it("leave API paths to the routes, which answer with their headers", async () => {
    const res = await call("http://localhost/api/v1/styles/caf%C3%A9/");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-middleware-next")).toBe("1");
  });
});

describe("page headers", () => {
  it("reach a page asked for with a prefetch header (its HTML never goes out without the policy)", () => {
    expect(matches("http://localhost/", { "next-router-prefetch": "1" })).toBe(true);
    expect(matches("http://localhost/share/risograph-zine-k2f9", { purpose: "prefetch" })).toBe(true);
  });
});
