// Reads what a clip really is from its bytes: the container and the duration it declares. A length
// sent by the browser, a file name or a Content-Type is never trusted (DESIGN.md, "Samples").
// music-metadata reads the container; WebM recorded by a browser's MediaRecorder declares no duration
// and has clusters of unknown size, which music-metadata refuses, so those are measured from their own
// block timestamps (./matroska-timeline.ts).
import { parseBuffer } from "music-metadata";
import { invalidRequest } from "@/lib/errors";
import { isEbml, readMatroskaTimeline } from "./matroska-timeline";
import { CLIP_MAX_BYTES, CLIP_MAX_SECONDS } from "./media-limits";

export { CLIP_MAX_BYTES, CLIP_MAX_SECONDS };

/** Encoders pad a few frames (AAC priming, a rounded last video frame), so a clip trimmed to exactly
 *  15 s can declare 15.02 s; a tenth of a second absorbs that without letting a 16 s clip through. */
const DURATION_TOLERANCE_SECONDS = 0.1;

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

interface Probe {
  container: string | undefined;
  hasVideo: boolean;
  duration: number | undefined;
}

const usable = (d: unknown): d is number => typeof d === "number" && Number.isFinite(d) && d > 0;

async function probe(bytes: Buffer): Promise<Probe | null> {
  let format: Awaited<ReturnType<typeof parseBuffer>>["format"] | null = null;
  try {
    // duration: true makes music-metadata scan the whole stream when the header does not say.
    format = (await parseBuffer(bytes, undefined, { duration: true, skipCovers: true })).format;
  } catch {
    // A live-recorded WebM lands here; other files are refused below.
  }
  if (isEbml(bytes) && !usable(format?.duration)) {
    const timeline = readMatroskaTimeline(bytes);
    if (timeline) return { container: `EBML/${timeline.docType}`, hasVideo: timeline.hasVideo, duration: timeline.durationSeconds ?? undefined };
  }
  return format && { container: format.container, hasVideo: format.hasVideo === true, duration: format.duration };
}

export async function probeClip(bytes: Buffer): Promise<ClipFacts> {
  const format = await probe(bytes);
  if (!format) throw invalidRequest(`The clip is not a video or audio file we can read; send ${ACCEPTED}.`);
  const type = format.container ? mediaTypeOf(format.container, format.hasVideo) : null;
  if (!type) throw invalidRequest(`The clip's format (${format.container ?? "unknown"}) is not supported; send ${ACCEPTED}.`);
  const duration = format.duration;
  if (!usable(duration)) {
    throw invalidRequest("We could not read the clip's duration from the file; it may be truncated. Export it again and retry.");
  }
  if (duration > CLIP_MAX_SECONDS + DURATION_TOLERANCE_SECONDS) {
    throw invalidRequest(`The clip is ${duration.toFixed(1)} seconds long; samples may be at most ${CLIP_MAX_SECONDS} seconds. Trim it and retry.`);
  }
  return { durationSeconds: Math.round(duration * 1000) / 1000, ...type };
}
