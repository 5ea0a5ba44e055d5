// What a listed gallery style is, and how a ranked list of them becomes SearchResults. Shared by the
// public gallery (search-index.ts) and a user's saved styles (lib/library/saved-styles.ts).
import { siteUrl } from "@/lib/config";
import { pageOf, type SearchDoc } from "@/lib/search/rank";
import type { StyleSnapshot } from "@/lib/styles/snapshot";
import { cardOf, type StyleCard } from "./cards";

/** Prisma filter for styles that appear in the gallery: public, approved, with a share slug and a
 *  published generation. */
export const LISTED_STYLE = {
  visibility: "public",
  moderation: "approved",
  slug: { not: null },
  publishedGenerationId: { not: null },
} as const;

export interface CardDoc extends SearchDoc {
  card: StyleCard;
}

/** A searchable card; `rankedAt` is what sort=recent orders by (publication, or the save time). */
export function cardDocOf(id: string, slug: string, snapshot: StyleSnapshot, rankedAt: Date): CardDoc {
  return {
    id,
    name: snapshot.name,
    tags: snapshot.tags,
    category: snapshot.category,
    description: snapshot.description,
    publishedAt: rankedAt.getTime(),
    popularity: 0,
    card: cardOf(slug, snapshot),
  };
}

export interface SearchResults {
  count: number;
  styles: StyleCard[];
  availableCategories?: string[];
  offset: number;
  hasMore: boolean;
  nextOffset: number | null;
  attribution: string;
}

export function galleryAttribution(): string {
  return `Styles from the Styleshelf gallery (${siteUrl()}). Credit the author (@handle) and link the style's url when you use it.`;
}

/** One page of a ranked list; `categories` is asked for only when the first page matched nothing. */
export function resultsPage(ranked: CardDoc[], offset: number, limit: number, categories: () => string[]): SearchResults {
  const page = pageOf(ranked, offset, limit);
  const results: SearchResults = {
    count: ranked.length,
    styles: page.items.map((d) => d.card),
    offset,
    hasMore: page.hasMore,
    nextOffset: page.nextOffset,
    attribution: galleryAttribution(),
  };
  if (ranked.length === 0 && offset === 0) results.availableCategories = categories();
  return results;
}
