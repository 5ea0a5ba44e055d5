// Reference images for the seed gallery, made locally with sharp: per visual style an inspiration
// image and a public sample image (1200x900 WebP) plus 400px-wide thumbnails, stored through the
// BlobStore. This runs at the first start of the embedded app, so it is tuned for time: each SVG is
// rasterised once and both sizes are encoded from the raw pixels, WebP uses a low effort setting, and
// styles render in parallel up to the machine's core count (libvips threads are left as configured).
import { availableParallelism } from "node:os";
import sharp from "sharp";
import type { BlobStore } from "@/lib/blob/store";
import type { ColorValue } from "@/lib/styles/blocks";
import { ART_HEIGHT, ART_WIDTH, type ArtVariant, styleArtSvg } from "./art";
import { isVisualCategory } from "@/lib/styles/categories";
import type { SeedStyle } from "./types";

export const IMAGE_WIDTH = ART_WIDTH;
export const IMAGE_HEIGHT = ART_HEIGHT;
export const THUMB_WIDTH = 400;
export const THUMB_HEIGHT = Math.round((ART_HEIGHT / ART_WIDTH) * THUMB_WIDTH);
const CONTENT_TYPE = "image/webp";

export interface RenderedImage {
  full: Buffer;
  thumb: Buffer;
}

export interface StyleImages {
  inspiration: RenderedImage;
  sample: RenderedImage;
}

export interface StoredImage {
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
  alt: string;
}

export interface StoredStyleImages {
  inspiration: StoredImage;
  sample: StoredImage;
}

/** Blob keys of one style's images, e.g. styles/<slug>/inspiration-1.webp. */
export function imageKeys(slug: string, variant: ArtVariant) {
  return {
    full: `styles/${slug}/${variant}-1.webp`,
    thumb: `styles/${slug}/${variant}-1.thumb.webp`,
  };
}

/** Whether a seed style gets generated images: visual categories do, writing voices do not. */
export function hasImages(style: Pick<SeedStyle, "category">): boolean {
  return isVisualCategory(style.category);
}

function artInput(style: Pick<SeedStyle, "slug" | "category" | "blocks">) {
  const colors = style.blocks
    .filter((b) => b.type === "color" && b.enabled !== false)
    .map((b) => {
      const c = b.value as ColorValue;
      return { hex: c.hex, role: c.role };
    });
  return { slug: style.slug, category: style.category, colors };
}

async function render(svg: string): Promise<RenderedImage> {
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  // effort 1 of 6: measured ~3x faster than the default (4) for ~10% more bytes on this flat art.
  const [full, thumb] = await Promise.all([
    sharp(data, raw).webp({ quality: 82, effort: 1 }).toBuffer(),
    sharp(data, raw).resize({ width: THUMB_WIDTH }).webp({ quality: 78, effort: 1 }).toBuffer(),
  ]);
  return { full, thumb };
}

/** Renders both images of one style. Deterministic: the same style gives the same bytes. */
export async function renderStyleImages(style: Pick<SeedStyle, "slug" | "category" | "blocks">): Promise<StyleImages> {
  const input = artInput(style);
  const [inspiration, sample] = await Promise.all([
    render(styleArtSvg(input, "inspiration")),
    render(styleArtSvg(input, "sample")),
  ]);
  return { inspiration, sample };
}

async function store(blobs: BlobStore, slug: string, variant: ArtVariant, image: RenderedImage, alt: string): Promise<StoredImage> {
  const keys = imageKeys(slug, variant);
  const [full, thumb] = await Promise.all([
    blobs.put(keys.full, image.full, CONTENT_TYPE),
    blobs.put(keys.thumb, image.thumb, CONTENT_TYPE),
  ]);
  return { url: full.url, thumbnailUrl: thumb.url, width: IMAGE_WIDTH, height: IMAGE_HEIGHT, alt };
}

/** Renders and stores one style's images. */
export async function generateStyleImages(blobs: BlobStore, style: SeedStyle): Promise<StoredStyleImages> {
  const images = await renderStyleImages(style);
  const [inspiration, sample] = await Promise.all([
    store(blobs, style.slug, "inspiration", images.inspiration, `Palette and motif study for ${style.name}`),
    store(blobs, style.slug, "sample", images.sample, `Sample composition in the ${style.name} style`),
  ]);
  return { inspiration, sample };
}

/** Renders and stores the images of every visual style in `styles`, a few at a time. Returns them by
 *  slug; writing voices are skipped. */
export async function generateGalleryImages(
  blobs: BlobStore,
  styles: readonly SeedStyle[],
  concurrency = availableParallelism(),
): Promise<Map<string, StoredStyleImages>> {
  const visual = styles.filter(hasImages);
  const out = new Map<string, StoredStyleImages>();
  let next = 0;
  const worker = async () => {
    while (next < visual.length) {
      const style = visual[next++] as SeedStyle;
      out.set(style.slug, await generateStyleImages(blobs, style));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, visual.length)) }, worker));
  return out;
}
