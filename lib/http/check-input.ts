// The body of POST /styles/{ref}/check read into one candidate: a multipart `image` part or `text`
// field, JSON `{text}` or `{image_url}`, or the text itself as a text/markdown or text/plain body.
// Exactly one candidate; the image's limit is a source's (8 MB), answered with 413.
import { checkJsonBody } from "@/lib/api/check";
import { parseValue } from "@/lib/api/parse";
import { invalidRequest, ServiceError } from "@/lib/errors";
import { CHECK_LIMITS, type CheckCandidate } from "@/lib/gallery/check";
import { readBodyBytes, readJsonBody, readMultipart } from "./multipart";
import { assertStorable } from "@/lib/errors/storable-text";

/** A text of CHECK_LIMITS.textChars characters at up to 4 bytes each, with room for a JSON wrapper:
 *  anything longer is refused by its length in characters, which says more than its size in bytes. */
const MAX_TEXT_BYTES = 64 * 1024;
const MB = 1024 * 1024;

const ONE = "body: send one candidate, an image or a text, not both";
const NONE = "body: send a candidate to check: an `image` file or a `text` field (multipart), `text` or `image_url` (JSON), or the text itself as text/markdown";

function one(candidates: (CheckCandidate | null)[]): CheckCandidate {
  const sent = candidates.filter((c): c is CheckCandidate => c !== null);
  if (sent.length > 1) throw invalidRequest(ONE);
  if (sent.length === 0) throw invalidRequest(NONE);
  return sent[0]!;
}

const textOf = (text: string | undefined): CheckCandidate | null => (text !== undefined && text.trim() !== "" ? { kind: "text", text } : null);

export async function checkCandidateOf(req: Request): Promise<CheckCandidate> {
  const type = (req.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "multipart/form-data") {
    const form = await readMultipart(req, {
      maxFiles: 1,
      maxFileBytes: CHECK_LIMITS.imageBytes,
      maxFieldChars: CHECK_LIMITS.textChars,
      fileField: /^image$/,
      filesLimitWords: "1",
      maxRequest: {
        bytes: CHECK_LIMITS.imageBytes + MB,
        tooLarge: () => new ServiceError("payload_too_large", `The request is larger than ${CHECK_LIMITS.imageBytes / MB} MB, the most a checked image may be.`),
      },
      words: { fileParts: "send the image as the part named image", tooManyFiles: ONE, tooLargeWhat: "a checked image" },
    });
    const unknown = [...form.fields.keys()].find((k) => k !== "text");
    if (unknown) throw invalidRequest(`${unknown}: unknown field; send an image part or a text field`);
    const file = form.files[0];
    return one([file ? { kind: "image", bytes: file.bytes, label: `image (${file.filename})` } : null, textOf(form.fields.get("text"))]);
  }
  if (type === "application/json") {
    const body = parseValue(checkJsonBody, await readJsonBody(req, MAX_TEXT_BYTES));
    if (!body.ok) throw invalidRequest(body.message);
    return one([textOf(body.value.text), body.value.image_url !== undefined ? { kind: "image_url", url: body.value.image_url } : null]);
  }
  if (type === "text/markdown" || type === "text/plain") {
    const bytes = await readBodyBytes(req, MAX_TEXT_BYTES, () => invalidRequest(`body: at most ${CHECK_LIMITS.textChars} characters of text`));
    const text = bytes.toString("utf8");
    assertStorable(text, "body");
    return one([textOf(text)]);
  }
  throw invalidRequest(`Content-Type: send multipart/form-data (an image or text), application/json ({text} or {image_url}) or text/markdown; got ${type || "none"}`);
}
