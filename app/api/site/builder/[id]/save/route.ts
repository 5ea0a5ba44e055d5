// POST /api/site/builder/{id}/save: the builder page's Save, on the same service the API and MCP will use.
import { saveStyleEdits } from "@/lib/builder/edit";
import { jsonBody, pageRoute } from "@/lib/http/page-caller";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

export const POST = pageRoute<{ id: string }>({ csrf: "builder" }, async ({ req, user, params }) =>
  json(await saveStyleEdits(user.id, params.id, await jsonBody(req, "The save"))),
);
