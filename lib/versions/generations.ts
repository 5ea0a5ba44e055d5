// A style's versions, for its owner: every generation (Generate freezes one; none is ever deleted),
// and what changed between two of them or between one and the unsaved edits ("draft"). Anyone else's
// style, or a generation of another style, is a 404 that reveals nothing.
import { liveSnapshot } from "@/lib/builder/live-snapshot";
import { db } from "@/lib/db/client";
import { invalidRequest, notFound } from "@/lib/errors";
import { generationSnapshot } from "@/lib/gallery/read";
import { isUuid } from "@/lib/styles/ref";
import type { StyleSnapshot } from "@/lib/styles/snapshot";
import { absoluteUrl } from "@/lib/urls";
import { DRAFT, diffSnapshots, type SnapshotDiff } from "./diff";


export interface GenerationItem {
  id: string;
  createdAt: string;
  /** The generation anonymous readers of the public page and API get. */
  published: boolean;
  /** The generation the owner's API reads serve. */
  latest: boolean;
  blockCount: number;
}

export interface GenerationList {
  count: number;
  generations: GenerationItem[];
}

export interface GenerationDiff extends SnapshotDiff {
  from: { id: string; createdAt: string };
  to: { id: string; createdAt: string | null };
}

const noSuchStyle = (id: string) => notFound(`None of your styles has the id ${id}. List yours with GET /me/styles.`);

async function ownStyle(userId: string, styleId: string) {
  if (!isUuid(styleId)) throw invalidRequest("id: must be a UUID (a style id from GET /me/styles)");
  const prisma = await db();
  const style = await prisma.style.findFirst({
    where: { id: styleId, ownerId: userId },
    select: { id: true, latestGenerationId: true, publishedGenerationId: true, visibility: true },
  });
  if (!style) throw noSuchStyle(styleId);
  return style;
}

/** Newest first. */
export async function listGenerations(userId: string, styleId: string): Promise<GenerationList> {
  const style = await ownStyle(userId, styleId);
  const prisma = await db();
  const rows = await prisma.generation.findMany({
    where: { styleId: style.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, createdAt: true, snapshot: true },
  });
  const generations = rows.map((g) => ({
    id: g.id,
    createdAt: g.createdAt.toISOString(),
    published: g.id === style.publishedGenerationId,
    latest: g.id === style.latestGenerationId,
    blockCount: ((g.snapshot as unknown as StyleSnapshot).blocks ?? []).length,
  }));
  return { count: generations.length, generations };
}

async function generationOf(styleId: string, id: string, param: "a" | "b"): Promise<{ id: string; createdAt: Date }> {
  if (!isUuid(id)) throw invalidRequest(`${param}: must be a generation id (a UUID)${param === "b" ? ` or "${DRAFT}"` : ""}`);
  const prisma = await db();
  const gen = await prisma.generation.findFirst({ where: { id, styleId }, select: { id: true, createdAt: true } });
  if (!gen) throw notFound(`This style has no generation ${id}. List them with GET /me/styles/${styleId}/generations.`);
  return gen;
}

/** What changed from generation `a` to generation `b` (or to the unsaved edits when `b` is "draft"). */
export async function diffGenerations(userId: string, styleId: string, a: string, b: string): Promise<GenerationDiff> {
  return diffOwnStyle(await ownStyle(userId, styleId), a, b);
}

async function diffOwnStyle(style: { id: string }, a: string, b: string): Promise<GenerationDiff> {
  const from = await generationOf(style.id, a, "a");
  const before = await generationSnapshot(from.id);
  let after: StyleSnapshot;
  let to: GenerationDiff["to"];
  if (b === DRAFT) {
    const prisma = await db();
    const live = await prisma.$transaction((tx) => liveSnapshot(tx, style.id));
    // Stored image addresses may be site-relative; generations are read with absolute ones.
    const images = live.referenceImages.map((i) => ({ ...i, url: absoluteUrl(i.url), thumbnailUrl: absoluteUrl(i.thumbnailUrl) }));
    after = { ...live, referenceImages: images };
    to = { id: DRAFT, createdAt: null };
  } else {
    const gen = await generationOf(style.id, b, "b");
    after = await generationSnapshot(gen.id);
    to = { id: gen.id, createdAt: gen.createdAt.toISOString() };
  }
  return { from: { id: from.id, createdAt: from.createdAt.toISOString() }, to, ...diffSnapshots(before, after) };
}

/** What the saved edits change in the public version (the published generation), for the builder's
 *  Publish panel; null when no version is public (never published, or private now). */
export async function changesSincePublished(userId: string, styleId: string): Promise<SnapshotDiff | null> {
  const style = await ownStyle(userId, styleId);
  if (!style.publishedGenerationId || style.visibility === "private") return null;
  return diffOwnStyle(style, style.publishedGenerationId, DRAFT);
}
