// The review queue: public styles whose publication waits for a moderator, oldest first, with what a
// preview needs. Everything shown comes from the PUBLISHED generation, because that frozen snapshot
// is exactly what approval makes public (later edits in the builder are not under review).
import { heroImageOf, paletteOf } from "@/lib/gallery/cards";
import { db } from "@/lib/db/client";
import { invalidRequest } from "@/lib/errors";
import type { StyleSnapshot } from "@/lib/styles/snapshot";
import { builderUrl } from "@/lib/urls";
import { requireAdmin } from "./admins";

export const QUEUE_PAGE_MAX = 100;

export interface PendingStyle {
  styleId: string;
  name: string;
  description: string | null;
  category: string | null;
  tags: string[];
  slug: string | null;
  ownerHandle: string;
  /** Up to 6 hex colors, as cards show them. */
  palette: string[];
  /** Absolute URL of the first inspiration image (else the first reference image), or null. */
  heroImage: string | null;
  publishedGenerationId: string;
  /** When the owner asked to publish. */
  submittedAt: string;
  /** A note from an earlier rejection, so the moderator sees what was asked last time. */
  previousNote: string | null;
  builderUrl: string;
}

/** Publications waiting for review (the public, pending styles), oldest submission first. */
export const PENDING = { visibility: "public", moderation: "pending", publishedGenerationId: { not: null } } as const;

export async function pendingQueue(adminUserId: string, opts: { limit?: number } = {}): Promise<PendingStyle[]> {
  const limit = opts.limit ?? 50;
  if (!Number.isInteger(limit) || limit < 1 || limit > QUEUE_PAGE_MAX) throw invalidRequest(`limit must be 1-${QUEUE_PAGE_MAX}.`);
  const prisma = await db();
  await requireAdmin(adminUserId, prisma);
  const rows = await prisma.style.findMany({
    where: PENDING,
    // publishedAt is set by each Publish, so it is when this version was submitted.
    orderBy: [{ publishedAt: { sort: "asc", nulls: "first" } }, { createdAt: "asc" }, { id: "asc" }],
    take: limit,
    select: {
      id: true,
      slug: true,
      publishedAt: true,
      createdAt: true,
      moderationNote: true,
      owner: { select: { handle: true } },
      publishedGeneration: { select: { id: true, snapshot: true } },
    },
  });
  return rows.flatMap((row) => {
    const generation = row.publishedGeneration;
    if (!generation) return [];
    const snapshot = generation.snapshot as unknown as StyleSnapshot;
    return [
      {
        styleId: row.id,
        name: snapshot.name,
        description: snapshot.description,
        category: snapshot.category,
        tags: snapshot.tags,
        slug: row.slug,
        ownerHandle: row.owner.handle,
        palette: paletteOf(snapshot),
        heroImage: heroImageOf(snapshot),
        publishedGenerationId: generation.id,
        submittedAt: (row.publishedAt ?? row.createdAt).toISOString(),
        previousNote: row.moderationNote,
        builderUrl: builderUrl(row.id),
      },
    ];
  });
}
