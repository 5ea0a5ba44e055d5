// Extraction tools: start one (spends credits; the same start, limits, charge and extraction lane as
// POST /extractions) and poll it (GET /extractions/{id}, with save_as_draft and name).
//
// Sources: text, a named reference, image and document URLs (fetched server-side, https only, like
// REST's JSON body), and images as base64 data, for agents that hold an image (a screenshot, an
// upload in the chat) with no public URL to give. Base64 images are the multipart upload's files:
// the same 8 MB per file, the same plan file count, decoded and checked from their bytes.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { createExtractionFormFields, createExtractionJsonBody, extractionStartedSchema, extractionStatusQuery, extractionStatusSchema, LIMITS } from "@/lib/api";
import { EXTRACTION_TEXT_HELP } from "@/lib/api/bodies";
import { parseValue } from "@/lib/api/parse";
import { invalidRequest } from "@/lib/errors";
import { assertStorable } from "@/lib/errors/storable-text";
import { MAX_REFERENCE_CHARS, MAX_SOURCE_BYTES, type ExtractionInput, type SourceFile } from "@/lib/extraction/intake";
import { startExtractionFor } from "@/lib/extraction/start";
import { pollExtraction } from "@/lib/extraction/status";
import { spendExtractionStart } from "@/lib/ratelimit";
import { base64Bytes, restChecked, textArg } from "../inputs";
import { MAX_MCP_BODY_BYTES } from "../catalog";
import { defineTool, type McpContext } from "../tool";

const MB = 1024 * 1024;

const imageData = z.object({
  data: z.string().min(1).describe("The image file's bytes, base64-encoded (a `data:` URL prefix is accepted)."),
  filename: textArg(LIMITS.name, "A file name for the record, e.g. `moodboard.png`."),
});

function decodeImages(images: z.output<typeof imageData>[]): SourceFile[] {
  return images.map((image, i) => {
    const bytes = base64Bytes(image.data, `images[${i}]`, MAX_SOURCE_BYTES, "a source");
    // `image_N` parts are images to the intake, exactly like numbered multipart parts.
    return { field: `image_${i}`, filename: image.filename?.trim().slice(0, LIMITS.name) || `image-${i + 1}`, declaredType: "application/octet-stream", bytes };
  });
}

interface StartArgs {
  text?: string;
  reference?: string;
  image_url?: string[];
  document_url?: string[];
  images?: z.output<typeof imageData>[];
  name?: string;
}

/** The request as REST's JSON body would read it; with base64 images, as its multipart form would. */
function extractionInput(args: StartArgs): ExtractionInput {
  // As REST's JSON and multipart readers do (lib/errors/storable-text.ts): text that cannot be stored.
  assertStorable(args);
  const images = args.images ?? [];
  if (images.length === 0) {
    const body = parseValue(createExtractionJsonBody, {
      text: args.text,
      reference: args.reference,
      image_url: args.image_url?.length ? args.image_url : undefined,
      document_url: args.document_url?.length ? args.document_url : undefined,
      name: args.name,
    });
    if (!body.ok) throw invalidRequest(body.message);
    const b = body.value;
    return { files: [], imageUrls: b.image_url ?? [], documentUrls: b.document_url ?? [], text: b.text, reference: b.reference, name: b.name };
  }
  const fields = parseValue(createExtractionFormFields, { text: args.text, name: args.name });
  if (!fields.ok) throw invalidRequest(fields.message);
  return {
    files: decodeImages(images),
    imageUrls: args.image_url ?? [],
    documentUrls: args.document_url ?? [],
    text: fields.value.text,
    reference: args.reference,
    name: fields.value.name,
  };
}

