import { apiRoute, otherMethods, preflight } from "@/lib/http/api-route";
import { json } from "@/lib/http/respond";
import { buildOpenApiDocument } from "@/lib/openapi/document";

export const dynamic = "force-dynamic";

export const GET = apiRoute(async () => json(buildOpenApiDocument()));

export const OPTIONS = preflight;
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
