import { checkStyle } from "@/lib/gallery/check";
import { apiRoute, otherMethods, preflight } from "@/lib/http/api-route";
import { checkCandidateOf } from "@/lib/http/check-input";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

export const POST = apiRoute<{ ref: string }>(
  async ({ req, params, caller }) => json(await checkStyle(params.ref, await checkCandidateOf(req), caller)),
  { auth: "optional", lane: "check" },
);

export const OPTIONS = preflight;
export const { GET, HEAD, PUT, PATCH, DELETE } = otherMethods(["POST"]);
