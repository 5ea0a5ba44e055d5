// Reads a builder upload (an image, or a clip with its poster frame) through the app's one streaming
// multipart reader: each part is cut off at its limit while it arrives, and a body that declares more
// than the parts may hold is refused without being parsed (its bytes dropped as they arrive). An image
// may instead have been staged in the blob store by the browser and be named by its upload id
// (takeImageUpload, takeClipUpload). Messages speak of the builder's media rather than of extraction sources.
import { invalidRequest, ServiceError } from "@/lib/errors";
import { CLIP_MAX_BYTES, MAX_IMAGE_BYTES, megabytes } from "@/lib/builder/media-limits";
import { readJsonBody, readMultipart } from "@/lib/http/multipart";
import { takeStagedUpload, type StagedWording } from "@/lib/uploads/staged-upload";

export interface UploadPart {
  field: string;
  maxBytes: number;
  /** "image", "clip", "poster frame": how messages name the part. */
  noun: string;
}

export interface Upload {
  files: Map<string, Buffer>;
  fields: Map<string, string>;
}

/** Part headers, boundaries and the small text fields. */
const OVERHEAD_BYTES = 64 * 1024;

export async function readUpload(req: Request, parts: UploadPart[], opts: { textFields?: Record<string, number> } = {}): Promise<Upload> {
  const type = (req.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "multipart/form-data") {
    throw invalidRequest(`Send the upload as multipart/form-data with ${parts.map((p) => `a "${p.field}" file`).join(" and ")}.`);
  }
  const limits = parts.map((p) => `the ${p.noun} may be at most ${megabytes(p.maxBytes)}`).join(" and ");
  const tooLarge = () => new ServiceError("payload_too_large", `The upload is too large: ${limits}.`);
  const ceiling = parts.reduce((sum, p) => sum + p.maxBytes, OVERHEAD_BYTES);

  const textFields = opts.textFields ?? {};
  let form;
  try {
    form = await readMultipart(req, {
      maxFiles: parts.length,
      maxFileBytes: Math.max(...parts.map((p) => p.maxBytes)),
      maxFieldChars: Math.max(1, ...Object.values(textFields)),
      // Any part name is read (within the limits) so a wrong one gets this module's message below.
      fileField: /^/,
      filesLimitWords: String(parts.length),
      maxRequest: { bytes: ceiling, tooLarge },
    });
  } catch (err) {
    if (err instanceof ServiceError && err.code === "payload_too_large") throw tooLarge();
    throw err;
  }

  const files = new Map<string, Buffer>();
  for (const file of form.files) {
    const part = parts.find((p) => p.field === file.field);
    if (!part || files.has(file.field)) throw invalidRequest(`Unexpected file part "${file.field}"; send ${parts.map((p) => `one "${p.field}"`).join(" and ")}.`);
    if (file.bytes.length > part.maxBytes) throw tooLarge();
    files.set(file.field, file.bytes);
  }
  for (const part of parts) {
    if (!files.has(part.field)) throw invalidRequest(`The ${part.noun} is missing: send it as the "${part.field}" file part.`);
  }
  checkTextFields(form.fields, textFields);
  return { files, fields: form.fields };
}

function checkTextFields(fields: Map<string, string>, textFields: Record<string, number>): void {
  for (const [name, value] of fields) {
    const max = textFields[name];
    if (max === undefined) throw invalidRequest(`Unexpected field "${name}".`);
    if (value.length > max) throw invalidRequest(`${name}: at most ${max} characters.`);
  }
}

/** An upload id (lib/uploads/staged-upload.ts) and the small text fields beside it. */
const MAX_STAGED_JSON_BYTES = 16 * 1024;

/** How a staged file's refusals speak to the builder page, which stages the file again each try. */
const stagedWording = (field: string, noun: string): StagedWording => ({ field, askAgain: `choose the ${noun} again`, sendBytes: `choose the ${noun} again`, tail: "" });
const STAGED_IMAGE = stagedWording("upload", "image");

function contentTypeOf(req: Request): string {
  return (req.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}

/**
 * An image for the builder, in either form the page sends: multipart (an "image" file beside the text
 * fields), or, where the blob store takes uploads from the browser (Vercel Blob, whose functions take
 * at most 4.5 MB of body), JSON naming the staged image: `{"upload": "<uploadId>", ...text fields}`.
 * `take` gets the bytes and the text fields and runs the same checks either way (the service sniffs
 * the bytes and holds them to 8 MB); a staged copy is deleted once taken, whatever `take` answered.
 */
export async function takeImageUpload<T>(
  req: Request,
  userId: string,
  opts: { textFields?: Record<string, number> },
  take: (bytes: Buffer, fields: Map<string, string>) => Promise<T>,
): Promise<T> {
  if (contentTypeOf(req) !== "application/json") {
    const upload = await readUpload(req, [{ field: "image", maxBytes: MAX_IMAGE_BYTES, noun: "image" }], opts);
    return take(upload.files.get("image")!, upload.fields);
  }
  const body = await readJsonBody(req, MAX_STAGED_JSON_BYTES);
  const { upload, ...rest } = (body && typeof body === "object" && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  if (typeof upload !== "string" || upload.length === 0) {
    throw invalidRequest('Send the image as multipart/form-data with an "image" file, or as JSON naming an image staged through /api/site/builder/uploads: {"upload": "<uploadId>"}.');
  }
  const fields = new Map<string, string>();
  for (const [name, value] of Object.entries(rest)) {
    if (value === null || value === undefined) continue;
    if (typeof value !== "string") throw invalidRequest(`${name}: a string, or null.`);
    fields.set(name, value);
  }
  checkTextFields(fields, opts.textFields ?? {});
  return takeStagedUpload(userId, upload, STAGED_IMAGE, (bytes) => take(bytes, fields));
}

/**
 * A clip and its poster frame, in either form the page sends: multipart ("clip" and "poster" files), or
 * JSON naming both staged files, `{"clip": "<uploadId>", "poster": "<uploadId>"}` (a 15 s clip may be
 * 40 MB, far past a Vercel function's 4.5 MB of body). Both staged copies are deleted once taken.
 */
export async function takeClipUpload<T>(req: Request, userId: string, take: (clip: Buffer, poster: Buffer) => Promise<T>): Promise<T> {
  if (contentTypeOf(req) !== "application/json") {
    const upload = await readUpload(req, [
      { field: "clip", maxBytes: CLIP_MAX_BYTES, noun: "clip" },
      { field: "poster", maxBytes: MAX_IMAGE_BYTES, noun: "poster frame" },
    ]);
    return take(upload.files.get("clip")!, upload.files.get("poster")!);
  }
  const body = await readJsonBody(req, MAX_STAGED_JSON_BYTES);
  const named = (body && typeof body === "object" && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const extra = Object.keys(named).find((k) => k !== "clip" && k !== "poster");
  if (typeof named.clip !== "string" || typeof named.poster !== "string" || extra !== undefined) {
    throw invalidRequest('Send the clip as multipart/form-data with a "clip" and a "poster" file, or as JSON naming both staged through /api/site/builder/uploads: {"clip": "<uploadId>", "poster": "<uploadId>"}.');
  }
  const poster = named.poster;
  return takeStagedUpload(userId, named.clip, stagedWording("clip", "clip"), (clipBytes) =>
    takeStagedUpload(userId, poster, stagedWording("poster", "clip"), (posterBytes) => take(clipBytes, posterBytes)),
  );
}
