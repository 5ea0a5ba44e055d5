// What a listed gallery style is, and how a ranked list of them becomes SearchResults. Shared by the
// public gallery (search-index.ts) and a user's saved styles (lib/library/saved-styles.ts).
import { siteUrl } from "@/lib/config";
import { pageOf, searchTerms, type SearchDoc } from "@/lib/search/rank";
import { cardFrom, type CardFields, type StyleCard } from "./cards";

/** Prisma filter for styles that appear in the gallery: public, approved, with a share slug and a
 *  published generation. */
export const LISTED_STYLE = {
  visibility: "public",
  moderation: "approved",
  slug: { not: null },
  publishedGenerationId: { not: null },
} as const;

/** A searchable gallery style. Its StyleCard is built when a page is served: the gallery holds every
 *  listed style, and a card's absolute URLs would double what each one takes in memory. */
export interface CardDoc extends SearchDoc {
  slug: string;
  fields: CardFields;
}

/** A searchable card; `rankedAt` is what sort=recent orders by (publication, or the save time). */
export function cardDocOf(id: string, slug: string, fields: CardFields, rankedAt: Date | number): CardDoc {
  return {
    id,
    name: fields.name,
    tags: fields.tags,
    category: fields.category,
    description: fields.description,
    publishedAt: typeof rankedAt === "number" ? rankedAt : rankedAt.getTime(),
    popularity: 0,
    slug,
    fields,
  };
}

export interface SearchResults {
  count: number;
  styles: StyleCard[];
  availableCategories?: string[];
  /** "Did you mean": with availableCategories, for a query with words; null when nothing is close. */
  suggestion?: string | null;
  offset: number;
  hasMore: boolean;
  nextOffset: number | null;
  attribution: string;
}

export function galleryAttribution(): string {
  return `Styles from the Styleshelf gallery (${siteUrl()}). Credit the author (@handle) and link the style's url when you use it.`;
}

/** What a first page that matched nothing offers instead, asked for only then. */
export interface Retry {
  categories: () => string[];
  query: string | undefined;
  /** The "did you mean" for `query` (lib/search/rank.ts suggestIndex / suggestDocs). */
  suggestion: () => string | null;
}

/**
 * One page of a ranked list. `ranked` holds at least the top offset + limit docs of a list `count`
 * long (the gallery keeps only the top of long lists).
 */
export function resultsPage(ranked: CardDoc[], count: number, offset: number, limit: number, retry: Retry): SearchResults {
  const page = pageOf(ranked, offset, limit, count);
  const results: SearchResults = {
    count,
    styles: page.items.map((d) => cardFrom(d.slug, d.fields)),
    offset,
    hasMore: page.hasMore,
    nextOffset: page.nextOffset,
    attribution: galleryAttribution(),
  };
  if (count === 0 && offset === 0) {
    results.availableCategories = retry.categories();
    if (searchTerms(retry.query).length > 0) results.suggestion = retry.suggestion();
  }
  return results;
}
