// The reference catalog, read from its data files: one file per kind (artists.json is the artists...),
// each entry the style a named reference extracts to, checked against the catalogs' one schema
// (lib/styles/catalog-data.ts). An entry's overview is its description, so a file does not write it
// again; every other block is written out whole, in compile order. The quality bar (complete sections
// per kind, guardrails with positive alternatives) is held by tests/unit/extraction/references.test.ts.
import { z } from "zod";
import { catalogEntry, parseCatalog } from "@/lib/styles/catalog-data";
import type { Block } from "@/lib/styles/blocks";
import artists from "./artists.json";
import film from "./film.json";
import movements from "./movements.json";
import photographers from "./photographers.json";
import writing from "./writing.json";

export const REFERENCE_KINDS = ["artist", "movement", "photographer", "film", "writing"] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

export interface ReferenceEntry {
  id: string;
  /** The name people know it by, used in suggestions and messages. */
  name: string;
  kind: ReferenceKind;
  /** Other spellings and names; normalised the same way as queries. */
  aliases: string[];
  /** One sentence describing the style. */
  description: string;
  /** The style title an analysis suggests ("Hokusai Woodblock"); the name when absent. */
  title?: string;
  blocks: Block[];
  /** Where a reader can check what the entry says (https pages: an encyclopedia, a museum, an archive). */
  sources: string[];
}

/** The data file of each kind, in catalog order, as the repository names it. */
export const REFERENCE_FILES: Readonly<Record<ReferenceKind, { file: string; data: unknown }>> = {
  artist: { file: "lib/extraction/analyzers/references/artists.json", data: artists },
  movement: { file: "lib/extraction/analyzers/references/movements.json", data: movements },
  photographer: { file: "lib/extraction/analyzers/references/photographers.json", data: photographers },
  film: { file: "lib/extraction/analyzers/references/film.json", data: film },
  writing: { file: "lib/extraction/analyzers/references/writing.json", data: writing },
};

const referenceData = catalogEntry
  .extend({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "expected a lowercase slug such as van-gogh"),
    title: z.string().min(1).optional(),
    aliases: z.array(z.string().min(1)).min(1),
    /** Where a reader can check what the entry says: museum, encyclopedia or archive pages (https). */
    sources: z.array(z.url({ protocol: /^https$/ })).min(1),
  })
  .refine((e) => e.blocks.every((b) => b.section !== "overview"), {
    message: "an entry's overview is its description: leave the overview block out",
    path: ["blocks"],
  });

/** The entries of one kind's data file; throws naming the file, entry and field of every mistake. */
export function referenceEntries(kind: ReferenceKind, file: string, data: unknown): ReferenceEntry[] {
  return parseCatalog(file, data, referenceData, "id").map(({ id, name, title, aliases, description, blocks, sources }) => ({
    id,
    name,
    kind,
    aliases,
    description,
    ...(title ? { title } : {}),
    blocks: [{ section: "overview", type: "descriptor", value: description }, ...blocks],
    sources,
  }));
}

export const REFERENCE_CATALOG: readonly ReferenceEntry[] = REFERENCE_KINDS.flatMap((kind) =>
  referenceEntries(kind, REFERENCE_FILES[kind].file, REFERENCE_FILES[kind].data),
);
