// PUT /api/site/builder/{id}/images/order: {ids} names every inspiration image once, in the new order; answers
// the images in that order.
import { reorderInspirationImages } from "@/lib/builder/images";
import { imageOrderBody, mediaInput } from "@/lib/builder/media-input";
import { jsonBody, pageRoute } from "@/lib/http/page-caller";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

export const PUT = pageRoute<{ id: string }>({ csrf: "builder" }, async ({ req, user, params }) => {
  const { ids } = mediaInput(imageOrderBody, await jsonBody(req, "The image order"));
  return json(await reorderInspirationImages(user.id, params.id, ids));
});
