// Staged uploads: a file too large for the platform's request limit (Vercel functions take at most
// 4.5 MB of body) is put in the blob store first, then named in POST /extractions as `uploads`. The
// upload id is stateless: the caller, the blob key, the size cap, the expiry, and the file's declared
// name and type, signed with the app's HMAC (./handle.ts), so no table and no migration are needed and
// any instance can check it. The id authorizes one PUT of at most its size before it expires, like a
// presigned URL; a start reads the blob back and sends it through the same intake as a multipart file.
import { randomUUID } from "node:crypto";
import { blobStore } from "@/lib/blob";
import { DIRECT_UPLOAD_CONTENT_TYPE, directUploadTarget } from "@/lib/blob/direct-upload";
import { apiBaseUrl } from "@/lib/config";
import { invalidRequest, ServiceError } from "@/lib/errors";
import { signature, signatureMatches } from "./handle";
import { MAX_SOURCE_BYTES, type SourceFile } from "./intake";

/** Long enough for a slow uplink and a retry, short enough that an id in a log soon means nothing. */
export const STAGED_UPLOAD_TTL_S = 60 * 60;
const PURPOSE = "staged-upload";
const PREFIX = "su";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MB = 1024 * 1024;

export interface StagedUpload {
  /** The id the caller names: `su.<payload>.<signature>`. */
  uploadId: string;
  userId: string;
  /** Where the bytes live in the blob store: staged/<userId>/<uuid>. */
  key: string;
  /** The size the caller declared, and the most the PUT may send. */
  maxBytes: number;
  expiresAt: Date;
  filename: string;
  contentType: string;
}

interface Payload {
  u: string;
  k: string;
  n: number;
  e: number;
  f: string;
  t: string;
}

function fromPayload(uploadId: string, p: Payload): StagedUpload {
  return { uploadId, userId: p.u, key: `staged/${p.u}/${p.k}`, maxBytes: p.n, expiresAt: new Date(p.e * 1000), filename: p.f, contentType: p.t };
}

export function tooLargeToStage(size: number): ServiceError {
  return new ServiceError("payload_too_large", `size: ${size} bytes is more than ${MAX_SOURCE_BYTES / MB} MB, the most a source may be. Nothing was charged.`);
}

/** Issues an upload id for `userId` (no credits move). A size over the per-file limit is a 413. */
export function issueStagedUpload(userId: string, file: { filename: string; size: number; contentType?: string }, now = new Date()): StagedUpload {
  if (file.size > MAX_SOURCE_BYTES) throw tooLargeToStage(file.size);
  const payload: Payload = {
    u: userId,
    k: randomUUID(),
    n: file.size,
    e: Math.floor(now.getTime() / 1000) + STAGED_UPLOAD_TTL_S,
    f: file.filename,
    t: file.contentType || "application/octet-stream",
  };
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  const uploadId = `${PREFIX}.${body}.${signature(PURPOSE, body)}`;
  return fromPayload(uploadId, payload);
}

/** The upload an id names when we signed it (whoever presents it), or null for anything else. */
export function readStagedUpload(uploadId: string): StagedUpload | null {
  const [prefix, body, sig, ...rest] = uploadId.split(".");
  if (prefix !== PREFIX || !body || !sig || rest.length > 0) return null;
  if (!signatureMatches(sig, signature(PURPOSE, body))) return null;
  let p: Payload;
  try {
    p = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Payload;
  } catch {
    return null;
  }
  // Signed by us, so well formed; checked anyway because the key is built from it.
  if (!UUID.test(p.u) || !UUID.test(p.k) || !Number.isSafeInteger(p.n) || !Number.isSafeInteger(p.e)) return null;
  return fromPayload(uploadId, p);
}

export function isExpired(upload: StagedUpload, now = new Date()): boolean {
  return upload.expiresAt.getTime() <= now.getTime();
}

