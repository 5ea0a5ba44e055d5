// The documentation site as pages: each content file with its directives expanded for this instance,
// rendered for the HTML page, and as its Markdown twin with a token count and an ETag. Built once per
// process (content is part of the deployment), rebuilt on every call in development so edits show.
import { createHash } from "node:crypto";
import { countTokens } from "@/lib/compile/tokens";
import { nodeEnv, rateLimits, siteUrl } from "@/lib/config";
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from "@/lib/oauth/tokens";
import { REVOCATIONS_PER_MINUTE, TOKEN_REQUESTS_PER_MINUTE } from "@/lib/oauth/endpoints";
import { buildApiReference, type ApiReference } from "@/lib/openapi/reference";
import { apiReferenceMarkdown } from "./api-reference";
import { readCollection } from "./content";
import { expandDirectives, type DirectiveContext } from "./directives";
import { llmsFullTxt, llmsTxt, twinMarkdown } from "./llms";
import { renderMarkdown, type RenderedPage } from "./render";
import { API_REFERENCE_PAGE, pagePath, type Collection, type PageMeta } from "./types";

export interface BuiltPage {
  meta: PageMeta;
  /** Absolute address of the HTML page. */
  url: string;
  /** The Markdown twin's body. */
  twin: string;
  tokenCount: number;
  etag: string;
  rendered: RenderedPage;
}

export interface BuiltSite {
  docs: BuiltPage[];
  blog: BuiltPage[];
  /** The API reference's twin (/docs/api.md); its HTML page renders the same reference itself. */
  api: MarkdownText & { url: string };
  llms: MarkdownText;
  llmsFull: MarkdownText;
}

export interface MarkdownText {
  body: string;
  tokenCount: number;
  etag: string;
}

function text(body: string): MarkdownText {
  return { body, tokenCount: countTokens(body), etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
}

export function directiveContext(): DirectiveContext {
  return {
    siteUrl: siteUrl(),
    rateLimits: rateLimits(),
    tokenTtlSeconds: { access: ACCESS_TOKEN_TTL_SECONDS, refresh: REFRESH_TOKEN_TTL_SECONDS },
    oauthPerMinute: { token: TOKEN_REQUESTS_PER_MINUTE, revoke: REVOCATIONS_PER_MINUTE },
  };
}

export function buildSite(
  ctx: DirectiveContext,
  read: (c: Collection) => ReturnType<typeof readCollection> = readCollection,
  reference: () => ApiReference = buildApiReference,
): BuiltSite {
  const site = ctx.siteUrl.replace(/\/+$/, "");
  const build = (c: Collection) =>
    read(c).map(({ body, ...meta }): BuiltPage => {
      const expanded = expandDirectives(body, ctx, `content/${c}/${meta.slug}.md`);
      const twin = text(twinMarkdown(meta, expanded, site));
      return {
        meta,
        url: `${site}${pagePath(meta)}`,
        twin: twin.body,
        tokenCount: twin.tokenCount,
        etag: twin.etag,
        rendered: renderMarkdown(expanded, `code-${meta.slug}`),
      };
    });
  const docs = build("docs");
  const blog = build("blog");
  const api = { ...text(apiReferenceMarkdown(reference(), site)), url: `${site}${pagePath(API_REFERENCE_PAGE)}` };
  return {
    docs,
    blog,
    api,
    llms: text(llmsTxt(site, docs.map((p) => p.meta), blog.map((p) => p.meta))),
    llmsFull: text(llmsFullTxt([...docs.map((p) => p.twin), api.body, ...blog.map((p) => p.twin)])),
  };
}

let cached: { key: string; site: BuiltSite } | null = null;

export function docsSite(): BuiltSite {
  const ctx = directiveContext();
  const key = JSON.stringify(ctx);
  if (nodeEnv() === "development" || cached?.key !== key) cached = { key, site: buildSite(ctx) };
  return cached.site;
}

export function findPage(collection: Collection, slug: string): BuiltPage | null {
  const site = docsSite();
  return site[collection].find((p) => p.meta.slug === slug) ?? null;
}
