// The page's start request, read by the REST API's own parser (extractionInputOf): JSON for text, a
// reference and image URLs, multipart for files. REST never mixes the two; the page lets people add a
// reference or image URLs beside their files, so those ride in the query string and pass the JSON
// body's schema, which keeps every field limit in its one place.
import { createExtractionJsonBody } from "@/lib/api/bodies";
import { parseValue } from "@/lib/api/parse";
import { invalidRequest } from "@/lib/errors";
import type { ExtractionInput } from "@/lib/extraction/intake";
import { extractionInputOf } from "@/lib/http/extraction-input";
import type { PlanLimits } from "@/lib/plans";

export async function pageExtractionInput(req: Request, plan: PlanLimits): Promise<ExtractionInput> {
  const input = await extractionInputOf(req, plan);
  const query = new URL(req.url).searchParams;
  const reference = query.get("reference") ?? undefined;
  const urls = query.getAll("image_url");
  if (reference === undefined && urls.length === 0) return input;
  const extras = parseValue(createExtractionJsonBody, { reference, image_url: urls.length > 0 ? urls : undefined });
  if (!extras.ok) throw invalidRequest(extras.message);
  return { ...input, reference: extras.value.reference ?? input.reference, imageUrls: [...input.imageUrls, ...(extras.value.image_url ?? [])] };
}
