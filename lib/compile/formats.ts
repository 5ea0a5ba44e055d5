// The formats a style compiles into: the one list the compiler, the API's query schema, the OpenAPI
// document and the share page all use, with the words pages show for each (in the order pages show
// them). Pure data.
import type { SectionId } from "@/lib/styles/sections";

export const FORMATS = ["default", "flux", "midjourney", "diffusion", "stylemd", "json"] as const;
export type Format = (typeof FORMATS)[number];

export function isFormat(value: string): value is Format {
  return (FORMATS as readonly string[]).includes(value);
}

export interface FormatInfo {
  label: string;
  hint: string;
  /** Image-tool dialects: visual instructions only (contract rule 3); writing voice never appears. */
  visualOnly: boolean;
}

export const FORMAT_INFO: Record<Format, FormatInfo> = {
  default: { label: "Chat assistant", hint: "Prose instructions for ChatGPT, Claude, Gemini and friends", visualOnly: false },
  midjourney: { label: "Midjourney", hint: "One prompt line with --ar and --no", visualOnly: true },
  flux: { label: "Flux", hint: "Natural sentences, no negative words", visualOnly: true },
  diffusion: { label: "Stable Diffusion", hint: "Positive terms plus an Exclude list", visualOnly: true },
  stylemd: { label: "STYLE.md", hint: "A style document for repositories and coding agents", visualOnly: false },
  json: { label: "JSON", hint: "Structured sections and reference images", visualOnly: false },
};

export const VISUAL_FORMATS = FORMATS.filter((f) => FORMAT_INFO[f].visualOnly);

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
