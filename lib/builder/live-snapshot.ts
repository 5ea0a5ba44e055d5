// The style as its rows are now, as a snapshot: what Generate freezes (./generate.ts) and what the
// version diff compares a generation with for unsaved edits (lib/versions). snapshotOf decides what a
// snapshot holds; this reads the rows it needs.
import { snapshotOf } from "@/lib/styles/snapshot-of";
import type { StyleSnapshot } from "@/lib/styles/snapshot";
import type { Tx } from "./own-style";

export async function liveSnapshot(tx: Tx, styleId: string): Promise<StyleSnapshot> {
  const style = await tx.style.findUniqueOrThrow({
    where: { id: styleId },
    select: {
      name: true,
      description: true,
      category: true,
      tags: true,
      slug: true,
      disabledSections: true,
      owner: { select: { handle: true } },
      remixOf: { select: { name: true, slug: true } },
      blocks: { select: { id: true, section: true, type: true, value: true, enabled: true, position: true } },
      referenceImages: { orderBy: { createdAt: "asc" }, select: { url: true, thumbnailUrl: true, kind: true, alt: true, position: true } },
      samples: { orderBy: { createdAt: "asc" }, select: { kind: true, url: true, thumbnailUrl: true, posterUrl: true, public: true, position: true } },
    },
  });
  return snapshotOf({ ...style, ownerHandle: style.owner.handle, remixOf: style.remixOf });
}
