// The snapshot a seed style's generation freezes: its own fields plus the blocks and media as the
// caller stored them. One mapping for the seeded gallery, the bulk seed and the bench's static file.
import { snapshotOf, type SnapshotInput } from "@/lib/styles/snapshot-of";
import type { StyleSnapshot } from "@/lib/styles/snapshot";
import type { SeedStyle } from "./types";

export function seedSnapshot(
  style: SeedStyle,
  stored: Pick<SnapshotInput, "blocks" | "referenceImages" | "samples" | "remixOf">,
): StyleSnapshot {
  return snapshotOf({
    name: style.name,
    description: style.description,
    category: style.category,
    tags: style.tags,
    slug: style.slug,
    disabledSections: style.disabledSections ?? [],
    ownerHandle: style.author,
    ...stored,
  });
}
