// POST /api/site/extract/uploads: where the extract page sends each file before starting, on a blob store that
// takes uploads from the browser (Vercel Blob: a function takes at most 4.5 MB of body). The same
// upload ids, lane and answer as POST /api/v1/uploads; the start then names them in `uploads`.
import { pageRoute } from "@/lib/http/page-caller";
import { json } from "@/lib/http/respond";
import { requestStagedUpload, stagedUploadBody } from "@/lib/uploads/staged-upload";
import { declaredFileOf } from "@/lib/http/upload-request";

export const dynamic = "force-dynamic";

export const POST = pageRoute({ csrf: "extract" }, async ({ req, user }) =>
  json(stagedUploadBody(await requestStagedUpload(user.id, await declaredFileOf(req))), { status: 201 }),
);
