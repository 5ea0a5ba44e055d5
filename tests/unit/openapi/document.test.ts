// The OpenAPI document: version, every operation of the contract, security per the contract's
// "Authentication" table, and the response details the contract promises (304, content types, headers).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildOpenApiDocument } from "@/lib/openapi";

type Json = Record<string, any>;

const OPERATIONS: Record<string, [method: string, path: string]> = {
  searchStyles: ["get", "/styles"],
  getStyle: ["get", "/styles/{ref}"],
  getStyleMd: ["get", "/styles/{ref}/style.md"],
  validateStyleMd: ["post", "/style-md/validate"],
  createExtraction: ["post", "/extractions"],
  getExtraction: ["get", "/extractions/{id}"],
  saveStyle: ["post", "/styles/{ref}/save"],
  listMyStyles: ["get", "/me/styles"],
  listSavedStyles: ["get", "/me/saved-styles"],
  listExtractionHistory: ["get", "/me/extractions"],
  getExtractionHistoryEntry: ["get", "/me/extractions/{id}"],
  getOpenApi: ["get", "/openapi.json"],
  // Not in the contract's list; issue 9 asks for it (load balancers, the bench's baseline).
  getHealth: ["get", "/health"],
  // Additive (issue 17): staging a file too large for the host's request limit (Vercel: 4.5 MB).
  createUpload: ["post", "/uploads"],
  putUpload: ["put", "/uploads/{uploadId}"],
  // Additive (issue 21): a style as design tokens, a Tailwind theme, DESIGN.md or an Agent Skill.
  exportStyle: ["get", "/styles/{ref}/export/{target}"],
  // Additive (issue 21): a style's versions, for its owner.
  listStyleGenerations: ["get", "/me/styles/{id}/generations"],
  diffStyleGenerations: ["get", "/me/styles/{id}/generations/{a}/diff/{b}"],
  // Additive (issue 20): an image or a text checked against a style.
  checkStyle: ["post", "/styles/{ref}/check"],
};

const SECURITY: Record<string, unknown[]> = {
  searchStyles: [],
  getStyle: [{}, { oauth2: ["styles:read"] }],
  getStyleMd: [{}, { oauth2: ["styles:read"] }],
  validateStyleMd: [],
  createExtraction: [{ oauth2: ["extract"] }],
  getExtraction: [{ oauth2: ["extract"] }],
  saveStyle: [{ oauth2: ["styles:write"] }],
  listMyStyles: [{ oauth2: ["styles:read"] }],
  listSavedStyles: [{ oauth2: ["styles:read"] }],
  listExtractionHistory: [{ oauth2: ["styles:read"] }],
  getExtractionHistoryEntry: [{ oauth2: ["styles:read"] }],
  getOpenApi: [],
  getHealth: [],
  createUpload: [{ oauth2: ["extract"] }],
  putUpload: [],
  exportStyle: [{}, { oauth2: ["styles:read"] }],
  listStyleGenerations: [{ oauth2: ["styles:read"] }],
  diffStyleGenerations: [{ oauth2: ["styles:read"] }],
  checkStyle: [{}, { oauth2: ["styles:read"] }],
};

/** Statuses each operation must document (contract "Endpoints" and "Errors", plus 500 internal_error). */
const STATUSES: Record<string, string[]> = {
  searchStyles: ["200", "400", "429", "500"],
  getStyle: ["200", "304", "400", "401", "403", "404", "409", "429", "500"],
  getStyleMd: ["200", "304", "400", "401", "403", "404", "409", "429", "500"],
  validateStyleMd: ["200", "400", "429", "500"],
  createExtraction: ["202", "400", "401", "402", "413", "429", "500"],
  getExtraction: ["200", "400", "401", "402", "404", "429", "500"],
  saveStyle: ["200", "400", "401", "404", "429", "500"],
  listMyStyles: ["200", "400", "401", "429", "500"],
  listSavedStyles: ["200", "400", "401", "429", "500"],
  listExtractionHistory: ["200", "400", "401", "403", "429", "500"],
  getExtractionHistoryEntry: ["200", "400", "401", "403", "404", "429", "500"],
  getOpenApi: ["200", "429", "500"],
  getHealth: ["200", "429", "500"],
  createUpload: ["201", "400", "401", "413", "429", "500"],
  putUpload: ["200", "400", "404", "413", "429", "500"],
  exportStyle: ["200", "304", "400", "401", "403", "404", "409", "429", "500"],
  listStyleGenerations: ["200", "400", "401", "404", "429", "500"],
  diffStyleGenerations: ["200", "400", "401", "404", "429", "500"],
  checkStyle: ["200", "400", "401", "403", "404", "409", "413", "429", "500"],
};

function doc(): Json {
  return buildOpenApiDocument() as Json;
}

function op(id: string): Json {
  const [method, path] = OPERATIONS[id]!;
  return doc().paths[path][method];
}

function param(operation: Json, name: string): Json {
  const found = operation.parameters.find((p: Json) => p.name === name);
  if (!found) throw new Error(`no parameter ${name}`);
  return found;
}

