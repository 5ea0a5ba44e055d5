// Operations open to anonymous callers: gallery search, compile, STYLE.md download, lint, and this
// document itself (spec/interface.md "Endpoints").
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import {
  compiledStyleJsonSchema,
  getStyleMdQuery,
  getStyleQuery,
  lintResultSchema,
  openApiDocumentSchema,
  searchResultsSchema,
  searchStylesQuery,
  styleRefParams,
  validateStyleMdJsonBody,
} from "@/lib/api/schemas";
import { z } from "@/lib/api/zod";
import { HEADER, PARAMETER, SECURITY_SCHEME, parameterRef } from "./components";
import { E, empty, failures, success } from "./responses";

const markdown = { schema: z.string().openapi({ description: "A Markdown document." }) };
const COMPILED_HEADERS = [HEADER.etag, HEADER.tokenCount, HEADER.canonicalUrl] as const;

/** Bearer optional: anonymous works for public styles; `styles:read` also resolves your own. */
const OPTIONAL_READ: Record<string, string[]>[] = [{}, { [SECURITY_SCHEME]: ["styles:read"] }];
const ANONYMOUS: Record<string, string[]>[] = [];

const healthSchema = z
  .object({ status: z.literal("ok") })
  .openapi("Health", { description: "The service answers; nothing else is checked." });

export function registerPublicPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: "get",
    path: "/styles",
    operationId: "searchStyles",
    tags: ["Gallery"],
    summary: "Search the public gallery",
    description:
      "Searches published gallery styles. Free text is ranked in memory, so paging slices one ranked list: pass " +
      "back `nextOffset` as `offset` and stop when `hasMore` is false. When the first page matches nothing, " +
      "`availableCategories` lists valid category filters for a retry.",
    security: ANONYMOUS,
    parameters: [parameterRef(PARAMETER.serviceClient)],
    request: { query: searchStylesQuery },
    responses: {
      200: success("One page of results.", { "application/json": { schema: searchResultsSchema } }),
      ...failures(E.badQuery),
    },
  });

  registry.registerPath({
    method: "get",
    path: "/styles/{ref}",
    operationId: "getStyle",
    tags: ["Gallery"],
    summary: "Compile a style",
    // GPT Actions reads at most 300 characters here; the dialects are listed on the `format` parameter.
    description:
      "Compiles a style into the dialect named by `format`. Your own styles (with a token) compile from their " +
      "last generation on the website; gallery styles from their published snapshot. Send the ETag back as " +
      "If-None-Match to get a 304 when nothing changed.",
    security: OPTIONAL_READ,
    parameters: [parameterRef(PARAMETER.serviceClient), parameterRef(PARAMETER.ifNoneMatch)],
    request: { params: styleRefParams, query: getStyleQuery },
    responses: {
      200: success(
        "The compiled spec: text/markdown for every format except json, which is application/json.",
        { "text/markdown": markdown, "application/json": { schema: compiledStyleJsonSchema } },
        COMPILED_HEADERS,
      ),
      304: empty("Not modified: If-None-Match matched the ETag of an unchanged style. No body.", [HEADER.etag]),
      ...failures(E.badRef, E.badOptionalToken, E.forbiddenStyle, E.styleNotFound, E.notGenerated),
    },
  });

  registry.registerPath({
    method: "get",
    path: "/styles/{ref}/style.md",
    operationId: "getStyleMd",
    tags: ["Gallery"],
    summary: "Download a style as STYLE.md",
    description:
      "Returns a complete STYLE.md document for the style: YAML frontmatter (name, description, generator, " +
      "sections, palette, tags, source) and one `## Section` per declared section.",
    security: OPTIONAL_READ,
    parameters: [parameterRef(PARAMETER.serviceClient), parameterRef(PARAMETER.ifNoneMatch)],
    request: { params: styleRefParams, query: getStyleMdQuery },
    responses: {
      200: success("The STYLE.md document.", { "text/markdown": markdown }, COMPILED_HEADERS),
      304: empty("Not modified: If-None-Match matched the ETag of an unchanged style. No body.", [HEADER.etag]),
      ...failures(E.badRef, E.badOptionalToken, E.forbiddenStyle, E.styleNotFound, E.notGenerated),
    },
  });

  registry.registerPath({
    method: "post",
    path: "/style-md/validate",
    operationId: "validateStyleMd",
    tags: ["STYLE.md"],
    summary: "Lint a STYLE.md document",
    description:
      "Lints a STYLE.md document sent as a text/markdown body or as JSON `{text}`. Valid means zero errors; a " +
      "failing document still answers 200, so read `valid`, `errors` and `warnings`.",
    "x-openai-isConsequential": false,
    security: ANONYMOUS,
    parameters: [parameterRef(PARAMETER.serviceClient)],
    request: {
      body: {
        required: true,
        // The rules live here rather than in the operation's description, which GPT Actions caps at 300 characters.
        description:
          "The document, raw or wrapped in JSON. Errors: frontmatter missing at the top; `sections:` missing, " +
          "empty or with an unknown id; empty body after the frontmatter; a malformed hex color. Warnings: no " +
          "`name:`; no `generator:`; no `##` headings; a declared section with no matching body section.",
        content: { "text/markdown": markdown, "application/json": { schema: validateStyleMdJsonBody } },
      },
    },
    responses: {
      200: success("The lint result.", { "application/json": { schema: lintResultSchema } }),
      ...failures([
        400,
        "Malformed body: JSON without a string `text`, or another content type",
        "invalid_request",
        "text: must be a string (the STYLE.md document)",
      ]),
    },
  });

  registry.registerPath({
    method: "get",
    path: "/openapi.json",
    operationId: "getOpenApi",
    tags: ["Meta"],
    summary: "This OpenAPI document",
    description: "The machine-readable contract (OpenAPI 3.1). Where prose and this document differ, this document prevails.",
    security: ANONYMOUS,
    parameters: [parameterRef(PARAMETER.serviceClient)],
    responses: {
      200: success("The OpenAPI 3.1 document.", { "application/json": { schema: openApiDocumentSchema } }),
      ...failures(),
    },
  });

  registry.registerPath({
    method: "get",
    path: "/health",
    operationId: "getHealth",
    tags: ["Meta"],
    summary: "Health check",
    description:
      "A constant answer for load balancers and uptime checks. It reads no database, so it says the server " +
      "answers HTTP, not that every dependency is up.",
    security: ANONYMOUS,
    parameters: [parameterRef(PARAMETER.serviceClient)],
    responses: {
      200: success("The service answers.", { "application/json": { schema: healthSchema } }),
      ...failures(),
    },
  });
}
