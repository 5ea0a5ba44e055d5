// Visual vocabulary for the description analyzer, read from terms.json: the words people use when they
// describe a look, each mapped to one descriptor in the section where it belongs (what the words should
// say is in the file's `about`). Checked against the catalogs' one schema (lib/styles/catalog-data.ts):
// a term's value is a descriptor block's value. Phrases are normalised by the analyzer like any text.
import { z } from "zod";
import { BLOCK_VALUE_SCHEMAS } from "@/lib/styles/blocks";
import { parseCatalog } from "@/lib/styles/catalog-data";
import terms from "./terms.json";

export const TERM_SECTIONS = ["medium", "composition", "lighting", "texture", "typography", "mood", "subjects"] as const;
export type TermSection = (typeof TERM_SECTIONS)[number];

export interface VisualTerm {
  section: TermSection;
  /** Short name used in the suggested title and description ("Watercolour", "Moody", "Film Grain"). */
  label: string;
  /** The descriptor block this term becomes. */
  value: string;
  phrases: readonly string[];
}

export const TERMS_FILE = "lib/extraction/analyzers/references/terms.json";

const visualTerm = z.strictObject({
  section: z.enum(TERM_SECTIONS),
  label: z.string().min(1),
  value: BLOCK_VALUE_SCHEMAS.descriptor,
  phrases: z.array(z.string().min(1)).min(1),
});

export const VISUAL_TERMS: readonly VisualTerm[] = parseCatalog(TERMS_FILE, terms, visualTerm, "label");
