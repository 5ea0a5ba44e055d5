// The caller's library: save a gallery style (POST /styles/{ref}/save), list their own styles
// (GET /me/styles, cursor paging) and their saved gallery styles (GET /me/saved-styles, offset paging).
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { LIMITS, myStylesQuery, myStylesSchema, savedStylesQuery, saveResultSchema, searchResultsSchema } from "@/lib/api";
import { listMyStyles } from "@/lib/library/my-styles";
import { saveToLibrary } from "@/lib/library/save";
import { listSavedStyles } from "@/lib/library/saved-styles";
import { intArg, restChecked, textArg } from "../inputs";
import { defineTool, type McpContext } from "../tool";
import { refArg, styleCardsText } from "./shared";

export function registerLibraryTools(server: McpServer, ctx: McpContext): void {
  defineTool(server, ctx, {
    name: "save_style",
    title: "Save a gallery style to the library",
    description:
      "Save a public gallery style to the signed-in user's library, so it shows up in list_saved_styles and on " +
      "their Styleshelf library page. Use it when the user says they like or want to keep a style. Saving twice " +
      "is harmless (`alreadySaved` is then true). Only public gallery styles can be saved.\n" +
      'Example: {"ref": "risograph-zine-k2f9"}',
    input: { ref: refArg },
    output: saveResultSchema,
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    run: ({ ref }, caller) => saveToLibrary(caller!.userId, ref, ctx.channel),
    text: (out) => `${out.alreadySaved ? "Already in" : "Saved to"} the library: ${out.name} (slug: ${out.slug}). Library: ${out.libraryUrl}`,
  });

  defineTool(server, ctx, {
    name: "list_my_styles",
    title: "List my own styles",
    description:
      "List the styles the signed-in user made (built, extracted or remixed), private ones and drafts included, " +
      "newest first or ranked by `query`. Use it to find one of the user's styles by name, then pass its `ref` to " +
      "get_style. Page with `cursor` = `nextCursor` until `nextCursor` is null.\n" +
      'Example: {"query": "newsletter voice", "limit": 10}',
    input: {
      query: textArg(LIMITS.query, "Relevance search over name, tags, category and description."),
      limit: intArg(myStylesQuery.shape.limit, "Page size."),
      cursor: textArg(LIMITS.cursor, "Opaque cursor: the `nextCursor` of the previous page."),
    },
    output: myStylesSchema,
    annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    async run(args, caller) {
      const q = restChecked(myStylesQuery, args);
      return listMyStyles(caller!.userId, { query: q.query, limit: q.limit, cursor: q.cursor });
    },
    text: (out) => {
      if (out.styles.length === 0) return "No styles found.";
      const lines = out.styles.map((s) => `- ${s.name} (ref: ${s.ref}, ${s.visibility}${s.lastGeneratedAt ? "" : ", never generated"})\n  ${s.url}`);
      const paging = out.nextCursor ? `More: pass cursor "${out.nextCursor}".` : "No more styles.";
      return [`${out.count} style(s).`, ...lines, paging].join("\n");
    },
  });

  defineTool(server, ctx, {
    name: "list_saved_styles",
    title: "List my saved gallery styles",
    description:
      "List the public gallery styles the signed-in user saved to their library (with save_style or on the " +
      "website), searched and ranked like search_styles. Use it when the user refers to styles they kept. Page " +
      "with `offset` = `nextOffset` while `hasMore` is true.\n" +
      'Example: {"query": "zine", "limit": 8}',
    input: {
      query: textArg(LIMITS.query, "Free text: aesthetic, mood, discipline, keywords."),
      category: textArg(LIMITS.category, "Category filter."),
      limit: intArg(savedStylesQuery.shape.limit, "Page size."),
      offset: intArg(savedStylesQuery.shape.offset, "Offset of the page; pass back `nextOffset`."),
    },
    output: searchResultsSchema,
    annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    async run(args, caller) {
      const q = restChecked(savedStylesQuery, args);
      return listSavedStyles(caller!.userId, q);
    },
    text: (out) => styleCardsText(out),
  });
}
