// Docs pages and blog posts as Markdown, through the rewrites next.config.ts declares (applied here
// with Next.js's own path matcher, since the test server serves route handlers without Next's
// router): every twin answers text/markdown with X-Token-Count, a canonical Link, Vary: Accept and an
// ETag; /llms.txt lists every page and /llms-full.txt holds them all; and every example the docs mark
// runnable is sent to the app and answers as the docs say.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import nextConfig from "@/next.config";
import { countTokens } from "@/lib/compile";
import { commands, parseCurl } from "@/lib/docs/examples";
import { docsSite } from "@/lib/docs/site";
import { markdownPath, pagePath } from "@/lib/docs/types";
import { startTestApp, type TestApp } from "../support/app";

let app: TestApp;
let rewrite: (path: string, headers?: Record<string, string>) => string;

beforeAll(async () => {
  app = await startTestApp();
  const rewrites = await nextConfig.rewrites!();
  const rules = Array.isArray(rewrites) ? rewrites : (rewrites.beforeFiles ?? []);
  // What Next.js's router does with beforeFiles rules: match the path, check `has`, fill in params,
  // and go on matching the later rules against the rewritten path (the dev server does).
  const compiled = rules.map((r) => ({ ...r, match: getPathMatch(r.source, { removeUnnamedParams: true, strict: true }) }));
  rewrite = (path, headers = {}) => {
    let current = path;
    for (const r of compiled) {
      const params = r.match(current);
      if (!params) continue;
      const has = (r.has ?? []).every((h) => h.type === "header" && new RegExp(`^${h.value}$`).test(headers[h.key] ?? ""));
      if (!has) continue;
      current = r.destination.replace(/:(\w+)/g, (_, k: string) => String(params[k]));
    }
    return current;
  };
});
afterAll(() => app?.close());

/** GET as the deployed app would answer it: through the rewrites, to the route handler. */
const get = (path: string, headers: Record<string, string> = {}) => {
  const url = new URL(path, "http://x");
  return app.request(rewrite(url.pathname, headers) + url.search, { headers });
};

