// POST /builder/uploads: where the builder page sends an image before adding it, on a blob store that
// takes uploads from the browser (Vercel Blob: a function takes at most 4.5 MB of body). The same
// upload ids, lane and answer as POST /api/v1/uploads; the image route then takes `{upload}`.
import { pageRoute } from "@/lib/http/page-caller";
import { json } from "@/lib/http/respond";
import { requestStagedUpload, stagedUploadBody } from "@/lib/uploads/staged-upload";
import { declaredFileOf } from "@/lib/uploads/upload-request";

export const dynamic = "force-dynamic";

export const POST = pageRoute({ csrf: "builder" }, async ({ req, user }) =>
  json(stagedUploadBody(await requestStagedUpload(user.id, await declaredFileOf(req))), { status: 201 }),
);
