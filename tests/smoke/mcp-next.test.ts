// The MCP server inside Next.js itself (`next dev`, embedded default): the route at app/api/mcp is
// bundled and served by Next 16, the SDK client connects over Streamable HTTP, lists the tools and
// calls the anonymous ones; an authenticated tool answers with the OAuth challenge.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { TOOL_NAMES } from "@/lib/mcp/catalog";
import { startNext, type NextServer } from "../support/next-server";

let dev: NextServer;
beforeAll(async () => {
  dev = await startNext({ mode: "dev", distDir: ".next-e2e-smoke-mcp", freshDataDir: true, env: { SEED_ACCESS_FIXTURES: "1" }, readyPath: "/api/v1/styles" });
}, 260_000);
afterAll(() => dev?.stop());

describe("MCP in next dev", () => {
  it("serves the tools over Streamable HTTP", async () => {
    const client = new Client({ name: "smoke", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL("/api/mcp", dev.origin)));
    expect((await client.listTools()).tools.map((t) => t.name).sort()).toEqual([...TOOL_NAMES].sort());
    const found = await client.callTool({ name: "search_styles", arguments: { query: "risograph", limit: 1 } });
    const slug = (found.structuredContent as { styles: { slug: string }[] }).styles[0]!.slug;
    const compiled = await client.callTool({ name: "get_style", arguments: { ref: slug, format: "midjourney" } });
    expect((compiled.structuredContent as { content: string }).content).toMatch(/--no /);
    await client.close();
  });

  it("answers a signed-in tool without a token with the challenge naming the MCP resource", async () => {
    const res = await fetch(`${dev.origin}/api/mcp`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "list_my_styles", arguments: {} } }),
    });
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toBe(
      `Bearer resource_metadata="${dev.origin}/.well-known/oauth-protected-resource/api/mcp", scope="styles:read"`,
    );
    const metadata = await (await fetch(`${dev.origin}/.well-known/oauth-protected-resource/api/mcp`)).json();
    expect(metadata.resource).toBe(`${dev.origin}/api/mcp`);
  });
});
