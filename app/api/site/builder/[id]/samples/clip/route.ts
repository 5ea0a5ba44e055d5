// POST /api/site/builder/{id}/samples/clip: a video or audio clip of at most 15 seconds ("clip") and the still
// the browser captured from it ("poster"), in one multipart request. The service measures the clip
// from its container; whatever length the page believed is not sent and would not be trusted. Where the
// blob store takes uploads from the browser, both are staged first and named instead (takeClipUpload).
import { addClipSample } from "@/lib/builder/samples";
import { pageRoute } from "@/lib/http/page-caller";
import { json } from "@/lib/http/respond";
import { takeClipUpload } from "@/app/builder/_lib/upload";

export const dynamic = "force-dynamic";

export const POST = pageRoute<{ id: string }>({ csrf: "builder", lane: "media" }, async ({ req, user, params }) => {
  const sample = await takeClipUpload(req, user.id, (clip, poster) => addClipSample(user.id, params.id, clip, poster));
  return json(sample, { status: 201 });
});
