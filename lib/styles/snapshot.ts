// A StyleSnapshot is everything a compiler needs, frozen: what a Generation stores as JSON and what
// lib/compile and lib/stylemd consume. Pure types; no I/O.
import type { Block } from "./blocks";
import type { SectionId } from "./sections";

export type ReferenceImageKind = "inspiration" | "source" | "sample";

export interface SnapshotReferenceImage {
  url: string;
  kind: ReferenceImageKind;
  thumbnailUrl: string | null;
  alt?: string | null;
}

export interface StyleSnapshot {
  name: string;
  description: string | null;
  /** Publisher handle with its `@`, or null. */
  author: string | null;
  category: string | null;
  tags: string[];
  /** Share slug, or null when the style has no share link. */
  slug: string | null;
  blocks: Block[];
  disabledSections: SectionId[];
  /** Inspiration first, then source, then flattened public samples (stills only). */
  referenceImages: SnapshotReferenceImage[];
  /** Remix parent, when the style was remixed from another one. */
  remixOf?: { name: string; slug: string | null } | null;
}

/** Identification a compiled document carries (the metadata header, attribution and STYLE.md `source`). */
export interface CompileContext {
  /** Canonical public page, `{site}/share/{slug}`; for a style with no share link, its builder URL. */
  canonicalUrl: string;
}
