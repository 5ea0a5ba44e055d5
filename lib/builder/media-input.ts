// The JSON bodies of the builder's media actions (alt text, image order, sample visibility, written
// samples), checked before a service runs. The services still check what they own (alt length,
// which ids exist, sample text length): these schemas only make sure each field has the right type,
// so a malformed body is a 400 naming the field rather than a 500.
import { z } from "zod";
import { formatIssues } from "@/lib/api/parse";
import { invalidRequest } from "@/lib/errors";
import { MAX_INSPIRATION_IMAGES } from "./media-limits";

export const imageAltBody = z.object({ alt: z.string().max(10_000).nullable() });
export const imageOrderBody = z.object({ ids: z.array(z.string().max(100)).max(MAX_INSPIRATION_IMAGES * 4) });
export const samplePublicBody = z.object({ public: z.boolean() });
// The service counts characters after trimming; the cap here only stops absurd bodies early.
export const writtenSampleBody = z.object({ text: z.string().max(100_000) });

/** The body as the schema's type, or a 400 that names the field. */
export function mediaInput<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw invalidRequest(formatIssues(parsed.error));
  return parsed.data;
}