/** The upload behind `uploads[index]` for `userId`, or the 400 that names it. */
function stagedUploadOf(uploadId: string, index: number, userId: string, now: Date): StagedUpload {
  const field = `uploads[${index}]`;
  const upload = readStagedUpload(uploadId);
  if (!upload) throw invalidRequest(`${field}: not an upload id we issued; ask POST /uploads for one. Nothing was charged.`);
  if (upload.userId !== userId) throw invalidRequest(`${field}: this upload was issued to another account. Nothing was charged.`);
  if (isExpired(upload, now)) {
    throw invalidRequest(`${field}: this upload expired at ${upload.expiresAt.toISOString()}; ask POST /uploads for a new one and upload the file again. Nothing was charged.`);
  }
  return upload;
}

/** Checks every id first (nothing is read for a request that names a bad one), then reads each
 *  staged file back as the multipart reader would have handed it over. */
export async function stagedSourceFiles(uploadIds: string[], userId: string, now = new Date()): Promise<SourceFile[]> {
  const uploads = uploadIds.map((id, i) => stagedUploadOf(id, i, userId, now));
  const seen = new Set<string>();
  uploads.forEach((u, i) => {
    if (seen.has(u.key)) throw invalidRequest(`uploads[${i}]: the same upload is named twice. Nothing was charged.`);
    seen.add(u.key);
  });
  const store = blobStore();
  return Promise.all(
    uploads.map(async (upload, i): Promise<SourceFile> => {
      const field = `uploads[${i}]`;
      const blob = await store.get(upload.key);
      if (!blob) throw invalidRequest(`${field}: nothing was uploaded for this id yet; PUT the file to its uploadUrl first. Nothing was charged.`);
      // Our own PUT and Vercel's client token both cap the size; a store that did not is still held to it.
      if (blob.data.length > upload.maxBytes) {
        throw invalidRequest(`${field}: the uploaded file is ${blob.data.length} bytes, more than the ${upload.maxBytes} declared. Nothing was charged.`);
      }
      return { field, filename: upload.filename, declaredType: upload.contentType, bytes: blob.data, stagedKey: upload.key };
    }),
  );
}

/** POST /uploads: an upload id and where to send the bytes. On Vercel Blob that is Vercel's own upload
 *  endpoint, so the bytes never pass through a function; otherwise it is PUT /uploads/{uploadId}. */
export async function requestStagedUpload(
  userId: string,
  file: { filename: string; size: number; contentType?: string },
): Promise<{ upload: StagedUpload; uploadUrl: string; method: "PUT"; headers: Record<string, string> }> {
  const upload = issueStagedUpload(userId, file);
  const direct = await directUploadTarget(upload.key, { maxBytes: upload.maxBytes, expiresAt: upload.expiresAt });
  if (direct) return { upload, uploadUrl: direct.url, method: direct.method, headers: direct.headers };
  return {
    upload,
    uploadUrl: `${apiBaseUrl()}/uploads/${encodeURIComponent(upload.uploadId)}`,
    method: "PUT",
    headers: { "content-type": upload.contentType },
  };
}

/** The upload a PUT /uploads/{uploadId} may fill: signed by us and not expired. */
export function stagedUploadForPut(uploadId: string, now = new Date()): StagedUpload {
  const upload = readStagedUpload(uploadId);
  if (!upload) throw new ServiceError("not_found", "No such upload: ask POST /uploads for an upload URL.");
  if (isExpired(upload, now)) {
    throw invalidRequest(`This upload expired at ${upload.expiresAt.toISOString()}; ask POST /uploads for a new one.`);
  }
  return upload;
}

/** Stores the bytes a PUT sent (the route has read them within the upload's size). */
export async function storeStagedUpload(upload: StagedUpload, bytes: Buffer): Promise<void> {
  if (bytes.length === 0) throw invalidRequest("body: the upload is empty; send the file's bytes as the request body");
  // Stored as opaque bytes, as on Vercel Blob; the declared type travels in the upload id.
  await blobStore().put(upload.key, bytes, DIRECT_UPLOAD_CONTENT_TYPE);
}