describe("Markdown twins of docs pages and blog posts", () => {
  it("answer at URL + .md with the twin's headers, for every page", async () => {
    const site = docsSite();
    for (const page of [...site.docs, ...site.blog]) {
      const res = await get(markdownPath(page.meta));
      expect(res.status, markdownPath(page.meta)).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
      expect(res.headers.get("link")).toBe(`<${app.origin}${pagePath(page.meta)}>; rel="canonical"`);
      expect(res.headers.get("vary")).toBe("Accept");
      expect(res.headers.get("etag")).toMatch(/^"[\w-]+"$/);
      const body = await res.text();
      expect(Number(res.headers.get("x-token-count"))).toBe(countTokens(body));
      expect(body.startsWith(`# ${page.meta.title}\n\n> ${page.meta.description}`)).toBe(true);
      expect(body).toContain(`Canonical: ${app.origin}${pagePath(page.meta)}`);
      // Directives are expanded for this instance, as on the HTML page.
      expect(body).not.toMatch(/\{\{|\{base_url\}|\{site_url\}/);
    }
  });

  it("answer at the page's own address when Markdown is asked for, and not otherwise", async () => {
    expect(rewrite("/docs", { accept: "text/markdown" })).toBe("/api/site/docs/markdown");
    expect(rewrite("/docs/style-md", { accept: "text/markdown, text/html;q=0.5" })).toBe("/api/site/docs/style-md/markdown");
    expect(rewrite("/blog/style-md", { accept: "text/markdown" })).toBe("/api/site/blog/style-md/markdown");
    expect(rewrite("/docs/style-md", { accept: "text/html" })).toBe("/docs/style-md");
    // The API reference has its own twin route (static, ahead of [slug]).
    expect(rewrite("/docs/api", { accept: "text/markdown" })).toBe("/api/site/docs/api/markdown");
    expect(rewrite("/docs/api.md")).toBe("/api/site/docs/api/markdown");
    expect(rewrite("/docs/api", { accept: "text/html" })).toBe("/docs/api");

    const viaAccept = await get("/docs/style-md", { accept: "text/markdown" });
    const viaSuffix = await get("/docs/style-md.md");
    expect(viaAccept.status).toBe(200);
    expect(await viaAccept.text()).toBe(await viaSuffix.text());
    const stylemd = await (await get("/docs/style-md.md")).text();
    expect(stylemd).toContain("| error | YAML front matter");
  });

  it("revalidate with the ETag", async () => {
    const first = await get("/docs/errors.md");
    const etag = first.headers.get("etag")!;
    const again = await get("/docs/errors.md", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("vary")).toBe("Accept");
  });

  it("answer 404 in Markdown for a page that does not exist, and for the index under another name", async () => {
    for (const path of ["/docs/no-such-page.md", "/blog/no-such-post.md", "/docs/index.md"]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
      expect(await res.text()).toContain("/llms.txt");
    }
  });
});

describe("/llms.txt and /llms-full.txt", () => {
  it("list every docs page and post by its twin, the API reference and the OpenAPI document", async () => {
    const res = await get("/llms.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    const body = await res.text();
    expect(Number(res.headers.get("x-token-count"))).toBe(countTokens(body));
    // llmstxt.org: an H1, a blockquote summary, then H2 sections of link lists.
    expect(body).toMatch(/^# Styleshelf\n\n> \S/);
    expect(body.match(/^## .+$/gm)).toEqual(["## Docs", "## API", "## Blog", "## Optional"]);
    const site = docsSite();
    for (const page of [...site.docs, ...site.blog]) {
      expect(body).toContain(`- [${page.meta.title}](${app.origin}${markdownPath(page.meta)}): `);
      // And each listed twin answers.
      expect((await get(markdownPath(page.meta))).status).toBe(200);
    }
    expect(body).toContain(`- [API reference](${app.origin}/docs/api.md): `);
    expect((await get("/docs/api.md")).status).toBe(200);
    expect(body).toContain(`(${app.origin}/api/v1/openapi.json)`);
    expect((await get("/api/v1/openapi.json")).status).toBe(200);
  });

  it("holds every twin in full", async () => {
    const full = await (await get("/llms-full.txt")).text();
    const site = docsSite();
    for (const path of [...site.docs, ...site.blog].map((p) => markdownPath(p.meta)).concat("/docs/api.md")) {
      const twin = await (await get(path)).text();
      expect(full, path).toContain(twin.trim());
    }
  });
});

describe("runnable examples", () => {
  it("answer as the docs say when sent to the app", async () => {
    const site = docsSite();
    let ran = 0;
    for (const page of [...site.docs, ...site.blog]) {
      for (const part of page.rendered.parts) {
        if (part.kind !== "code" || part.runs === null) continue;
        for (const cmd of commands(part.code)) {
          const req = parseCurl(cmd);
          expect(req.url.startsWith(app.origin), cmd).toBe(true);
          const url = new URL(req.url);
          const res = await app.request(rewrite(url.pathname, req.headers) + url.search, {
            method: req.method,
            headers: req.headers,
            body: req.body ?? undefined,
            ip: app.newIp(),
          });
          const label = `${pagePath(page.meta)} "${part.title}": ${cmd}`;
          if (part.runs === 200) expect(res.status, label).toBeGreaterThanOrEqual(200);
          if (part.runs === 200) expect(res.status, label).toBeLessThan(300);
          else expect(res.status, label).toBe(part.runs);
          const text = await res.text();
          // Lint examples: the documents the docs send are valid.
          if (url.pathname.endsWith("/style-md/validate")) expect(JSON.parse(text).valid, label).toBe(true);
          ran += 1;
        }
      }
    }
    expect(ran).toBeGreaterThanOrEqual(15);
  });
});
