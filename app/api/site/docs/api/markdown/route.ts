// GET /docs/api.md and GET /docs/api with Accept: text/markdown (rewrites in next.config.ts): the API
// reference as Markdown, from the same OpenAPI document as the HTML page.
import { apiReferenceResponse } from "@/lib/docs/respond";

export const dynamic = "force-dynamic";

export function GET(req: Request): Response {
  return apiReferenceResponse(req);
}
