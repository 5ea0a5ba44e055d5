// Query and path parameter schemas, one per endpoint of the contract (spec/interface.md "Endpoints"
// and "Limits"). Route handlers parse with these through parseQuery, and lib/openapi documents the
// very same objects, so a limit changed here changes both. Unknown parameters are stripped (z.object's
// default), never an error; unknown values of known parameters are errors.
import { FORMATS } from "@/lib/compile/formats";
import { SECTION_IDS, parseSectionList } from "@/lib/styles/sections";
import { clientParam, enumParam, flagParam, intParam, textParam, uuidParam } from "./params";
import { z } from "./zod";

export const LIMITS = {
  query: 200,
  category: 80,
  sections: 400,
  cursor: 120,
  name: 120,
  extractionText: 6000,
} as const;


export const HISTORY_FORMATS = ["blocks", "default", "stylemd"] as const;
export type HistoryFormat = (typeof HISTORY_FORMATS)[number];

export const SEARCH_SORTS = ["popular", "recent"] as const;

const sectionsText = textParam(
  LIMITS.sections,
  `Comma-separated section ids to keep (cuts tokens). Ids: ${SECTION_IDS.join(", ")}. Unknown ids are a 400.`,
).superRefine((value, ctx) => {
  // The shared parser decides what an id is (trimmed, case-folded, empty entries skipped), so the
  // 400 here and the list the compiler receives can never disagree. The value stays a string.
  if (value === undefined) return;
  const parsed = parseSectionList(value);
  if (!parsed.ok) {
    ctx.addIssue({
      code: "custom",
      message: `unknown section id ${parsed.unknown.map((id) => `"${id}"`).join(", ")}; valid ids are ${SECTION_IDS.join(", ")}`,
    });
  }
});

/** GET /styles */
export const searchStylesQuery = z.object({
  query: textParam(LIMITS.query, "Free text: aesthetic, mood, discipline, keywords."),
  category: textParam(LIMITS.category, "Category filter."),
  sort: enumParam(SEARCH_SORTS, "recent", "Ordering of the results."),
  limit: intParam({ min: 1, max: 25, default: 8, description: "Page size." }),
  offset: intParam({
    min: 0,
    max: 200,
    default: 0,
    description: "Offset of the page; pass back `nextOffset` and stop when `hasMore` is false.",
  }),
  client: clientParam(),
});
export type SearchStylesQuery = z.output<typeof searchStylesQuery>;

/** GET /styles/{ref} */
export const getStyleQuery = z.object({
  format: enumParam(
    FORMATS,
    "default",
    "Dialect to compile into: `default` (prose for chat assistants), `flux`, `midjourney`, `diffusion` (image " +
      "tools; visual instructions only), `stylemd` (a STYLE.md document) or `json`. `json` returns " +
      "application/json; every other format returns text/markdown.",
  ),
  sections: sectionsText,
  compact: flagParam("`1` or `true` strips the boilerplate preamble and enforcement text."),
  raw: flagParam(
    "`1` or `true` omits the metadata header and attribution wrapper and returns exactly the compiled spec.",
  ),
  client: clientParam(),
});
export type GetStyleQuery = z.output<typeof getStyleQuery>;

/** GET /styles/{ref}/style.md */
export const getStyleMdQuery = z.object({ client: clientParam() });
export type GetStyleMdQuery = z.output<typeof getStyleMdQuery>;

/** GET /me/styles */
export const myStylesQuery = z.object({
  query: textParam(
    LIMITS.query,
    "Relevance search with the same scoring as gallery search: each whitespace-separated term matches its " +
      "best field (name, then tags, then category, then description) and term scores sum. Terms shorter than " +
      "2 characters are ignored, so a 1-character query returns the plain listing.",
  ),
  limit: intParam({ min: 1, max: 50, default: 20, description: "Page size." }),
  cursor: textParam(LIMITS.cursor, "Opaque cursor; pass back `nextCursor`."),
});
export type MyStylesQuery = z.output<typeof myStylesQuery>;

/** GET /me/saved-styles */
export const savedStylesQuery = z.object({
  query: textParam(LIMITS.query, "Free text: aesthetic, mood, discipline, keywords."),
  category: textParam(LIMITS.category, "Category filter."),
  limit: intParam({ min: 1, max: 25, default: 8, description: "Page size." }),
  offset: intParam({
    min: 0,
    max: 500,
    default: 0,
    description: "Offset of the page; pass back `nextOffset` and stop when `hasMore` is false.",
  }),
});
export type SavedStylesQuery = z.output<typeof savedStylesQuery>;

/** GET /me/extractions */
export const myExtractionsQuery = z.object({
  style: uuidParam("Limit the history to one style's id. Omitting it (the cross-style archive) is Pro only.").optional(),
  limit: intParam({ min: 1, max: 50, default: 20, description: "Page size." }),
  cursor: textParam(LIMITS.cursor, "Opaque cursor; pass back `nextCursor`."),
});
export type MyExtractionsQuery = z.output<typeof myExtractionsQuery>;

/** GET /me/extractions/{id} */
export const extractionHistoryEntryQuery = z.object({
  format: enumParam(
    HISTORY_FORMATS,
    "blocks",
    "`blocks` returns the blocks only; `default` adds `spec`; `stylemd` adds `styleMd` (compiled from usable, non-locked blocks).",
  ),
});
export type ExtractionHistoryEntryQuery = z.output<typeof extractionHistoryEntryQuery>;

/** GET /extractions/{id} */
export const extractionStatusQuery = z.object({
  save_as_draft: flagParam(
    "`true` or `1` saves a complete extraction as one draft style (idempotent: later polls return the same draft).",
  ),
  name: textParam(LIMITS.name, "Draft name; default is the suggested title."),
});
export type ExtractionStatusQuery = z.output<typeof extractionStatusQuery>;

// Path parameters. Next decodes the segment once; lib/styles/ref.ts judges the ref's form.
export const styleRefParams = z.object({
  ref: z
    .string()
    .min(1)
    .openapi({
      description:
        "A share slug, a public share URL, or (with a bearer token, for your own styles) the style's UUID id or " +
        "builder URL. URL-encode the whole value when it contains `/` or `:` so it stays one path segment. " +
        "A style name is not a ref.",
      example: "risograph-zine",
    }),
});

export const extractionIdParams = z.object({
  id: z.string().min(1).openapi({ description: "The `extractionId` returned by createExtraction." }),
});

export const historyEntryParams = z.object({
  id: uuidParam("Id of the extraction history entry."),
});
