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

export function compileEtag(generationId: string, opts: CompileOptions): string {
  const n = normalizeOptions(opts);
  const key = JSON.stringify([COMPILER_VERSION, generationId, n.format, n.sections, n.compact, n.raw]);
  return `"${createHash("sha256").update(key).digest("base64url").slice(0, 32)}"`;
}
