// How long a WebM (Matroska) file plays, read from the timestamps of its own blocks. Browsers record
// "live" WebM with MediaRecorder: the Segment and every Cluster have an unknown size and Info has no
// Duration (crbug.com/642012). music-metadata reads durations from headers only and stops at an
// unknown-size Cluster (its maintainer keeps measuring streams out of scope: Borewit/music-metadata
// #1463), so for those files sample-clip.ts asks this walker instead. It reads element headers, each
// Cluster's timecode and the first four bytes of each block; it never decodes a frame. Pure: no I/O.

const ID = {
  ebml: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackNumber: 0xd7,
  trackType: 0x83,
  defaultDuration: 0x23e383,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
  blockDuration: 0x9b,
} as const;

/** Masters whose children we read; their size may be unknown (live recordings), so we step inside
 *  instead of over them, and their end is simply where the next sibling-level element starts. */
const DESCEND = new Set<number>([ID.ebml, ID.segment, ID.info, ID.tracks, ID.trackEntry, ID.cluster, ID.blockGroup]);

const TRACK_VIDEO = 1;
const TRACK_AUDIO = 2;

export interface MatroskaTimeline {
  /** "webm" or "matroska", from the EBML header. */
  docType: string;
  hasVideo: boolean;
  hasAudio: boolean;
  /** Seconds from the first block to the end of the last one, or the declared Duration if that is
   *  longer; null when the file has neither. */
  durationSeconds: number | null;
}

interface Track {
  type: number;
  /** Nanoseconds per frame, when the track declares it. */
  defaultDurationNs?: number;
  first?: number;
  last?: number;
  /** Ticks the last block lasts: its BlockDuration, or else the gap before it. */
  lastLength?: number;
}

/** True when the bytes open with an EBML header (WebM and Matroska both do). */
export function isEbml(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3;
}

/** A variable-length integer at `pos`: its byte length and value (`id` keeps the length marker). */
function vint(bytes: Uint8Array, pos: number, maxLength: number, id: boolean): { length: number; value: number; unknown: boolean } | null {
  const first = bytes[pos];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > maxLength || pos + length > bytes.length) return null;
  let value = id ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const b = bytes[pos + i]!;
    value = value * 256 + b;
    allOnes &&= b === 0xff;
  }
  return { length, value, unknown: !id && allOnes };
}

function uint(bytes: Uint8Array, pos: number, size: number): number {
  let v = 0;
  for (let i = 0; i < size; i++) v = v * 256 + bytes[pos + i]!;
  return v;
}

function float(bytes: Uint8Array, pos: number, size: number): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset + pos, size);
  if (size === 4) return view.getFloat32(0);
  if (size === 8) return view.getFloat64(0);
  return null;
}

/** "webm" or "matroska": a DocType longer than this is not one we read (a 2 MB one, spread into
 *  String.fromCharCode's arguments, overflowed the stack). */
const DOC_TYPE_MAX = 32;

function ascii(bytes: Uint8Array, pos: number, size: number): string {
  let text = "";
  for (let i = pos; i < pos + size && bytes[i] !== 0; i++) text += String.fromCharCode(bytes[i]!);
  return text;
}

/** Elements the walker reads before it gives up on a file. 15 s of 1080p60 video with audio is a
 *  few thousand blocks and clusters; 40 MB of two-byte elements is twenty million. */
export const MAX_ELEMENTS = 200_000;

/** The timeline of an EBML file, or null when it is not one we can walk (not EBML, more elements than
 *  `maxElements`, a malformed header). Never throws; its work is bounded by `maxElements`. */
export function readMatroskaTimeline(bytes: Uint8Array, maxElements = MAX_ELEMENTS): MatroskaTimeline | null {
  if (!isEbml(bytes)) return null;
  try {
    return walk(bytes, maxElements);
  } catch {
    return null;
  }
}

