// Every address shape the Next.js layer is asked about: the REST operations (from the OpenAPI
// document), the MCP and OAuth endpoints, the discovery documents, the pages with their Markdown twins,
// and the website's own routes under /api/site. `{x}` marks a place a generated segment goes.
import { v1Operations } from "../support/contract";

export interface Shape {
  /** With `{x}` placeholders, e.g. `/api/v1/styles/{x}/save`, `/share/{x}.md`. */
  pattern: string;
  /** The REST template it stands for (null outside /api/v1). */
  template: string | null;
}

const api = [...new Set(v1Operations().map((o) => o.template))].map((t) => ({ pattern: `/api/v1${t.replace(/\{\w+\}/g, "{x}")}`, template: t }));

const other = [
  "/api/v1",
  "/api/v1/{x}",
  "/api/v1/{x}/{x}",
  "/api/mcp",
  "/api/mcp/{x}",
  "/oauth/token",
  "/oauth/revoke",
  "/oauth/register",
  "/oauth/authorize",
  "/oauth/{x}",
  "/.well-known/oauth-authorization-server",
  "/.well-known/oauth-protected-resource/api/v1",
  "/.well-known/{x}",
  "/",
  "/{x}",
  "/share/{x}",
  "/share/{x}.md",
  "/api/site/share/{x}/markdown",
  "/api/site/{x}",
  "/api/site/extract/status/{x}",
  "/api/site/builder/{x}/save",
  "/docs",
  "/docs.md",
  "/docs/{x}",
  "/docs/{x}.md",
  "/blog",
  "/blog/{x}",
  "/blog/{x}.md",
  "/llms.txt",
  "/llms-full.txt",
  "/builder/{x}",
  "/blobs/{x}",
  "/_next/static/{x}",
].map((pattern) => ({ pattern, template: null }));

export const SHAPES: Shape[] = [...api, ...other];

export const isApiPath = (path: string) => path === "/api/v1" || path.startsWith("/api/v1/") || path.startsWith("/api/v1?");

/** Fills each `{x}` with the next value. */
export function fill(pattern: string, values: readonly string[]): string {
  let i = 0;
  return pattern.replace(/\{x\}/g, () => values[i++ % Math.max(1, values.length)] ?? "x");
}

export const placeholders = (pattern: string) => (pattern.match(/\{x\}/g) ?? []).length;

/** Real slugs of the seeded gallery, the docs and the blog, for pages that should exist. */
export const PAGE_SLUGS = {
  share: ["risograph-zine-k2f9", "link-only-moodboard-x2b2", "private-sketchbook-x1a1", "pending-review-poster-x3c3"],
  docs: ["authentication", "curl-and-typescript", "errors", "extraction", "gpt-actions", "mcp", "style-md", "api", "index", "markdown"],
  blog: ["one-style-six-dialects", "style-md", "markdown"],
};
