// Serving an export (GET /styles/{ref}/export/{target}): the read rules of a compile, then the ETag
// (a 304 needs no snapshot and no export), then the file from lib/export. The skill's reference
// images are read from the blob store here, so lib/export stays free of I/O. Files are cached per
// ETag, which already names the generation, the target and the exporter version.
import { LRUCache } from "lru-cache";
import { blobStore } from "@/lib/blob";
import { blobKeyOf } from "@/lib/blob/keys";
import { countTokens } from "@/lib/compile";
import { etagMatches } from "@/lib/etag";
import { exportEtag, exportFileName, exportStyle, type ExportedFile, type ExportTarget, type SkillImage } from "@/lib/export";
import type { StyleSnapshot } from "@/lib/styles/snapshot";
import { processWide } from "@/lib/process-wide";
import { findReadableStyle, generationSnapshot, type ReadingCaller } from "./read";
import { recordUse } from "./usage";

export interface ExportedResponse {
  etag: string;
  canonicalUrl: string;
  /** The owner read their own latest generation: a per-user answer that shared caches must not keep. */
  ownerRead: boolean;
  /** `<slug>.<extension>`, for Content-Disposition and for tools that save the file. */
  fileName: string;
  /** Absent when the caller's If-None-Match already names this ETag. */
  file?: ExportedFile & { tokenCount: number | null };
}

const exportCache = processWide(
  "exported-styles",
  () =>
    new LRUCache<string, ExportedFile & { tokenCount: number | null }>({
      maxSize: 64 * 1024 * 1024,
      sizeCalculation: (f) => (typeof f.body === "string" ? f.body.length * 2 : f.body.byteLength) + 64,
    }),
);

export async function exportedStyle(
  ref: string,
  target: ExportTarget,
  request: { ifNoneMatch: string | null; channel: string; caller?: ReadingCaller | null },
): Promise<ExportedResponse> {
  const style = await findReadableStyle(ref, request.caller ?? null);
  const etag = exportEtag(style.generationId, target);
  const { canonicalUrl, ownerRead } = style;
  const fileName = exportFileName(target, style);
  // An export is a use of the style like a compile; owners exporting their own would only add noise.
  if (!ownerRead) recordUse(style.id, request.channel, "compile");
  if (etagMatches(request.ifNoneMatch, etag)) return { etag, canonicalUrl, ownerRead, fileName };

  let file = exportCache.get(etag);
  if (!file) {
    const snapshot = await generationSnapshot(style.generationId);
    const images = target === "skill" ? await referenceImageFiles(snapshot) : [];
    const exported = exportStyle(target, snapshot, { canonicalUrl }, images);
    // Text files say their size in tokens, as compiled ones do; a zip is not read as text.
    file = { ...exported, tokenCount: typeof exported.body === "string" ? countTokens(exported.body) : null };
    exportCache.set(etag, file);
  }
  return { etag, canonicalUrl, ownerRead, fileName, file };
}

/** The snapshot's reference images that live in our blob store (the public ones a compile lists),
 *  read in order. An image we did not store, or that is gone, is left out rather than failing. */
async function referenceImageFiles(snapshot: StyleSnapshot): Promise<SkillImage[]> {
  const store = blobStore();
  const files = await Promise.all(
    snapshot.referenceImages.map(async (img): Promise<SkillImage | null> => {
      const key = blobKeyOf(img.url);
      const blob = key ? await store.get(key) : null;
      if (!blob) return null;
      return { kind: img.kind, alt: img.alt ?? null, contentType: blob.contentType, data: new Uint8Array(blob.data) };
    }),
  );
  return files.filter((f): f is SkillImage => f !== null);
}

