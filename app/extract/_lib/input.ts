// The page's start request, read by the REST API's own parser (extractionInputOf): JSON for text, a
// reference, image URLs and staged files (`uploads`), multipart for files sent with the start. REST never mixes the two; the page lets people add a
// reference or image URLs beside their files, so those ride in the query string and pass the JSON
// body's schema, which keeps every field limit in its one place. "What is it?" (`about`) rides there too.
import { createExtractionJsonBody } from "@/lib/api/bodies";
import { parseValue } from "@/lib/api/parse";
import { invalidRequest } from "@/lib/errors";
import type { ExtractionInput } from "@/lib/extraction/intake";
import { extractionInputOf } from "@/lib/http/extraction-input";
import type { PlanLimits } from "@/lib/plans";

/** `userId`: the signed-in person, whose staged files a JSON start may name in `uploads` (the page
 *  stages its files first where the blob store takes uploads from the browser). */
export async function pageExtractionInput(req: Request, plan: PlanLimits, userId: string): Promise<ExtractionInput> {
  const input = await extractionInputOf(req, plan, userId);
  const query = new URL(req.url).searchParams;
  const reference = query.get("reference") ?? undefined;
  const urls = query.getAll("image_url");
  // "What is it?" beside the images: the page's own field, a description of its own (lib/extraction/intake.ts).
  const about = query.get("about")?.trim() || undefined;
  if (about !== undefined) input.about = about;
  if (reference === undefined && urls.length === 0) return input;
  const extras = parseValue(createExtractionJsonBody, { reference, image_url: urls.length > 0 ? urls : undefined });
  if (!extras.ok) throw invalidRequest(extras.message);
  return { ...input, reference: extras.value.reference ?? input.reference, imageUrls: [...input.imageUrls, ...(extras.value.image_url ?? [])] };
}
