import { createUploadBody } from "@/lib/api/uploads";
import { parseValue } from "@/lib/api/parse";
import { invalidRequest } from "@/lib/errors";
import { requestStagedUpload } from "@/lib/extraction/staged-upload";
import { apiRoute, otherMethods, preflight } from "@/lib/http/api-route";
import { readJsonBody } from "@/lib/http/multipart";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

/** A filename, a size and a media type. */
const MAX_JSON_BYTES = 4 * 1024;

export const POST = apiRoute(
  async ({ req, caller }) => {
    const body = parseValue(createUploadBody, await readJsonBody(req, MAX_JSON_BYTES));
    if (!body.ok) throw invalidRequest(body.message);
    const { upload, uploadUrl, method, headers } = await requestStagedUpload(caller.userId, body.value);
    return json(
      { uploadId: upload.uploadId, uploadUrl, method, headers, maxBytes: upload.maxBytes, expiresAt: upload.expiresAt.toISOString() },
      { status: 201 },
    );
  },
  { auth: "extract" },
);

export const OPTIONS = preflight;
export const { GET, HEAD, PUT, PATCH, DELETE } = otherMethods(["POST"]);
