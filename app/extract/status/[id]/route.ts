// /extract/status/{id}: the extract page's poll (GET) and "Save as draft" (POST), both through
// pollExtraction like GET /api/v1/extractions/{id}. Saving writes a style, so it is a CSRF-checked
// POST here rather than the API's save_as_draft query flag on a GET.
import { extractionStatusQuery } from "@/lib/api";
import { pollExtraction } from "@/lib/extraction/status";
import { queryOf } from "@/lib/http/parse";
import { errorResponse, json, toServiceError } from "@/lib/http/respond";
import { NO_STORE, pageCaller } from "@/lib/http/page-caller";

export const dynamic = "force-dynamic";

type Ctx = { params: Promise<{ id: string }> };

async function poll(req: Request, ctx: Ctx, saveAsDraft: boolean): Promise<Response> {
  const caller = await pageCaller(req, { csrf: saveAsDraft ? "extract" : false });
  if (!caller.ok) return caller.response;
  try {
    const { name } = queryOf(extractionStatusQuery, new URL(req.url));
    const { id } = await ctx.params;
    return json(await pollExtraction(caller.user.id, id, { saveAsDraft, name }), { headers: NO_STORE });
  } catch (err) {
    return errorResponse(toServiceError(err));
  }
}

export const GET = (req: Request, ctx: Ctx) => poll(req, ctx, false);
export const POST = (req: Request, ctx: Ctx) => poll(req, ctx, true);
