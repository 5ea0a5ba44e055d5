// POST /api/site/builder/{id}/images: adds an inspiration image: multipart (an "image" file and an optional
// "alt" description), or JSON `{upload, alt}` naming an image the page staged in the blob store
// (app/builder/_lib/upload.ts). The image is checked from its bytes and stored with a thumbnail by the service.
import { addInspirationImage, ALT_MAX_CHARS } from "@/lib/builder/images";
import { pageRoute } from "@/lib/http/page-caller";
import { json } from "@/lib/http/respond";
import { takeImageUpload } from "@/app/builder/_lib/upload";

export const dynamic = "force-dynamic";

export const POST = pageRoute<{ id: string }>({ csrf: "builder", lane: "media" }, async ({ req, user, params }) => {
  // The alt text may carry extra whitespace that the service collapses; the service counts the rest.
  const image = await takeImageUpload(req, user.id, { textFields: { alt: ALT_MAX_CHARS * 4 } }, (bytes, fields) =>
    addInspirationImage(user.id, params.id, bytes, fields.get("alt")),
  );
  return json(image, { status: 201 });
});
