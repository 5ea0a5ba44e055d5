// GET /me/saved-styles: the gallery styles a caller saved, as StyleCards from each style's published
// snapshot, searched and paged exactly like the gallery (lib/search/rank.ts). Without a query the
// most recently saved come first. A saved style that is no longer public and approved is left out
// (its row stays, so it comes back if the style does).
import { db } from "@/lib/db/client";
import { LISTED_STYLE, cardDocOf, resultsPage, type CardDoc, type SearchResults } from "@/lib/gallery/listing";
import { categoriesOf, rankDocs } from "@/lib/search/rank";
import type { StyleSnapshot } from "@/lib/styles/snapshot";

export interface SavedStylesParams {
  query?: string;
  category?: string;
  limit: number;
  offset: number;
}

export async function listSavedStyles(userId: string, params: SavedStylesParams): Promise<SearchResults> {
  const docs = await savedDocs(userId);
  // "recent" orders ties (and the whole list without a query) by publishedAt, which here is the save time.
  const ranked = rankDocs(docs, { query: params.query, category: params.category, sort: "recent" });
  return resultsPage(ranked, params.offset, params.limit, () => categoriesOf(docs));
}

async function savedDocs(userId: string): Promise<CardDoc[]> {
  const prisma = await db();
  const saved = await prisma.savedStyle.findMany({
    where: {
      userId,
      style: LISTED_STYLE,
    },
    select: {
      createdAt: true,
      style: { select: { id: true, slug: true, publishedGeneration: { select: { snapshot: true } } } },
    },
  });
  return saved.flatMap(({ createdAt, style }) => {
    const snapshot = style.publishedGeneration?.snapshot as unknown as StyleSnapshot | undefined;
    return snapshot && style.slug ? [cardDocOf(style.id, style.slug, snapshot, createdAt)] : [];
  });
}
