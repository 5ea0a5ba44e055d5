// The upload URL of a staged upload on a server that receives bytes itself (embedded, self-hosted; on
// Vercel Blob, POST /uploads hands out Vercel's endpoint instead). The signed id in the path authorizes
// the one PUT, like a presigned URL: no bearer token, at most the declared size, until it expires.
import { ServiceError } from "@/lib/errors";
import { stagedUploadForPut, storeStagedUpload } from "@/lib/uploads/staged-upload";
import { apiRoute, otherMethods, preflight } from "@/lib/http/api-route";
import { readBodyBytes } from "@/lib/http/multipart";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";
export const maxDuration = 60;

const MB = 1024 * 1024;

export const PUT = apiRoute<{ uploadId: string }>(async ({ req, params }) => {
  // A refused id's body is received and dropped by the wrapper before the answer goes out.
  const upload = stagedUploadForPut(params.uploadId);
  const bytes = await readBodyBytes(
    req,
    upload.maxBytes,
    () => new ServiceError("payload_too_large", `The upload is larger than the ${upload.maxBytes} bytes (${(upload.maxBytes / MB).toFixed(1)} MB) declared for it; ask POST /uploads again with the file's exact size.`),
  );
  await storeStagedUpload(upload, bytes);
  return json({ uploadId: upload.uploadId, size: bytes.length });
});

// A browser's PUT is preflighted; the API's CORS headers allow PUT (lib/http/cors.ts).
export const OPTIONS = preflight;
export const { GET, HEAD, POST, PATCH, DELETE } = otherMethods(["PUT"]);
