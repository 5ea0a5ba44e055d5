// Regression found by the adversarial suite (npm run test:adversarial) on real PostgreSQL: text that
// PostgreSQL cannot store (NUL, an unpaired UTF-16 surrogate) in an extraction's JSON body, a form
// field or a query parameter reached an insert and answered 500 internal_error. It is the client's
// mistake: 400 invalid_request naming the field, and nothing is charged.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drainExtractionRuns } from "@/lib/jobs";
import { startTestApp, type TestApp } from "../support/app";
import { api, expectError } from "../support/api";
import { account, balance, startJson, startMultipart } from "../support/extraction";
import { callTool, mcpToken, rawMcp, toolErrorOf } from "../support/mcp";
import type { TestToken } from "../support/tokens";

let app: TestApp;
let maker: TestToken;
beforeAll(async () => {
  app = await startTestApp();
  maker = await account();
});
afterAll(async () => {
  // Runs started by a test end before the database goes away.
  await drainExtractionRuns();
  await app?.close();
});

describe("text that cannot be stored", () => {
  it.each([
    ['{"text":"\\ud800 alone"}', /^text: contains a NUL character or an unpaired/],
    ['{"text":"a\\u0000b"}', /^text: /],
    ['{"text":"fine","name":"x\\udfff"}', /^name: /],
    ['{"image_url":["https://example.com/a.png","\\u0000"]}', /^image_url\.1: /],
  ])("POST /extractions %s: 400 invalid_request naming the field, nothing charged", async (body, message) => {
    const before = await balance(maker.userId);
    const r = await api(app, "POST", "/extractions", { headers: { ...maker.headers, "Content-Type": "application/json" }, body });
    expectError(r, 400, "invalid_request", message);
    expect(await balance(maker.userId)).toBe(before);
  });

  it("a multipart text field with NUL: 400 invalid_request", async () => {
    expectError(await startMultipart(app, maker, [{ field: "text", data: "a\u0000b" }]), 400, "invalid_request", /^text: /);
  });

  it("a query parameter with NUL: 400 invalid_request", async () => {
    expectError(await api(app, "GET", "/styles", { query: { query: "zine\u0000" } }), 400, "invalid_request", /^query: /);
  });

  // The cases above spent this account's extraction lane (5 starts a minute): the rest use their own.
  it("still accepts ordinary text, astral characters included", async () => {
    expect((await startJson(app, await account(), { text: "Short 😀 sentences, warm and plain." })).status).toBe(202);
  });

  it("MCP start_extraction with such text: a tool error with invalid_request", async () => {
    const other = await account();
    const t = await mcpToken({ id: other.userId, handle: "maker" }, ["extract"]);
    const res = await rawMcp(app, callTool("start_extraction", { text: "a\u0000b" }), { authorization: `Bearer ${t.accessToken}` });
    const err = toolErrorOf((await res.json()).result);
    expect(err.error).toBe("invalid_request");
    expect(err.message).toMatch(/^text: /);
  });
});
