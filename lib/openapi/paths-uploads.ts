// Staged uploads: the additive path for files larger than the hosting platform lets a request body be
// (Vercel functions take at most 4.5 MB). Ask for an upload URL, send the bytes there, then name the
// upload in POST /extractions `uploads`.
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { createUploadBody, stagedUploadSchema, uploadIdParams, uploadStoredSchema } from "@/lib/api/schemas";
import { z } from "@/lib/api/zod";
import { PARAMETER, SECURITY_SCHEME, parameterRef } from "./components";
import { E, failures, success } from "./responses";

const fileBytes = z.string().openapi({ type: "string", format: "binary", description: "The file's bytes, the whole body." });

export function registerUploadPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: "post",
    path: "/uploads",
    operationId: "createUpload",
    tags: ["Extraction"],
    summary: "Ask for an upload URL for a large file",
    description:
      "For files too large to send in one request where the host limits bodies (Vercel: 4.5 MB). Send the bytes " +
      "to `uploadUrl` with `method` and `headers`, then start with POST /extractions JSON `uploads`. No credits. " +
      "At most 400 MB staged an hour per account.",
    "x-openai-isConsequential": false,
    security: [{ [SECURITY_SCHEME]: ["extract"] }],
    parameters: [parameterRef(PARAMETER.serviceClient)],
    request: { body: { required: true, content: { "application/json": { schema: createUploadBody } } } },
    responses: {
      201: success("Where to send the file, valid until `expiresAt`.", { "application/json": { schema: stagedUploadSchema } }),
      ...failures(
        [400, "Malformed body; the message names the field", "invalid_request", "size: must be the file's size in bytes, a whole number of at least 1"],
        E.auth,
        [413, "The declared size is over 8 MB, the most a source may be", "payload_too_large"],
      ),
    },
  });

  registry.registerPath({
    method: "put",
    path: "/uploads/{uploadId}",
    operationId: "putUpload",
    tags: ["Extraction"],
    summary: "Send a staged file's bytes",
    description:
      "The `uploadUrl` on servers that receive uploads themselves. The sealed id authorizes this upload: no bearer " +
      "token. Sending again replaces the bytes until they are used; then the id is spent. On Vercel Blob, POST " +
      "/uploads names Vercel's endpoint instead.",
    "x-openai-isConsequential": false,
    security: [],
    parameters: [parameterRef(PARAMETER.serviceClient)],
    request: {
      params: uploadIdParams,
      body: { required: true, content: { "application/octet-stream": { schema: fileBytes } } },
    },
    responses: {
      200: success("Staged; name `uploadId` in POST /extractions `uploads`.", { "application/json": { schema: uploadStoredSchema } }),
      ...failures(
        [400, "The upload expired, was already used, or the body is empty", "invalid_request"],
        [404, "No upload with that id was issued", "not_found"],
        [413, "The body is larger than the size declared to POST /uploads", "payload_too_large"],
      ),
    },
  });
}
