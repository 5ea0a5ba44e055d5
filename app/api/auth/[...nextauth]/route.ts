// next-auth's endpoints (/api/auth/csrf, /signin/:provider, /callback/:provider, /session, /signout).
// Auth.js reads a POST's whole body itself (request.formData()), so the body is read here first with the
// app's one bounded reader, at most AUTH_BODY_MAX_BYTES: a bigger one is refused by its Content-Length or
// as soon as the stream passes the limit (413), one cut short is a 400, and Auth.js gets the bytes read.
import { AUTH_BODY_MAX_BYTES, handleAuthRequest } from "@/lib/auth/next-auth";
import { ServiceError } from "@/lib/errors";
import { readBodyBytes } from "@/lib/http/multipart";
import { errorResponse } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

export const GET = (req: Request) => handleAuthRequest(req);

export async function POST(req: Request): Promise<Response> {
  const tooLarge = () =>
    new ServiceError("payload_too_large", `A request to the sign-in endpoints carries at most ${AUTH_BODY_MAX_BYTES / 1024} KB: an email address and a form's few fields.`);
  let body: Uint8Array<ArrayBuffer>;
  try {
    // Node's Buffers sit on plain ArrayBuffers (a SharedArrayBuffer is never a request's).
    body = (await readBodyBytes(req, AUTH_BODY_MAX_BYTES, tooLarge)) as Uint8Array<ArrayBuffer>;
  } catch (err) {
    if (err instanceof ServiceError) return errorResponse(err);
    throw err;
  }
  return handleAuthRequest(req, body);
}
