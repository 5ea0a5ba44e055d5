// POST /api/site/builder/uploads: where the builder page sends an image or a clip before adding it, on a blob
// store that takes uploads from the browser (Vercel Blob: a function takes at most 4.5 MB of body). The
// same upload ids, lane and answer as POST /api/v1/uploads, up to a clip's 40 MB for a video or audio
// type; the image routes then take `{upload}`, the clip route `{clip, poster}`.
import { pageRoute } from "@/lib/http/page-caller";
import { stagedMediaMaxBytes } from "@/lib/builder/media-limits";
import { json } from "@/lib/http/respond";
import { requestStagedUpload, stagedUploadBody } from "@/lib/uploads/staged-upload";
import { declaredFileOf } from "@/lib/http/upload-request";

export const dynamic = "force-dynamic";

export const POST = pageRoute({ csrf: "builder" }, async ({ req, user }) => {
  const file = await declaredFileOf(req);
  return json(stagedUploadBody(await requestStagedUpload(user.id, file, stagedMediaMaxBytes(file))), { status: 201 });
});
