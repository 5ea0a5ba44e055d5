// Any other path under /api/v1 answers like the API does: JSON, CORS and rate-limit headers.
import { notFound } from "@/lib/errors";
import { apiRoute, preflight } from "@/lib/http/api-route";

export const dynamic = "force-dynamic";

const unknownEndpoint = apiRoute<{ path: string[] }>(async ({ req, url }) => {
  throw notFound(`There is no endpoint ${req.method} ${url.pathname}. The API is described at /api/v1/openapi.json.`);
});

export const GET = unknownEndpoint;
export const POST = unknownEndpoint;
export const OPTIONS = preflight;
