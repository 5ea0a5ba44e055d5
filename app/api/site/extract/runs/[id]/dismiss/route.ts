// POST /api/site/extract/runs/{id}/dismiss: hides a finished run from the extract page's recent runs (the run,
// its history entry and its ledger rows stay). `id` is the signed extractionId.
import { dismissRun } from "@/lib/extraction/recent-runs";
import { pageRoute } from "@/lib/http/page-caller";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

export const POST = pageRoute<{ id: string }>({ csrf: "extract" }, async ({ user, params }) => {
  await dismissRun(user.id, params.id);
  return json({ dismissed: true });
});
