// Reads a builder upload (an image, or a clip with its poster frame) through the app's one streaming
// multipart reader: each part is cut off at its limit while it arrives, and a body that declares more
// than the parts may hold is refused without being parsed (its bytes dropped as they arrive). Messages
// speak of the builder's media rather than of extraction sources.
import { invalidRequest, ServiceError } from "@/lib/errors";
import { megabytes } from "@/lib/builder/media-limits";
import { readMultipart } from "@/lib/http/multipart";

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
  for (const [name, value] of form.fields) {
    const max = textFields[name];
    if (max === undefined) throw invalidRequest(`Unexpected field "${name}".`);
    if (value.length > max) throw invalidRequest(`${name}: at most ${max} characters.`);
  }
  return { files, fields: form.fields };
}
