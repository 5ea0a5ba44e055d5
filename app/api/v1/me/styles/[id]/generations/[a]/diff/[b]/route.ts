import { apiRoute, otherMethods, preflight } from "@/lib/http/api-route";
import { json } from "@/lib/http/respond";
import { diffGenerations } from "@/lib/versions/generations";

export const dynamic = "force-dynamic";

export const GET = apiRoute<{ id: string; a: string; b: string }>(
  async ({ params, caller }) => json(await diffGenerations(caller.userId, params.id, params.a, params.b)),
  { auth: "styles:read" },
);

export const OPTIONS = preflight;
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
