import { apiRoute, otherMethods, preflight } from "@/lib/http/api-route";
import { styleMdDocumentOf } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { lintStyleMd } from "@/lib/stylemd/lint";

export const dynamic = "force-dynamic";

// A failing document is still a 200: the result's `valid` says whether it passed.
export const POST = apiRoute(async ({ req }) => json(lintStyleMd(await styleMdDocumentOf(req))));

export const OPTIONS = preflight;
export const { GET, HEAD, PUT, PATCH, DELETE } = otherMethods(["POST"]);
