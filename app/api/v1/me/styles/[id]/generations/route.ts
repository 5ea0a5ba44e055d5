import { apiRoute, otherMethods, preflight } from "@/lib/http/api-route";
import { json } from "@/lib/http/respond";
import { listGenerations } from "@/lib/versions/generations";

export const dynamic = "force-dynamic";

export const GET = apiRoute<{ id: string }>(
  async ({ params, caller }) => json(await listGenerations(caller.userId, params.id)),
  { auth: "styles:read" },
);

export const OPTIONS = preflight;
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
