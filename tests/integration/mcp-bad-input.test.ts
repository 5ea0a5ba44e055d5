// Regressions found by the adversarial suite (npm run test:adversarial) on /api/mcp: a tool argument of
// the wrong type or an unknown tool came back as the SDK's free text ("MCP error -32602: Input
// validation error: ...") instead of the REST-shaped error the docs promise, and a request whose params
// did not fit its method (initialize without params, tools/call with `arguments: null`) as -32603, an
// internal error, with zod's issue list for a message.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app";
import { callTool, rawMcp, toolErrorOf } from "../support/mcp";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

async function rpc(message: unknown): Promise<any> {
  const res = await rawMcp(app, message);
  expect(res.status).toBe(200);
  return res.json();
}

describe("bad tool arguments", () => {
  it.each([
    ["search_styles", { limit: "five" }, /limit/],
    ["get_style", { ref: 42 }, /ref/],
    ["get_style", {}, /ref/],
    ["validate_style_md", { text: ["a"] }, /text/],
    ["get_style", { ref: "risograph-zine-k2f9", format: "png" }, /format/],
  ])("%s %j: a tool error with invalid_request and a message naming the argument", async (tool, args, names) => {
    const body = await rpc(callTool(tool, args as Record<string, unknown>));
    const err = toolErrorOf(body.result);
    expect(err.error).toBe("invalid_request");
    expect(err.message).toMatch(names);
  });

  it("validate_style_md over 512 KB: REST's size refusal, as a tool error", async () => {
    const text = `---\nname: Big\nsections: [palette]\n---\n## Palette\n${"é".repeat(262_144)}`;
    const err = toolErrorOf((await rpc(callTool("validate_style_md", { text }))).result);
    expect(err.error).toBe("invalid_request");
    expect(err.message).toBe("body: the document is too large; at most 524288 bytes are accepted");
  });

  it("an unknown tool: a tool error with invalid_request that lists the tools", async () => {
    const err = toolErrorOf((await rpc(callTool("no_such_tool"))).result);
    expect(err.error).toBe("invalid_request");
    expect(err.message).toContain("search_styles");
  });
});

describe("requests whose params do not fit their method", () => {
  it.each([
    { jsonrpc: "2.0", id: 1, method: "initialize" },
    { jsonrpc: "2.0", id: 2, method: "tools/call", params: { name: "get_style", arguments: null } },
    { jsonrpc: "2.0", id: 3, method: "tools/call", params: { name: 7 } },
    { jsonrpc: "2.0", id: 4, method: "tools/list", params: { cursor: 5 } },
  ])("%j: JSON-RPC -32602 Invalid params, never -32603", async (message) => {
    const body = await rpc(message);
    expect(body.id).toBe(message.id);
    expect(body.error.code).toBe(-32602);
    expect(body.error.message).toMatch(/^Invalid params for /);
  });

  it.each(["valueOf", "constructor", "toString", "__proto__", "hasOwnProperty"])("method %j, a name every object has: -32601 Method not found", async (method) => {
    // Looked up in a plain object, these found Object.prototype's functions and answered 500.
    const body = await rpc({ jsonrpc: "2.0", id: 9, method });
    expect(body.id).toBe(9);
    expect(body.error.code).toBe(-32601);
  });

  it("a batch with one such request: 400 -32602", async () => {
    const res = await rawMcp(app, [{ jsonrpc: "2.0", id: 1, method: "ping" }, { jsonrpc: "2.0", id: 2, method: "initialize" }]);
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe(-32602);
  });
});
