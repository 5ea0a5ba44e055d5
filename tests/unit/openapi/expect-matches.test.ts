// The integration-test helper: it must accept real response shapes (nullable fields, 3.1 output of the
// generator, $refs), reject wrong ones with Ajv's explanation, and refuse to validate against an
// operation, status or content type the document does not have.
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "@/lib/openapi";
import { expectMatchesOpenApi } from "../../support/openapi";

const searchResults = {
  count: 2,
  styles: [
    {
      name: "Risograph Zine",
      slug: "risograph-zine",
      author: "@ana",
      category: "print",
      tags: ["riso", "zine"],
      url: "https://styleshelf.test/share/risograph-zine",
      heroImage: null,
      palette: ["#FF48B0", "#0078BF", "#fff"],
    },
    { name: "Founder Letter", slug: "founder-letter", url: "https://styleshelf.test/share/founder-letter", author: null, category: null },
  ],
  offset: 0,
  hasMore: false,
  nextOffset: null,
  attribution: "Styles from Styleshelf (https://styleshelf.test)",
};

const lintResult = {
  valid: false,
  errors: ["line 1: YAML frontmatter (---) is missing at the top"],
  warnings: [],
  meta: { name: null, generator: null, sections: [] },
};

const notFound = { error: "not_found", message: "No public style matches risograph-zin." };

function failure(run: () => void): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected expectMatchesOpenApi to throw");
}

describe("expectMatchesOpenApi", () => {
  it("accepts valid SearchResults, with nullable fields set to null", () => {
    expect(() => expectMatchesOpenApi("GET", "/styles", 200, "application/json; charset=utf-8", searchResults)).not.toThrow();
    expect(() => expectMatchesOpenApi("GET", "/me/saved-styles", 200, "application/json", { ...searchResults, styles: [] })).not.toThrow();
  });

  it("accepts a valid Error on every documented error status", () => {
    expect(() => expectMatchesOpenApi("GET", "/styles/{ref}", 404, "application/json", notFound)).not.toThrow();
    expect(() =>
      expectMatchesOpenApi("POST", "/extractions", 402, "application/json", {
        error: "insufficient_credits",
        message: "An extraction costs 30 credits; you have 0.",
        pricingUrl: "https://styleshelf.test/pricing",
      }),
    ).not.toThrow();
  });

  it("accepts a valid LintResult", () => {
    expect(() => expectMatchesOpenApi("post", "/style-md/validate", 200, "application/json", lintResult)).not.toThrow();
  });

  it("accepts markdown bodies, a 304 without a body and ISO timestamps", () => {
    expect(() => expectMatchesOpenApi("GET", "/styles/{ref}", 200, "text/markdown; charset=utf-8", "# Risograph Zine\n")).not.toThrow();
    expect(() => expectMatchesOpenApi("GET", "/styles/{ref}/style.md", 304, null, "")).not.toThrow();
    expect(() =>
      expectMatchesOpenApi("GET", "/me/extractions/{id}", 200, "application/json", {
        id: "3f2504e0-4f89-41d3-9a0c-0305e82c3301",
        styleId: null,
        createdAt: "2026-05-01T10:00:00.000Z",
        blocks: [
          { section: "palette", type: "color", value: { hex: "#0078BF", name: "blue" }, locked: false },
          { section: "mood", type: "descriptor", value: "playful", locked: true },
        ],
        lockedBlockCount: 1,
        note: "1 item is withheld by your plan.",
      }),
    ).not.toThrow();
  });

  it("accepts the served OpenAPI document itself", () => {
    const served = JSON.parse(JSON.stringify(buildOpenApiDocument()));
    expect(() => expectMatchesOpenApi("GET", "/openapi.json", 200, "application/json", served)).not.toThrow();
    expect(failure(() => expectMatchesOpenApi("GET", "/openapi.json", 200, "application/json", { openapi: "3.1.0" }))).toMatch(
      /required property 'info'/,
    );
  });

  it("rejects a missing required field and names it", () => {
    const { attribution: _dropped, ...withoutAttribution } = searchResults;
    expect(failure(() => expectMatchesOpenApi("GET", "/styles", 200, "application/json", withoutAttribution))).toMatch(
      /must have required property 'attribution'/,
    );
    expect(failure(() => expectMatchesOpenApi("POST", "/style-md/validate", 200, "application/json", { valid: true, errors: [] }))).toMatch(
      /required property 'warnings'/,
    );
  });

  it("rejects wrong types, unknown error codes and bad nested items", () => {
    expect(failure(() => expectMatchesOpenApi("GET", "/styles", 200, "application/json", { ...searchResults, count: "2" }))).toMatch(
      /body\/count must be integer/,
    );
    expect(failure(() => expectMatchesOpenApi("GET", "/styles", 400, "application/json", { error: "bad_query", message: "x" }))).toMatch(
      /body\/error must be equal to one of the allowed values/,
    );
    const badCard = { ...searchResults, styles: [{ ...searchResults.styles[0], palette: ["blue"] }] };
    expect(failure(() => expectMatchesOpenApi("GET", "/styles", 200, "application/json", badCard))).toMatch(/body\/styles\/0\/palette\/0/);
    expect(failure(() => expectMatchesOpenApi("POST", "/style-md/validate", 200, "application/json", { ...lintResult, valid: "no" }))).toMatch(
      /body\/valid must be boolean/,
    );
  });

  it("rejects fields the document does not define, unless asked to check the open document", () => {
    const extra = { ...notFound, code: 404 };
    expect(failure(() => expectMatchesOpenApi("GET", "/styles/{ref}", 404, "application/json", extra))).toMatch(
      /must NOT have additional properties[\s\S]*"additionalProperty": "code"/,
    );
    expect(() =>
      expectMatchesOpenApi("GET", "/styles/{ref}", 404, "application/json", extra, { allowAdditionalProperties: true }),
    ).not.toThrow();
  });

  it("refuses unknown paths, methods, statuses and content types", () => {
    expect(failure(() => expectMatchesOpenApi("GET", "/stylez", 200, "application/json", searchResults))).toMatch(/no operation GET \/stylez/);
    expect(failure(() => expectMatchesOpenApi("DELETE", "/styles", 200, "application/json", searchResults))).toMatch(/no operation DELETE/);
    expect(failure(() => expectMatchesOpenApi("GET", "/styles", 418, "application/json", notFound))).toMatch(/status 418 is not documented/);
    expect(failure(() => expectMatchesOpenApi("GET", "/styles", 200, "text/html", "<html>"))).toMatch(/content type text\/html is not documented/);
    expect(failure(() => expectMatchesOpenApi("GET", "/styles/{ref}/style.md", 200, "application/json", {}))).toMatch(
      /application\/json is not documented/,
    );
  });

  it("refuses a body where the document declares none, and no body where it declares one", () => {
    expect(failure(() => expectMatchesOpenApi("GET", "/styles/{ref}", 304, null, "# stale"))).toMatch(/declares no body/);
    expect(failure(() => expectMatchesOpenApi("GET", "/styles", 200, null, undefined))).toMatch(/declares a body/);
  });
});
