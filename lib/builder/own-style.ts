// The builder's view of one own style: everything the owner edits, as plain JSON (pages, REST and MCP
// all hand it on). Every builder service finds the style through lockOwnStyle, so "not yours" and
// "does not exist" are the same not_found everywhere: a style id never reveals someone else's style.
import { db, type Prisma } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import { isUuid } from "@/lib/styles/ref";
import { builderUrl, shareUrl } from "@/lib/urls";

export type Tx = Prisma.TransactionClient;

export interface OwnBlock {
  id: string;
  section: string;
  type: string;
  value: unknown;
  enabled: boolean;
  position: number;
}

export interface OwnReferenceImage {
  id: string;
  kind: "inspiration" | "source";
  url: string;
  thumbnailUrl: string | null;
  width: number | null;
  height: number | null;
  alt: string | null;
  position: number;
}

export interface OwnSample {
  id: string;
  kind: "image" | "written" | "clip";
  url: string | null;
  thumbnailUrl: string | null;
  posterUrl: string | null;
  text: string | null;
  durationSeconds: number | null;
  public: boolean;
  position: number;
}

export interface OwnStyle {
  id: string;
  name: string;
  description: string | null;
  category: string | null;
  tags: string[];
  visibility: "public" | "link_shared" | "private";
  moderation: "approved" | "pending" | "rejected";
  slug: string | null;
  disabledSections: string[];
  blocks: OwnBlock[];
  referenceImages: OwnReferenceImage[];
  samples: OwnSample[];
  latestGenerationId: string | null;
  publishedGenerationId: string | null;
  lastGeneratedAt: string | null;
  publishedAt: string | null;
  remixOf: { id: string; name: string; slug: string | null } | null;
  /** Where the owner edits it. */
  editUrl: string;
  /** The public share page, while the style is shared (public or link-only). */
  shareUrl: string | null;
  updatedAt: string;
}

const ownStyleSelect = {
  id: true,
  name: true,
  description: true,
  category: true,
  tags: true,
  visibility: true,
  moderation: true,
  slug: true,
  disabledSections: true,
  latestGenerationId: true,
  publishedGenerationId: true,
  lastGeneratedAt: true,
  publishedAt: true,
  updatedAt: true,
  remixOf: { select: { id: true, name: true, slug: true } },
  blocks: { orderBy: { position: "asc" }, select: { id: true, section: true, type: true, value: true, enabled: true, position: true } },
  referenceImages: {
    orderBy: [{ position: "asc" }, { createdAt: "asc" }],
    select: { id: true, kind: true, url: true, thumbnailUrl: true, width: true, height: true, alt: true, position: true },
  },
  samples: {
    orderBy: [{ position: "asc" }, { createdAt: "asc" }],
    select: { id: true, kind: true, url: true, thumbnailUrl: true, posterUrl: true, text: true, durationSeconds: true, public: true, position: true },
  },
} as const satisfies Prisma.StyleSelect;

export function styleNotFound(styleId: string): Error {
  return notFound(`None of your styles has the id ${styleId}. Your styles are listed in your library (GET /me/styles).`);
}

/** The owner's style, read now (never from a cache). */
export async function ownStyle(userId: string, styleId: string): Promise<OwnStyle> {
  if (!isUuid(styleId)) throw styleNotFound(styleId);
  const prisma = await db();
  const row = await prisma.style.findFirst({ where: { id: styleId, ownerId: userId }, select: ownStyleSelect });
  if (!row) throw styleNotFound(styleId);
  return stateOf(row);
}

/** Locks the owner's style row for the rest of the transaction, so concurrent saves, generations and
 *  publications of one style take turns and each sees what the previous one wrote. */
export async function lockOwnStyle(tx: Tx, userId: string, styleId: string): Promise<void> {
  if (!isUuid(styleId)) throw styleNotFound(styleId);
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "Style" WHERE "id" = ${styleId}::uuid AND "ownerId" = ${userId}::uuid FOR UPDATE`;
  if (rows.length === 0) throw styleNotFound(styleId);
}

/** The state inside a transaction, for services that return what they just wrote. */
export async function ownStyleIn(tx: Tx, styleId: string): Promise<OwnStyle> {
  return stateOf(await tx.style.findUniqueOrThrow({ where: { id: styleId }, select: ownStyleSelect }));
}

type Row = Prisma.StyleGetPayload<{ select: typeof ownStyleSelect }>;

function stateOf(row: Row): OwnStyle {
  const shared = row.slug && row.visibility !== "private";
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    tags: row.tags,
    visibility: row.visibility,
    moderation: row.moderation,
    slug: row.slug,
    disabledSections: row.disabledSections,
    blocks: row.blocks,
    referenceImages: row.referenceImages,
    samples: row.samples,
    latestGenerationId: row.latestGenerationId,
    publishedGenerationId: row.publishedGenerationId,
    lastGeneratedAt: row.lastGeneratedAt?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    remixOf: row.remixOf,
    editUrl: builderUrl(row.id),
    shareUrl: shared ? shareUrl(row.slug!) : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
