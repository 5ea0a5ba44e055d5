// Reads the gallery's query string into a safe search. The page is public and its URL is shared and
// crawled, so any value that is out of range or malformed falls back to its default instead of
// failing the page (the REST API, by contrast, answers 400).

export const PAGE_SIZE = 24;
export const MAX_OFFSET = 200;
export const MAX_QUERY = 200;
export const MAX_CATEGORY = 80;
export const SORTS = ["popular", "recent"] as const;
export type GallerySort = (typeof SORTS)[number];
/** The website leads with what people use; the API's default (`recent`) suits polling clients. */
export const DEFAULT_SORT: GallerySort = "popular";

export interface GalleryParams {
  query: string;
  category: string;
  sort: GallerySort;
  offset: number;
}

type RawParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function text(value: string | undefined, max: number): string {
  const trimmed = (value ?? "").trim();
  return trimmed.length <= max ? trimmed : "";
}

function offsetOf(value: string | undefined): number {
  if (!value || !/^\d{1,4}$/.test(value)) return 0;
  const n = Number(value);
  return n <= MAX_OFFSET && n % PAGE_SIZE === 0 ? n : 0;
}

export function parseGalleryParams(raw: RawParams): GalleryParams {
  const sort = first(raw.sort);
  return {
    query: text(first(raw.query), MAX_QUERY),
    category: text(first(raw.category), MAX_CATEGORY),
    sort: SORTS.includes(sort as GallerySort) ? (sort as GallerySort) : DEFAULT_SORT,
    offset: offsetOf(first(raw.offset)),
  };
}

/** The gallery URL for a search, leaving out defaults so links stay short and canonical. */
export function galleryHref(p: Partial<GalleryParams>): string {
  const qs = new URLSearchParams();
  if (p.query) qs.set("query", p.query);
  if (p.category) qs.set("category", p.category);
  if (p.sort && p.sort !== DEFAULT_SORT) qs.set("sort", p.sort);
  if (p.offset) qs.set("offset", String(p.offset));
  const s = qs.toString();
  return s ? `/?${s}` : "/";
}
