// /extract/status/{id}: the extract page's poll (GET) and "Save as draft" (POST), both through
// pollExtraction like GET /api/v1/extractions/{id}. Saving writes a style, so it is a CSRF-checked
// POST here rather than the API's save_as_draft query flag on a GET.
import { extractionStatusQuery } from "@/lib/api";
import { pollExtraction } from "@/lib/extraction/status";
import { pageRoute } from "@/lib/http/page-caller";
import { queryOf } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

const poll = (saveAsDraft: boolean) =>
  pageRoute<{ id: string }>({ csrf: saveAsDraft ? "extract" : false }, async ({ req, user, params }) => {
    const { name } = queryOf(extractionStatusQuery, new URL(req.url));
    return json(await pollExtraction(user.id, params.id, { saveAsDraft, name }));
  });

export const GET = poll(false);
export const POST = poll(true);
