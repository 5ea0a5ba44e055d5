// Anonymous gallery tools: search, compile, STYLE.md and lint. The same services as GET /styles,
// GET /styles/{ref}, GET /styles/{ref}/style.md and POST /style-md/validate; a token with
// styles:read additionally resolves the caller's own private styles, as on REST.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { getStyleQuery, LIMITS, lintResultSchema, searchResultsSchema, searchStylesQuery, SEARCH_SORTS } from "@/lib/api";
import { FORMATS } from "@/lib/compile/formats";
import { compiledStyle } from "@/lib/gallery/compiled";
import { searchGallery } from "@/lib/gallery/search-index";
import { assertDocumentSize } from "@/lib/stylemd/document-size";
import { lintStyleMd } from "@/lib/stylemd/lint";
import { SECTION_IDS, sectionsOf } from "@/lib/styles/sections";
import { intArg, restChecked, textArg } from "../inputs";
import { defineTool, type McpContext } from "../tool";
import { refArg, styleCardsText } from "./shared";

const compiledSchema = z.object({
  ref: z.string().describe("The ref that was asked for."),
  format: z.enum(FORMATS),
  canonicalUrl: z.url().describe("The style's public page (link it when you use the style)."),
  contentType: z.string().describe("application/json for format=json, text/markdown otherwise."),
  tokenCount: z.number().int().min(0).describe("Approximate size of `content` in tokens."),
  etag: z.string().describe("Changes when the style or the compiler changes."),
  content: z.string().describe("The compiled style: paste it into the target tool's prompt or instructions."),
});

const styleMdSchema = z.object({
  ref: z.string(),
  canonicalUrl: z.url(),
  tokenCount: z.number().int().min(0),
  etag: z.string(),
  styleMd: z.string().describe("The STYLE.md document."),
});

export function registerGalleryTools(server: McpServer, ctx: McpContext): void {
  defineTool(server, ctx, {
    name: "search_styles",
    title: "Search the style gallery",
    description:
      "Find reusable creative styles (visual looks and writing voices) in the public Styleshelf gallery. Use it " +
      "first whenever the user wants a style, an aesthetic or a voice and has no slug yet; then pass a result's " +
      "`slug` to get_style. Results are ranked; page with `offset` = `nextOffset` while `hasMore` is true. When " +
      "nothing matches, `availableCategories` lists valid category filters for a retry.\n" +
      'Example: {"query": "risograph zine", "limit": 5}',
    input: {
      query: textArg(LIMITS.query, "Free text: aesthetic, mood, discipline, keywords."),
      category: textArg(LIMITS.category, "Category filter (exact category name)."),
      sort: z.enum(SEARCH_SORTS).default("recent").describe("`recent` (default) or `popular`. A query ranks by relevance first."),
      limit: intArg(searchStylesQuery.shape.limit, "Page size."),
      offset: intArg(searchStylesQuery.shape.offset, "Offset of the page; pass back `nextOffset`."),
    },
    output: searchResultsSchema,
    annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    async run(args) {
      const q = restChecked(searchStylesQuery, args);
      return searchGallery({ query: q.query, category: q.category, sort: q.sort, limit: q.limit, offset: q.offset });
    },
    text: (out) => styleCardsText(out),
  });

  defineTool(server, ctx, {
    name: "get_style",
    title: "Compile a style for a tool",
    description:
      "Compile one style into the prompt dialect of the tool it will be used in, ready to paste: `default` (prose " +
      "instructions for chat assistants such as Claude or ChatGPT), `midjourney`, `flux`, `diffusion` (Stable " +
      "Diffusion), `stylemd` (a STYLE.md document) or `json` (structured sections and reference images). Image " +
      "formats carry visual instructions only. Use it after search_styles, or when the user names a style by slug " +
      "or share URL. `sections` keeps only some sections to save tokens; `compact` drops boilerplate; `raw` drops " +
      "the header and attribution.\n" +
      'Example: {"ref": "risograph-zine-k2f9", "format": "midjourney"}',
    input: {
      ref: refArg,
      format: z.enum(FORMATS).default("default").describe("Dialect to compile into."),
      sections: textArg(LIMITS.sections, `Comma-separated section ids to keep. Ids: ${SECTION_IDS.join(", ")}.`),
      compact: z.boolean().default(false).describe("Strip the boilerplate preamble and enforcement text."),
      raw: z.boolean().default(false).describe("Omit the metadata header and attribution; return exactly the compiled spec."),
    },
    output: compiledSchema,
    annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    async run({ ref, ...rest }, caller) {
      const q = restChecked(getStyleQuery, rest);
      const options = { format: q.format, sections: sectionsOf(q.sections), compact: q.compact, raw: q.raw };
      const result = await compiledStyle(ref, options, { ifNoneMatch: null, channel: ctx.channel, caller });
      const compiled = result.compiled!;
      return {
        ref,
        format: q.format,
        canonicalUrl: result.canonicalUrl,
        contentType: compiled.contentType.split(";")[0]!,
        tokenCount: compiled.tokenCount,
        etag: result.etag,
        content: compiled.body,
      };
    },
    text: (out) => out.content,
  });

  defineTool(server, ctx, {
    name: "get_style_md",
    title: "Get a style as STYLE.md",
    description:
      "Get one style as a complete STYLE.md document: YAML frontmatter plus one `##` section per part of the " +
      "style. Use it when the user wants a file to commit to a repository or hand to a coding agent (save it as " +
      "STYLE.md). For other tools use get_style.\n" +
      'Example: {"ref": "risograph-zine-k2f9"}',
    input: { ref: refArg },
    output: styleMdSchema,
    annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    async run({ ref }, caller) {
      const result = await compiledStyle(ref, { format: "stylemd" }, { ifNoneMatch: null, channel: ctx.channel, caller });
      const compiled = result.compiled!;
      return { ref, canonicalUrl: result.canonicalUrl, tokenCount: compiled.tokenCount, etag: result.etag, styleMd: compiled.body };
    },
    text: (out) => out.styleMd,
  });

  defineTool(server, ctx, {
    name: "validate_style_md",
    title: "Lint a STYLE.md document",
    description:
      "Check a STYLE.md document against the format's lint rules: errors (missing frontmatter, missing or unknown " +
      "`sections:`, empty body, malformed hex colors) and warnings (no name, no generator, no `##` headings, a " +
      "declared section without a heading). Use it after writing or editing a STYLE.md, before saving it. A failing " +
      "document is not a tool error: read `valid`, then fix each message (each names its line).\n" +
      'Example: {"text": "---\\nname: Quiet Ink\\nsections: [palette]\\n---\\n## Palette\\n- #1D4E89 ink blue\\n"}',
    input: { text: z.string().describe("The whole STYLE.md document (at most 512 KB).") },
    output: lintResultSchema,
    annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    async run({ text }) {
      // REST's document size limit, with its message.
      assertDocumentSize(text);
      return lintStyleMd(text);
    },
    text: (out) =>
      [
        out.valid ? "Valid STYLE.md." : `Not valid: ${out.errors.length} error(s).`,
        ...out.errors.map((e) => `error: ${e}`),
        ...out.warnings.map((w) => `warning: ${w}`),
      ].join("\n"),
  });
}
