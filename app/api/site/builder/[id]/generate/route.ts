// POST /api/site/builder/{id}/generate: freezes the saved style into a generation (what the owner's API reads serve).
import { generateStyle } from "@/lib/builder/generate";
import { pageRoute } from "@/lib/http/page-caller";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

export const POST = pageRoute<{ id: string }>({ csrf: "builder" }, async ({ user, params }) => json(await generateStyle(user.id, params.id)));
