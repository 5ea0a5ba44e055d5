// POST /api/site/share/{slug}/save: the style page's "Save to library", on the service behind the API's
// POST /styles/{ref}/save (idempotent: saving twice answers 200 with alreadySaved true).
import { pageRoute } from "@/lib/http/page-caller";
import { json } from "@/lib/http/respond";
import { saveToLibrary } from "@/lib/library/save";

export const dynamic = "force-dynamic";

// "web": popularity counts attribute this save to the website (the API's are per `client`).
export const POST = pageRoute<{ slug: string }>({ csrf: "share" }, async ({ user, params }) => json(await saveToLibrary(user.id, params.slug, "web")));
