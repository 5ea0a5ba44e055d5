// Staged uploads: a file too large for the platform's request limit (Vercel functions take at most
// 4.5 MB of body) is put in the blob store first, then named by its upload id: in POST /extractions as
// `uploads` (REST and the extract page), or as the builder's `upload`. The upload id is stateless: the
// caller, the blob key, the size cap, the expiry, and the file's declared name and type, signed with
// the app's HMAC (lib/extraction/handle.ts), so no table and no migration are needed and any instance
// can check it. The id authorizes one PUT of at most its size before it expires, like a presigned URL;
// whoever takes it reads the blob back and sends it through the same checks as a multipart file.
import { randomUUID } from "node:crypto";
import { blobStore } from "@/lib/blob";
import { DIRECT_UPLOAD_CONTENT_TYPE, directUploadTarget } from "@/lib/blob/direct-upload";
import { apiBaseUrl, rateLimits } from "@/lib/config";
import { invalidRequest, ServiceError } from "@/lib/errors";
import { signature, signatureMatches } from "@/lib/extraction/handle";
import { MAX_SOURCE_BYTES } from "@/lib/extraction/intake";
import { rateLimitedError, rateLimiter } from "@/lib/ratelimit";
import { STAGED_PREFIX, STAGED_UPLOAD_TTL_S } from "./staged-lifetime";
import { sweepStagedUploadsWhenDue } from "./staged-sweep";

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

/** The file a caller is about to upload, as POST /uploads and the pages' upload routes take it. */
export interface DeclaredFile {
  filename: string;
  size: number;
  contentType?: string;
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
  return { uploadId, userId: p.u, key: `${STAGED_PREFIX}${p.u}/${p.k}`, maxBytes: p.n, expiresAt: new Date(p.e * 1000), filename: p.f, contentType: p.t };
}

export function tooLargeToStage(size: number, maxFileBytes = MAX_SOURCE_BYTES): ServiceError {
  return new ServiceError("payload_too_large", `size: ${size} bytes is more than ${maxFileBytes / MB} MB, the most a file may be. Nothing was charged.`);
}

/** Issues an upload id for `userId` (no credits move). A size over `maxFileBytes` (an extraction
 *  source's 8 MB unless the surface takes larger files, as the builder's clips) is a 413. */
export function issueStagedUpload(userId: string, file: DeclaredFile, now = new Date(), maxFileBytes = MAX_SOURCE_BYTES): StagedUpload {
  if (file.size > maxFileBytes) throw tooLargeToStage(file.size, maxFileBytes);
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

/** How refusals speak to whoever named the upload: the REST API's client or a page. */
export interface StagedWording {
  /** What the upload is called in the request: `uploads[0]`, `upload`. */
  field: string;
  /** How to get a fresh upload id. */
  askAgain: string;
  /** How to send the bytes of an upload that has none yet. */
  sendBytes: string;
  /** Said after every refusal (" Nothing was charged."), or "". */
  tail: string;
}

/** The upload `uploadId` names, when it was issued to `userId` and has not expired; else the 400. */
export function ownStagedUpload(uploadId: string, userId: string, words: StagedWording, now = new Date()): StagedUpload {
  const upload = readStagedUpload(uploadId);
  if (!upload) throw invalidRequest(`${words.field}: not an upload id we issued; ${words.askAgain}.${words.tail}`);
  if (upload.userId !== userId) throw invalidRequest(`${words.field}: this upload was issued to another account.${words.tail}`);
  if (isExpired(upload, now)) {
    throw invalidRequest(`${words.field}: this upload expired at ${upload.expiresAt.toISOString()}; ${words.askAgain} and upload the file again.${words.tail}`);
  }
  return upload;
}

/** The bytes stored for `upload`, or the 400 that says none arrived or more than declared did. */
export async function stagedBytes(upload: StagedUpload, words: StagedWording): Promise<Buffer> {
  const blob = await blobStore().get(upload.key);
  if (!blob) throw invalidRequest(`${words.field}: nothing was uploaded for this id yet; ${words.sendBytes}.${words.tail}`);
  // Our own PUT and Vercel's client token both cap the size; a store that did not is still held to it.
  if (blob.data.length > upload.maxBytes) {
    throw invalidRequest(`${words.field}: the uploaded file is ${blob.data.length} bytes, more than the ${upload.maxBytes} declared.${words.tail}`);
  }
  return blob.data;
}

/** Deletes staged copies whose bytes have been taken. Never throws: a copy left behind is swept once
 *  it expires (./staged-sweep.ts), and what the caller did with the bytes stands. */
export async function deleteStagedUploads(keys: readonly string[]): Promise<void> {
  const store = blobStore();
  await Promise.all(
    keys.map((key) => store.delete(key).catch((err: unknown) => console.error("[styleshelf] deleting a staged upload failed", key, err))),
  );
}

/**
 * Runs `take` on the bytes of the caller's upload `uploadId`, then deletes the staged copy whatever
 * `take` answered: the page that sent it stages the file again for another try. The id is checked
 * before anything is read, so nobody's upload but the caller's is ever read or deleted.
 */
export async function takeStagedUpload<T>(userId: string, uploadId: string, words: StagedWording, take: (bytes: Buffer) => Promise<T>): Promise<T> {
  const upload = ownStagedUpload(uploadId, userId, words);
  const bytes = await stagedBytes(upload, words);
  try {
    return await take(bytes);
  } finally {
    await deleteStagedUploads([upload.key]);
  }
}

/** Issuing upload ids is one per-account lane for every surface (REST and the pages), at the
 *  general per-token rate: an id is cheap, the bytes it lets through are not. */
async function spendUploadRequest(userId: string): Promise<void> {
  const rl = await (await rateLimiter()).limit(`uploads:${userId}`, rateLimits().tokenPerMinute, 60_000);
  if (!rl.success) throw rateLimitedError(rl);
}

export interface StagedUploadTarget {
  upload: StagedUpload;
  uploadUrl: string;
  method: "PUT";
  headers: Record<string, string>;
}

/** POST /uploads and the pages' upload routes: an upload id and where to send the bytes. On Vercel
 *  Blob that is Vercel's own upload endpoint, so the bytes never pass through a function; otherwise
 *  it is PUT /api/v1/uploads/{uploadId}. Whoever takes the upload holds its bytes to its own limit:
 *  an id issued for a clip is still only an 8 MB source to an extraction. */
export async function requestStagedUpload(userId: string, file: DeclaredFile, maxFileBytes = MAX_SOURCE_BYTES): Promise<StagedUploadTarget> {
  await spendUploadRequest(userId);
  const upload = issueStagedUpload(userId, file, new Date(), maxFileBytes);
  void sweepStagedUploadsWhenDue();
  const direct = await directUploadTarget(upload.key, { maxBytes: upload.maxBytes, expiresAt: upload.expiresAt });
  if (direct) return { upload, uploadUrl: direct.url, method: direct.method, headers: direct.headers };
  return {
    upload,
    uploadUrl: `${apiBaseUrl()}/uploads/${encodeURIComponent(upload.uploadId)}`,
    method: "PUT",
    headers: { "content-type": upload.contentType },
  };
}

/** The JSON answer of an upload request, the same on every surface (lib/api/uploads.ts stagedUploadSchema). */
export function stagedUploadBody({ upload, uploadUrl, method, headers }: StagedUploadTarget) {
  return { uploadId: upload.uploadId, uploadUrl, method, headers, maxBytes: upload.maxBytes, expiresAt: upload.expiresAt.toISOString() };
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