describe("buildOpenApiDocument", () => {
  beforeEach(() => vi.stubEnv("SITE_URL", "https://styleshelf.test"));
  afterEach(() => vi.unstubAllEnvs());

  it("declares OpenAPI 3.1, the title and version 1.4.0", () => {
    const d = doc();
    expect(d.openapi).toMatch(/^3\.1\.\d+$/);
    expect(d.info.title).toBe("Styleshelf API");
    expect(d.info.version).toBe("1.4.0");
  });

  it("reads the server and OAuth addresses from the environment at call time", () => {
    expect(doc().servers).toEqual([expect.objectContaining({ url: "https://styleshelf.test/api/v1" })]);
    vi.stubEnv("SITE_URL", "https://other.test/");
    const d = doc();
    expect(d.servers[0].url).toBe("https://other.test/api/v1");
    const flow = d.components.securitySchemes.oauth2.flows.authorizationCode;
    expect(flow).toMatchObject({
      authorizationUrl: "https://other.test/oauth/authorize",
      tokenUrl: "https://other.test/oauth/token",
      refreshUrl: "https://other.test/oauth/token",
    });
  });

  it("has exactly the contract's operations, at the contract's paths", () => {
    const found: Record<string, [string, string]> = {};
    for (const [path, item] of Object.entries(doc().paths as Json)) {
      for (const [method, operation] of Object.entries(item as Json)) found[(operation as Json).operationId] = [method, path];
    }
    expect(found).toEqual(OPERATIONS);
  });

  it("gives every operation a summary, a description and a tag", () => {
    for (const id of Object.keys(OPERATIONS)) {
      const o = op(id);
      expect(o.summary, id).toMatch(/\w/);
      expect(o.description.length, id).toBeGreaterThan(30);
      expect(o.tags, id).toHaveLength(1);
    }
  });

  it("applies the scope of the contract's table to each operation", () => {
    for (const [id, security] of Object.entries(SECURITY)) expect(op(id).security, id).toEqual(security);
  });

  it("defines the oauth2 authorization-code scheme with the three scopes described", () => {
    const scheme = doc().components.securitySchemes.oauth2;
    expect(scheme.type).toBe("oauth2");
    const scopes = scheme.flows.authorizationCode.scopes;
    expect(Object.keys(scopes).sort()).toEqual(["extract", "styles:read", "styles:write"]);
    for (const text of Object.values(scopes)) expect(String(text).length).toBeGreaterThan(15);
  });

  it("documents every status of the contract, errors with the referenced Error schema", () => {
    for (const [id, statuses] of Object.entries(STATUSES)) {
      const responses = op(id).responses;
      expect(Object.keys(responses).sort(), id).toEqual([...statuses].sort());
      for (const status of statuses.filter((s) => Number(s) >= 400)) {
        expect(responses[status].content["application/json"].schema, `${id} ${status}`).toEqual({
          $ref: "#/components/schemas/Error",
        });
      }
    }
  });

  it("lists every error code, the DESIGN.md additions included", () => {
    expect(doc().components.schemas.ErrorCode.enum).toEqual([
      "invalid_request",
      "not_found",
      "auth_required",
      "forbidden",
      "service_not_generated",
      "insufficient_credits",
      "plan_limit_reached",
      "payload_too_large",
      "rate_limited",
      "internal_error",
    ]);
    expect(doc().components.schemas.Error.required).toEqual(["error", "message"]);
  });

  it("puts rate-limit headers on every response and Retry-After on 429", () => {
    for (const id of Object.keys(OPERATIONS)) {
      for (const [status, response] of Object.entries(op(id).responses as Json)) {
        for (const h of ["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"]) {
          expect(response.headers[h], `${id} ${status} ${h}`).toEqual({ $ref: `#/components/headers/${h}` });
        }
      }
      expect(op(id).responses["429"].headers["Retry-After"]).toEqual({ $ref: "#/components/headers/Retry-After" });
    }
  });

  it("models getStyle's 200 as markdown or JSON, with ETag, token count and canonical URL, and 304 with no body", () => {
    for (const id of ["getStyle", "getStyleMd"]) {
      const o = op(id);
      expect(Object.keys(o.responses["200"].headers)).toEqual(
        expect.arrayContaining(["ETag", "X-Token-Count", "X-Service-Canonical-Url"]),
      );
      expect(o.responses["304"].content).toBeUndefined();
      expect(o.responses["304"].headers.ETag).toEqual({ $ref: "#/components/headers/ETag" });
      expect(o.parameters).toContainEqual({ $ref: "#/components/parameters/IfNoneMatch" });
    }
    const content = op("getStyle").responses["200"].content;
    expect(content["text/markdown"].schema.type).toBe("string");
    expect(content["application/json"].schema).toEqual({ $ref: "#/components/schemas/CompiledStyleJson" });
    expect(Object.keys(op("getStyleMd").responses["200"].content)).toEqual(["text/markdown"]);
    expect(doc().components.parameters.IfNoneMatch).toMatchObject({ name: "If-None-Match", in: "header" });
  });

  it("models exportStyle's 200 as one media type per export target, as an attachment with an ETag", () => {
    const o = op("exportStyle");
    expect(Object.keys(o.responses["200"].content).sort()).toEqual(
      ["application/design-tokens+json", "application/zip", "text/css", "text/markdown"].sort(),
    );
    expect(o.responses["200"].content["application/zip"].schema).toMatchObject({ type: "string", format: "binary" });
    expect(Object.keys(o.responses["200"].headers)).toEqual(expect.arrayContaining(["ETag", "Content-Disposition", "X-Service-Canonical-Url"]));
    expect(param(o, "target").schema.enum).toEqual(["tokens", "tailwind", "design-md", "skill"]);
    expect(o.responses["304"].content).toBeUndefined();
  });

  it("declares X-Service-Client on every operation and the credits header on createExtraction", () => {
    for (const id of Object.keys(OPERATIONS)) {
      expect(op(id).parameters, id).toContainEqual({ $ref: "#/components/parameters/ServiceClient" });
    }
    expect(doc().components.parameters.ServiceClient).toMatchObject({ name: "X-Service-Client", in: "header", required: false });
    expect(op("createExtraction").responses["202"].headers["X-Service-Credits-Remaining"]).toEqual({
      $ref: "#/components/headers/X-Service-Credits-Remaining",
    });
    expect(op("createExtraction").responses["401"].headers["WWW-Authenticate"]).toBeDefined();
  });

  it("accepts both request body forms of validateStyleMd and createExtraction", () => {
    const validate = op("validateStyleMd").requestBody;
    expect(validate.required).toBe(true);
    expect(Object.keys(validate.content).sort()).toEqual(["application/json", "text/markdown"]);
    const create = op("createExtraction").requestBody.content;
    expect(create["application/json"].schema).toEqual({ $ref: "#/components/schemas/CreateExtractionRequest" });
    expect(create["multipart/form-data"].schema).toEqual({ $ref: "#/components/schemas/CreateExtractionForm" });
    const form = doc().components.schemas.CreateExtractionForm;
    expect(Object.keys(form.properties).sort()).toEqual(["image", "name", "reference", "text"]);
    const pattern = new RegExp(Object.keys(form.patternProperties)[0]!);
    for (const part of ["image_0", "file_3", "document_12"]) expect(part).toMatch(pattern);
    expect("image").not.toMatch(pattern);
  });

  it("documents query limits and defaults from the same schemas the handlers parse with", () => {
    expect(param(op("searchStyles"), "limit").schema).toMatchObject({ type: "integer", minimum: 1, maximum: 25, default: 8 });
    expect(param(op("searchStyles"), "offset").schema).toMatchObject({ type: "integer", minimum: 0, maximum: 200, default: 0 });
    expect(param(op("searchStyles"), "sort").schema).toMatchObject({ enum: ["popular", "recent"], default: "recent" });
    expect(param(op("searchStyles"), "query").schema).toMatchObject({ type: "string", maxLength: 200 });
    expect(param(op("listSavedStyles"), "offset").schema).toMatchObject({ maximum: 500 });
    expect(param(op("listMyStyles"), "limit").schema).toMatchObject({ minimum: 1, maximum: 50, default: 20 });
    expect(param(op("listMyStyles"), "cursor").schema).toMatchObject({ maxLength: 120 });
    expect(param(op("listExtractionHistory"), "style").schema).toMatchObject({ format: "uuid" });
    expect(param(op("getStyle"), "format").schema.enum).toEqual(["default", "flux", "midjourney", "diffusion", "stylemd", "json"]);
    expect(param(op("getStyle"), "sections").schema).toMatchObject({ maxLength: 400 });
    expect(param(op("getStyle"), "raw").schema.enum).toEqual(["1", "true", "0", "false"]);
    expect(param(op("getStyle"), "ref")).toMatchObject({ in: "path", required: true });
    expect(param(op("getExtraction"), "save_as_draft").schema.default).toBe("false");
    expect(param(op("getExtraction"), "name").schema).toMatchObject({ maxLength: 120 });
    expect(param(op("getExtractionHistoryEntry"), "format").schema).toMatchObject({
      enum: ["blocks", "default", "stylemd"],
      default: "blocks",
    });
    expect(param(op("getExtractionHistoryEntry"), "id").schema).toMatchObject({ format: "uuid" });
  });

  it("references every named schema instead of inlining it", () => {
    const text = JSON.stringify(doc().paths);
    for (const name of ["SearchResults", "SaveResult", "MyStyles", "ExtractionStarted", "ExtractionStatus", "ExtractionHistory", "ExtractionHistoryEntry", "LintResult", "Error"]) {
      expect(text, name).toContain(`"#/components/schemas/${name}"`);
    }
    const schemas = doc().components.schemas;
    expect(schemas.SearchResults.properties.styles.items).toEqual({ $ref: "#/components/schemas/StyleCard" });
    expect(schemas.MyStyles.properties.styles.items).toEqual({ $ref: "#/components/schemas/MyStyleItem" });
    expect(schemas.ExtractionHistory.properties.entries.items).toEqual({ $ref: "#/components/schemas/ExtractionHistoryItem" });
    expect(schemas.SearchResults.properties.count.description).toMatch(/across all pages/);
  });
});
