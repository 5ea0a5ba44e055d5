// Builds the StyleSnapshot a Generation freezes, from a style's rows. This is the single place of the
// rules for what a snapshot holds: blocks in position order; author as "@handle"; reference images as
// inspiration first, then source, then the PUBLIC samples flattened in as kind "sample" (an image
// sample gives its still, a clip gives its poster frame, a written sample gives nothing), because
// every entry a compiler emits must be a decodable still (contract, "Compiled style, format=json").
// Pure: structural input types, no Prisma, no I/O, so the seed, the website and jobs share it.
import { BLOCK_VALUE_SCHEMAS, type Block, type BlockType } from "./blocks";
import { isSectionId, type SectionId } from "./sections";
import type { SnapshotReferenceImage, StyleSnapshot } from "./snapshot";

export interface SnapshotBlockInput {
  id?: string;
  section: string;
  type: string;
  value: unknown;
  enabled: boolean;
  position: number;
}

export interface SnapshotReferenceImageInput {
  url: string;
  thumbnailUrl: string | null;
  kind: "inspiration" | "source";
  alt?: string | null;
  position: number;
}

export interface SnapshotSampleInput {
  kind: "image" | "written" | "clip";
  url: string | null;
  thumbnailUrl: string | null;
  posterUrl: string | null;
  public: boolean;
  position: number;
}

export interface SnapshotInput {
  name: string;
  description: string | null;
  category: string | null;
  tags: readonly string[];
  slug: string | null;
  disabledSections: readonly string[];
  /** Owner's handle without "@", or null when the owner has none. */
  ownerHandle: string | null;
  blocks: readonly SnapshotBlockInput[];
  referenceImages: readonly SnapshotReferenceImageInput[];
  samples: readonly SnapshotSampleInput[];
  remixOf?: { name: string; slug: string | null } | null;
}

const byPosition = <T extends { position: number }>(items: readonly T[]): T[] =>
  // Array.prototype.sort is stable, so equal positions keep their row order.
  [...items].sort((a, b) => a.position - b.position);

function isBlockType(type: string): type is BlockType {
  return Object.hasOwn(BLOCK_VALUE_SCHEMAS, type);
}

function toBlock(row: SnapshotBlockInput): Block | null {
  // Rows are validated when written; a row with an unknown section or type (e.g. left behind by a
  // vocabulary change) cannot be compiled, so it is left out rather than failing the whole snapshot.
  if (!isSectionId(row.section) || !isBlockType(row.type)) return null;
  const block: Block = { section: row.section, type: row.type, value: row.value as Block["value"], enabled: row.enabled };
  return row.id === undefined ? block : { id: row.id, ...block };
}

function referenceImage(
  url: string,
  kind: SnapshotReferenceImage["kind"],
  thumbnailUrl: string | null,
  alt?: string | null,
): SnapshotReferenceImage {
  const image: SnapshotReferenceImage = { url, kind, thumbnailUrl };
  if (typeof alt === "string") image.alt = alt;
  return image;
}

/** The still a public sample contributes to referenceImages, or null when it contributes none. */
function sampleStill(sample: SnapshotSampleInput): SnapshotReferenceImage | null {
  if (!sample.public) return null;
  if (sample.kind === "image" && sample.url) return referenceImage(sample.url, "sample", sample.thumbnailUrl);
  // A clip's own URL is a video; its poster frame is the still. Its thumbnail is a still too when
  // present; otherwise the poster frame stands in.
  if (sample.kind === "clip" && sample.posterUrl) {
    return referenceImage(sample.posterUrl, "sample", sample.thumbnailUrl ?? sample.posterUrl);
  }
  return null; // written samples, and image/clip rows without a still
}

export function referenceImagesOf(
  images: readonly SnapshotReferenceImageInput[],
  samples: readonly SnapshotSampleInput[],
): SnapshotReferenceImage[] {
  const ordered = byPosition(images);
  const of = (kind: SnapshotReferenceImageInput["kind"]) =>
    ordered.filter((i) => i.kind === kind).map((i) => referenceImage(i.url, i.kind, i.thumbnailUrl, i.alt));
  const stills = byPosition(samples).flatMap((s) => sampleStill(s) ?? []);
  return [...of("inspiration"), ...of("source"), ...stills];
}

export function snapshotOf(input: SnapshotInput): StyleSnapshot {
  const disabled: SectionId[] = [];
  for (const id of input.disabledSections) if (isSectionId(id) && !disabled.includes(id)) disabled.push(id);
  return {
    name: input.name,
    description: input.description,
    author: input.ownerHandle ? `@${input.ownerHandle}` : null,
    category: input.category,
    tags: [...input.tags],
    slug: input.slug,
    blocks: byPosition(input.blocks).flatMap((row) => toBlock(row) ?? []),
    disabledSections: disabled,
    referenceImages: referenceImagesOf(input.referenceImages, input.samples),
    remixOf: input.remixOf ? { name: input.remixOf.name, slug: input.remixOf.slug } : null,
  };
}
