// POST /builder/{id}/publish: visibility, category and tags for the latest generation. Public ones wait
// for review; the page shows the moderation state the service returns.
import { publishStyle } from "@/lib/builder/publish";
import { invalidRequest } from "@/lib/errors";
import { NO_STORE, pageCaller } from "@/lib/http/page-caller";
import { errorResponse, json, toServiceError } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

type Ctx = { params: Promise<{ id: string }> };

export async function POST(req: Request, ctx: Ctx): Promise<Response> {
  const caller = await pageCaller(req, { csrf: "builder" });
  if (!caller.ok) return caller.response;
  try {
    const { id } = await ctx.params;
    const input = await req.json().catch(() => {
      throw invalidRequest("The publication settings must be a JSON object.");
    });
    return json(await publishStyle(caller.user.id, id, input), { headers: NO_STORE });
  } catch (err) {
    return errorResponse(toServiceError(err));
  }
}
