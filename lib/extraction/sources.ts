// The sources of one extraction, as validated at start and as stored on the Extraction row
// (`sources` JSON), so the run, which may execute in another process, can load them again. Files
// live in the blob store; text and reference names live in the row itself.
import { absoluteUrl } from "@/lib/urls";
import type { DocumentKind } from "./analyzers/document";

export const IMAGE_MEDIA_TYPES = { jpeg: "image/jpeg", png: "image/png", gif: "image/gif", webp: "image/webp" } as const;

export type StoredSource =
  | { kind: "image"; key: string; url: string; mediaType: string; width: number; height: number; filename: string; from: "upload" | "url" }
  | { kind: "document"; key: string; documentKind: DocumentKind; filename: string; from: "upload" | "url" }
  | { kind: "text"; text: string }
  | { kind: "reference"; name: string };

export interface StoredSources {
  items: StoredSource[];
}

/** The source kinds named in ExtractionStarted.sources, in a stable order. */
export const SOURCE_KINDS = ["image", "document", "text", "reference"] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

export function sourceKinds(items: { kind: SourceKind }[]): SourceKind[] {
  return SOURCE_KINDS.filter((k) => items.some((s) => s.kind === k));
}

/** The first text source, shortened, for history listings. */
export function textPreview(items: StoredSource[], max = 200): string | null {
  const text = items.find((s): s is Extract<StoredSource, { kind: "text" }> => s.kind === "text")?.text.trim();
  if (!text) {
    const ref = items.find((s): s is Extract<StoredSource, { kind: "reference" }> => s.kind === "reference");
    return ref ? ref.name : null;
  }
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

export type StoredImage = Extract<StoredSource, { kind: "image" }>;

/** The stored images of an extraction's `sources` JSON, in source order (only those already stored). */
export function storedImages(sources: unknown): StoredImage[] {
  return (sources as StoredSources).items.filter((s): s is StoredImage => s.kind === "image" && s.url !== "");
}

/** Absolute URLs of the stored source images: the result's (and the draft's) inspiration images. */
export function sourceImageUrls(sources: unknown): string[] {
  return storedImages(sources).map((s) => absoluteUrl(s.url));
}
