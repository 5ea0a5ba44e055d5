// The API reference page's model (lib/openapi/reference.ts) says what the document says: every
// operation under its tag, access from its security, shared parameters resolved, Try it only for
// anonymous GETs, and readable types.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SCOPES, SCOPE_WORDING } from "@/lib/auth/scopes";
import { buildOpenApiDocument } from "@/lib/openapi";
import { buildApiReference, limitsLabel, typeLabel } from "@/lib/openapi/reference";
import { operationsOf } from "./gpt-actions";

describe("buildApiReference", () => {
  beforeEach(() => vi.stubEnv("SITE_URL", "https://styleshelf.test"));
  afterEach(() => vi.unstubAllEnvs());

  const all = () => buildApiReference().tags.flatMap((t) => t.operations.map((o) => ({ ...o, tag: t.name })));

  it("lists every operation of the document once, under its tag, in the document's tag order", () => {
    const doc = buildOpenApiDocument() as Record<string, any>;
    const ref = buildApiReference();
    expect(ref.tags.map((t) => t.name)).toEqual(doc.tags.map((t: { name: string }) => t.name));
    expect(all().map((o) => o.id).sort()).toEqual(operationsOf(doc).map((o) => o.operation.operationId).sort());
    for (const { operation } of operationsOf(doc)) {
      const found = all().find((o) => o.id === operation.operationId)!;
      expect(found.tag).toBe(operation.tags[0]);
      expect(found.summary).toBe(operation.summary);
    }
  });

  it("names the server, the OAuth endpoints and the scopes of the running origin", () => {
    const ref = buildApiReference();
    expect(ref.server).toBe("https://styleshelf.test/api/v1");
    expect(ref.version).toBe("1.4.0");
    expect(ref.auth).toMatchObject({
      authorizationUrl: "https://styleshelf.test/oauth/authorize",
      tokenUrl: "https://styleshelf.test/oauth/token",
      scopes: SCOPES.map((name) => ({ name, description: SCOPE_WORDING[name].docs })),
    });
  });

  it("derives access from security and offers Try it only for anonymous GETs", () => {
    const byId = Object.fromEntries(all().map((o) => [o.id, o]));
    expect(byId.searchStyles).toMatchObject({ anonymous: true, scopes: [], tryIt: true });
    expect(byId.getStyle).toMatchObject({ anonymous: true, scopes: ["styles:read"], tryIt: true });
    expect(byId.validateStyleMd).toMatchObject({ anonymous: true, tryIt: false });
    expect(byId.createExtraction).toMatchObject({ anonymous: false, scopes: ["extract"], tryIt: false });
    expect(byId.listMyStyles).toMatchObject({ anonymous: false, scopes: ["styles:read"], tryIt: false });
  });

  it("resolves shared parameters and keeps enums, defaults and examples", () => {
    const getStyle = all().find((o) => o.id === "getStyle")!;
    const names = getStyle.parameters.map((p) => `${p.in}:${p.name}`);
    expect(names).toEqual(expect.arrayContaining(["header:X-Service-Client", "header:If-None-Match", "path:ref", "query:format"]));
    const format = getStyle.parameters.find((p) => p.name === "format")!;
    expect(format).toMatchObject({ default: "default", required: false });
    expect(format.enum).toEqual(expect.arrayContaining(["default", "midjourney", "json"]));
    expect(getStyle.parameters.find((p) => p.name === "ref")).toMatchObject({ required: true, example: "risograph-zine" });
    expect(getStyle.responses.find((r) => r.status === "200")).toMatchObject({ contentTypes: ["text/markdown", "application/json"], schema: "CompiledStyleJson" });
  });

  it("keeps request bodies with their content types and rules", () => {
    const create = all().find((o) => o.id === "createExtraction")!;
    expect(create.body?.content.map((c) => c.type)).toEqual(["multipart/form-data", "application/json"]);
    expect(create.body?.description).toMatch(/8 MB each/);
  });

  it("lists the named schemas with their fields", () => {
    const error = buildApiReference().schemas.find((s) => s.name === "Error")!;
    expect(error.properties.filter((p) => p.required).map((p) => p.name)).toEqual(["error", "message"]);
    expect(error.properties.find((p) => p.name === "error")?.type).toBe("ErrorCode");
  });
});

describe("typeLabel", () => {
  it.each([
    [{ type: "string" }, "string"],
    [{ type: ["string", "null"] }, "string | null"],
    [{ type: "integer", minimum: 1, maximum: 25 }, "integer (1–25)"],
    [{ type: "array", items: { $ref: "#/components/schemas/StyleCard" } }, "array of StyleCard"],
    [{ enum: ["a", "b"] }, '"a" | "b"'],
    [{ anyOf: [{ $ref: "#/components/schemas/A" }, { type: "null" }] }, "A | null"],
    [{ type: "string", format: "uri" }, "string (uri)"],
    [{}, "any"],
  ])("%j is %s", (schema, label) => {
    expect(typeLabel(schema)).toBe(label);
  });
});

describe("limitsLabel", () => {
  it.each([
    [{ type: "string", maxLength: 200 }, "at most 200 characters"],
    [{ type: "string", minLength: 1 }, "at least 1 character"],
    [{ type: "string", minLength: 3, maxLength: 3 }, "exactly 3 characters"],
    [{ type: "array", maxItems: 6, items: { type: "string", pattern: "^#[0-9a-f]{6}$" } }, "at most 6 items, each pattern `^#[0-9a-f]{6}$`"],
    [{ anyOf: [{ type: "string", maxLength: 80 }, { type: "null" }] }, "at most 80 characters"],
    [{ type: "integer", minimum: 1, maximum: 25 }, undefined],
    [{ type: "integer", minimum: -1 }, "at least -1"],
    [{ type: "string" }, undefined],
  ])("%j -> %s", (schema, label) => {
    expect(limitsLabel(schema)).toBe(label);
  });

  it("reaches parameters, schema fields and error responses", () => {
    const search = buildApiReference().tags.flatMap((t) => t.operations).find((o) => o.id === "searchStyles")!;
    expect(search.parameters.find((p) => p.name === "query")?.limits).toBe("at most 200 characters");
    expect(search.responses.find((r) => r.status === "400")).toMatchObject({ errorCode: "invalid_request" });
    expect(search.responses.find((r) => r.status === "429")?.headers).toContain("Retry-After");
    const card = buildApiReference().schemas.find((s) => s.name === "StyleCard")!;
    expect(card.properties.find((p) => p.name === "palette")?.limits).toMatch(/^at most 6 items, each pattern/);
  });
});
