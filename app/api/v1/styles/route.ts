import { searchStylesQuery } from "@/lib/api";
import { searchGallery } from "@/lib/gallery/search-index";
import { apiRoute, otherMethods, preflight } from "@/lib/http/api-route";
import { queryOf } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

export const GET = apiRoute(async ({ url }) => {
  const q = queryOf(searchStylesQuery, url);
  return json(await searchGallery({ query: q.query, category: q.category, sort: q.sort, limit: q.limit, offset: q.offset }));
});

export const OPTIONS = preflight;
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
