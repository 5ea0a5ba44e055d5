// GET /llms-full.txt: every docs page and blog post in full, as one Markdown file.
import { llmsResponse } from "@/lib/docs/respond";

export const dynamic = "force-dynamic";

export function GET(req: Request): Response {
  return llmsResponse(req, "llmsFull");
}
