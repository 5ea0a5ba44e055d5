// The embedded default, end to end: `next dev` with no environment at all (PGlite in a fresh folder,
// in-memory rate limits, embedded blobs) migrates and seeds itself, and the Next.js wiring that the
// route-level tests cannot see (rewrites, headers, pages, blobs) works.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startNext, type NextServer } from "../support/next-server";

let server: NextServer;
let origin: string;

beforeAll(async () => {
  // Nothing but PATH, HOME and a fresh DATA_DIR: no access fixtures, no DATABASE_URL.
  server = await startNext({ mode: "dev", distDir: ".next-smoke", freshDataDir: true, readyPath: "/api/v1/styles" });
  origin = server.origin;
}, 260_000);

afterAll(() => server?.stop());

describe("embedded default (next dev, no environment)", () => {
  it("serves the seeded gallery through the API", async () => {
    const res = await fetch(`${origin}/api/v1/styles?limit=25`);
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    const body = await res.json();
    expect(body.count).toBeGreaterThanOrEqual(40);
    const hero = body.styles.find((s: { heroImage: string | null }) => s.heroImage)?.heroImage as string;
    expect(hero.startsWith(`${origin}/blobs/`)).toBe(true);
    const image = await fetch(hero);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
  });

  it("rewrites /share/{slug}.md and Accept: text/markdown to the markdown twin", async () => {
    const dotMd = await fetch(`${origin}/share/risograph-zine-k2f9.md`);
    expect(dotMd.status).toBe(200);
    expect(dotMd.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(dotMd.headers.get("link")).toBe(`<${origin}/share/risograph-zine-k2f9>; rel="canonical"`);
    const text = await dotMd.text();
    expect(text).toMatch(/^# Risograph Zine/);
    const negotiated = await fetch(`${origin}/share/risograph-zine-k2f9`, { headers: { Accept: "text/markdown" } });
    expect(negotiated.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(await negotiated.text()).toBe(text);
    expect((await fetch(`${origin}/share/link-only-moodboard-x2b2.md`)).status).toBe(404);
  });

  it("serves the HTML share page with its markdown alternate", async () => {
    const res = await fetch(`${origin}/share/risograph-zine-k2f9`, { headers: { Accept: "text/html" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    expect(res.headers.get("link")).toContain('</share/risograph-zine-k2f9.md>; rel="alternate"; type="text/markdown"');
    expect(await res.text()).toContain("Risograph Zine");
  });

  it("rewrites /docs/api.md and Accept: text/markdown to the API reference's twin, which the HTML page names", async () => {
    const dotMd = await fetch(`${origin}/docs/api.md`);
    expect(dotMd.status).toBe(200);
    expect(dotMd.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(dotMd.headers.get("link")).toBe(`<${origin}/docs/api>; rel="canonical"`);
    expect(Number(dotMd.headers.get("x-token-count"))).toBeGreaterThan(0);
    const text = await dotMd.text();
    expect(text).toMatch(/^# API reference\n/);
    const negotiated = await fetch(`${origin}/docs/api`, { headers: { Accept: "text/markdown" } });
    expect(negotiated.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(await negotiated.text()).toBe(text);
    const html = await fetch(`${origin}/docs/api`, { headers: { Accept: "text/html" } });
    expect(html.headers.get("content-type")).toMatch(/text\/html/);
    expect(html.headers.get("link")).toContain('</docs/api.md>; rel="alternate"; type="text/markdown"');
  });

  it("leaves a path with an empty segment to Next.js's bare 308, as content/docs/errors.md tells clients", async () => {
    // resolve-routes.js answers `//` and `\` before headers, rewrites, proxy.ts or any route runs
    // (vercel/next.js#44600), with no setting to turn it off: if this starts failing, Next.js changed
    // and the docs' "Paths with empty segments" section (and perhaps a real fix) is due.
    for (const method of ["POST", "OPTIONS"]) {
      const res = await fetch(`${origin}/api/v1/styles//save`, { method, redirect: "manual", headers: { Origin: "https://app.example" } });
      expect(res.status, method).toBe(308);
      expect(res.headers.get("location")).toBe("/api/v1/styles/save");
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
    }
    // What the docs advise instead: a ref encoded as one segment reaches the API.
    const encoded = await fetch(`${origin}/api/v1/styles/${encodeURIComponent(`${origin}/share/risograph-zine-k2f9`)}?raw=1`);
    expect(encoded.status).toBe(200);
    expect(encoded.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("serves OAuth discovery, and a consent page that cannot be framed", async () => {
    const meta = await fetch(`${origin}/.well-known/oauth-authorization-server`);
    expect(meta.status).toBe(200);
    expect((await meta.json()).issuer).toBe(origin);
    const consent = await fetch(`${origin}/oauth/authorize?client_id=nobody`, { redirect: "manual" });
    expect(consent.headers.get("x-frame-options")).toBe("DENY");
    expect(consent.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    // An invalid authorization request is a 400 error page, not a 200 page that looks like one.
    expect(consent.status).toBe(400);
    for (const page of ["/extract", "/library", "/builder/00000000-0000-4000-8000-000000000000", "/admin/moderation", "/admin/accounts"]) {
      const res = await fetch(`${origin}${page}`, { redirect: "manual" });
      expect(res.headers.get("x-frame-options"), page).toBe("DENY");
    }
  });

  it("sends every page a nonce-based Content-Security-Policy that its own scripts carry", async () => {
    for (const page of ["/", "/share/risograph-zine-k2f9", "/signin", "/pricing"]) {
      const res = await fetch(`${origin}${page}`);
      expect(res.status, page).toBe(200);
      const policy = res.headers.get("content-security-policy") ?? "";
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
      expect(nonce, `${page}: ${policy}`).toBeTruthy();
      expect(policy).toContain("'strict-dynamic'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(res.headers.get("referrer-policy"), page).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("x-frame-options"), page).toBe("DENY");
      const scripts = (await res.text()).match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length, page).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, page).toContain(`nonce="${nonce}"`);
      // Sign-in forms continue on GitHub or Google; every other page's forms stay on this site.
      if (page === "/signin") expect(policy).not.toContain("form-action");
      else expect(policy).toContain("form-action 'self'");
    }
    // A fresh nonce per response.
    const [a, b] = await Promise.all([fetch(`${origin}/pricing`), fetch(`${origin}/pricing`)]);
    expect(a.headers.get("content-security-policy")).not.toBe(b.headers.get("content-security-policy"));
  });

  it("serves a browsable gallery home page", async () => {
    const res = await fetch(`${origin}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Risograph Zine");
    expect(html).toContain("/share/risograph-zine-k2f9");
    // The header: signed out it offers "Sign in"; with a session cookie, "Account".
    expect(html).toMatch(/<a href="\/signin">Sign in<\/a>/);
    expect(html).toMatch(/<a href="\/extract">Extract<\/a>/);
    const signedIn = await (await fetch(`${origin}/`, { headers: { cookie: "authjs.session-token=anything" } })).text();
    expect(signedIn).toMatch(/<a href="\/account">Account<\/a>/);
    expect(html.match(/<main\b/g)).toHaveLength(1);
  });

  it("serves the pricing page that upgrade messages link to, from the plans table", async () => {
    const res = await fetch(`${origin}/pricing`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<h1>Pricing</h1>");
    expect(html).toContain("120 credits to start; an extraction costs 30");
    expect(html).toContain("Unlimited extractions");
    expect(html.match(/<main\b/g)).toHaveLength(1);
  });
});
