// GET /llms.txt: every docs page and blog post, the API reference and the OpenAPI document, in the
// llmstxt.org format (built by lib/docs/llms).
import { llmsResponse } from "@/lib/docs/respond";

export const dynamic = "force-dynamic";

export function GET(req: Request): Response {
  return llmsResponse(req, "llms");
}
