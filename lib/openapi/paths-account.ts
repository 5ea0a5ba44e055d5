// Operations that need a bearer token: extraction and the personal library (spec/interface.md
// "Authentication" table gives each one's scope).
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import {
  createExtractionJsonBody,
  createExtractionMultipartBody,
  extractionHistoryEntryQuery,
  extractionHistoryEntrySchema,
  extractionHistorySchema,
  extractionIdParams,
  extractionStartedSchema,
  extractionStatusQuery,
  extractionStatusSchema,
  historyEntryParams,
  myExtractionsQuery,
  myStylesQuery,
  myStylesSchema,
  saveResultSchema,
  savedStylesQuery,
  searchResultsSchema,
  styleRefParams,
} from "@/lib/api/schemas";
import type { Scope } from "@/lib/auth/scopes";
import { HEADER, PARAMETER, SECURITY_SCHEME, parameterRef } from "./components";
import { E, failures, success } from "./responses";

const requires = (scope: Scope) => [{ [SECURITY_SCHEME]: [scope] }];
const serviceClient = [parameterRef(PARAMETER.serviceClient)];

export function registerAccountPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: "post",
    path: "/extractions",
    operationId: "createExtraction",
    tags: ["Extraction"],
    summary: "Start an extraction",
    // GPT Actions caps this at 300 characters: the source rules are on the request body.
    description:
      "Starts an asynchronous extraction of a style from files, text, a named reference or URLs; poll " +
      "`statusUrl`. Spends credits: never retry automatically. A rejected request is never charged and a " +
      "failed run is refunded.",
    "x-openai-isConsequential": true,
    security: requires("extract"),
    parameters: serviceClient,
    request: {
      body: {
        required: true,
        description:
          "At least one source. Multipart: `image` (repeatable) or numbered `image_0`, `file_0`, `document_0`, ... " +
          "parts, plus `name` and `text`; images are JPEG, PNG, GIF or WebP detected from the file contents; " +
          "documents (PDF, .txt, .md, .csv, .json) are Pro only; 3 files on Free, 10 on Pro, 8 MB each. JSON: " +
          "`text`, `reference`, `image_url`, `document_url`, `name`, `uploads`; URLs are fetched server-side over https only, " +
          "never private or loopback addresses; `uploads` names files staged through POST /uploads (for hosts that " +
          "cap request bodies, such as Vercel at 4.5 MB), each checked like a file part.",
        content: {
          "multipart/form-data": { schema: createExtractionMultipartBody },
          "application/json": { schema: createExtractionJsonBody },
        },
      },
    },
    responses: {
      202: success("Accepted; the run is `running`.", { "application/json": { schema: extractionStartedSchema } }, [
        HEADER.creditsRemaining,
      ]),
      ...failures(
        [
          400,
          "Unsupported or corrupt image, no source, unfetchable URL, too many files for the plan, a document without Pro, or a missing, expired, foreign or oversized staged upload; nothing is charged",
          "invalid_request",
        ],
        E.auth,
        [402, "Not enough credits; render message and pricingUrl verbatim", "insufficient_credits"],
        [413, "A file or URL source is over 8 MB; nothing is charged", "payload_too_large"],
      ),
    },
  });

  registry.registerPath({
    method: "get",
    path: "/extractions/{id}",
    operationId: "getExtraction",
    tags: ["Extraction"],
    summary: "Poll an extraction",
    description:
      "Returns the run's state: `running` (poll again), `complete` with the result inline, or `failed` (the " +
      "credit is refunded). Add `save_as_draft` to keep a complete result as one draft style; polling again " +
      "returns the same draft.",
    security: requires("extract"),
    parameters: serviceClient,
    request: { params: extractionIdParams, query: extractionStatusQuery },
    responses: {
      200: success(
        "The extraction's state. Complete without `save_as_draft`: `spec`, `styleMd` and `blocks` inline, `saved` " +
          "false. With `save_as_draft`: one draft style is created (`style`, `editUrl`, `saved` true); polling " +
          "again returns the same draft with `idempotentReplay` true. Failed: a generic message.",
        { "application/json": { schema: extractionStatusSchema } },
      ),
      ...failures(
        E.badQuery,
        E.auth,
        [402, "Saving a draft is not included in the plan; render message and pricingUrl verbatim", "plan_limit_reached"],
        [404, "No extraction with that id belongs to the caller", "not_found"],
      ),
    },
  });

  registry.registerPath({
    method: "post",
    path: "/styles/{ref}/save",
    operationId: "saveStyle",
    tags: ["Library"],
    summary: "Save a gallery style to your library",
    description: "Saves a public gallery style to the caller's library. Idempotent: saving again answers 200 with `alreadySaved` true.",
    security: requires("styles:write"),
    parameters: serviceClient,
    request: { params: styleRefParams },
    responses: {
      200: success("Saved.", { "application/json": { schema: saveResultSchema } }),
      ...failures(
        [400, "A ref in none of the accepted forms", "invalid_request"],
        E.auth,
        [404, "No public gallery style matches the ref", "not_found"],
      ),
    },
  });

  registry.registerPath({
    method: "get",
    path: "/me/styles",
    operationId: "listMyStyles",
    tags: ["Library"],
    summary: "List your own styles",
    description: "The caller's own styles, private ones included, with cursor paging.",
    security: requires("styles:read"),
    parameters: serviceClient,
    request: { query: myStylesQuery },
    responses: {
      200: success("One page of your styles.", { "application/json": { schema: myStylesSchema } }),
      ...failures(E.badQuery, E.auth),
    },
  });

  registry.registerPath({
    method: "get",
    path: "/me/saved-styles",
    operationId: "listSavedStyles",
    tags: ["Library"],
    summary: "List your saved gallery styles",
    description: "Gallery styles the caller saved, as StyleCards with offset paging.",
    security: requires("styles:read"),
    parameters: serviceClient,
    request: { query: savedStylesQuery },
    responses: {
      200: success("One page of saved styles.", { "application/json": { schema: searchResultsSchema } }),
      ...failures(E.badQuery, E.auth),
    },
  });

  registry.registerPath({
    method: "get",
    path: "/me/extractions",
    operationId: "listExtractionHistory",
    tags: ["Library"],
    summary: "List your extraction history",
    description:
      "Extraction history, newest first, metadata only. Free plan: with `style` the newest entry is open and " +
      "older ones are listed with `locked: true`; omitting `style` (the cross-style archive) is Pro only.",
    security: requires("styles:read"),
    parameters: serviceClient,
    request: { query: myExtractionsQuery },
    responses: {
      200: success("One page of history.", { "application/json": { schema: extractionHistorySchema } }),
      ...failures(
        E.badQuery,
        E.auth,
        [403, "The cross-style archive (no `style`) is not included in the plan; message and pricingUrl are an upgrade prompt", "plan_limit_reached"],
      ),
    },
  });

  registry.registerPath({
    method: "get",
    path: "/me/extractions/{id}",
    operationId: "getExtractionHistoryEntry",
    tags: ["Library"],
    summary: "Open one extraction history entry",
    description:
      "One past extraction with its blocks, re-capped against the current plan. `format=default` adds `spec`, " +
      "`format=stylemd` adds `styleMd`, compiled from the usable (non-locked) blocks. No credits are spent.",
    security: requires("styles:read"),
    parameters: serviceClient,
    request: { params: historyEntryParams, query: extractionHistoryEntryQuery },
    responses: {
      200: success("The entry.", { "application/json": { schema: extractionHistoryEntrySchema } }),
      ...failures(
        [400, "Malformed id or query parameters", "invalid_request"],
        E.auth,
        [403, "An older entry on the Free plan; message and pricingUrl are an upgrade prompt", "plan_limit_reached"],
        [404, "No extraction with that id belongs to the caller", "not_found"],
      ),
    },
  });
}
