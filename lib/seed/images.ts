// Reference images for the seed gallery: per visual style an inspiration image and a public sample
// image (1200x900 WebP) plus 400px-wide thumbnails. They are drawn with sharp from each style's
// palette, once, by `npm run seed:images`, and shipped as files in prisma/seed-images/ (mirroring
// their blob keys): rendering all of them took ~7-20 s of a newcomer's first start on a 2-core
// machine, and copying the files into the blob store takes milliseconds. A unit test renders them
// again and compares bytes, so the files never drift from the drawing code.
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import sharp from "sharp";
import type { BlobStore } from "@/lib/blob/store";
import type { ColorValue } from "@/lib/styles/blocks";
import { ART_HEIGHT, ART_WIDTH, type ArtInput, type ArtVariant, styleArtSvg } from "./art";
import { isVisualCategory } from "@/lib/styles/categories";
import type { SeedStyle } from "./types";

export const IMAGE_WIDTH = ART_WIDTH;
export const IMAGE_HEIGHT = ART_HEIGHT;
export const THUMB_WIDTH = 400;
export const THUMB_HEIGHT = Math.round((ART_HEIGHT / ART_WIDTH) * THUMB_WIDTH);
const CONTENT_TYPE = "image/webp";

/** The parts of a seed style its pictures are drawn from. */
export type ArtStyle = Pick<SeedStyle, "slug" | "name" | "category" | "description" | "blocks" | "disabledSections">;

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

/** What the drawing reads from a style: its name, palette and the words of its enabled blocks. */
export function artInput(style: ArtStyle): ArtInput {
  const off = new Set<string>(style.disabledSections ?? []);
  const live = style.blocks.filter((b) => b.enabled !== false && !off.has(b.section));
  const colors = live
    .filter((b) => b.type === "color")
    .map((b) => {
      const c = b.value as ColorValue;
      return { hex: c.hex, role: c.role, name: c.name };
    });
  const sections: Record<string, string[]> = { description: [style.description] };
  for (const b of live) if (b.type === "descriptor" && typeof b.value === "string") (sections[b.section] ??= []).push(b.value);
  return { slug: style.slug, name: style.name, category: style.category, colors, sections };
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
export async function renderStyleImages(style: ArtStyle): Promise<StyleImages> {
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

/** Where the shipped files live; the same relative paths as the blob keys. */
export function shippedImagesDir(): string {
  // Traced into the server output by next.config.ts; the comments below keep the bundler from tracing
  // the whole project for these runtime paths.
  return join(/*turbopackIgnore: true*/ process.cwd(), "prisma", "seed-images");
}

const SHIPPED_FILES = (slug: string) =>
  (["inspiration", "sample"] as const).flatMap((variant) => Object.values(imageKeys(slug, variant)));

/** One style's shipped images, or null when any file is missing. */
export async function readShippedImages(slug: string, dir = shippedImagesDir()): Promise<StyleImages | null> {
  const paths = SHIPPED_FILES(slug).map((key) => join(/*turbopackIgnore: true*/ dir, key));
  if (!paths.every((p) => existsSync(p))) return null;
  const [inspirationFull, inspirationThumb, sampleFull, sampleThumb] = await Promise.all(paths.map((p) => readFile(p)));
  return { inspiration: { full: inspirationFull!, thumb: inspirationThumb! }, sample: { full: sampleFull!, thumb: sampleThumb! } };
}

/** Renders every visual style's images into `dir` (`npm run seed:images`). */
export async function writeShippedImages(styles: readonly SeedStyle[], dir = shippedImagesDir()): Promise<number> {
  const visual = styles.filter(hasImages);
  await forEachLimited(visual, availableParallelism(), async (style) => {
    const images = await renderStyleImages(style);
    const files = SHIPPED_FILES(style.slug);
    const bytes = [images.inspiration.full, images.inspiration.thumb, images.sample.full, images.sample.thumb];
    await Promise.all(files.map(async (key, i) => {
      const path = join(/*turbopackIgnore: true*/ dir, key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes[i]!);
    }));
  });
  return visual.length;
}

async function forEachLimited<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
}

/** Stores one style's images: the shipped files, or a fresh rendering when a style has none yet (a
 *  seed style added without running `npm run seed:images`; the unit test says so too). */
export async function storeStyleImages(blobs: BlobStore, style: SeedStyle): Promise<StoredStyleImages> {
  let images = await readShippedImages(style.slug);
  if (!images) {
    console.warn(`[styleshelf] seed images of ${style.slug} are not in prisma/seed-images; rendering them (run npm run seed:images)`);
    images = await renderStyleImages(style);
  }
  const [inspiration, sample] = await Promise.all([
    store(blobs, style.slug, "inspiration", images.inspiration, `Palette and motif study for ${style.name}`),
    store(blobs, style.slug, "sample", images.sample, `Sample composition in the ${style.name} style`),
  ]);
  return { inspiration, sample };
}

/** Stores the images of every visual style in `styles`, a few at a time (a Vercel Blob upload is a
 *  round trip each). Returns them by slug; writing voices are skipped. */
export async function storeGalleryImages(
  blobs: BlobStore,
  styles: readonly SeedStyle[],
  concurrency = 8,
): Promise<Map<string, StoredStyleImages>> {
  const out = new Map<string, StoredStyleImages>();
  await forEachLimited(styles.filter(hasImages), concurrency, async (style) => {
    out.set(style.slug, await storeStyleImages(blobs, style));
  });
  return out;
}
