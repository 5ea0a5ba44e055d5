import { myStylesQuery } from "@/lib/api";
import { apiRoute, otherMethods, preflight } from "@/lib/http/api-route";
import { queryOf } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { listMyStyles } from "@/lib/library/my-styles";

export const dynamic = "force-dynamic";

export const GET = apiRoute(
  async ({ url, caller }) => {
    const q = queryOf(myStylesQuery, url);
    return json(await listMyStyles(caller.userId, { query: q.query, limit: q.limit, cursor: q.cursor }));
  },
  { auth: "styles:read" },
);

export const OPTIONS = preflight;
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
