import { apiRoute, otherMethods, preflight } from "@/lib/http/api-route";
import { json } from "@/lib/http/respond";
import { requestStagedUpload, stagedUploadBody } from "@/lib/uploads/staged-upload";
import { declaredFileOf } from "@/lib/http/upload-request";

export const dynamic = "force-dynamic";

export const POST = apiRoute(
  async ({ req, caller }) => json(stagedUploadBody(await requestStagedUpload(caller.userId, await declaredFileOf(req))), { status: 201 }),
  { auth: "extract" },
);

export const OPTIONS = preflight;
export const { GET, HEAD, PUT, PATCH, DELETE } = otherMethods(["POST"]);
