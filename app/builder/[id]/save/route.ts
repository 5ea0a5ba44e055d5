// POST /builder/{id}/save: the builder page's Save, on the same service as the REST and MCP edits.
// The session cookie names the owner; the CSRF header proves the request is the page's own.
import { saveStyleEdits } from "@/lib/builder/edit";
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
    const edits = await req.json().catch(() => {
      throw invalidRequest("The save must be a JSON object.");
    });
    return json(await saveStyleEdits(caller.user.id, id, edits), { headers: NO_STORE });
  } catch (err) {
    return errorResponse(toServiceError(err));
  }
}
