// Request bodies (spec/interface.md: POST /style-md/validate, POST /extractions). JSON bodies are
// parsed with these; multipart uploads are read by the route handler from FormData, and their text
// fields are parsed with createExtractionFormFields so both transports share one set of limits.
import type { ZodOpenAPIMetadata } from "@asteasolutions/zod-to-openapi";
import { LIMITS } from "./queries";
import { uploadIdSchema } from "./uploads";
import { z } from "./zod";

/** POST /style-md/validate, application/json form. (The text/markdown form is the raw document.) */
const JSON_OBJECT = { error: "the body must be a JSON object" };

export const validateStyleMdJsonBody = z
  .object({
    text: z.string({ error: "must be a string (the STYLE.md document)" }).openapi({
      description: "The STYLE.md document to lint.",
    }),
  }, JSON_OBJECT)
  .openapi("ValidateStyleMdRequest", { description: "A STYLE.md document wrapped in JSON." });
export type ValidateStyleMdJsonBody = z.output<typeof validateStyleMdJsonBody>;

const extractionText = z
  .string({ error: `must be a string of at most ${LIMITS.extractionText} characters` })
  .max(LIMITS.extractionText, { error: `must be a string of at most ${LIMITS.extractionText} characters` })
  .optional();

const draftName = z
  .string({ error: `must be a string of at most ${LIMITS.name} characters` })
  .max(LIMITS.name, { error: `must be a string of at most ${LIMITS.name} characters` })
  .optional();

const urlError = "must be a URL string or a non-empty array of URL strings";
const oneUrl = z.string({ error: urlError }).min(1, { error: urlError });
/** A URL or a list of URLs, handed to the handler as a list so it has one shape to loop over. The
 *  https / private-address checks belong to the fetcher (400 "unfetchable URL"), not to the schema. */
const urlList = (description: string) =>
  z
    .union([oneUrl, z.array(oneUrl, { error: urlError }).min(1, { error: urlError })], { error: urlError })
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .optional()
    .openapi({ description });

/** Whitespace-only text is no source, so it cannot satisfy "at least one source". */
const blank = (value: string | undefined) => value === undefined || value.trim() === "";

const reference = z
  .string({ error: "must be a string" })
  .optional()
  .openapi({ description: "A named creative reference.", example: "Bauhaus poster design" });

/** What `text` may be, as every surface documents it: each text is read for what it is, and the
 *  result's message says how it was read. */
export const EXTRACTION_TEXT_HELP =
  "A writing sample, a description of the wanted look (colours, medium, light, subject, mood, what to avoid) or voice (tone, formality, person, sentence length, what to avoid), or a sample with a note about it. The result's message says how it was read; a description is never measured as prose.";

/** POST /extractions, application/json form. */
export const createExtractionJsonBody = z
  .object({
    text: extractionText.openapi({ description: EXTRACTION_TEXT_HELP }),
    reference,
    image_url: urlList("Public https URL (or URLs) directly to an image, max 8 MB each."),
    document_url: urlList("Public https URL (or URLs) to a PDF or text file, max 8 MB each. Pro only."),
    name: draftName.openapi({ description: "Draft name; default is the suggested title." }),
    uploads: z
      .array(uploadIdSchema, { error: "must be a non-empty array of upload ids from POST /uploads" })
      .min(1, { error: "must be a non-empty array of upload ids from POST /uploads" })
      .optional()
      .openapi({
        description:
          "Files staged through POST /uploads, by uploadId: each is checked exactly like a multipart file part " +
          "(images recognised from their bytes, documents Pro only, 8 MB each, counted in the plan's file limit).",
      }),
  }, JSON_OBJECT)
  .superRefine((body, ctx) => {
    if (blank(body.text) && blank(body.reference) && !body.image_url && !body.document_url && !body.uploads) {
      ctx.addIssue({
        code: "custom",
        // The MCP tool parses with this schema too and has no `uploads`, so the message keeps to the
        // sources every surface takes (REST's documentation names `uploads`).
        message: "at least one source is required: text, reference, image_url or document_url",
      });
    }
  })
  .openapi("CreateExtractionRequest", {
    description: "At least one of text, reference, image_url, document_url, uploads is required.",
  });
export type CreateExtractionJsonBody = z.output<typeof createExtractionJsonBody>;

/** The text fields of the multipart form. The "at least one file or text" rule needs the file parts,
 *  so the handler checks it after reading the form. */
export const createExtractionFormFields = z.object({
  text: extractionText,
  reference,
  name: draftName,
});
export type CreateExtractionFormFields = z.output<typeof createExtractionFormFields>;

/** OpenAPI 3.1 keywords (contentMediaType, patternProperties) that the library's metadata type, a
 *  union over 3.0/3.1/3.2, does not list; the generator copies them through unchanged. */
const oas31 = (metadata: Record<string, unknown>) => metadata as Partial<ZodOpenAPIMetadata>;

/** Documentation only: the multipart form as an OpenAPI schema (files cannot be parsed by zod). */
const filePart = z.string().openapi(
  "FilePart",
  oas31({
    type: "string",
    format: "binary",
    contentMediaType: "application/octet-stream",
    description: "A file, max 8 MB.",
  }),
);

export const FILE_PART_PATTERN = /^(?:image|file|document)_\d+$/;

export const createExtractionMultipartBody = z
  .object({
    image: z.array(filePart).optional().openapi({
      description: "Image file(s): JPEG, PNG, GIF or WebP, detected from the file contents. Repeat the part for several files.",
    }),
    text: extractionText.openapi({ description: "Extra description fused with the files." }),
    reference: reference.openapi({ description: "A named creative reference, merged with the files (its guardrails held to what the images show)." }),
    name: draftName.openapi({ description: "Draft name; default is the suggested title." }),
  })
  .openapi(
    "CreateExtractionForm",
    oas31({
      description:
        "Sources as file parts: `image` (repeatable) or numbered `image_0`, `file_0`, `document_0`, ... parts. " +
        "Images are JPEG, PNG, GIF or WebP detected from file contents, not the declared Content-Type; documents " +
        "(PDF, .txt, .md, .csv, .json) are Pro only. Max 8 MB per file; 3 files on Free, 10 on Pro. At least one " +
        "file, a `text` or a `reference` field is required.",
      patternProperties: { [FILE_PART_PATTERN.source]: { $ref: "#/components/schemas/FilePart" } },
    }),
  );
