// POST /builder/{id}/samples/image: an image made with the style (multipart "image" file).
import { MAX_IMAGE_BYTES } from "@/lib/builder/media-limits";
import { addImageSample } from "@/lib/builder/samples";
import { pageRoute } from "@/lib/http/page-caller";
import { json } from "@/lib/http/respond";
import { readUpload } from "../../../_lib/upload";

export const dynamic = "force-dynamic";

export const POST = pageRoute<{ id: string }>({ csrf: "builder" }, async ({ req, user, params }) => {
  const upload = await readUpload(req, [{ field: "image", maxBytes: MAX_IMAGE_BYTES, noun: "image" }]);
  return json(await addImageSample(user.id, params.id, upload.files.get("image")!), { status: 201 });
});
