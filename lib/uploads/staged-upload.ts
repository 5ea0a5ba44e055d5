// Staged uploads: a file too large for the platform's request limit (Vercel functions take at most
// 4.5 MB of body) is put in the blob store first, then named by its upload id: in POST /extractions as
// `uploads` (REST and the extract page), or as the builder's `upload`. The upload id is stateless: the
// caller, the blob key, the size cap, the expiry, and the file's declared name and type, sealed with
// AES-256-GCM under a key derived from the app's secret, so no table and no migration are needed, any
// instance can open it, and nobody else can read it (it once showed the account's UUID and the storage
// key in plain base64) or forge one. The id authorizes PUTs of at most its size before it expires, like
// a presigned URL, until its bytes are taken: then it is spent (a marker beside the key says so).
// Whoever takes it reads the blob back and sends it through the same checks as a multipart file.
// Staged files are never served (lib/http/blob-response.ts), and each account may stage
// RATE_LIMIT_STAGED_MB_PER_HOUR declared megabytes an hour.
import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomUUID } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";
import { blobStore } from "@/lib/blob";
import { DIRECT_UPLOAD_CONTENT_TYPE, directUploadTarget } from "@/lib/blob/direct-upload";
import { apiBaseUrl, rateLimits } from "@/lib/config";
import { invalidRequest, ServiceError } from "@/lib/errors";
import { MAX_SOURCE_BYTES } from "@/lib/extraction/intake";
import { rateLimitedError, rateLimiter } from "@/lib/ratelimit";
import { STAGED_PREFIX, STAGED_UPLOAD_TTL_S } from "./staged-lifetime";
import { sweepStagedUploadsWhenDue } from "./staged-sweep";

const PREFIX = "su2";
/** Written beside a staged key once its bytes were taken: the id is spent. */
const TAKEN_SUFFIX = ".taken";

/** The key that seals upload ids, derived from the app's secret for this purpose only. */
function sealingKey(): Buffer {
  return createHmac("sha256", authSecret()).update("staged-upload:aes-256-gcm").digest();
}

function seal(payload: Payload): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealingKey(), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(payload), "utf8"), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString("base64url");
}

function unseal(text: string): Payload | null {
  const bytes = Buffer.from(text, "base64url");
  if (bytes.length < 12 + 16 + 2) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", sealingKey(), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    const plain = Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]);
    return JSON.parse(plain.toString("utf8")) as Payload;
  } catch {
    return null;
  }
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MB = 1024 * 1024;

export interface StagedUpload {
  /** The id the caller names: `su2.<sealed payload>`. */
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
  return fromPayload(`${PREFIX}.${seal(payload)}`, payload);
}

/** The upload an id names when we signed it (whoever presents it), or null for anything else. */
export function readStagedUpload(uploadId: string): StagedUpload | null {
  const [prefix, body, ...rest] = uploadId.split(".");
  if (prefix !== PREFIX || !body || rest.length > 0 || body.length > 4096) return null;
  const p = unseal(body);
  if (!p) return null;
  // Sealed by us, so well formed; checked anyway because the key is built from it.
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

/** Deletes staged copies whose bytes have been taken, leaving a marker that spends their ids (swept with
 *  the rest once they expire, ./staged-sweep.ts). Never throws: a copy left behind is swept too, and
 *  what the caller did with the bytes stands. */
export async function deleteStagedUploads(keys: readonly string[]): Promise<void> {
  const store = blobStore();
  await Promise.all(
    keys.map(async (key) => {
      try {
        await store.put(`${key}${TAKEN_SUFFIX}`, Buffer.alloc(0), DIRECT_UPLOAD_CONTENT_TYPE);
        await store.delete(key);
      } catch (err) {
        console.error("[styleshelf] deleting a staged upload failed", key, err);
      }
    }),
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
async function spendUploadRequest(userId: string, bytes: number): Promise<void> {
  const limiter = await rateLimiter();
  const rl = await limiter.limit(`uploads:${userId}`, rateLimits().tokenPerMinute, 60_000);
  if (!rl.success) throw rateLimitedError(rl);
  // The bytes an id lets through, by the size declared: a quota an hour, the ids' lifetime.
  const quota = rateLimits().stagedMegabytesPerHour;
  const staged = await limiter.limit(`uploads-mb:${userId}`, quota, STAGED_UPLOAD_TTL_S * 1000, Math.max(1, Math.ceil(bytes / MB)));
  if (!staged.success) {
    const retryAfter = Math.max(1, staged.reset - Math.floor(Date.now() / 1000));
    throw new ServiceError("rate_limited", `Too much staged: at most ${quota} MB of uploads an hour per account. Wait ${retryAfter} seconds, or start with the files already uploaded.`, {
      headers: { "Retry-After": String(retryAfter) },
    });
  }
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
  if (file.size > maxFileBytes) throw tooLargeToStage(file.size, maxFileBytes);
  await spendUploadRequest(userId, file.size);
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

/** Stores the bytes a PUT sent (the route has read them within the upload's size), unless the id is
 *  spent: its bytes were taken already. */
export async function storeStagedUpload(upload: StagedUpload, bytes: Buffer): Promise<void> {
  if (bytes.length === 0) throw invalidRequest("body: the upload is empty; send the file's bytes as the request body");
  const listed = await blobStore().list(upload.key);
  if (listed.some((b) => b.key === `${upload.key}${TAKEN_SUFFIX}`)) {
    throw invalidRequest("This upload id was already used; ask POST /uploads for a new one.");
  }
  // Stored as opaque bytes, as on Vercel Blob; the declared type travels in the upload id.
  await blobStore().put(upload.key, bytes, DIRECT_UPLOAD_CONTENT_TYPE);
}
