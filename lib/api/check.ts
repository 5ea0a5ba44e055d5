// POST /styles/{ref}/check (additive to v1) and the MCP tool check_style: one set of schemas for the
// request bodies, the StyleCheck answer, the OpenAPI document and the tool's output. Shapes mirror
// lib/check.
import { CHECK_MODEL, CHECK_TEXT_MAX_CHARS, VERDICTS } from "@/lib/check";
import { SECTION_IDS } from "@/lib/styles/sections";
import { z } from "./zod";

const JSON_OBJECT = { error: "the body must be a JSON object" };
const textError = `must be a string of at most ${CHECK_TEXT_MAX_CHARS} characters`;

export const checkJsonBody = z
  .strictObject(
    {
      text: z.string({ error: textError }).optional().openapi({ description: `A text to check against the style's writing voice (at most ${CHECK_TEXT_MAX_CHARS} characters, 8 words or more).` }),
      image_url: z.string({ error: "must be an https URL string" }).min(1, { error: "must be an https URL string" }).optional().openapi({
        description: "A public https link to a JPEG, PNG, GIF or WebP image (8 MB at most), fetched server-side; never private or loopback addresses.",
      }),
    },
    JSON_OBJECT,
  )
  .openapi("CheckStyleRequest", { description: "One candidate: `text` or `image_url`." });
export type CheckJsonBody = z.output<typeof checkJsonBody>;

export const checkMultipartBody = z
  .object({
    image: z.string().optional().openapi({ format: "binary", description: "One image file: JPEG, PNG, GIF or WebP, detected from its bytes; 8 MB at most." }),
    text: z.string().optional().openapi({ description: `A text instead of an image (at most ${CHECK_TEXT_MAX_CHARS} characters).` }),
  })
  .openapi("CheckStyleMultipart", { description: "One candidate: the `image` part or the `text` field." });

const check = z
  .object({
    section: z.enum(SECTION_IDS).openapi({ description: "The style section the check is about." }),
    aspect: z.string().openapi({ description: "What is compared, e.g. `palette coverage`, `formality`, `guardrail`." }),
    expected: z.string().openapi({ description: "What the style asks for." }),
    found: z.string().openapi({ description: "What the candidate has." }),
    pass: z.boolean(),
    weight: z.number().openapi({ description: "How much the check counts towards the score." }),
    hint: z.string().nullable().openapi({ description: "What to change to pass; null when it passes." }),
  })
  .openapi("StyleCheckItem");

const paletteMatch = z
  .object({
    coverage: z.number().min(0).max(1).openapi({ description: "Share of the candidate's area within CIEDE2000 10 of one of the style's colors." }),
    matched: z
      .array(z.object({ hex: z.string(), nearest: z.string().openapi({ description: "The style color nearest to it." }), deltaE: z.number(), share: z.number() }))
      .openapi({ description: "The candidate's main colors that are the style's (CIEDE2000 10 or less), with their share of the image." }),
    stray: z.array(z.object({ hex: z.string(), share: z.number() })).openapi({ description: "The candidate's main colors that are none of the style's." }),
  })
  .openapi("StyleCheckPalette");

export const styleCheckSchema = z
  .object({
    score: z.number().int().min(0).max(100).openapi({ description: "How well the candidate matches, 0-100: each check's weight, earned in full, in part or not at all." }),
    verdict: z.enum(VERDICTS).openapi({ description: "`on-style` (75 or more), `close` (55 or more) or `off-style`." }),
    kind: z.enum(["visual", "voice"]).openapi({ description: "`visual` for an image, `voice` for a text." }),
    checks: z.array(check),
    palette: paletteMatch.optional().openapi({ description: "For an image against a style with a palette." }),
    model: z.literal(CHECK_MODEL).openapi({ description: "The local analyzers that read the candidate: deterministic, no credits." }),
  })
  .openapi("StyleCheck", { description: "How well one image or text matches a style, and what is off." });
