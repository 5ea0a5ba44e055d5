// GET /api/site/extract/runs: the extract page's recent runs (newest first, `cursor` for older ones) and the
// balance as the ledger has it now.
import { pageRoute } from "@/lib/http/page-caller";
import { queryOf } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { extractPageRuns, recentRunsQuery } from "@/app/extract/_lib/runs";

export const dynamic = "force-dynamic";

export const GET = pageRoute({ csrf: false }, async ({ req, user }) => {
  const { cursor } = queryOf(recentRunsQuery, new URL(req.url));
  return json(await extractPageRuns(user, cursor));
});
