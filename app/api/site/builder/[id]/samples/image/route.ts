// POST /api/site/builder/{id}/samples/image: an image made with the style: multipart ("image" file), or JSON
// `{upload}` naming an image the page staged in the blob store (app/builder/_lib/upload.ts).
import { addImageSample } from "@/lib/builder/samples";
import { pageRoute } from "@/lib/http/page-caller";
import { json } from "@/lib/http/respond";
import { takeImageUpload } from "@/app/builder/_lib/upload";

export const dynamic = "force-dynamic";

export const POST = pageRoute<{ id: string }>({ csrf: "builder", lane: "media" }, async ({ req, user, params }) => {
  const sample = await takeImageUpload(req, user.id, {}, (bytes) => addImageSample(user.id, params.id, bytes));
  return json(sample, { status: 201 });
});
