import { startExtractionFor } from "@/lib/extraction/start";
import { apiRoute, otherMethods, preflight } from "@/lib/http/api-route";
import { extractionInputOf, startedResponse } from "@/lib/http/extraction-input";

export const dynamic = "force-dynamic";
// Fetching URL sources and decoding large images happen before the 202.
export const maxDuration = 60;

export const POST = apiRoute(
  async ({ req, caller }) => startedResponse(await startExtractionFor(caller.userId, (plan) => extractionInputOf(req, plan, caller.userId))),
  { auth: "extract", lane: "extract" },
);

export const OPTIONS = preflight;
export const { GET, HEAD, PUT, PATCH, DELETE } = otherMethods(["POST"]);
