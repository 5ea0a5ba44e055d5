import { apiRoute, otherMethods, preflight } from "@/lib/http/api-route";
import { json } from "@/lib/http/respond";
import { saveToLibrary } from "@/lib/library/save";

export const dynamic = "force-dynamic";

export const POST = apiRoute<{ ref: string }>(
  async ({ params, channel, caller }) => json(await saveToLibrary(caller.userId, params.ref, channel)),
  { auth: "styles:write" },
);

export const OPTIONS = preflight;
export const { GET, HEAD, PUT, PATCH, DELETE } = otherMethods(["POST"]);
