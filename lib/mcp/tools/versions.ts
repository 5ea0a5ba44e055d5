// A style's versions, for its owner (GET /me/styles/{id}/generations and .../diff/{a}/{b}): every
// generation, and what changed between two of them or between one and the builder's current edits.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { generationDiffSchema, generationListSchema } from "@/lib/api/versions";
import { DRAFT } from "@/lib/versions/diff";
import { diffGenerations, listGenerations } from "@/lib/versions/generations";
import { defineTool, type McpContext } from "../tool";

const styleIdArg = z.string().describe("The style's id (a UUID): the `ref` list_my_styles gives for a style without a share link, or the id in its builder URL.");

export function registerVersionTools(server: McpServer, ctx: McpContext): void {
  defineTool(server, ctx, {
    name: "list_style_versions",
    title: "List a style's versions",
    description:
      "List every generation (frozen version) of one of the signed-in user's styles, newest first: when it was made, " +
      "whether it is the published one (what the public page serves) or the latest, and its block count. Then compare " +
      "two with diff_style_versions.\n" +
      'Example: {"id": "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f"}',
    input: { id: styleIdArg },
    output: generationListSchema,
    annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    run: ({ id }, caller) => listGenerations(caller!.userId, id),
    text: (out) => {
      if (out.count === 0) return "No versions yet: the style has never been generated.";
      const lines = out.generations.map(
        (g) => `- ${g.createdAt} ${g.id}: ${g.blockCount} block(s)${g.published ? ", published" : ""}${g.latest ? ", latest" : ""}`,
      );
      return [`${out.count} version(s), newest first.`, ...lines].join("\n");
    },
  });

  defineTool(server, ctx, {
    name: "diff_style_versions",
    title: "Compare two versions of a style",
    description:
      "What changed in one of the signed-in user's styles from version `from` to version `to` (generation ids from " +
      `list_style_versions; \`to\` may be "${DRAFT}", the default, for the style as it is now in the builder): blocks ` +
      "added, removed and changed per section, sections switched on or off, palette colors with their CIEDE2000 " +
      "distance (under about 2: hardly visible), images and fields. Use it before publishing, or to explain a change.\n" +
      `Example: {"id": "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f", "from": "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d", "to": "${DRAFT}"}`,
    input: {
      id: styleIdArg,
      from: z.string().describe("A generation id (a UUID) from list_style_versions."),
      to: z.string().default(DRAFT).describe(`A generation id, or "${DRAFT}" (default) for the current edits.`),
    },
    output: generationDiffSchema,
    annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    run: ({ id, from, to }, caller) => diffGenerations(caller!.userId, id, from, to),
    text: (out) => {
      if (out.changeCount === 0) return `No changes from ${out.from.id} to ${out.to.id}.`;
      const parts = [
        ...out.details.map((d) => `- ${d.field} edited`),
        ...out.sections.map((s) => `- ${s.section}: ${s.changed.length} changed, ${s.added.length} added, ${s.removed.length} removed`),
        ...out.sectionsSwitched.map((s) => `- ${s.section} switched ${s.on ? "on" : "off"}`),
        ...out.palette.changed.map((c) => `- color ${c.before.hex} -> ${c.after.hex} (CIEDE2000 ${c.distance})`),
        ...(out.images.added.length + out.images.removed.length > 0 ? [`- images: ${out.images.added.length} added, ${out.images.removed.length} removed`] : []),
      ];
      return [`${out.changeCount} change(s) from ${out.from.id} to ${out.to.id}:`, ...parts].join("\n");
    },
  });
}
