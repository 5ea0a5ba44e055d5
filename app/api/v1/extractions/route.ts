import { HEADER } from "@/lib/openapi/components";
import { acceptSources } from "@/lib/extraction/intake";
import { extractionAccount } from "@/lib/extraction/account";
import { creditsHeader, startExtraction } from "@/lib/extraction/start";
import { apiRoute, preflight } from "@/lib/http/api-route";
import { extractionInputOf } from "@/lib/http/extraction-input";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";
// Fetching URL sources and decoding large images happen before the 202.
export const maxDuration = 60;

export const POST = apiRoute(
  async ({ req, caller }) => {
    const account = await extractionAccount(caller.userId);
    const accepted = await acceptSources(await extractionInputOf(req, account.plan), account.plan);
    const started = await startExtraction(account, accepted);
    return json(started.body, { status: 202, headers: { [HEADER.creditsRemaining]: creditsHeader(started.creditsRemaining) } });
  },
  { auth: "extract", lane: "extract" },
);

export const OPTIONS = preflight;
