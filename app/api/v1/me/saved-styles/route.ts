import { savedStylesQuery } from "@/lib/api";
import { apiRoute, otherMethods, preflight } from "@/lib/http/api-route";
import { queryOf } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { listSavedStyles } from "@/lib/library/saved-styles";

export const dynamic = "force-dynamic";

export const GET = apiRoute(
  async ({ url, caller }) => {
    const q = queryOf(savedStylesQuery, url);
    return json(await listSavedStyles(caller.userId, q));
  },
  { auth: "styles:read" },
);

export const OPTIONS = preflight;
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
