// /api/site/extract/status/{id}: the extract page's poll (GET) and "Save as draft" (POST), both through
// pollExtraction like GET /api/v1/extractions/{id}. Saving writes a style, so it is a CSRF-checked
// POST here rather than the API's save_as_draft query flag on a GET. Beside the API's answer the page
// gets the run as its recent runs list it (`run`): the source images shown beside the findings, and
// for an unknown reference the names near it ("Did you mean Hokusai?" starts the corrected run).
import { extractionStatusQuery } from "@/lib/api";
import { recentRun } from "@/lib/extraction/recent-runs";
import { pollExtraction } from "@/lib/extraction/status";
import { pageRoute } from "@/lib/http/page-caller";
import { queryOf } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

const poll = (saveAsDraft: boolean) =>
  pageRoute<{ id: string }>({ csrf: saveAsDraft ? "extract" : false }, async ({ req, user, params }) => {
    const { name } = queryOf(extractionStatusQuery, new URL(req.url));
    const status = await pollExtraction(user.id, params.id, { saveAsDraft, name });
    return json({ ...status, run: await recentRun(user.id, params.id) });
  });

export const GET = poll(false);
export const POST = poll(true);