export function registerExtractionTools(server: McpServer, ctx: McpContext): void {
  defineTool(server, ctx, {
    name: "start_extraction",
    title: "Extract a new style (spends credits)",
    description:
      "Start extracting a reusable style from sources the user gives: a prose sample or a description (`text`), a " +
      "named creative reference (`reference`, e.g. \"Bauhaus poster design\"), public https image URLs " +
      "(`image_url`), images as base64 (`images`), and on Pro, PDF or text documents by URL (`document_url`). At " +
      "least one source is required; 8 MB per file; 3 files on Free, 10 on Pro. Each call spends credits " +
      "(the cost is in the error if credits are short) and starts a new run, so call it once per user request and " +
      "never retry it automatically: on an error, show the message (and pricingUrl) to the user. Then call " +
      "get_extraction with the returned `extractionId` until `status` is no longer `running` (usually under a minute).\n" +
      'Example: {"text": "Short, warm sentences. No jargon. We talk to customers like neighbours.", "name": "Neighbourly voice"}',
    input: {
      text: textArg(LIMITS.extractionText, EXTRACTION_TEXT_HELP),
      reference: textArg(MAX_REFERENCE_CHARS, "A named creative reference (an artist, a movement, a brand look)."),
      image_url: z.array(z.string().min(1)).optional().describe("Public https URLs directly to images (JPEG, PNG, GIF, WebP)."),
      document_url: z.array(z.string().min(1)).optional().describe("Public https URLs to PDF or text files. Pro only."),
      images: z
        .array(imageData)
        .optional()
        .describe(
          `Images as base64 data, when there is no public URL for them. The whole request may be at most ${MAX_MCP_BODY_BYTES / MB} MB: send big images by image_url.`,
        ),
      name: textArg(LIMITS.name, "Name for the draft; default is the suggested title."),
    },
    output: extractionStartedSchema,
    // Not idempotent: every call charges and runs anew. Open world: URL sources are fetched.
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
    async run(args, caller) {
      // The extraction lane, before the request is read: as the REST wrapper spends it.
      await spendExtractionStart(caller!.userId);
      const started = await startExtractionFor(caller!.userId, async () => extractionInput(args));
      return started.body;
    },
    text: (out) =>
      [
        `Extraction started: extractionId ${out.extractionId}.`,
        out.creditsRemaining === undefined ? "" : `Credits remaining: ${out.creditsRemaining === -1 ? "unlimited" : out.creditsRemaining}.`,
        "Call get_extraction with this extractionId (and the same `name`, if you gave one) every few seconds until status is complete or failed.",
      ]
        .filter(Boolean)
        .join("\n"),
  });

  defineTool(server, ctx, {
    name: "get_extraction",
    title: "Check an extraction (and save it as a draft)",
    description:
      "Poll an extraction started with start_extraction. While `status` is `running`, wait about 2 seconds and " +
      "call again. When `complete`, the result is inline (`spec`, `styleMd`, `blocks`); pass `save_as_draft: true` " +
      "to save it as a draft style in the user's library instead: the answer then has " +
      "`style` and `editUrl`, and later calls return the same draft. When `failed`, show `message` to the user; " +
      "failed runs are refunded. Pass the `name` given to start_extraction on every call: it names the result " +
      "and the draft (default: the suggested title).\n" +
      'Example: {"extraction_id": "<extractionId from start_extraction>", "save_as_draft": true, "name": "Neighbourly voice"}',
    input: {
      extraction_id: z.string().min(1).describe("The `extractionId` start_extraction returned."),
      save_as_draft: z.boolean().default(false).describe("Save a complete extraction as one draft style (idempotent)."),
      name: textArg(LIMITS.name, "Draft name; default is the suggested title."),
    },
    output: extractionStatusSchema,
    // Saving a draft writes, but only once: repeating a call changes nothing more.
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    async run({ extraction_id, ...rest }, caller) {
      const q = restChecked(extractionStatusQuery, rest);
      return pollExtraction(caller!.userId, extraction_id, { saveAsDraft: q.save_as_draft, name: q.name });
    },
    text: (out) => {
      if (out.status === "running") return out.message ?? "Still running; call get_extraction again in 2 seconds.";
      if (out.status === "failed") return `Extraction failed: ${out.message ?? "unknown reason"}`;
      if (out.saved && out.style) return `Saved as the draft "${out.style.name}" (ref ${out.style.ref}). Edit it at ${out.editUrl ?? "the builder"}.`;
      const note = out.note ? `\n\n${out.note}` : "";
      return `Extraction complete: "${out.name ?? "Extracted style"}".\n\n${out.spec ?? ""}${note}`;
    },
  });
}
