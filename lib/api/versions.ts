// A style's versions as the API answers them (GET /me/styles/{id}/generations and its diff; the MCP
// tools list_style_versions and diff_style_versions): one set of schemas for the OpenAPI document
// and the MCP tools' output. Shapes mirror lib/versions.
import { SECTION_IDS } from "@/lib/styles/sections";
import { DRAFT } from "@/lib/versions/diff";
import { z } from "./zod";

const generationItem = z
  .object({
    id: z.string().openapi({ format: "uuid" }),
    createdAt: z.string().openapi({ format: "date-time" }),
    published: z.boolean().openapi({ description: "The generation the public page and anonymous reads serve." }),
    latest: z.boolean().openapi({ description: "The generation your own API reads serve." }),
    blockCount: z.number().int().min(0),
  })
  .openapi("GenerationItem");

export const generationListSchema = z
  .object({ count: z.number().int().min(0), generations: z.array(generationItem) })
  .openapi("GenerationList", { description: "Every generation of the style, newest first." });

const diffBlock = z
  .object({ id: z.string().nullable(), type: z.string(), value: z.unknown(), enabled: z.boolean() })
  .openapi("DiffBlock");
const color = z.object({ hex: z.string(), name: z.string().optional(), role: z.string().optional() });
const image = z.object({ url: z.string(), kind: z.string() });

export const generationDiffSchema = z
  .object({
    from: z.object({ id: z.string(), createdAt: z.string().openapi({ format: "date-time" }) }),
    to: z.object({
      id: z.string().openapi({ description: `A generation id, or \`${DRAFT}\` for the unsaved edits.` }),
      createdAt: z.string().nullable().openapi({ description: "Null for the draft." }),
    }),
    changeCount: z.number().int().min(0).openapi({ description: "Blocks, sections switched, images and fields that changed, each counted once." }),
    details: z.array(z.object({ field: z.enum(["name", "description", "category", "tags"]), before: z.unknown(), after: z.unknown() })),
    sections: z.array(
      z.object({
        section: z.enum(SECTION_IDS),
        added: z.array(diffBlock),
        removed: z.array(diffBlock),
        changed: z.array(z.object({ before: diffBlock, after: diffBlock })),
      }),
    ),
    sectionsSwitched: z.array(z.object({ section: z.enum(SECTION_IDS), on: z.boolean() })),
    palette: z.object({
      added: z.array(color),
      removed: z.array(color),
      changed: z.array(
        z.object({
          before: color,
          after: color,
          distance: z.number().min(0).openapi({ description: "CIEDE2000 between the two codes (under about 2: hardly visible)." }),
        }),
      ),
    }),
    images: z.object({ added: z.array(image), removed: z.array(image) }),
  })
  .openapi("GenerationDiff");

