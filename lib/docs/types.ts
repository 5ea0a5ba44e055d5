// The shapes of the documentation site: a page is one Markdown file under content/<collection>/ with
// front matter; its address derives from the collection and the file name. Pure.

export const COLLECTIONS = ["docs", "blog"] as const;
export type Collection = (typeof COLLECTIONS)[number];

export interface PageMeta {
  collection: Collection;
  /** The file name without `.md`; `index` is the collection's own page (/docs). */
  slug: string;
  title: string;
  description: string;
  /** Docs: position in the sidebar (ascending). */
  order: number;
  /** Blog: publication date, YYYY-MM-DD. */
  date: string | null;
  author: string | null;
  /** Docs: a shorter label for the sidebar; the title when absent. */
  nav: string;
}

export interface SourcePage extends PageMeta {
  /** Markdown after the front matter, directives not yet expanded. */
  body: string;
}

/** The page's path on the site (no origin, no `.md`). */
export function pagePath(p: Pick<PageMeta, "collection" | "slug">): string {
  return p.slug === "index" ? `/${p.collection}` : `/${p.collection}/${p.slug}`;
}

/** The Markdown twin's path. */
export function markdownPath(p: Pick<PageMeta, "collection" | "slug">): string {
  return `${pagePath(p)}.md`;
}

export const BLOG_AUTHOR = "The Styleshelf team";

/** /docs/api, the API reference: not a content file (lib/openapi/reference.ts renders the OpenAPI
 *  document), but a docs page with a twin like the others. Its HTML page's metadata reads this too. */
export const API_REFERENCE_PAGE: PageMeta = {
  collection: "docs",
  slug: "api",
  title: "API reference",
  description:
    "Every operation of the Styleshelf REST API v1: parameters, request bodies, responses, OAuth scopes and schemas, with Try it for anonymous calls.",
  order: Number.MAX_SAFE_INTEGER,
  date: null,
  author: null,
  nav: "API reference",
};

/** A post's date for people: "20 November 2026". */
export function longDate(date: string | null): string {
  if (!date) return "";
  return new Date(`${date}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}
