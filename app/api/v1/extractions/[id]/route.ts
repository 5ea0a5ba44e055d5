import { extractionStatusQuery } from "@/lib/api";
import { pollExtraction } from "@/lib/extraction/status";
import { apiRoute, otherMethods, preflight } from "@/lib/http/api-route";
import { queryOf } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

export const GET = apiRoute<{ id: string }>(
  async ({ url, params, caller }) => {
    const q = queryOf(extractionStatusQuery, url);
    return json(await pollExtraction(caller.userId, params.id, { saveAsDraft: q.save_as_draft, name: q.name }));
  },
  { auth: "extract" },
);

export const OPTIONS = preflight;
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
