// GET /blog/{slug}.md and GET /blog/{slug} with Accept: text/markdown (rewrites in next.config.ts).
import { twinResponse } from "@/lib/docs/respond";

export const dynamic = "force-dynamic";

export async function GET(req: Request, ctx: { params: Promise<{ slug: string }> }): Promise<Response> {
  return twinResponse(req, "blog", (await ctx.params).slug);
}
