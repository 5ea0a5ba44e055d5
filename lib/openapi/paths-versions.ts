// A style's versions (additive to v1), for its owner: the list of generations and the diff between
// two of them, or between one and the unsaved edits. Shapes mirror lib/versions.
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { generationDiffSchema as generationDiff, generationListSchema as generationList } from "@/lib/api/versions";
import { z } from "@/lib/api/zod";
import { DRAFT } from "@/lib/versions/diff";
import { PARAMETER, SECURITY_SCHEME, parameterRef } from "./components";
import { E, failures, success } from "./responses";

const styleId = z.string().openapi({ format: "uuid", description: "Your style's id (`ref` in GET /me/styles when it has no share link)." });
const generationId = z.string().openapi({ format: "uuid", description: "A generation id from the list of generations." });

const security = [{ [SECURITY_SCHEME]: ["styles:read"] }];
const notYours: readonly [number, string, "not_found"] = [404, "Not one of your styles, or not a generation of it", "not_found"];

export function registerVersionPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: "get",
    path: "/me/styles/{id}/generations",
    operationId: "listStyleGenerations",
    tags: ["Library"],
    summary: "List a style's generations",
    description: "Every generation of one of your styles, newest first: when it was made, whether it is the published or the latest one, and its block count.",
    security,
    parameters: [parameterRef(PARAMETER.serviceClient)],
    request: { params: z.object({ id: styleId }) },
    responses: {
      200: success("The generations.", { "application/json": { schema: generationList } }),
      ...failures([400, "The id is not a UUID", "invalid_request"], E.auth, notYours),
    },
  });

  registry.registerPath({
    method: "get",
    path: "/me/styles/{id}/generations/{a}/diff/{b}",
    operationId: "diffStyleGenerations",
    tags: ["Library"],
    summary: "What changed between two generations",
    description: `What changed from generation \`a\` to \`b\` (\`${DRAFT}\` for unsaved edits): blocks per section, sections switched, palette colors with their CIEDE2000 distance, images, fields.`,
    security,
    parameters: [parameterRef(PARAMETER.serviceClient)],
    request: {
      params: z.object({
        id: styleId,
        a: generationId,
        b: z.string().openapi({ description: `A generation id, or \`${DRAFT}\` for the style as it is now in the builder.` }),
      }),
    },
    responses: {
      200: success("The changes.", { "application/json": { schema: generationDiff } }),
      ...failures([400, "An id is not a UUID (or, for b, not draft)", "invalid_request"], E.auth, notYours),
    },
  });
}
