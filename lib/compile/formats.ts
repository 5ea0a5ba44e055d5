// The formats a style compiles into: the one list the compiler, the API's query schema, the OpenAPI
// document and the share page all use, with the words pages show for each (in the order pages show
// them). Pure data.
import type { SectionId } from "@/lib/styles/sections";

export const FORMATS = ["default", "flux", "midjourney", "diffusion", "stylemd", "json"] as const;
export type Format = (typeof FORMATS)[number];

export function isFormat(value: string): value is Format {
  return (FORMATS as readonly string[]).includes(value);
}

/** The model family and versions whose prompt syntax an image dialect follows. It is said in the
 *  dialect's metadata header (which `raw` removes) and in format=json, so a style that a model update
 *  breaks can be found by what it targeted. Change it, and COMPILER_VERSION, with the dialect. */
export interface DialectTarget {
  family: string;
  version: string;
  /** How the prompt is written for them, in a few words. */
  syntax: string;
}

export interface FormatInfo {
  label: string;
  hint: string;
  /** Image-tool dialects: visual instructions only (contract rule 3); writing voice never appears. */
  visualOnly: boolean;
  /** Image dialects only. */
  target?: DialectTarget;
}

export const FORMAT_INFO: Record<Format, FormatInfo> = {
  default: { label: "Chat assistant", hint: "Prose instructions for ChatGPT, Claude, Gemini and friends", visualOnly: false },
  midjourney: {
    label: "Midjourney",
    hint: "One prompt line with --ar and --no",
    visualOnly: true,
    target: { family: "Midjourney", version: "v7", syntax: "one prompt line, then --ar and --no parameters" },
  },
  flux: {
    label: "Flux",
    hint: "Natural sentences, no negative words",
    visualOnly: true,
    target: { family: "FLUX", version: "FLUX.1 and FLUX.2", syntax: "a natural-language description, no negative prompt" },
  },
  diffusion: {
    label: "Stable Diffusion",
    hint: "Positive terms plus an Exclude list",
    visualOnly: true,
    target: { family: "Stable Diffusion", version: "SD 1.5 and SDXL", syntax: "comma-separated tags, then an Exclude: line for the negative prompt" },
  },
  stylemd: { label: "STYLE.md", hint: "A style document for repositories and coding agents", visualOnly: false },
  json: { label: "JSON", hint: "Structured sections and reference images", visualOnly: false },
};

export const VISUAL_FORMATS = FORMATS.filter((f) => FORMAT_INFO[f].visualOnly);

/** "Written for Midjourney v7: one prompt line, then --ar and --no parameters."; null for a format
 *  that is no image dialect. */
export function dialectLine(format: Format): string | null {
  const t = FORMAT_INFO[format].target;
  return t ? `Written for ${t.family} ${t.version}: ${t.syntax}.` : null;
}

/** Every image dialect's target, for format=json. */
export const DIALECT_TARGETS: Readonly<Partial<Record<Format, DialectTarget>>> = Object.fromEntries(
  VISUAL_FORMATS.map((f) => [f, FORMAT_INFO[f].target!]),
);

/** Options every format takes (GET /styles/{ref} query). */
export interface CompileOptions {
  format: Format;
  /** Keep only these sections (ids validated by the caller). Absent or empty: every section. */
  sections?: SectionId[];
  /** Strip boilerplate (preamble, enforcement line). Only `default` has any. */
  compact?: boolean;
  /** Omit the metadata header and attribution; return exactly the compiled spec. */
  raw?: boolean;
}
