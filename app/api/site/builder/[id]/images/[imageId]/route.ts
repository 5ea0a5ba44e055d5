// PATCH /api/site/builder/{id}/images/{imageId}: the image's description ({alt}: text, or null to clear it).
// DELETE: takes it off the style (generations already frozen keep it).
import { removeInspirationImage, setInspirationImageAlt } from "@/lib/builder/images";
import { imageAltBody, mediaInput } from "@/lib/builder/media-input";
import { jsonBody, pageRoute } from "@/lib/http/page-caller";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

type Params = { id: string; imageId: string };

export const PATCH = pageRoute<Params>({ csrf: "builder" }, async ({ req, user, params }) => {
  const { alt } = mediaInput(imageAltBody, await jsonBody(req, "The image description"));
  return json(await setInspirationImageAlt(user.id, params.id, params.imageId, alt));
});

export const DELETE = pageRoute<Params>({ csrf: "builder" }, async ({ user, params }) => {
  await removeInspirationImage(user.id, params.id, params.imageId);
  return new Response(null, { status: 204 });
});
