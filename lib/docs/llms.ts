// /llms.txt (the llmstxt.org format: an H1, a blockquote summary, then sections of links with notes)
// and the Markdown twins' text. Pure: pages and the site's origin come in.
import { API_REFERENCE_PAGE, BLOG_AUTHOR, markdownPath, pagePath, type PageMeta } from "./types";

/** A page's Markdown twin: title, summary, byline for posts, then the expanded body. */
export function twinMarkdown(page: PageMeta, body: string, site: string): string {
  const byline = page.collection === "blog" ? `\n\n*${page.date} · ${page.author ?? BLOG_AUTHOR}*` : "";
  return `# ${page.title}\n\n> ${page.description}${byline}\n\nCanonical: ${site}${pagePath(page)}\n\n${body.trim()}\n`;
}

export function llmsTxt(site: string, docs: PageMeta[], posts: PageMeta[]): string {
  const link = (p: PageMeta) => `- [${p.title}](${site}${markdownPath(p)}): ${p.description}`;
  return [
    "# Styleshelf",
    "",
    "> Styleshelf is a gallery of reusable creative styles (a visual look or a writing voice). Anyone can search it and " +
      "compile a style into the prompt dialect their tool needs (chat assistants, Midjourney, Flux, Stable Diffusion, " +
      "STYLE.md, JSON) through a REST API, an MCP server and the website; signed-in people extract new styles from images, " +
      "text, named references and URLs with OAuth 2.1 tokens.",
    "",
    "Every page below is Markdown (its HTML page is the same address without `.md`). Reading the gallery needs no token. " +
      `The REST API lives at ${site}/api/v1 and the MCP server at ${site}/api/mcp.`,
    "",
    "## Docs",
    "",
    ...docs.map(link),
    "",
    "## API",
    "",
    `- [OpenAPI document](${site}/api/v1/openapi.json): the REST API v1 as OpenAPI 3.1; every endpoint, parameter, header and error`,
    `- [API reference](${site}${markdownPath(API_REFERENCE_PAGE)}): the same document as a reference to read: every operation with its access, parameters and limits, responses and error codes, and the schemas`,
    "",
    "## Blog",
    "",
    ...posts.map(link),
    "",
    "## Optional",
    "",
    `- [Everything in one file](${site}/llms-full.txt): every docs page, the API reference and every blog post above, in full`,
    `- [Pricing](${site}/pricing): what the Free and Pro plans include`,
    "",
  ].join("\n");
}

export function llmsFullTxt(twins: string[]): string {
  return `${twins.map((t) => t.trim()).join("\n\n---\n\n")}\n`;
}
