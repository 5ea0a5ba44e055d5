// Compiles a style snapshot into one of the prompt dialects of GET /styles/{ref}. Pure domain code:
// no framework, no database, no I/O. Format rules live in DESIGN.md ("Format rules") and the worked
// examples in shared/examples; each format has its own module, sharing selection and wording helpers.
import type { CompileContext, StyleSnapshot } from "@/lib/styles/snapshot";
import { compileDefault } from "./default";
import type { CompileOptions } from "./formats";
import { compileDiffusion } from "./diffusion";
import { compileFlux } from "./flux";
import { compileJson } from "./json";
import { compileMidjourney } from "./midjourney";
import { selectBlocks } from "./select";
import { compileStyleMd } from "./stylemd";
import { escapeMarkup } from "./text";

export { FORMATS, FORMAT_INFO, isFormat, VISUAL_FORMATS, type CompileOptions, type Format, type FormatInfo } from "./formats";

export interface CompiledStyle {
  body: string;
  contentType: string;
}

export const JSON_CONTENT_TYPE = "application/json; charset=utf-8";
export const MARKDOWN_CONTENT_TYPE = "text/markdown; charset=utf-8";

export function compileStyle(snapshot: StyleSnapshot, ctx: CompileContext, opts: CompileOptions): CompiledStyle {
  const raw = opts.raw === true;
  const sel = selectBlocks(snapshot, opts.sections);
  switch (opts.format) {
    case "default":
      return markdown(compileDefault(snapshot, ctx, sel, { compact: opts.compact === true, raw }));
    case "flux":
      return markdown(compileFlux(snapshot, ctx, sel, raw));
    case "midjourney":
      return markdown(compileMidjourney(snapshot, ctx, sel, raw));
    case "diffusion":
      return markdown(compileDiffusion(snapshot, ctx, sel, raw));
    case "stylemd":
      // Escapes its own body: its frontmatter is YAML, where an entity would be read as typed.
      return { body: compileStyleMd(snapshot, ctx, opts.sections), contentType: MARKDOWN_CONTENT_TYPE };
    case "json":
      return { body: compileJson(snapshot, ctx, sel, raw), contentType: JSON_CONTENT_TYPE };
    default: {
      const unknown: never = opts.format;
      throw new Error(`unknown compile format: ${String(unknown)}`);
    }
  }
}

/** Every Markdown format's finished text, user text included, made inert in one pass: clients and
 *  agents render what we label text/markdown, and none of our own wording contains what this escapes. */
function markdown(body: string): CompiledStyle {
  return { body: escapeMarkup(body), contentType: MARKDOWN_CONTENT_TYPE };
}

export { COMPILER_VERSION } from "./version";
export { compileEtag } from "./etag";
export { countTokens } from "./tokens";
export { escapeLineStart, escapeMarkup, oneLine } from "./text";
export { NO_VISUAL_MESSAGE, NO_VISUAL_IN_SELECTION_MESSAGE } from "./visual";
export { EMPTY_SELECTION_NOTE } from "./default";
export type { CompiledJson, CompiledJsonRaw } from "./json";
