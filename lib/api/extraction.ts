// Response bodies of the extraction endpoints and the extraction history (spec/interface.md
// "ExtractionStarted", "ExtractionStatus", "ExtractionHistory", "ExtractionHistoryEntry").
import { UUID_TEXT } from "./params";
import { z } from "./zod";

const int = (description: string) => z.number().int().min(0).openapi({ description });
const uuid = (description: string) => z.string().regex(UUID_TEXT).openapi({ format: "uuid", description });
const dateTime = (description: string) => z.iso.datetime({ offset: true }).openapi({ description });
const nullableText = (description: string) => z.string().nullable().optional().openapi({ description });

export const EXTRACTION_STATES = ["running", "failed", "complete"] as const;
export type ExtractionState = (typeof EXTRACTION_STATES)[number];

export const extractionImageSchema = z
  .object({
    width: z.number().int().min(1),
    height: z.number().int().min(1),
    mediaType: z.string().openapi({ example: "image/png" }),
    filename: z.string(),
  })
  .openapi("ExtractionImage", { description: "An accepted uploaded image." });

export const extractionStartedSchema = z
  .object({
    extractionId: z.string().openapi({ description: "Signed, account-bound handle; unusable by other accounts." }),
    statusUrl: z.url().openapi({
      description: "Absolute polling URL (carries the `name` query when one was given).",
    }),
    status: z.literal("running"),
    creditsRemaining: z.number().int().min(-1).optional().openapi({
      description: "Balance after this run; -1 means unlimited (Pro).",
    }),
    sources: z.array(z.string()).optional().openapi({ description: "Kinds of source accepted." }),
    images: z.array(extractionImageSchema).optional().openapi({
      description: "Only for uploaded files (multipart parts or staged `uploads`): every accepted image, in upload order.",
    }),
    message: z.string().optional(),
  })
  .openapi("ExtractionStarted", { description: "The run is accepted and running; poll `statusUrl`." });
export type ExtractionStarted = z.output<typeof extractionStartedSchema>;

export const extractionBlockSchema = z
  .object({
    section: z.string(),
    type: z.string(),
    value: z.string().openapi({
      description: "Plain-text form of the value (a color as `#RRGGBB name (role)`, an avoid as `term -> prefer`).",
    }),
  })
  .openapi("ExtractionBlock");

export const savedDraftSchema = z
  .object({
    ref: z.string().openapi({ description: "The style id; usable as `ref`." }),
    name: z.string(),
    slug: z.string().nullable(),
    blockCount: z.number().int().min(0),
  })
  .openapi("SavedDraft", { description: "The draft style created by save_as_draft." });

export const extractionStatusSchema = z
  .object({
    extractionId: z.string(),
    status: z.enum(EXTRACTION_STATES),
    saved: z.boolean().optional().openapi({ description: "True when saved as a draft." }),
    idempotentReplay: z.boolean().optional().openapi({
      description: "True when an earlier poll already created this draft.",
    }),
    name: nullableText("Suggested or given name."),
    description: nullableText("Suggested description."),
    blocks: z.array(extractionBlockSchema).optional().openapi({ description: "Absent when saved is true." }),
    spec: z.string().optional().openapi({ description: "Compiled spec; absent when saved is true." }),
    styleMd: z.string().optional().openapi({
      description: "The same style as a STYLE.md document; absent when saved is true.",
    }),
    style: savedDraftSchema.optional(),
    editUrl: z.url().optional().openapi({ description: "Builder link of the saved draft." }),
    lockedBlockCount: int("Items withheld by a plan cap; 0 when none.").optional(),
    note: z.string().optional().openapi({ description: "Only when lockedBlockCount > 0; render verbatim." }),
    message: z
      .string()
      .optional()
      .openapi({ description: "A poll-again hint while running; why a run failed; on complete, something to read beside the result, such as where several images disagree." }),
  })
  .openapi("ExtractionStatus");
export type ExtractionStatus = z.output<typeof extractionStatusSchema>;

export const extractionHistoryItemSchema = z
  .object({
    id: uuid("History entry id."),
    styleId: z.string().nullable().optional().openapi({ description: "Null when the style was deleted." }),
    createdAt: dateTime("When the extraction ran."),
    model: nullableText("What ran (e.g. `styleshelf-local-1`)."),
    suggestedTitle: nullableText("Suggested title."),
    inputTextPreview: nullableText("Start of the text input."),
    blockCount: z.number().int().min(0),
    appliedCount: z.number().int().min(0).optional().openapi({ description: "Blocks applied to the style." }),
    locked: z.boolean().optional().openapi({ description: "Present when the plan does not allow opening it." }),
  })
  .openapi("ExtractionHistoryItem", { description: "One extraction in the history list (metadata only)." });

export const extractionHistorySchema = z
  .object({
    count: int("Total number of entries across all pages."),
    entries: z.array(extractionHistoryItemSchema).openapi({ description: "Newest first." }),
    lockedCount: int("Entries the plan does not allow opening."),
    fullAccess: z.boolean().openapi({ description: "True on plans with the full archive." }),
    nextCursor: z.string().nullable().openapi({ description: "Pass back as `cursor`; null on the last page." }),
  })
  .openapi("ExtractionHistory");
export type ExtractionHistory = z.output<typeof extractionHistorySchema>;

export const extractionHistoryBlockSchema = z
  .object({
    section: z.string(),
    type: z.string(),
    // Required although any value is allowed: a block always has one. z.unknown() alone would make the
    // key optional, so the refine rejects a missing value.
    value: z
      .unknown()
      .refine((v) => v !== undefined, { error: "is required" })
      .openapi({ description: "The block's value: a string, or an object for structured types." }),
    locked: z.boolean().openapi({
      description: "Withheld by a plan cap: shown but excluded from the compiled spec.",
    }),
  })
  .openapi("ExtractionHistoryBlock");

export const extractionHistoryEntrySchema = z
  .object({
    id: uuid("History entry id."),
    styleId: z.string().nullable().optional(),
    createdAt: dateTime("When the extraction ran."),
    model: nullableText("What ran (e.g. `styleshelf-local-1`)."),
    suggestedTitle: nullableText("Suggested title."),
    suggestedDescription: nullableText("Suggested description."),
    inputTextPreview: nullableText("Start of the text input."),
    appliedBlockIds: z.array(z.string()).optional(),
    blocks: z.array(extractionHistoryBlockSchema),
    lockedBlockCount: int("Blocks withheld by the current plan; 0 when none."),
    note: z.string().optional().openapi({ description: "Only when blocks are locked; render verbatim." }),
    spec: z.string().optional().openapi({ description: "Present with format=default." }),
    styleMd: z.string().optional().openapi({ description: "Present with format=stylemd." }),
  })
  .openapi("ExtractionHistoryEntry");
export type ExtractionHistoryEntry = z.output<typeof extractionHistoryEntrySchema>;
