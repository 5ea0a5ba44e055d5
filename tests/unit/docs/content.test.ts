// The real content/ folder: every page loads and expands, every link inside the site leads to a page
// (and heading) that exists, every runnable example is a curl call the integration test can send,
// and /llms.txt names every page.
import { describe, expect, it } from "vitest";
import { readCollection } from "@/lib/docs/content";
import { commands, parseCurl } from "@/lib/docs/examples";
import { buildSite } from "@/lib/docs/site";
import { markdownPath, pagePath } from "@/lib/docs/types";
import { TOOL_NAMES } from "@/lib/mcp/catalog";
import { CTX } from "./support";

const site = buildSite(CTX);
const pages = [...site.docs, ...site.blog];
const origin = CTX.siteUrl;

// Site addresses outside the docs that pages may link to.
const OTHER_PAGES = new Set(["/", "/signin", "/extract", "/library", "/account", "/pricing", "/docs/api", "/blog"]);

describe("content", () => {
  it("has the docs pages the site promises and at least two posts", () => {
    expect(site.docs.map((p) => p.meta.slug)).toEqual([
      "index", "style-md", "export-tokens", "export-tailwind", "export-design-md", "export-skill", "checking",
      "authentication", "extraction", "errors", "mcp", "gpt-actions", "curl-and-typescript",
    ]);
    expect(site.blog.length).toBeGreaterThanOrEqual(2);
    for (const p of site.blog) expect(p.meta.author).toBe("The Styleshelf team");
  });

  it("links only to pages and headings that exist", () => {
    const headingsOf = new Map(pages.map((p) => [pagePath(p.meta), new Set(p.rendered.headings.map((h) => h.id))]));
    for (const p of pages) {
      const html = p.rendered.parts.map((part) => (part.kind === "html" ? part.html : "")).join("");
      for (const [, href] of html.matchAll(/href="([^"]+)"/g)) {
        if (!href!.startsWith("/") && !href!.startsWith("#")) continue;
        const [path, hash] = href!.startsWith("#") ? [pagePath(p.meta), href!.slice(1)] : href!.split("#");
        if (path!.startsWith("/share/")) continue;
        const known = headingsOf.get(path!);
        expect(known !== undefined || OTHER_PAGES.has(path!), `${pagePath(p.meta)} links to ${href}`).toBe(true);
        if (hash && known) expect(known.has(hash), `${pagePath(p.meta)} links to a missing heading: ${href}`).toBe(true);
      }
    }
  });

  it("marks runnable only anonymous curl calls on this site", () => {
    let runnable = 0;
    for (const p of pages) {
      for (const part of p.rendered.parts) {
        if (part.kind !== "code" || part.runs === null) continue;
        for (const cmd of commands(part.code)) {
          const req = parseCurl(cmd);
          expect(req.url.startsWith(origin), `${p.meta.slug}: ${cmd}`).toBe(true);
          expect(req.headers.authorization).toBeUndefined();
          runnable += 1;
        }
      }
    }
    expect(runnable).toBeGreaterThanOrEqual(15);
  });

  it("keeps the docs index's first example as the account test expects it", () => {
    const first = site.docs[0]!.rendered.parts.find((p) => p.kind === "code");
    expect(first).toMatchObject({ title: "Your first call: search the gallery", code: `curl '${origin}/api/v1/styles?query=risograph&limit=3'` });
  });

  it("names the MCP tools exactly, from the server's own list", () => {
    const mcp = site.docs.find((p) => p.meta.slug === "mcp")!.twin;
    const tools = [...mcp.matchAll(/^\| `([a-z_]+)` \|/gm)].map((m) => m[1]);
    expect(tools).toEqual(TOOL_NAMES);
    expect(tools).toEqual([
      "search_styles", "get_style", "get_style_md", "validate_style_md", "export_style", "check_style", "start_extraction", "get_extraction",
      "save_style", "list_my_styles", "list_saved_styles", "list_extraction_history", "get_extraction_history_entry",
      "list_style_versions", "diff_style_versions",
    ]);
  });

  it("leaves no placeholder unexpanded", () => {
    for (const p of pages) expect(p.twin, p.meta.slug).not.toMatch(/\{\{|\{(site_url|base_url|pricing_url)\}/);
  });

  it("lists every page in llms.txt (as its .md twin), with the API reference and the OpenAPI document", () => {
    const llms = site.llms.body;
    expect(llms.startsWith("# Styleshelf\n\n> ")).toBe(true);
    for (const p of pages) expect(llms).toContain(`[${p.meta.title}](${origin}${markdownPath(p.meta)}): ${p.meta.description}`);
    expect(llms).toContain(`- [API reference](${origin}/docs/api.md): `);
    expect(llms).toContain(`(${origin}/api/v1/openapi.json)`);
    for (const p of pages) expect(site.llmsFull.body).toContain(p.twin.trim());
    expect(site.llmsFull.body).toContain(site.api.body.trim());
    expect(site.api.url).toBe(`${origin}/docs/api`);
  });

  it("reads the same pages from disk as the site builds", () => {
    expect(readCollection("blog").map((p) => p.slug)).toEqual(site.blog.map((p) => p.meta.slug));
  });
});
