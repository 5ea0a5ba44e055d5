// GET /styles/{ref}/export/{target} (additive to v1): a style as a file another ecosystem reads. The
// targets and their media types come from the one list in lib/export/targets.ts.
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { getStyleMdQuery, styleRefParams } from "@/lib/api/schemas";
import { z } from "@/lib/api/zod";
import { EXPORT_TARGET_INFO, EXPORT_TARGETS } from "@/lib/export/targets";
import { HEADER, PARAMETER, SECURITY_SCHEME, parameterRef } from "./components";
import { E, empty, failures, success } from "./responses";

const exportParams = z.object({
  ref: styleRefParams.shape.ref,
  target: z.enum(EXPORT_TARGETS).openapi({
    description: EXPORT_TARGETS.map((t) => `\`${t}\`: ${EXPORT_TARGET_INFO[t].hint}.`).join(" "),
    example: "tokens",
  }),
});

const text = (description: string) => ({ schema: z.string().openapi({ description }) });

/** One media type per target, straight from the list of targets. */
function exportContent() {
  const content: Record<string, { schema: z.ZodType }> = {};
  for (const target of EXPORT_TARGETS) {
    const { contentType, label, binary } = EXPORT_TARGET_INFO[target];
    const type = contentType.split(";")[0]!;
    content[type] = binary
      ? { schema: z.string().openapi({ format: "binary", description: `${label}: a zip archive.` }) }
      : type.endsWith("json")
        ? { schema: z.record(z.string(), z.unknown()).openapi({ description: `${label}: a JSON document.` }) }
        : text(`${label}.`);
  }
  return content;
}

export function registerExportPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: "get",
    path: "/styles/{ref}/export/{target}",
    operationId: "exportStyle",
    tags: ["Gallery"],
    summary: "Export a style as a file",
    description:
      "Downloads a style as design tokens (DTCG), a Tailwind v4 theme, a DESIGN.md or an Agent Skill (zip), " +
      "under the same read rules as getStyle. A style lacking what a target needs (tokens for a voice) is a 400.",
    security: [{}, { [SECURITY_SCHEME]: ["styles:read"] }],
    parameters: [parameterRef(PARAMETER.serviceClient), parameterRef(PARAMETER.ifNoneMatch)],
    request: { params: exportParams, query: getStyleMdQuery },
    responses: {
      200: success("The file, as an attachment named after the style's slug.", exportContent(), [
        HEADER.etag,
        HEADER.canonicalUrl,
        HEADER.contentDisposition,
        HEADER.tokenCount,
      ]),
      304: empty("Not modified: If-None-Match matched the ETag of an unchanged style. No body.", [HEADER.etag]),
      ...failures(
        [
          400,
          "An unknown target, a ref in none of the accepted forms, or a target the style has nothing for",
          "invalid_request",
          `target: "pdf" is not an export target; the targets are ${EXPORT_TARGETS.join(", ")}`,
        ],
        E.badOptionalToken,
        E.forbiddenStyle,
        E.styleNotFound,
        E.notGenerated,
      ),
    },
  });
}
