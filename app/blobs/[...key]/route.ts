import { blobResponse } from "@/lib/http/blob-response";

export const dynamic = "force-dynamic";

export async function GET(req: Request, ctx: { params: Promise<{ key: string[] }> }): Promise<Response> {
  return blobResponse((await ctx.params).key, req.headers.get("if-none-match"));
}
