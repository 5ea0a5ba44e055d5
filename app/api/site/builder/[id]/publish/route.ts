// POST /api/site/builder/{id}/publish: visibility, category and tags for the latest generation. Public ones wait
// for review; the page shows the moderation state the service returns.
import { publishStyle } from "@/lib/builder/publish";
import { jsonBody, pageRoute } from "@/lib/http/page-caller";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

export const POST = pageRoute<{ id: string }>({ csrf: "builder" }, async ({ req, user, params }) =>
  json(await publishStyle(user.id, params.id, await jsonBody(req, "The publication settings"))),
);
