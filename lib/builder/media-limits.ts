// The limits of a style's media, in one pure module so the builder page (a client bundle) can warn
// with the same numbers the services enforce. The services stay the judges; the page only avoids
// sending what would certainly be refused.
import { SAMPLE_MAX_CHARS } from "@/lib/styles/blocks";

const MB = 1024 * 1024;

export const MAX_INSPIRATION_IMAGES = 8;
export const ALT_MAX_CHARS = 300;
/** Enough to show range on a style page without turning it into a portfolio. */
export const MAX_SAMPLES_PER_STYLE = 12;
export const WRITTEN_SAMPLE_MAX_CHARS = SAMPLE_MAX_CHARS;
/** An inspiration image, an image sample or a poster frame: the contract's 8 MB per upload, the same
 *  as an extraction source (MAX_SOURCE_BYTES; a unit test keeps the two equal). */
export const MAX_IMAGE_BYTES = 8 * MB;
export const CLIP_MAX_SECONDS = 15;
/** 15 s of 1080p video at a generous bitrate fits; anything bigger is not a short clip. */
export const CLIP_MAX_BYTES = 40 * MB;

/** Names a browser may give no media type (it leaves `File.type` empty for types it does not know). */
const CLIP_NAME = /\.(mp4|m4v|mov|webm|mkv|mp3|m4a|aac|wav|ogg|oga|opus|flac)$/i;

/** The most a file staged for the builder (/api/site/builder/uploads) may declare: a clip's limit for a video
 *  or audio type or name, an image's otherwise. The declaration only picks the ceiling; the route
 *  that takes the upload sniffs the bytes and holds them to its own limit. */
export function stagedMediaMaxBytes(file: { filename: string; contentType?: string }): number {
  return /^(video|audio)\//i.test(file.contentType ?? "") || CLIP_NAME.test(file.filename) ? CLIP_MAX_BYTES : MAX_IMAGE_BYTES;
}

/** "8 MB": how messages name a byte limit. */
export const megabytes = (bytes: number) => `${Math.round(bytes / MB)} MB`;
