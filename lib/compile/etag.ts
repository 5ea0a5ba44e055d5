// ETag for a compiled response, computed from inputs only so a conditional request is answered with
// 304 before anything is compiled. node:crypto is used for hashing only.
import { createHash } from "node:crypto";
import type { CompileOptions } from "./formats";
import { COMPILER_VERSION } from "./version";

/** Options reduced to what can change the output, in a canonical order: equal requests hash equal
 *  no matter how the caller spelled them (sections order, duplicates, omitted booleans). */
export function normalizeOptions(opts: CompileOptions): { format: string; sections: string[]; compact: boolean; raw: boolean } {
  return {
    format: opts.format,
    sections: [...new Set(opts.sections ?? [])].sort(),
    compact: opts.compact === true,
    raw: opts.raw === true,
  };
}

// Every read of a style asks for its ETag first, and the same few (generation, options) pairs come
// back again and again: their hashes are kept, keyed by the options as spelled (a finer key than the
// normalized one, so equal keys always hash equal). A pure function's results, so never stale; at
// most MAX_KEPT, after which the memory starts over.
const MAX_KEPT = 2_000;
const kept = new Map<string, string>();

export function compileEtag(generationId: string, opts: CompileOptions): string {
  const spelled = JSON.stringify([generationId, opts.format, opts.sections ?? null, opts.compact === true, opts.raw === true]);
  const known = kept.get(spelled);
  if (known !== undefined) return known;
  const n = normalizeOptions(opts);
  const key = JSON.stringify([COMPILER_VERSION, generationId, n.format, n.sections, n.compact, n.raw]);
  const etag = `"${createHash("sha256").update(key).digest("base64url").slice(0, 32)}"`;
  if (kept.size >= MAX_KEPT) kept.clear();
  kept.set(spelled, etag);
  return etag;
}
