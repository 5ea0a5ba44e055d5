// The body of a request for an upload id, read alike on every surface that issues them (POST
// /api/v1/uploads, the extract page's and the builder's upload routes): a filename, a size and a media
// type, as JSON, checked by the one schema the OpenAPI document shows.
import { parseValue } from "@/lib/api/parse";
import { createUploadBody } from "@/lib/api/uploads";
import { invalidRequest } from "@/lib/errors";
import { readJsonBody } from "@/lib/http/multipart";
import type { DeclaredFile } from "@/lib/uploads/staged-upload";

/** A filename, a size and a media type. */
const MAX_JSON_BYTES = 4 * 1024;

export async function declaredFileOf(req: Request): Promise<DeclaredFile> {
  const body = parseValue(createUploadBody, await readJsonBody(req, MAX_JSON_BYTES));
  if (!body.ok) throw invalidRequest(body.message);
  return body.value;
}
