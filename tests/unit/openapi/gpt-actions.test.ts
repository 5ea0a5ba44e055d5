// The built document imports cleanly into GPT Actions and client generators (tests/unit/openapi/gpt-actions.ts
// holds the rules; tests/integration/openapi-served.test.ts applies them to the served document too).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SCOPES, SCOPE_WORDING } from "@/lib/auth/scopes";
import { buildOpenApiDocument } from "@/lib/openapi";
import { GPT_ACTIONS_LIMITS, gptActionsProblems, operationsOf } from "./gpt-actions";

type Json = Record<string, any>;
const doc = () => buildOpenApiDocument() as Json;

describe("GPT Actions import rules", () => {
  beforeEach(() => vi.stubEnv("SITE_URL", "https://styleshelf.test"));
  afterEach(() => vi.unstubAllEnvs());

  it("are all met by the built document", () => {
    expect(gptActionsProblems(doc())).toEqual([]);
  });

  it("catch what they promise to catch", () => {
    const broken = structuredClone(doc());
    const first = broken.paths["/styles"].get;
    first.description = "x".repeat(GPT_ACTIONS_LIMITS.operationText + 1);
    broken.paths["/styles/{ref}"].get.operationId = "searchStyles";
    delete broken.paths["/me/styles"].get.summary;
    broken.paths["/me/saved-styles"].get.operationId = "list_saved_styles";
    broken.components.parameters.ServiceClient.description = "y".repeat(GPT_ACTIONS_LIMITS.parameterDescription + 1);
    const problems = gptActionsProblems(broken);
    expect(problems).toContain("GET /styles: description has 301 characters (max 300)");
    expect(problems).toContain("GET /styles/{ref}: operationId searchStyles is also used by GET /styles");
    expect(problems).toContain("GET /me/styles: no summary");
    expect(problems).toContain("GET /me/saved-styles: operationId list_saved_styles is not camelCase");
    // The shared header parameter is $ref'd by every operation: each one reports it.
    expect(problems.filter((p) => p.includes("parameter X-Service-Client"))).toHaveLength(operationsOf(broken).length);
  });

  it("mark the call that spends credits as consequential and the pure lint as not", () => {
    const d = doc();
    expect(d.paths["/extractions"].post["x-openai-isConsequential"]).toBe(true);
    expect(d.paths["/style-md/validate"].post["x-openai-isConsequential"]).toBe(false);
  });

  it("keep the long rules out of operation descriptions but in the document", () => {
    const d = doc();
    expect(d.paths["/extractions"].post.requestBody.description).toMatch(/3 files on Free, 10 on Pro, 8 MB each/);
    expect(d.paths["/style-md/validate"].post.requestBody.description).toMatch(/malformed hex color/);
    const format = d.paths["/styles/{ref}"].get.parameters.find((p: Json) => p.name === "format");
    expect(format.description ?? format.schema.description).toMatch(/`midjourney`/);
  });

  it("describe the oauth2 scopes in the words of lib/auth/scopes.ts", () => {
    const scopes = doc().components.securitySchemes.oauth2.flows.authorizationCode.scopes;
    expect(scopes).toEqual(Object.fromEntries(SCOPES.map((s) => [s, SCOPE_WORDING[s].docs])));
  });
});
