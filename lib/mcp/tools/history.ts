// The extraction history (GET /me/extractions and GET /me/extractions/{id}): past runs, metadata
// first, then one run's blocks, compiled spec or STYLE.md. Plan rules (cross-style archive and older
// entries are Pro) come from the same service and answer with the same plan_limit_reached.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import {
  extractionHistoryEntryQuery,
  extractionHistoryEntrySchema,
  extractionHistorySchema,
  historyEntryParams,
  HISTORY_FORMATS,
  LIMITS,
  myExtractionsQuery,
} from "@/lib/api";
import { parseValue } from "@/lib/api/parse";
import { invalidRequest } from "@/lib/errors";
import { extractionHistoryEntry, listExtractionHistory } from "@/lib/extraction/history";
import { intArg, restChecked, textArg } from "../inputs";
import { defineTool, type McpContext } from "../tool";

export function registerHistoryTools(server: McpServer, ctx: McpContext): void {
  defineTool(server, ctx, {
    name: "list_extraction_history",
    title: "List past extractions",
    description:
      "List the signed-in user's past extractions, newest first, as metadata (title, date, block count). Pass " +
      "`style` (a style id, as `styleId` or a draft's `ref`) to see the runs behind one style; the history across " +
      "all styles is a Pro feature. Entries with `locked: true` need Pro to open. Then open one with " +
      "get_extraction_history_entry. Page with `cursor` = `nextCursor` until it is null.\n" +
      'Example: {"style": "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f", "limit": 5}',
    input: {
      style: z.string().optional().describe("Limit the history to one style's id (a UUID)."),
      limit: intArg(myExtractionsQuery.shape.limit, "Page size."),
      cursor: textArg(LIMITS.cursor, "Opaque cursor: the `nextCursor` of the previous page."),
    },
    output: extractionHistorySchema,
    annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    async run(args, caller) {
      const q = restChecked(myExtractionsQuery, args);
      return listExtractionHistory(caller!.userId, q);
    },
    text: (out) => {
      if (out.entries.length === 0) return "No extractions yet.";
      const lines = out.entries.map(
        (e) => `- ${e.createdAt} ${e.suggestedTitle ?? "(untitled)"}: ${e.blockCount} block(s), id ${e.id}${e.locked ? " (locked: Pro)" : ""}`,
      );
      const paging = out.nextCursor ? `More: pass cursor "${out.nextCursor}".` : "No more entries.";
      return [`${out.count} extraction(s).`, ...lines, paging].join("\n");
    },
  });

  defineTool(server, ctx, {
    name: "get_extraction_history_entry",
    title: "Open a past extraction",
    description:
      "Open one past extraction from list_extraction_history: its blocks, and with `format` `default` the compiled " +
      "spec or with `stylemd` a STYLE.md document (both from the usable blocks). Costs no credits. Use it to reuse " +
      "or compare an earlier result.\n" +
      'Example: {"id": "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f", "format": "stylemd"}',
    input: {
      id: z.string().describe("The entry's `id` (a UUID) from list_extraction_history."),
      format: z.enum(HISTORY_FORMATS).default("blocks").describe("`blocks` (default), `default` (adds `spec`) or `stylemd` (adds `styleMd`)."),
    },
    output: extractionHistoryEntrySchema,
    annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    async run({ id, format }, caller) {
      const path = parseValue(historyEntryParams, { id });
      if (!path.ok) throw invalidRequest(path.message);
      const q = restChecked(extractionHistoryEntryQuery, { format });
      return extractionHistoryEntry(caller!.userId, path.value.id, q.format);
    },
    text: (out) => {
      const head = `${out.suggestedTitle ?? "Extraction"} (${out.createdAt}): ${out.blocks.length} block(s).`;
      const body = out.styleMd ?? out.spec ?? out.blocks.map((b) => `- ${b.section}/${b.type}: ${typeof b.value === "string" ? b.value : JSON.stringify(b.value)}`).join("\n");
      return [head, body, out.note ?? ""].filter(Boolean).join("\n\n");
    },
  });
}
