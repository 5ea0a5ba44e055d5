// Any other path under /api/v1 (and /api/v1 itself) answers like the API does: JSON, CORS and
// rate-limit headers, whatever the method.
import { notFound } from "@/lib/errors";
import { apiRoute, preflight } from "@/lib/http/api-route";

export const dynamic = "force-dynamic";

const unknownEndpoint = apiRoute<{ path?: string[] }>(async ({ req, url }) => {
  throw notFound(`There is no endpoint ${req.method} ${url.pathname}. The API is described at /api/v1/openapi.json.`);
});

export const GET = unknownEndpoint;
export const POST = unknownEndpoint;
export const PUT = unknownEndpoint;
export const PATCH = unknownEndpoint;
export const DELETE = unknownEndpoint;
export const OPTIONS = preflight;
