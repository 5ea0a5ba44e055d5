// GET /me/styles: the caller's own styles, private ones included, with keyset paging (see
// ./my-styles-cursor.ts for the order and why). Without effective query terms the listing is one
// indexed query on (ownerId, updatedAt); with terms, the caller's styles are scored in memory with
// the gallery's scoring (lib/search/rank.ts), because one person's library is small.
import { db } from "@/lib/db/client";
import { scoreDocs, searchTerms, type SearchDoc } from "@/lib/search/rank";
import { absoluteUrl, builderUrl } from "@/lib/urls";
import { comesBefore, decodeCursor, encodeCursor, type CursorKey } from "./my-styles-cursor";

export interface MyStyleItem {
  name: string;
  slug: string | null;
  ref: string;
  visibility: "public" | "link-shared" | "private";
  category: string | null;
  tags: string[];
  heroImage: string | null;
  updatedAt: string;
  lastGeneratedAt: string | null;
  url: string;
}

export interface MyStyles {
  count: number;
  styles: MyStyleItem[];
  nextCursor: string | null;
}

export interface MyStylesParams {
  query?: string;
  limit: number;
  cursor?: string;
}

const rowSelect = {
  id: true,
  name: true,
  description: true,
  slug: true,
  visibility: true,
  category: true,
  tags: true,
  publishedAt: true,
  updatedAt: true,
  lastGeneratedAt: true,
} as const;

interface Row {
  id: string;
  name: string;
  description: string | null;
  slug: string | null;
  visibility: "public" | "link_shared" | "private";
  category: string | null;
  tags: string[];
  publishedAt: Date | null;
  updatedAt: Date;
  lastGeneratedAt: Date | null;
}

/** One of the caller's styles as the website's own pages read it: the listing item and its id, which
 *  the builder link and the moderation lookup (moderationOfStyles, lib/moderation/decide.ts) take. */
export interface OwnStyleItem extends MyStyleItem {
  id: string;
}

export interface OwnStyles extends Omit<MyStyles, "styles"> {
  styles: OwnStyleItem[];
}

/** GET /me/styles and MCP list_my_styles: the contract's MyStyleItem, which names a style by `ref` and
 *  its builder `url`, so the id stays out of the body. */
export async function listMyStyles(userId: string, params: MyStylesParams): Promise<MyStyles> {
  const page = await listOwnStyles(userId, params);
  return { ...page, styles: page.styles.map(({ id: _id, ...item }) => item) };
}

/** The same listing (same order, paging and search) with each style's id, for the website's pages. */
export async function listOwnStyles(userId: string, params: MyStylesParams): Promise<OwnStyles> {
  const terms = searchTerms(params.query);
  // An empty cursor is the same as none (clients that always send the parameter).
  const after = params.cursor ? decodeCursor(params.cursor, terms) : null;
  const { rows, count, keys } = terms.length === 0 ? await plainPage(userId, params.limit, after) : await rankedPage(userId, terms, params.limit, after);
  const page = rows.slice(0, params.limit);
  const last = keys[page.length - 1];
  const nextCursor = rows.length > params.limit && last ? encodeCursor(last, terms) : null;
  const heroes = await heroImages(page.map((r) => r.id));
  return { count, styles: page.map((r) => itemOf(r, heroes.get(r.id) ?? null)), nextCursor };
}

/** limit + 1 rows after the cursor, newest edit first, so the extra row says whether a page follows. */
async function plainPage(userId: string, limit: number, after: CursorKey | null) {
  const prisma = await db();
  const where = {
    ownerId: userId,
    ...(after && {
      OR: [{ updatedAt: { lt: after.updatedAt } }, { updatedAt: after.updatedAt, id: { lt: after.id } }],
    }),
  };
  const [rows, count] = await Promise.all([
    prisma.style.findMany({ where, select: rowSelect, orderBy: [{ updatedAt: "desc" }, { id: "desc" }], take: limit + 1 }),
    prisma.style.count({ where: { ownerId: userId } }),
  ]);
  return { rows, count, keys: rows.map((r) => ({ score: null, updatedAt: r.updatedAt, id: r.id })) };
}

async function rankedPage(userId: string, terms: string[], limit: number, after: CursorKey | null) {
  const prisma = await db();
  const all = await prisma.style.findMany({ where: { ownerId: userId }, select: rowSelect });
  // Scored together: whether a term falls back to typos depends on the words of all the styles.
  const scores = scoreDocs(all.map(searchDocOf), terms);
  const scored = all
    .map((row, i) => ({ row, key: { score: scores[i]!, updatedAt: row.updatedAt, id: row.id } }))
    .filter((s) => s.key.score > 0)
    .sort((a, b) => (comesBefore(a.key, b.key) ? -1 : 1));
  const rest = after ? scored.filter((s) => comesBefore(after, s.key)) : scored;
  const window = rest.slice(0, limit + 1);
  return { rows: window.map((s) => s.row), count: scored.length, keys: window.map((s) => s.key) };
}

/** The fields a person sees in the list are the fields the query searches (category and tags only
 *  exist once published). */
function searchDocOf(row: Row): SearchDoc {
  const published = row.publishedAt !== null;
  return {
    id: row.id,
    name: row.name,
    tags: published ? row.tags : [],
    category: published ? row.category : null,
    description: row.description,
    publishedAt: row.updatedAt.getTime(),
    popularity: 0,
  };
}

const VISIBILITY = { public: "public", link_shared: "link-shared", private: "private" } as const;

function itemOf(row: Row, heroImage: string | null): OwnStyleItem {
  const published = row.publishedAt !== null;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    ref: row.slug ?? row.id,
    visibility: VISIBILITY[row.visibility],
    category: published ? row.category : null,
    tags: published ? row.tags : [],
    heroImage,
    updatedAt: row.updatedAt.toISOString(),
    lastGeneratedAt: row.lastGeneratedAt?.toISOString() ?? null,
    url: builderUrl(row.id),
  };
}

/** Each style's first inspiration image (else its first source image), absolute. */
async function heroImages(styleIds: string[]): Promise<Map<string, string>> {
  if (styleIds.length === 0) return new Map();
  const prisma = await db();
  const images = await prisma.referenceImage.findMany({
    where: { styleId: { in: styleIds } },
    select: { styleId: true, url: true },
    // The enum declares inspiration before source, and PostgreSQL orders enums by declaration.
    orderBy: [{ kind: "asc" }, { position: "asc" }, { createdAt: "asc" }],
  });
  const out = new Map<string, string>();
  for (const img of images) if (!out.has(img.styleId)) out.set(img.styleId, absoluteUrl(img.url));
  return out;
}
