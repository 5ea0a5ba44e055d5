// POST /style-md/validate: both body forms, the lint result shape, and malformed bodies.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app";
import { api, expectError } from "../support/api";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const VALID = `---
name: Night Market
description: Neon-lit street food stalls after rain.
generator: styleshelf/1.0
sections: [overview, palette]
palette: ["#FF2E88", "#0B0F1A"]
---

# Night Market

## Overview
Neon-lit street food stalls after rain.

## Palette
- \`#FF2E88\` hot pink: signage
- \`#0B0F1A\` ink night: sky
`;

const validate = (body: BodyInit, type: string) => api(app, "POST", "/style-md/validate", { body, headers: { "Content-Type": type } });

describe("POST /style-md/validate", () => {
  it("lints a text/markdown body", async () => {
    const r = await validate(VALID, "text/markdown; charset=utf-8");
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ valid: true, errors: [], warnings: [], meta: { name: "Night Market", generator: "styleshelf/1.0", sections: ["overview", "palette"] } });
  });

  it("lints a JSON {text} body the same way", async () => {
    const r = await validate(JSON.stringify({ text: VALID }), "application/json");
    expect(r.status).toBe(200);
    expect(r.body.valid).toBe(true);
  });

  it("returns 200 with valid false for a failing document", async () => {
    const broken = VALID.replace("sections: [overview, palette]", "sections: [overview, sparkle]").replace('"#0B0F1A"', '"#0B0F1"');
    const r = await validate(broken, "text/markdown");
    expect(r.status).toBe(200);
    expect(r.body.valid).toBe(false);
    expect(r.body.errors.join("\n")).toMatch(/sparkle/);
    expect(r.body.errors.join("\n")).toMatch(/#0B0F1/);
  });

  it("reports warnings without failing the document", async () => {
    const r = await validate(VALID.replace("generator: styleshelf/1.0\n", ""), "text/markdown");
    expect(r.body.valid).toBe(true);
    expect(r.body.warnings.join("\n")).toMatch(/generator/);
  });

  it("treats an empty markdown body as a document missing its frontmatter", async () => {
    const r = await validate("", "text/markdown");
    expect(r.status).toBe(200);
    expect(r.body.valid).toBe(false);
  });

  it.each([
    ["invalid JSON", "{text:", "application/json", /JSON/],
    ["JSON without text", JSON.stringify({ body: VALID }), "application/json", /text/],
    ["JSON text of the wrong type", JSON.stringify({ text: 42 }), "application/json", /text/],
    ["an unsupported content type", VALID, "application/xml", /Content-Type/],
    ["a body over 512 KB", "x".repeat(600 * 1024), "text/markdown", /bytes/],
  ])("rejects %s with 400", async (_label, body, type, message) => {
    expectError(await validate(body, type), 400, "invalid_request", message);
  });
});
