// POST /builder/{id}/images: adds an inspiration image (multipart: an "image" file and an optional
// "alt" description). The image is checked from its bytes and stored with a thumbnail by the service.
import { addInspirationImage, ALT_MAX_CHARS } from "@/lib/builder/images";
import { MAX_IMAGE_BYTES } from "@/lib/builder/media-limits";
import { pageRoute } from "@/lib/http/page-caller";
import { json } from "@/lib/http/respond";
import { readUpload } from "../../_lib/upload";

export const dynamic = "force-dynamic";

export const POST = pageRoute<{ id: string }>({ csrf: "builder" }, async ({ req, user, params }) => {
  // The alt text may carry extra whitespace that the service collapses; the service counts the rest.
  const upload = await readUpload(req, [{ field: "image", maxBytes: MAX_IMAGE_BYTES, noun: "image" }], { textFields: { alt: ALT_MAX_CHARS * 4 } });
  return json(await addInspirationImage(user.id, params.id, upload.files.get("image")!, upload.fields.get("alt")), { status: 201 });
});
