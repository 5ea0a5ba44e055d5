// MCP clients for integration tests: the official SDK Client over Streamable HTTP against the real
// /api/mcp route, anonymous or with a token bound to the MCP resource, each from its own client IP
// (its own rate-limit lane); and a raw JSON-RPC POST for checking HTTP statuses and headers.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { OAuthClientProvider } from "@modelcontextprotocol/sdk/client/auth.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { knownResources } from "@/lib/oauth/metadata";
import type { Scope } from "@/lib/auth/scopes";
import type { TestApp } from "./app";
import { mintToken, type TestToken, type TestUser } from "./tokens";

export const MCP_PATH = "/api/mcp";

export function mcpToken(user: TestUser, scopes: Scope[]): Promise<TestToken> {
  return mintToken(user, scopes, { resource: knownResources().mcp });
}

export async function mcpClient(app: TestApp, opts: { token?: string; authProvider?: OAuthClientProvider } = {}): Promise<{ client: Client; transport: StreamableHTTPClientTransport }> {
  const headers: Record<string, string> = { "x-forwarded-for": app.newIp() };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const transport = new StreamableHTTPClientTransport(new URL(MCP_PATH, app.origin), { requestInit: { headers }, authProvider: opts.authProvider });
  const client = new Client({ name: "styleshelf-tests", version: "1.0.0" });
  await client.connect(transport);
  return { client, transport };
}

/** The REST-shaped error body a failed tool call carries as its text. */
export function toolErrorOf(result: CallToolResult): { error: string; message: string; pricingUrl?: string } {
  if (!result.isError) throw new Error(`expected a tool error, got ${JSON.stringify(result).slice(0, 300)}`);
  const first = result.content[0];
  if (first?.type !== "text") throw new Error("a tool error carries text");
  return JSON.parse(first.text);
}

export function textOf(result: CallToolResult): string {
  return result.content.map((c) => (c.type === "text" ? c.text : "")).join("\n");
}

/** One JSON-RPC message POSTed as an MCP client would, for asserting on the HTTP answer itself. */
export function rawMcp(app: TestApp, message: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return app.request(MCP_PATH, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": "2025-06-18",
      ...headers,
    },
    body: JSON.stringify(message),
    ip: app.newIp(),
  });
}

export const callTool = (name: string, args: Record<string, unknown> = {}) => ({
  jsonrpc: "2.0",
  id: 1,
  method: "tools/call",
  params: { name, arguments: args },
});
