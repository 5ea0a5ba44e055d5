// POST /extract/start: the extract page's start, on the services POST /api/v1/extractions uses. The
// session cookie stands in for the bearer token; the CSRF header stands in for the bearer's proof
// that the request is the page's own.
import { extractionAccount } from "@/lib/extraction/account";
import { acceptSources } from "@/lib/extraction/intake";
import { creditsHeader, startExtraction } from "@/lib/extraction/start";
import { errorResponse, json, toServiceError } from "@/lib/http/respond";
import { HEADER } from "@/lib/openapi/components";
import { spendExtractionStart } from "@/lib/ratelimit";
import { NO_STORE, pageCaller } from "@/lib/http/page-caller";
import { pageExtractionInput } from "../_lib/input";

export const dynamic = "force-dynamic";
// Fetching URL sources and decoding large images happen before the answer.
export const maxDuration = 60;

export async function POST(req: Request): Promise<Response> {
  const caller = await pageCaller(req, { csrf: "extract" });
  if (!caller.ok) return caller.response;
  try {
    await spendExtractionStart(caller.user.id);
    const account = await extractionAccount(caller.user.id);
    const accepted = await acceptSources(await pageExtractionInput(req, account.plan), account.plan);
    const started = await startExtraction(account, accepted);
    return json(started.body, { status: 202, headers: { ...NO_STORE, [HEADER.creditsRemaining]: creditsHeader(started.creditsRemaining) } });
  } catch (err) {
    return errorResponse(toServiceError(err));
  }
}
