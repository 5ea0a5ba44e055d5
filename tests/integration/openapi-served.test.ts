// The document as a client fetches it: GPT Actions and client generators import GET /api/v1/openapi.json,
// so the import rules, the server address and the OAuth scheme are checked on the served bytes, against
// the authorization server's own metadata and lib/auth/scopes.ts (the one list of scopes).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCOPES, SCOPE_WORDING } from "@/lib/auth/scopes";
import { startTestApp, type TestApp } from "../support/app";
import { gptActionsProblems, operationsOf } from "../unit/openapi/gpt-actions";

type Json = Record<string, any>;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

async function getJson(path: string): Promise<Json> {
  const res = await app.request(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  return (await res.json()) as Json;
}

describe("GET /api/v1/openapi.json for GPT Actions and client generators", () => {
  it("gives every operation a unique camelCase operationId and a summary, within GPT Actions' limits", async () => {
    const doc = await getJson("/api/v1/openapi.json");
    expect(gptActionsProblems(doc)).toEqual([]);
    expect(operationsOf(doc).map((o) => o.operation.operationId).sort()).toEqual([
      "checkStyle",
      "createExtraction",
      "createUpload",
      "diffStyleGenerations",
      "exportStyle",
      "getExtraction",
      "getExtractionHistoryEntry",
      "getHealth",
      "getOpenApi",
      "getStyle",
      "getStyleMd",
      "listExtractionHistory",
      "listMyStyles",
      "listSavedStyles",
      "listStyleGenerations",
      "putUpload",
      "saveStyle",
      "searchStyles",
      "validateStyleMd",
    ]);
  });

  it("names the server from SITE_URL as it is when the request arrives", async () => {
    expect((await getJson("/api/v1/openapi.json")).servers).toEqual([
      { url: `${app.origin}/api/v1`, description: expect.any(String) },
    ]);
    const previous = process.env.SITE_URL;
    process.env.SITE_URL = "https://styles.example/";
    try {
      const doc = await getJson("/api/v1/openapi.json");
      expect(doc.servers.map((s: Json) => s.url)).toEqual(["https://styles.example/api/v1"]);
      expect(doc.components.securitySchemes.oauth2.flows.authorizationCode.tokenUrl).toBe("https://styles.example/oauth/token");
    } finally {
      process.env.SITE_URL = previous;
    }
  });

  it("declares the oauth2 scheme with the authorization server's endpoints and scopes", async () => {
    const doc = await getJson("/api/v1/openapi.json");
    const metadata = await getJson("/.well-known/oauth-authorization-server");
    const resource = await getJson("/.well-known/oauth-protected-resource/api/v1");
    const scheme = doc.components.securitySchemes.oauth2;
    expect(Object.keys(doc.components.securitySchemes)).toEqual(["oauth2"]);
    expect(scheme.type).toBe("oauth2");
    expect(Object.keys(scheme.flows)).toEqual(["authorizationCode"]);
    const flow = scheme.flows.authorizationCode;
    expect(flow.authorizationUrl).toBe(metadata.authorization_endpoint);
    expect(flow.tokenUrl).toBe(metadata.token_endpoint);
    expect(flow.refreshUrl).toBe(metadata.token_endpoint);
    expect(metadata.grant_types_supported).toContain("refresh_token");
    expect(flow.scopes).toEqual(Object.fromEntries(SCOPES.map((s) => [s, SCOPE_WORDING[s].docs])));
    expect(Object.keys(flow.scopes)).toEqual(metadata.scopes_supported);
    expect(Object.keys(flow.scopes)).toEqual(resource.scopes_supported);
  });

  it("asks each operation for the contract's scope, and only for scopes the scheme declares", async () => {
    const doc = await getJson("/api/v1/openapi.json");
    const security = Object.fromEntries(operationsOf(doc).map(({ operation }) => [operation.operationId, operation.security]));
    expect(security).toEqual({
      checkStyle: [{}, { oauth2: ["styles:read"] }],
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
    });
  });
});
