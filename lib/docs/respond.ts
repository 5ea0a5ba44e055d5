// The HTTP answer of a docs or blog page's Markdown twin, shaped like a share page's twin:
// text/markdown, X-Token-Count, a canonical Link to the HTML page, Vary: Accept (the HTML page's
// address serves this too when asked for Markdown), and an ETag for revalidation.
import { etagMatches } from "@/lib/etag";
import { docsSite, findPage } from "./site";
import type { Collection } from "./types";

const BASE_HEADERS = { "Access-Control-Allow-Origin": "*", Vary: "Accept" } as const;

function notFound(): Response {
  return new Response("# Not found\n\nNo documentation page has this address. The list of pages is at /llms.txt.\n", {
    status: 404,
    headers: { ...BASE_HEADERS, "Content-Type": "text/markdown; charset=utf-8" },
  });
}

export function markdownResponse(req: Request, body: string, etag: string, tokenCount: number, canonicalUrl: string | null): Response {
  const headers = new Headers(BASE_HEADERS);
  headers.set("ETag", etag);
  headers.set("Cache-Control", "public, max-age=300, must-revalidate");
  if (canonicalUrl) headers.set("Link", `<${canonicalUrl}>; rel="canonical"`);
  if (etagMatches(req.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  headers.set("Content-Type", "text/markdown; charset=utf-8");
  headers.set("X-Token-Count", String(tokenCount));
  return new Response(body, { status: 200, headers });
}

export function twinResponse(req: Request, collection: Collection, slug: string): Response {
  // A `.md` suffix survives when the rewrite passes the slug through with it (as share pages allow).
  const page = findPage(collection, slug.replace(/\.md$/, ""));
  if (!page) return notFound();
  return markdownResponse(req, page.twin, page.etag, page.tokenCount, page.url);
}

/** /llms.txt and /llms-full.txt: Markdown too, with the same headers but no HTML page to point at. */
export function llmsResponse(req: Request, which: "llms" | "llmsFull"): Response {
  const t = docsSite()[which];
  return markdownResponse(req, t.body, t.etag, t.tokenCount, null);
}

/** /docs/api.md: the API reference's twin. */
export function apiReferenceResponse(req: Request): Response {
  const { body, etag, tokenCount, url } = docsSite().api;
  return markdownResponse(req, body, etag, tokenCount, url);
}
