// POST /api/site/extract/start: the extract page's start, on the same service as POST /api/v1/extractions and
// the same per-account lane. The session cookie stands in for the bearer token; the CSRF header
// stands in for the bearer's proof that the request is the page's own. Refusals come back in the
// page's words (app/extract/_lib/refusal-wording.ts); the REST API keeps its own.
import { startedResponse } from "@/lib/http/extraction-input";
import { pageRoute } from "@/lib/http/page-caller";
import { inPageWords } from "@/app/extract/_lib/refusal-wording";
import { startFromPage } from "@/app/extract/_lib/start";

export const dynamic = "force-dynamic";
// Fetching URL sources and decoding large images happen before the answer.
export const maxDuration = 60;

export const POST = pageRoute({ csrf: "extract", lane: "extract" }, async ({ req, user }) => {
  try {
    return startedResponse(await startFromPage(req, user.id));
  } catch (err) {
    throw inPageWords(err);
  }
});
