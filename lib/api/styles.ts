// Response bodies of the gallery, compile, library and lint endpoints (spec/interface.md "Resources
// and their fields"). Objects are left open (no additionalProperties: false) in the published
// document because the contract grows additively; tests/support/openapi.ts closes them for our own
// tests so a stray field is caught.
import { HEX_COLOR } from "@/lib/styles/blocks";
import { SECTION_IDS, type SectionId } from "@/lib/styles/sections";
import { z } from "./zod";

const absoluteUrl = (description: string) => z.url().openapi({ description });
const count = (description: string) => z.number().int().min(0).openapi({ description });
const dateTime = (description: string) => z.iso.datetime({ offset: true }).openapi({ description });

export const styleCardSchema = z
  .object({
    name: z.string(),
    slug: z.string().openapi({ description: "Share slug; usable as `ref`." }),
    author: z.string().nullable().optional().openapi({ description: "Publisher handle prefixed with `@`." }),
    category: z.string().nullable().optional(),
    tags: z.array(z.string()).optional(),
    url: absoluteUrl("Canonical public page."),
    heroImage: z.url().nullable().optional(),
    palette: z
      .array(z.string().regex(HEX_COLOR))
      .max(6)
      .optional()
      .openapi({ description: "Up to 6 hex colors." }),
  })
  .openapi("StyleCard", { description: "A gallery style in search and saved-style lists." });
export type StyleCard = z.output<typeof styleCardSchema>;

export const searchResultsSchema = z
  .object({
    count: count("Total number of matching styles across all pages (not the length of this page)."),
    styles: z.array(styleCardSchema),
    availableCategories: z.array(z.string()).optional().openapi({
      description: "Present only when the first page matched nothing: valid category filters for a retry.",
    }),
    suggestion: z.string().nullable().optional().openapi({
      description:
        "\"Did you mean\": present only when the first page of a query with words matched nothing. A corrected query, " +
        "built from the searched styles' own words, that finds something with the same filters; null when no word is close.",
    }),
    offset: count("Offset this page started at.").optional(),
    hasMore: z.boolean().optional().openapi({ description: "True when another page follows." }),
    nextOffset: z.number().int().min(0).nullable().optional().openapi({
      description: "Offset of the next page; null on the last page.",
    }),
    attribution: z.string().openapi({ description: "Attribution line to show with the results." }),
  })
  .openapi("SearchResults", { description: "One page of a ranked list of styles." });
export type SearchResults = z.output<typeof searchResultsSchema>;

export const referenceImageSchema = z
  .object({
    url: absoluteUrl("A decodable still image."),
    kind: z.string().openapi({
      description:
        "`inspiration` or `source`; public sample outputs are flattened in with kind `sample`. New kinds may appear. " +
        "Inspiration images come first.",
      examples: ["inspiration", "source", "sample"],
    }),
    thumbnailUrl: z.url().nullable(),
  })
  .openapi("ReferenceImage");
export type ReferenceImage = z.output<typeof referenceImageSchema>;

// One optional key per section id, in compile order; the items' inner shape is not part of the contract.
const sectionsShape = Object.fromEntries(
  SECTION_IDS.map((id) => [id, z.array(z.unknown()).optional()]),
) as Record<SectionId, z.ZodOptional<z.ZodArray<z.ZodUnknown>>>;

export const compiledStyleJsonSchema = z
  .object({
    name: z.string().optional().openapi({ description: "Omitted with raw." }),
    description: z.string().nullable().optional().openapi({ description: "Omitted with raw." }),
    author: z.string().nullable().optional().openapi({ description: "Publisher handle; omitted with raw." }),
    url: absoluteUrl("Canonical public page; omitted with raw.").optional(),
    attribution: z.string().optional().openapi({ description: "Attribution line; omitted with raw." }),
    dialects: z
      .record(z.string(), z.object({ family: z.string(), version: z.string(), syntax: z.string() }))
      .optional()
      .openapi({
        description:
          "What each image dialect (midjourney, flux, diffusion) was written for: the model family, the versions whose " +
          "prompt syntax it follows, and that syntax in a few words; omitted with raw.",
        example: { midjourney: { family: "Midjourney", version: "v7", syntax: "one prompt line, then --ar and --no parameters" } },
      }),
    sections: z.object(sectionsShape).openapi({
      description: "Compiled content keyed by section id (only enabled, selected sections appear).",
    }),
    referenceImages: z.array(referenceImageSchema).optional().openapi({
      description:
        "Present when the style has any. Inspiration images first, so index 0 is the most reference-like. " +
        "Every entry is a decodable still: a clip contributes its poster frame, a written sample nothing.",
    }),
  })
  .openapi("CompiledStyleJson", { description: "A style compiled with format=json." });
export type CompiledStyleJson = z.output<typeof compiledStyleJsonSchema>;

export const VISIBILITIES = ["public", "link-shared", "private"] as const;

export const myStyleItemSchema = z
  .object({
    name: z.string(),
    slug: z.string().nullable().optional(),
    ref: z.string().openapi({ description: "Share slug, or id when there is no active link; usable with getStyle." }),
    visibility: z.enum(VISIBILITIES),
    category: z.string().nullable().optional().openapi({ description: "Set on publish; null before." }),
    tags: z.array(z.string()).optional().openapi({ description: "`[]` before publish." }),
    heroImage: z.url().nullable().optional().openapi({ description: "Null when there is no image." }),
    updatedAt: dateTime("Last edit."),
    lastGeneratedAt: z.iso
      .datetime({ offset: true })
      .nullable()
      .openapi({ description: "Last generation on the website; null if never generated." }),
    url: absoluteUrl("Builder URL."),
  })
  .openapi("MyStyleItem", { description: "One of the caller's own styles." });
export type MyStyleItem = z.output<typeof myStyleItemSchema>;

export const myStylesSchema = z
  .object({
    count: count("Total number of the caller's styles matching the query, across all pages."),
    styles: z.array(myStyleItemSchema),
    nextCursor: z.string().nullable().openapi({ description: "Pass back as `cursor`; null on the last page." }),
  })
  .openapi("MyStyles", { description: "The caller's own styles, private ones included." });
export type MyStyles = z.output<typeof myStylesSchema>;

export const saveResultSchema = z
  .object({
    saved: z.boolean(),
    alreadySaved: z.boolean().optional().openapi({ description: "True when the style was already in the library." }),
    name: z.string(),
    slug: z.string(),
    libraryUrl: absoluteUrl("The caller's saved-styles page."),
  })
  .openapi("SaveResult");
export type SaveResult = z.output<typeof saveResultSchema>;

export const lintResultSchema = z
  .object({
    valid: z.boolean().openapi({ description: "True when there are zero errors." }),
    errors: z.array(z.string()),
    warnings: z.array(z.string()),
    meta: z
      .object({
        name: z.string().nullable(),
        generator: z.string().nullable(),
        sections: z.array(z.string()),
      })
      .optional()
      .openapi({ description: "What the linter read from the frontmatter." }),
  })
  .openapi("LintResult", { description: "A failing document still answers 200: read `valid`." });
export type LintResult = z.output<typeof lintResultSchema>;

/** GET /openapi.json: described loosely (open objects), since its real schema is the OpenAPI 3.1
 *  meta-schema; only the keys a client reads first are named. */
export const openApiDocumentSchema = z
  .looseObject({
    openapi: z.string(),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.unknown()),
  })
  .openapi("OpenApiDocument", { description: "This document (OpenAPI 3.1)." });
