// Serving a compiled style: ETag first (a 304 needs no snapshot and no compile), then a cached compile.
// Compiled bodies and their token counts are cached per ETag, which already names the generation,
// format, options and compiler version.
import { LRUCache } from "lru-cache";
import { etagMatches } from "@/lib/etag";
import { compileEtag, compileStyle, countTokens, type CompileOptions } from "@/lib/compile";
import { findReadableStyle, generationSnapshot, type ReadingCaller } from "./read";
import { recordUse } from "./usage";
import { processWide } from "@/lib/process-wide";

export interface CompiledResponse {
  etag: string;
  canonicalUrl: string;
  /** The owner read their own latest generation: a per-user answer that shared caches must not keep. */
  ownerRead: boolean;
  /** Absent when the caller's If-None-Match already names this ETag. */
  compiled?: { body: string; contentType: string; tokenCount: number };
}

const compiledCache = processWide(
  "compiled-styles",
  () =>
    new LRUCache<string, { body: string; contentType: string; tokenCount: number }>({
      maxSize: 32 * 1024 * 1024,
      sizeCalculation: (v) => v.body.length * 2 + 64,
    }),
);

export async function compiledStyle(
  ref: string,
  options: CompileOptions,
  request: { ifNoneMatch: string | null; channel: string; caller?: ReadingCaller | null },
): Promise<CompiledResponse> {
  const style = await findReadableStyle(ref, request.caller ?? null);
  const etag = compileEtag(style.generationId, options);
  const { canonicalUrl, ownerRead } = style;
  // Popularity measures other people's use; owners compiling their own drafts would only add noise.
  if (!ownerRead) recordUse(style.id, request.channel, "compile");
  if (etagMatches(request.ifNoneMatch, etag)) return { etag, canonicalUrl, ownerRead };

  let compiled = compiledCache.get(etag);
  if (!compiled) {
    const snapshot = await generationSnapshot(style.generationId);
    const out = compileStyle(snapshot, { canonicalUrl: style.canonicalUrl }, options);
    compiled = { ...out, tokenCount: countTokens(out.body) };
    compiledCache.set(etag, compiled);
  }
  return { etag, canonicalUrl, ownerRead, compiled };
}
