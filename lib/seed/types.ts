// Shape of a hand-written gallery style. Blocks use the vocabulary of lib/styles/blocks.ts.
import type { Block } from "@/lib/styles/blocks";
import type { SectionId } from "@/lib/styles/sections";

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
