import { extractionHistoryEntryQuery, historyEntryParams } from "@/lib/api";
import { parseValue } from "@/lib/api/parse";
import { invalidRequest } from "@/lib/errors";
import { extractionHistoryEntry } from "@/lib/extraction/history";
import { apiRoute, otherMethods, preflight } from "@/lib/http/api-route";
import { queryOf } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

export const GET = apiRoute<{ id: string }>(
  async ({ url, params, caller }) => {
    const path = parseValue(historyEntryParams, params);
    if (!path.ok) throw invalidRequest(path.message);
    const q = queryOf(extractionHistoryEntryQuery, url);
    return json(await extractionHistoryEntry(caller.userId, path.value.id, q.format));
  },
  { auth: "styles:read" },
);

export const OPTIONS = preflight;
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
