// export_style: a style as a file another ecosystem reads, over the same service as
// GET /styles/{ref}/export/{target}. Text files (tokens, Tailwind theme, DESIGN.md) come back inline;
// the Agent Skill is a zip, so the tool answers with its download link instead of bytes.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { apiBaseUrl } from "@/lib/config";
import { EXPORT_TARGET_INFO, EXPORT_TARGETS, exportTargetOf } from "@/lib/export/targets";
import { exportedStyle } from "@/lib/gallery/exported";
import { defineTool, type McpContext } from "../tool";
import { refArg } from "./shared";

const exportSchema = z.object({
  ref: z.string().describe("The ref that was asked for."),
  target: z.enum(EXPORT_TARGETS),
  canonicalUrl: z.url().describe("The style's public page (link it when you use the style)."),
  fileName: z.string().describe("The name to save the file under."),
  contentType: z.string(),
  etag: z.string().describe("Changes when the style or the exporter changes."),
  downloadUrl: z.url().describe("GET it for the file (with your bearer token for your own private styles)."),
  content: z.string().optional().describe("The file itself, for text targets; absent for the skill (a zip): download it."),
  tokenCount: z.number().int().min(0).optional().describe("Approximate size of `content` in tokens."),
});

const targetList = EXPORT_TARGETS.map((t) => `\`${t}\` (${EXPORT_TARGET_INFO[t].hint})`).join(", ");

export function registerExportTools(server: McpServer, ctx: McpContext): void {
  defineTool(server, ctx, {
    name: "export_style",
    title: "Export a style as a file",
    description:
      `Export one style as a file another tool reads: ${targetList}. Use it when the user wants the style in a ` +
      "design tool, a codebase or an agent rather than as a prompt (for prompts use get_style). Text files come " +
      "back in `content` to save as `fileName`; the skill is a zip, returned as `downloadUrl`. A writing voice " +
      "has no tokens or Tailwind theme (that is an invalid_request saying so).\n" +
      'Example: {"ref": "risograph-zine-k2f9", "target": "tokens"}',
    input: {
      ref: refArg,
      // A plain string shown with its values, so an unknown target gets REST's own message.
      target: z.string().meta({ enum: [...EXPORT_TARGETS], description: "The file to make." }),
    },
    output: exportSchema,
    annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    async run({ ref, target: raw }, caller) {
      const target = exportTargetOf(raw);
      const { binary, contentType } = EXPORT_TARGET_INFO[target];
      // For the zip only the access check and the ETag are needed here: "*" matches any current
      // representation, so the service answers without building the archive.
      const result = await exportedStyle(ref, target, { ifNoneMatch: binary ? "*" : null, channel: ctx.channel, caller });
      const downloadUrl = `${apiBaseUrl()}/styles/${encodeURIComponent(ref)}/export/${target}`;
      const file = result.file;
      return {
        ref,
        target,
        canonicalUrl: result.canonicalUrl,
        fileName: result.fileName,
        contentType: contentType.split(";")[0]!,
        etag: result.etag,
        downloadUrl,
        ...(file && typeof file.body === "string" ? { content: file.body, tokenCount: file.tokenCount ?? undefined } : {}),
      };
    },
    text: (out) => out.content ?? `Download ${out.fileName} (${out.contentType}): ${out.downloadUrl}`,
  });
}
