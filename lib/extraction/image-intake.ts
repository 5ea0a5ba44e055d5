// Checks an uploaded or fetched image before anything is charged, and makes the copy we store. The
// type comes from the bytes (sharp reads the container), never from a declared Content-Type; a
// corrupt or truncated file fails the full decode; a decompression bomb is refused from its header
// before any pixel is decoded; an animated image is read on its first frame.
import sharp from "sharp";
import { invalidRequest, ServiceError } from "@/lib/errors";
import { withDecodeSlot } from "./decode-gate";
import { IMAGE_MEDIA_TYPES } from "./sources";

/** The stored inspiration image keeps up to this many pixels on its long side (contract "Limits"). */
export const STORED_IMAGE_MAX_PX = 1600;
/** More than any camera or screenshot people upload (a 48 MP phone photo fits); a 20,000 px square
 *  PNG of a few kilobytes does not. */
export const MAX_INPUT_PIXELS = 64_000_000;
/** GIF and PNG have no reduced decode (JPEG and WebP decode straight to an eighth of their size when
 *  scaled down), so every pixel is decoded: a one-colour 8000x8000 GIF of 44 KB took 3.9 s. 25 MP
 *  (a 5000x5000 image, a 6K screenshot) is the most of them we read. */
export const MAX_FULL_DECODE_PIXELS = 25_000_000;

export interface PreparedImage {
  /** Detected type of the original, e.g. image/png. */
  mediaType: string;
  width: number;
  height: number;
  /** At most STORED_IMAGE_MAX_PX on the long side, WebP: what the run analyses and the draft shows. */
  stored: Buffer;
}

type ImageMetadata = Awaited<ReturnType<ReturnType<typeof sharp>["metadata"]>>;

/** Reads only the header: the type from the bytes, a frame's size, and the refusals a person can act
 *  on (not an image, an unsupported type, no pixels, too many pixels). */
export async function readableImage(bytes: Buffer, label: string): Promise<{ meta: ImageMetadata; mediaType: string; width: number; height: number }> {
  let meta: ImageMetadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw invalidRequest(`${label}: not an image we can read; send JPEG, PNG, GIF or WebP`);
  }
  const mediaType = IMAGE_MEDIA_TYPES[meta.format as keyof typeof IMAGE_MEDIA_TYPES];
  if (!mediaType) throw invalidRequest(`${label}: ${meta.format ?? "this"} images are not supported; send JPEG, PNG, GIF or WebP`);
  const width = meta.width ?? 0;
  // For animated images sharp reports the height of all frames stacked; one frame is what we read.
  const height = meta.pageHeight ?? meta.height ?? 0;
  if (width < 1 || height < 1) throw invalidRequest(`${label}: the image has no pixels`);
  if (width * height > MAX_INPUT_PIXELS) {
    throw invalidRequest(`${label}: ${width}x${height} pixels is more than the ${MAX_INPUT_PIXELS / 1_000_000} megapixels we accept; scale it down first`);
  }
  if ((meta.format === "gif" || meta.format === "png") && width * height > MAX_FULL_DECODE_PIXELS) {
    throw invalidRequest(
      `${label}: ${width}x${height} pixels is more than the ${MAX_FULL_DECODE_PIXELS / 1_000_000} megapixels we read from a ${meta.format.toUpperCase()}; scale it down or send a JPEG or WebP`,
    );
  }
  return { meta, mediaType, width, height };
}

export async function prepareImage(bytes: Buffer, label: string): Promise<PreparedImage> {
  const { meta, mediaType, width, height } = await readableImage(bytes, label);
  try {
    const stored = await withDecodeSlot(() =>
      sharp(bytes, { failOn: "truncated", limitInputPixels: MAX_INPUT_PIXELS, pages: 1 })
        .rotate()
        .resize(STORED_IMAGE_MAX_PX, STORED_IMAGE_MAX_PX, { fit: "inside", withoutEnlargement: true })
        .webp({ quality: 88 })
        .toBuffer(),
    );
    return { mediaType, width, height, stored };
  } catch (err) {
    if (err instanceof ServiceError) throw err;
    throw invalidRequest(`${label}: the ${meta.format} file is corrupt or truncated`);
  }
}
