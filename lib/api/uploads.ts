// Staged uploads (POST /uploads, PUT /uploads/{uploadId}): an additive path for files larger than a
// hosting platform lets a request body be (Vercel functions: 4.5 MB). The caller asks for an upload
// URL, sends the bytes there, then names the upload in POST /extractions as `uploads`.
import { z } from "./zod";

const FILENAME_MAX = 200;
const CONTENT_TYPE_MAX = 100;
const JSON_OBJECT = { error: "the body must be a JSON object" };

export const createUploadBody = z
  .object({
    filename: z
      .string({ error: `must be a string of 1 to ${FILENAME_MAX} characters` })
      .min(1, { error: `must be a string of 1 to ${FILENAME_MAX} characters` })
      .max(FILENAME_MAX, { error: `must be a string of 1 to ${FILENAME_MAX} characters` })
      .openapi({ description: "The file's name; its extension helps recognise text documents (.txt, .md, .csv, .json).", example: "moodboard.png" }),
    size: z
      .number({ error: "must be the file's size in bytes, a whole number of at least 1" })
      .int({ error: "must be the file's size in bytes, a whole number of at least 1" })
      .min(1, { error: "must be the file's size in bytes, a whole number of at least 1" })
      .openapi({ description: "The file's exact size in bytes: the most the upload may send. At most 8 MB (8388608).", example: 5_600_000 }),
    contentType: z
      .string({ error: `must be a media type of at most ${CONTENT_TYPE_MAX} characters` })
      .max(CONTENT_TYPE_MAX, { error: `must be a media type of at most ${CONTENT_TYPE_MAX} characters` })
      .regex(/^[\x21-\x7e]+\/[\x21-\x7e]+$/, { error: "must be a media type such as image/png" })
      .optional()
      .openapi({ description: "Declared media type; images are still recognised from their bytes.", example: "image/png" }),
  }, JSON_OBJECT)
  .openapi("CreateUploadRequest", { description: "The file you are about to upload." });
export type CreateUploadBody = z.output<typeof createUploadBody>;

export const uploadIdSchema = z.string().min(1).max(1000).openapi({
  description: "A signed id naming one staged upload of the caller; valid until `expiresAt`.",
});

export const stagedUploadSchema = z
  .object({
    uploadId: uploadIdSchema,
    uploadUrl: z.url().openapi({
      description: "Send the file's bytes here, as the whole request body, with `method` and exactly `headers`.",
    }),
    method: z.literal("PUT"),
    headers: z.record(z.string(), z.string()).openapi({
      description: "Headers the upload request must carry (add none of your own credentials).",
    }),
    maxBytes: z.number().int().min(1).openapi({ description: "The most the upload may send: the declared size." }),
    expiresAt: z.iso.datetime({ offset: true }).openapi({ description: "Upload, and start the extraction, before this time." }),
  })
  .openapi("StagedUpload", {
    description: "Where to send a file's bytes before naming it in POST /extractions `uploads`.",
  });
export type StagedUploadBody = z.output<typeof stagedUploadSchema>;

export const uploadStoredSchema = z
  .object({
    uploadId: uploadIdSchema,
    size: z.number().int().min(0).openapi({ description: "Bytes received." }),
  })
  .openapi("UploadStored", { description: "The bytes are staged; name `uploadId` in POST /extractions `uploads`." });
export type UploadStoredBody = z.output<typeof uploadStoredSchema>;

export const uploadIdParams = z.object({
  uploadId: uploadIdSchema,
});
