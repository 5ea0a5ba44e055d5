// GET /docs.md and GET /docs with Accept: text/markdown (rewrites in next.config.ts).
import { twinResponse } from "@/lib/docs/respond";

export const dynamic = "force-dynamic";

export function GET(req: Request): Response {
  return twinResponse(req, "docs", "index");
}
