// POST /builder/{id}/samples/clip: a video or audio clip of at most 15 seconds ("clip") and the still
// the browser captured from it ("poster"), in one multipart request. The service measures the clip
// from its container; whatever length the page believed is not sent and would not be trusted.
import { CLIP_MAX_BYTES, MAX_IMAGE_BYTES } from "@/lib/builder/media-limits";
import { addClipSample } from "@/lib/builder/samples";
import { pageRoute } from "@/lib/http/page-caller";
import { json } from "@/lib/http/respond";
import { readUpload } from "../../../_lib/upload";

export const dynamic = "force-dynamic";

export const POST = pageRoute<{ id: string }>({ csrf: "builder" }, async ({ req, user, params }) => {
  const upload = await readUpload(req, [
    { field: "clip", maxBytes: CLIP_MAX_BYTES, noun: "clip" },
    { field: "poster", maxBytes: MAX_IMAGE_BYTES, noun: "poster frame" },
  ]);
  return json(await addClipSample(user.id, params.id, upload.files.get("clip")!, upload.files.get("poster")!), { status: 201 });
});
