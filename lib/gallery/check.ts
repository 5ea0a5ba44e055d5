// Checking an image or a text against a style someone may read (the read rules of GET /styles/{ref}):
// the style's snapshot, the candidate read by the local analyzers, and lib/check's score. REST, MCP
// and the website call this one service. No credits; nothing is stored.
import { analyzeImage } from "@/lib/extraction/analyzers/image";
import { readableImage } from "@/lib/extraction/image-intake";
import { fetchImageUrl, MAX_SOURCE_BYTES } from "@/lib/extraction/intake";
import { MIN_SAMPLE_WORDS } from "@/lib/extraction/analyzers/text";
import { assertVisual, assertVoice, CHECK_READING, CHECK_TEXT_MAX_CHARS, checkImageAgainst, checkTextAgainst, type StyleCheck } from "@/lib/check";
import { readText } from "@/lib/extraction/text-thread";
import { invalidRequest, ServiceError } from "@/lib/errors";
import { findReadableStyle, generationSnapshot, type ReadingCaller } from "./read";

/** What a candidate may be, for every reader of it: the request parser, the MCP tool and the pages'
 *  own checks before they send (an image a source's size; a text long enough to read, not too long). */
export const CHECK_LIMITS = { imageBytes: MAX_SOURCE_BYTES, textChars: CHECK_TEXT_MAX_CHARS, textWords: MIN_SAMPLE_WORDS } as const;

export type CheckCandidate =
  | { kind: "text"; text: string }
  | { kind: "image"; bytes: Buffer; label: string }
  | { kind: "image_url"; url: string };

/** Decodes and reads one image, or the 400 that says why it cannot be read. */
async function readCandidateImage(bytes: Buffer, label: string) {
  await readableImage(bytes, label);
  try {
    return await analyzeImage(bytes, { refuseWhenBusy: true });
  } catch (err) {
    // The decode gate's 429 (too many images being read) is said as it is.
    if (err instanceof ServiceError) throw err;
    throw invalidRequest(`${label}: the file is corrupt or truncated`);
  }
}

export async function checkStyle(ref: string, candidate: CheckCandidate, caller: ReadingCaller | null): Promise<StyleCheck> {
  const style = await findReadableStyle(ref, caller);
  const snapshot = await generationSnapshot(style.generationId);
  if (candidate.kind === "text") {
    // Refused before the text is read; read off the event loop where the server has a worker.
    assertVoice(snapshot, candidate.text);
    return checkTextAgainst(snapshot, candidate.text, await readText(candidate.text, CHECK_READING));
  }
  // Refused before an image is fetched or decoded.
  assertVisual(snapshot);
  const { bytes, label } = candidate.kind === "image" ? candidate : { bytes: (await fetchImageUrl(candidate.url, "image_url")).bytes, label: `image_url (${candidate.url})` };
  return checkImageAgainst(snapshot, await readCandidateImage(bytes, label));
}
