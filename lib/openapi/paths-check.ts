// Checking work against a style (additive to v1): POST /styles/{ref}/check. Read rules as GET
// /styles/{ref}; no credits; its own rate lane beside the general one.
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { checkJsonBody, checkMultipartBody, styleCheckSchema, styleRefParams } from "@/lib/api/schemas";
import { CHECK_TEXT_MAX_CHARS } from "@/lib/check";
import { z } from "@/lib/api/zod";
import { PARAMETER, SECURITY_SCHEME, parameterRef } from "./components";
import { E, failures, success } from "./responses";

const OPTIONAL_READ: Record<string, string[]>[] = [{}, { [SECURITY_SCHEME]: ["styles:read"] }];
const text = { schema: z.string().openapi({ description: `The text to check, as the whole body (at most ${CHECK_TEXT_MAX_CHARS} characters).` }) };

export function registerCheckPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: "post",
    path: "/styles/{ref}/check",
    operationId: "checkStyle",
    tags: ["Gallery"],
    summary: "Check an image or a text against a style",
    description:
      "Scores one image or text against a style, 0-100, with each check, what was found and what to change. " +
      "Read-only and free: local analyzers, the same answer for the same input. 30 checks a minute per address or account.",
    "x-openai-isConsequential": false,
    security: OPTIONAL_READ,
    parameters: [parameterRef(PARAMETER.serviceClient)],
    request: {
      params: styleRefParams,
      body: {
        required: true,
        description:
          "One candidate. Multipart: an `image` part (JPEG, PNG, GIF or WebP from its bytes, 8 MB) or a `text` field. " +
          "JSON: `text` or `image_url` (https, fetched server-side). Or the text itself as a text/markdown or text/plain " +
          "body (`curl --data-binary @post.md`). An image needs a style with visual sections; a text, one with a voice.",
        content: {
          "multipart/form-data": { schema: checkMultipartBody },
          "application/json": { schema: checkJsonBody },
          "text/markdown": text,
          "text/plain": text,
        },
      },
    },
    responses: {
      200: success("The check.", { "application/json": { schema: styleCheckSchema } }),
      ...failures(
        [
          400,
          "No candidate or two; an image against a writing voice or a text against a visual style; a text over the limit or too short; an unreadable image or URL; a ref in none of the accepted forms",
          "invalid_request",
          "body: send one candidate, an image or a text, not both",
        ],
        E.badOptionalToken,
        E.forbiddenStyle,
        E.styleNotFound,
        E.notGenerated,
        [413, "The image is larger than 8 MB", "payload_too_large", "image is larger than 8 MB, the most a checked image may be."],
      ),
    },
  });
}
