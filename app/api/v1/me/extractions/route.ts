import { myExtractionsQuery } from "@/lib/api";
import { listExtractionHistory } from "@/lib/extraction/history";
import { apiRoute, otherMethods, preflight } from "@/lib/http/api-route";
import { queryOf } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

export const GET = apiRoute(
  async ({ url, caller }) => json(await listExtractionHistory(caller.userId, queryOf(myExtractionsQuery, url))),
  { auth: "styles:read" },
);

export const OPTIONS = preflight;
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
