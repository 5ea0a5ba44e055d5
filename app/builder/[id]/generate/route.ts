// POST /builder/{id}/generate: freezes the saved style into a generation (what the owner's API reads serve).
import { generateStyle } from "@/lib/builder/generate";
import { NO_STORE, pageCaller } from "@/lib/http/page-caller";
import { errorResponse, json, toServiceError } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

type Ctx = { params: Promise<{ id: string }> };

export async function POST(req: Request, ctx: Ctx): Promise<Response> {
  const caller = await pageCaller(req, { csrf: "builder" });
  if (!caller.ok) return caller.response;
  try {
    const { id } = await ctx.params;
    return json(await generateStyle(caller.user.id, id), { headers: NO_STORE });
  } catch (err) {
    return errorResponse(toServiceError(err));
  }
}
