// Shape of a hand-written gallery style, and the schema its data files (lib/seed/gallery/*.json,
// access-fixtures.json) are checked against: the catalogs' one schema (lib/styles/catalog-data.ts), so
// blocks use the vocabulary of lib/styles/blocks.ts.
import { z } from "zod";
import type { Block } from "@/lib/styles/blocks";
import { catalogEntry, parseCatalog } from "@/lib/styles/catalog-data";
import { CATEGORY_IDS, type CategoryId } from "@/lib/styles/categories";
import { SECTION_IDS, type SectionId } from "@/lib/styles/sections";

export interface SeedAuthor {
  handle: string; // without the "@"
  name: string;
}

export interface SeedStyle {
  slug: string;
  name: string;
  author: string; // handle without the "@"; must exist in authors.ts
  category: string; // one of CATEGORIES in categories.ts
  tags: string[];
  description: string;
  blocks: Block[];
  disabledSections?: SectionId[];
  /** Defaults: public + approved. Non-public ones exist so access rules have something to refuse. */
  visibility?: "public" | "link_shared" | "private";
  moderation?: "approved" | "pending";
  /** How long ago it was published; orders sort=recent deterministically. */
  publishedDaysAgo: number;
  /** Written samples (writing voices); visual styles get generated sample images instead. */
  writtenSamples?: string[];
  /** Slug of the style this one remixes. */
  remixOf?: string;
}

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "expected a lowercase slug");

const seedStyleData = catalogEntry.extend({
  slug,
  author: z.string().min(1),
  category: z.enum(CATEGORY_IDS as [CategoryId, ...CategoryId[]]),
  tags: z.array(z.string().min(1)),
  publishedDaysAgo: z.number().int(),
  disabledSections: z.array(z.enum(SECTION_IDS)).optional(),
  visibility: z.enum(["public", "link_shared", "private"]).optional(),
  moderation: z.enum(["approved", "pending"]).optional(),
  writtenSamples: z.array(z.string().min(1)).optional(),
  remixOf: slug.optional(),
});

/** The styles of one seed data file; throws naming the file, style and field of every mistake. */
export function seedStyles(file: string, data: unknown): SeedStyle[] {
  return parseCatalog(file, data, seedStyleData, "slug");
}
