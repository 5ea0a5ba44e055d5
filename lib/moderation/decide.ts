// Moderation decisions. Approving makes the published generation readable by everyone and lists the
// style in the gallery; rejecting keeps it hidden and stores the reason for its owner to read.
// A decision applies only to a publication that is waiting (public, pending): deciding twice, or on
// a style its owner has since made private, is refused rather than silently re-applied.
import { db } from "@/lib/db/client";
import { invalidRequest, notFound } from "@/lib/errors";
import { galleryChanged } from "@/lib/gallery/changed";
import { isUuid } from "@/lib/styles/ref";
import { requireAdmin } from "./admins";
import { PENDING } from "./queue";

export const REASON_MIN_CHARS = 3;
export const REASON_MAX_CHARS = 500;

export interface ModerationDecision {
  styleId: string;
  moderation: "approved" | "rejected";
  moderationNote: string | null;
  moderatedAt: string;
}

function cleanReason(reason: unknown): string {
  const clean = typeof reason === "string" ? reason.replace(/\r\n?/g, "\n").trim() : "";
  if (clean.length < REASON_MIN_CHARS || clean.length > REASON_MAX_CHARS) {
    throw invalidRequest(`Give the owner a reason of ${REASON_MIN_CHARS}-${REASON_MAX_CHARS} characters; it is shown to them as written.`);
  }
  return clean;
}

async function decide(adminUserId: string, styleId: string, outcome: "approved" | "rejected", note: string | null): Promise<ModerationDecision> {
  const prisma = await db();
  const decision: { slug: string | null; decision: ModerationDecision } = await prisma.$transaction(async (tx) => {
    await requireAdmin(adminUserId, tx);
    if (!isUuid(styleId)) throw notFound(`No style has the id ${styleId}.`);
    const moderatedAt = new Date();
    // The WHERE re-checks "still waiting" under the row lock the UPDATE takes, so two moderators
    // deciding at once cannot both succeed, and an owner's unpublish in between wins.
    const { count } = await tx.style.updateMany({
      where: { id: styleId, ...PENDING },
      data: { moderation: outcome, moderationNote: note, moderatedAt },
    });
    if (count === 0) {
      const style = await tx.style.findUnique({ where: { id: styleId }, select: { name: true, moderation: true, visibility: true } });
      if (!style) throw notFound(`No style has the id ${styleId}.`);
      throw invalidRequest(`"${style.name}" is not waiting for moderation (it is ${style.visibility.replace("_", "-")}, ${style.moderation}).`);
    }
    const { slug } = await tx.style.findUniqueOrThrow({ where: { id: styleId }, select: { slug: true } });
    return { slug, decision: { styleId, moderation: outcome, moderationNote: note, moderatedAt: moderatedAt.toISOString() } };
  });
  galleryChanged(decision.slug);
  return decision.decision;
}

export function approveStyle(adminUserId: string, styleId: string): Promise<ModerationDecision> {
  // An old rejection note no longer applies once the style is approved.
  return decide(adminUserId, styleId, "approved", null);
}

export async function rejectStyle(adminUserId: string, styleId: string, reason: string): Promise<ModerationDecision> {
  return decide(adminUserId, styleId, "rejected", cleanReason(reason));
}

export interface OwnModeration {
  moderation: "approved" | "pending" | "rejected";
  /** The moderator's reason, when the last decision was a rejection. */
  note: string | null;
  moderatedAt: string | null;
}

const ownModerationSelect = { moderation: true, moderationNote: true, moderatedAt: true } as const;

function ownModeration(row: { moderation: OwnModeration["moderation"]; moderationNote: string | null; moderatedAt: Date | null }): OwnModeration {
  return {
    moderation: row.moderation,
    note: row.moderation === "rejected" ? row.moderationNote : null,
    moderatedAt: row.moderatedAt?.toISOString() ?? null,
  };
}

/** What the owner's builder shows about review; someone else's style is not_found. */
export async function moderationOf(userId: string, styleId: string): Promise<OwnModeration> {
  if (!isUuid(styleId)) throw notFound(`None of your styles has the id ${styleId}.`);
  const prisma = await db();
  const row = await prisma.style.findFirst({ where: { id: styleId, ownerId: userId }, select: ownModerationSelect });
  if (!row) throw notFound(`None of your styles has the id ${styleId}.`);
  return ownModeration(row);
}

/** The owner's view of review for many of their styles in one query (the library lists up to a page
 *  of them). Ids that are not the owner's, or no style's, are simply absent from the map. */
export async function moderationOfStyles(userId: string, styleIds: readonly string[]): Promise<Map<string, OwnModeration>> {
  const ids = [...new Set(styleIds)].filter(isUuid);
  if (ids.length === 0) return new Map();
  const prisma = await db();
  const rows = await prisma.style.findMany({ where: { id: { in: ids }, ownerId: userId }, select: { id: true, ...ownModerationSelect } });
  return new Map(rows.map((row) => [row.id, ownModeration(row)]));
}
