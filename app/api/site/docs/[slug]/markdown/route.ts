// GET /docs/{slug}.md and GET /docs/{slug} with Accept: text/markdown arrive here through the
// rewrites in next.config.ts.
import { twinResponse } from "@/lib/docs/respond";

export const dynamic = "force-dynamic";

export async function GET(req: Request, ctx: { params: Promise<{ slug: string }> }): Promise<Response> {
  const { slug } = await ctx.params;
  return twinResponse(req, "docs", slug === "index" ? "" : slug);
}
