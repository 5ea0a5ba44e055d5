// Reads what a clip really is from its bytes: the container and the duration it declares. A length
// sent by the browser, a file name or a Content-Type is never trusted (DESIGN.md, "Samples").
// music-metadata reads every container but WebM and Matroska, from headers only, fed in chunks with a
// turn of the event loop between and cut off after PROBE_BUDGET_MS. WebM and Matroska (a browser's
// MediaRecorder declares no duration and writes clusters of unknown size) are measured from their own
// block timestamps by a walker with an element budget (./matroska-timeline.ts). Every upload of a clip
// spends the account's media lane first (the route's `lane: "media"`), so refused clips count too.
import { parseWebStream } from "music-metadata";
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

/** How long one clip's container may be read, in wall time. A real clip's headers take a few ms;
 *  a crafted one that makes the reader walk its whole 40 MB is cut off here and refused. */
export const PROBE_BUDGET_MS = 2_000;
/** The reader is fed this much at a time, with a turn of the event loop between: whatever a hostile
 *  file makes it do, other requests wait at most one chunk's work. */
const PROBE_CHUNK_BYTES = 16 * 1024;

class ProbeBudgetExceeded extends Error {}

/** The clip as a stream that yields to the event loop before every chunk and fails past the budget.
 *  music-metadata's reads over a buffer resolve as microtasks, so a file that sends it walking every
 *  byte (a frame header repeated 436,906 times, a nest of unknown-size elements) held the event loop
 *  for its whole walk: /api/v1/health waited 18-41 s. */
function budgetedStream(bytes: Uint8Array, deadline: number): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      await new Promise((resolve) => setImmediate(resolve));
      if (performance.now() > deadline) return controller.error(new ProbeBudgetExceeded());
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + PROBE_CHUNK_BYTES));
      offset += PROBE_CHUNK_BYTES;
    },
  });
}

async function probe(bytes: Buffer): Promise<Probe | null> {
  // WebM and Matroska are read by our own bounded walker only: music-metadata's EBML reader took 6.7 s
  // over 40 MB of nested unknown-size elements, and live recordings defeat it anyway.
  if (isEbml(bytes)) {
    const timeline = readMatroskaTimeline(bytes);
    return timeline && { container: `EBML/${timeline.docType}`, hasVideo: timeline.hasVideo, duration: timeline.durationSeconds ?? undefined };
  }
  try {
    // Durations come from headers (MP4's mvhd, WAV's data size, FLAC's STREAMINFO, an MP3's Xing or
    // VBRI header, or its bit rate and size for constant bit rate): never `duration: true`, which has
    // music-metadata count every frame of the file.
    const stream = budgetedStream(bytes, performance.now() + PROBE_BUDGET_MS);
    const { format } = await parseWebStream(stream, { size: bytes.length }, { skipCovers: true });
    return { container: format.container, hasVideo: format.hasVideo === true, duration: format.duration };
  } catch (err) {
    if (err instanceof ProbeBudgetExceeded || (err as { cause?: unknown })?.cause instanceof ProbeBudgetExceeded) {
      throw invalidRequest("We could not read the clip's container in time; export it again as MP4, WebM or MP3 and retry.");
    }
    return null;
  }
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
