// The body of POST /extractions, multipart or JSON, read into one ExtractionInput, and the 202 that
// answers a start (the REST API and the website answer alike). Multipart is read
// as a stream with the plan's limits (./multipart.ts); both transports share the same field limits
// through the body schemas in lib/api.
import { createExtractionFormFields, createExtractionJsonBody } from "@/lib/api/bodies";
import { parseValue } from "@/lib/api/parse";
import { invalidRequest } from "@/lib/errors";
import { assertFileCount, FILE_FIELD, filesLimitWords, MAX_SOURCE_BYTES, type ExtractionInput } from "@/lib/extraction/intake";
import { stagedSourceFiles } from "@/lib/uploads/staged-sources";
import { LIMITS } from "@/lib/api/queries";
import type { PlanLimits } from "@/lib/plans";
import { creditsHeader, type StartedExtraction } from "@/lib/extraction/start";
import { HEADER } from "@/lib/openapi/components";
import { json } from "./respond";
import { readJsonBody, readMultipart } from "./multipart";

/** Text (6,000 characters, up to 4 bytes each), a name and a handful of URLs fit well within this. */
const MAX_JSON_BYTES = 64 * 1024;

/** `userId` is whose staged uploads a JSON body may name (`uploads`); without it none may be named. */
export async function extractionInputOf(req: Request, plan: PlanLimits, userId?: string): Promise<ExtractionInput> {
  const type = (req.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "multipart/form-data") {
    const form = await readMultipart(req, {
      maxFiles: plan.maxFiles,
      maxFileBytes: MAX_SOURCE_BYTES,
      maxFieldChars: LIMITS.extractionText,
      fileField: FILE_FIELD,
      filesLimitWords: filesLimitWords(plan),
    });
    const fields = parseValue(createExtractionFormFields, Object.fromEntries(form.fields));
    if (!fields.ok) throw invalidRequest(fields.message);
    return { files: form.files, imageUrls: [], documentUrls: [], text: fields.value.text, reference: fields.value.reference, name: fields.value.name };
  }
  if (type === "application/json") {
    const body = parseValue(createExtractionJsonBody, await readJsonBody(req, MAX_JSON_BYTES));
    if (!body.ok) throw invalidRequest(body.message);
    const b = body.value;
    const imageUrls = b.image_url ?? [];
    const documentUrls = b.document_url ?? [];
    let files: ExtractionInput["files"] = [];
    if (b.uploads) {
      if (!userId) throw invalidRequest("uploads: staged uploads are taken by POST /api/v1/extractions only");
      // Counted before any staged file is read back from the store.
      assertFileCount(b.uploads.length + imageUrls.length + documentUrls.length, plan);
      files = await stagedSourceFiles(b.uploads, userId);
    }
    return { files, imageUrls, documentUrls, text: b.text, reference: b.reference, name: b.name };
  }
  throw invalidRequest(`Content-Type: send multipart/form-data (files) or application/json (text, reference, URLs); got ${type || "none"}`);
}

/** 202 ExtractionStarted with X-Service-Credits-Remaining (a number, or `unlimited`). */
export function startedResponse(started: StartedExtraction): Response {
  return json(started.body, { status: 202, headers: { [HEADER.creditsRemaining]: creditsHeader(started.creditsRemaining) } });
}