function walk(bytes: Uint8Array, maxElements: number): MatroskaTimeline | null {
  let docType = "";
  let scale = 1_000_000; // ns per tick, Matroska's default
  let declared: number | null = null;
  const tracks = new Map<number, Track>();
  const pending: Track[] = []; // TrackEntry fields arrive one by one
  let cluster = 0;
  let lastBlockTrack: Track | undefined;
  let lastBlockAt = 0;

  let pos = 0;
  let elements = 0;
  while (pos < bytes.length) {
    if (++elements > maxElements) return null;
    const id = vint(bytes, pos, 4, true);
    if (!id) break;
    const size = vint(bytes, pos + id.length, 8, false);
    if (!size) break;
    const start = pos + id.length + size.length;
    if (DESCEND.has(id.value)) {
      if (id.value === ID.trackEntry) pending.push({ type: 0 });
      pos = start;
      continue;
    }
    // Only masters may have an unknown size; anything else that claims one is not a file we can walk.
    if (size.unknown || !Number.isSafeInteger(size.value)) break;
    const end = start + size.value;
    if (end > bytes.length) break; // truncated: measure what arrived
    const track = pending.at(-1);
    switch (id.value) {
      case ID.docType:
        if (size.value > DOC_TYPE_MAX) return null;
        docType = ascii(bytes, start, size.value);
        break;
      case ID.timecodeScale:
        scale = uint(bytes, start, size.value) || scale;
        break;
      case ID.duration:
        declared = float(bytes, start, size.value);
        break;
      case ID.trackNumber:
        if (track) tracks.set(uint(bytes, start, size.value), track);
        break;
      case ID.trackType:
        if (track) track.type = uint(bytes, start, size.value);
        break;
      case ID.defaultDuration:
        if (track) track.defaultDurationNs = uint(bytes, start, size.value);
        break;
      case ID.timecode:
        cluster = uint(bytes, start, size.value);
        break;
      case ID.simpleBlock:
      case ID.block: {
        const number = vint(bytes, start, 8, false);
        if (!number || number.length + 2 > size.value) break;
        const relative = new DataView(bytes.buffer, bytes.byteOffset + start + number.length, 2).getInt16(0);
        const at = cluster + relative;
        const t = tracks.get(number.value);
        if (!t) break;
        if (t.last !== undefined && at > t.last) t.lastLength = at - t.last;
        t.first = t.first === undefined ? at : Math.min(t.first, at);
        t.last = t.last === undefined ? at : Math.max(t.last, at);
        lastBlockTrack = t;
        lastBlockAt = at;
        break;
      }
      case ID.blockDuration:
        if (lastBlockTrack && lastBlockTrack.last === lastBlockAt) lastBlockTrack.lastLength = uint(bytes, start, size.value);
        break;
    }
    pos = end;
  }

  if (!docType) return null;
  const all = [...tracks.values()];
  let first = Infinity;
  let end = -Infinity;
  for (const t of all) {
    if (t.first === undefined || t.last === undefined) continue;
    // The last frame plays too: its declared length, else the frame rate the track declares, else the
    // spacing of its last two frames.
    const frame = t.defaultDurationNs ? t.defaultDurationNs / scale : (t.lastLength ?? 0);
    first = Math.min(first, t.first);
    end = Math.max(end, t.last + frame);
  }
  const measured = Number.isFinite(first) ? ((end - first) * scale) / 1e9 : null;
  const declaredSeconds = declared !== null && Number.isFinite(declared) && declared > 0 ? (declared * scale) / 1e9 : null;
  const durationSeconds = measured === null ? declaredSeconds : Math.max(measured, declaredSeconds ?? 0);
  return {
    docType,
    hasVideo: all.some((t) => t.type === TRACK_VIDEO),
    hasAudio: all.some((t) => t.type === TRACK_AUDIO),
    durationSeconds: durationSeconds !== null && durationSeconds > 0 ? durationSeconds : null,
  };
}
