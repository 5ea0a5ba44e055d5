// GET /me/saved-styles: the gallery styles a caller saved, as StyleCards from each style's published
// snapshot, searched and paged exactly like the gallery (lib/search/rank.ts). Without a query the
// most recently saved come first. A saved style that is no longer public and approved is left out
// (its row stays, so it comes back if the style does).
import { db } from "@/lib/db/client";
import { cardOf, type StyleCard } from "@/lib/gallery/cards";
import { galleryAttribution, type GallerySearchResults } from "@/lib/gallery/search-index";
import { categoriesOf, pageOf, rankDocs, type SearchDoc } from "@/lib/search/rank";
import type { StyleSnapshot } from "@/lib/styles/snapshot";

export interface SavedStylesParams {
  query?: string;
  category?: string;
  limit: number;
  offset: number;
}

interface SavedDoc extends SearchDoc {
  card: StyleCard;
}

export async function listSavedStyles(userId: string, params: SavedStylesParams): Promise<GallerySearchResults> {
  const docs = await savedDocs(userId);
  // "recent" orders ties (and the whole list without a query) by publishedAt, which here is the save time.
  const ranked = rankDocs(docs, { query: params.query, category: params.category, sort: "recent" });
  const page = pageOf(ranked, params.offset, params.limit);
  const results: GallerySearchResults = {
    count: ranked.length,
    styles: page.items.map((d) => d.card),
    offset: params.offset,
    hasMore: page.hasMore,
    nextOffset: page.nextOffset,
    attribution: galleryAttribution(),
  };
  if (ranked.length === 0 && params.offset === 0) results.availableCategories = categoriesOf(docs);
  return results;
}

async function savedDocs(userId: string): Promise<SavedDoc[]> {
  const prisma = await db();
  const saved = await prisma.savedStyle.findMany({
    where: {
      userId,
      style: { visibility: "public", moderation: "approved", slug: { not: null }, publishedGenerationId: { not: null } },
    },
    select: {
      createdAt: true,
      style: { select: { id: true, slug: true, publishedGeneration: { select: { snapshot: true } } } },
    },
  });
  return saved.flatMap(({ createdAt, style }) => {
    const snapshot = style.publishedGeneration?.snapshot as unknown as StyleSnapshot | undefined;
    if (!snapshot || !style.slug) return [];
    return [
      {
        id: style.id,
        name: snapshot.name,
        tags: snapshot.tags,
        category: snapshot.category,
        description: snapshot.description,
        publishedAt: createdAt.getTime(),
        popularity: 0,
        card: cardOf(style.slug, snapshot),
      },
    ];
  });
}
