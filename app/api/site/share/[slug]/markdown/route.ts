// GET /share/{slug}.md and GET /share/{slug} with Accept: text/markdown arrive here through the
// rewrites in next.config.ts.
import { etagMatches } from "@/lib/etag";
import { shareMarkdown } from "@/lib/gallery/share";
import { errorResponse } from "@/lib/http/respond";
import { toServiceError } from "@/lib/errors/to-service-error";

export const dynamic = "force-dynamic";

export async function GET(req: Request, ctx: { params: Promise<{ slug: string }> }): Promise<Response> {
  const headers = new Headers({ "Access-Control-Allow-Origin": "*", Vary: "Accept" });
  try {
    const { slug } = await ctx.params;
    const md = await shareMarkdown(slug.replace(/\.md$/, ""));
    headers.set("ETag", md.etag);
    headers.set("Link", `<${md.canonicalUrl}>; rel="canonical"`);
    headers.set("Cache-Control", "public, max-age=60, must-revalidate");
    if (etagMatches(req.headers.get("if-none-match"), md.etag)) return new Response(null, { status: 304, headers });
    headers.set("Content-Type", "text/markdown; charset=utf-8");
    headers.set("X-Token-Count", String(md.tokenCount));
    return new Response(md.body, { status: 200, headers });
  } catch (err) {
    const res = errorResponse(toServiceError(err));
    headers.forEach((v, k) => res.headers.set(k, v));
    return res;
  }
}
