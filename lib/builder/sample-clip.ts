// Reads what a clip really is from its bytes: the container and the duration it declares. A length
// sent by the browser, a file name or a Content-Type is never trusted (DESIGN.md, "Samples").
import { parseBuffer } from "music-metadata";
import { invalidRequest } from "@/lib/errors";

export const CLIP_MAX_SECONDS = 15;
/** Encoders pad a few frames (AAC priming, a rounded last video frame), so a clip trimmed to exactly
 *  15 s can declare 15.02 s; a tenth of a second absorbs that without letting a 16 s clip through. */
const DURATION_TOLERANCE_SECONDS = 0.1;
/** 15 s of 1080p video at a generous bitrate fits; anything bigger is not a short clip. */
export const CLIP_MAX_BYTES = 40 * 1024 * 1024;

export interface ClipFacts {
  durationSeconds: number;
  contentType: string;
  extension: string;
}

const ACCEPTED = "MP4, MOV, WebM, MP3, M4A, WAV, OGG or FLAC";

/** Container name (as music-metadata reports it) -> how we serve it. Only formats browsers play. */
function mediaTypeOf(container: string, hasVideo: boolean): { contentType: string; extension: string } | null {
  const c = container.toLowerCase();
  if (c === "wave") return { contentType: "audio/wav", extension: "wav" };
  if (c === "mpeg") return { contentType: "audio/mpeg", extension: "mp3" };
  if (c === "flac") return { contentType: "audio/flac", extension: "flac" };
  if (c === "ogg") return hasVideo ? { contentType: "video/ogg", extension: "ogv" } : { contentType: "audio/ogg", extension: "ogg" };
  if (c.includes("webm")) return hasVideo ? { contentType: "video/webm", extension: "webm" } : { contentType: "audio/webm", extension: "weba" };
  if (c.includes("matroska")) return { contentType: "video/x-matroska", extension: "mkv" };
  // ISO BMFF names itself by its brands, e.g. "isom/iso2/avc1/mp41", "M4A/isom", "qt".
  if (/(^|\/)qt(\/|$)/.test(c)) return { contentType: "video/quicktime", extension: "mov" };
  if (/(^|\/)(isom|iso\d|mp4\d|avc\d|m4a|m4v|dash|3gp\d?)(\/|$)/.test(c)) {
    return hasVideo ? { contentType: "video/mp4", extension: "mp4" } : { contentType: "audio/mp4", extension: "m4a" };
  }
  return null;
}

export async function probeClip(bytes: Buffer): Promise<ClipFacts> {
  let format: Awaited<ReturnType<typeof parseBuffer>>["format"];
  try {
    // duration: true makes music-metadata scan the whole stream when the header does not say.
    format = (await parseBuffer(bytes, undefined, { duration: true, skipCovers: true })).format;
  } catch {
    throw invalidRequest(`The clip is not a video or audio file we can read; send ${ACCEPTED}.`);
  }
  const type = format.container ? mediaTypeOf(format.container, format.hasVideo === true) : null;
  if (!type) throw invalidRequest(`The clip's format (${format.container ?? "unknown"}) is not supported; send ${ACCEPTED}.`);
  const duration = format.duration;
  if (typeof duration !== "number" || !Number.isFinite(duration) || duration <= 0) {
    throw invalidRequest("We could not read the clip's duration from the file; it may be truncated. Export it again and retry.");
  }
  if (duration > CLIP_MAX_SECONDS + DURATION_TOLERANCE_SECONDS) {
    throw invalidRequest(`The clip is ${duration.toFixed(1)} seconds long; samples may be at most ${CLIP_MAX_SECONDS} seconds. Trim it and retry.`);
  }
  return { durationSeconds: Math.round(duration * 1000) / 1000, ...type };
}
