// GET /me/saved-styles: the gallery styles a caller saved, as StyleCards from each style's published
// snapshot, searched and paged exactly like the gallery (lib/search/rank.ts). Without a query the
// most recently saved come first. A saved style that is no longer public and approved is left out
// (its row stays, so it comes back if the style does).
import { db } from "@/lib/db/client";
import { cardFieldsOfRows } from "@/lib/gallery/card-fields";
import { LISTED_STYLE, cardDocOf, resultsPage, type CardDoc, type SearchResults } from "@/lib/gallery/listing";
import { categoriesOf, rankDocs, suggestDocs } from "@/lib/search/rank";

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
  return resultsPage(ranked, ranked.length, params.offset, params.limit, {
    categories: () => categoriesOf(docs),
    query: params.query,
    suggestion: () => suggestDocs(docs, params),
  });
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
      style: { select: { id: true, slug: true, publishedGeneration: { select: { id: true, card: true } } } },
    },
  });
  const listed = saved.flatMap(({ createdAt, style: { id, slug, publishedGeneration: g } }) =>
    g && slug ? [{ id, slug, createdAt, generationId: g.id, card: g.card }] : [],
  );
  const fields = await cardFieldsOfRows(listed, prisma);
  return listed.flatMap((s, i) => {
    const card = fields[i];
    return card ? [cardDocOf(s.id, s.slug, card, s.createdAt)] : [];
  });
}
