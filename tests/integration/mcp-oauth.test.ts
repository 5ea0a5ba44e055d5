// Acceptance: the MCP TypeScript SDK client with its OAuth provider against the real /api/mcp over
// HTTP. It connects and searches anonymously, is challenged by a signed-in tool, discovers the
// authorization server from the 401, registers dynamically, authorizes with PKCE as a signed-in user,
// exchanges the code, then steps up to the extract scope when the server answers 403, and compiles,
// extracts and polls to completion. Its token is bound to /api/mcp and the REST API refuses it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { auth, UnauthorizedError } from "@modelcontextprotocol/sdk/client/auth.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { drainExtractionRuns } from "@/lib/jobs";
import { TOOL_NAMES } from "@/lib/mcp/catalog";
import { verifyAccessToken } from "@/lib/oauth/tokens";
import { startTestApp, type TestApp } from "../support/app";
import { PROSE } from "../support/extraction";
import { MCP_PATH, rawMcp } from "../support/mcp";
import { BrowserlessProvider, signInWebsiteUser } from "../support/mcp-oauth";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/** A tool call that may need the user's consent first: on UnauthorizedError, finish the code exchange
 *  with the code the (browserless) redirect produced, and call again. */
async function callWithAuth(client: Client, transport: StreamableHTTPClientTransport, provider: BrowserlessProvider, name: string, args: Record<string, unknown> = {}) {
  try {
    return await client.callTool({ name, arguments: args });
  } catch (err) {
    if (!(err instanceof UnauthorizedError)) throw err;
    await transport.finishAuth(provider.code!);
    return client.callTool({ name, arguments: args });
  }
}

describe("MCP SDK client with OAuth", () => {
  it("discovers, registers, authorizes with PKCE, steps up, lists tools, searches, compiles, extracts and polls", async () => {
    const who = await signInWebsiteUser();
    const provider = new BrowserlessProvider(app, who);
    const transport = new StreamableHTTPClientTransport(new URL(MCP_PATH, app.origin), {
      authProvider: provider,
      requestInit: { headers: { "x-forwarded-for": app.newIp() } },
    });
    const client = new Client({ name: "oauth-e2e", version: "1.0.0" });
    await client.connect(transport);

    // Anonymous first: no consent needed to look around.
    expect((await client.listTools()).tools).toHaveLength(TOOL_NAMES.length);
    const search = await client.callTool({ name: "search_styles", arguments: { query: "risograph", limit: 3 } });
    const slug = (search.structuredContent as { styles: { slug: string }[] }).styles[0]!.slug;
    expect(provider.authorizeUrls).toHaveLength(0);

    // A signed-in tool: 401 -> discovery -> registration -> authorization with PKCE -> token.
    const mine = await callWithAuth(client, transport, provider, "list_my_styles");
    expect(mine.isError).toBeFalsy();
    expect(mine.structuredContent).toMatchObject({ count: 0, styles: [], nextCursor: null });
    expect(provider.info?.client_id).toMatch(/^ssc-/);
    const first = provider.authorizeUrls[0]!;
    expect(first.searchParams.get("code_challenge_method")).toBe("S256");
    expect(first.searchParams.get("resource")).toBe(`${app.origin}/api/mcp`);
    expect(first.searchParams.get("scope")).toBe("styles:read");
    const firstToken = provider.saved!.access_token;
    expect(await verifyAccessToken(firstToken)).toMatchObject({ userId: who.userId, scopes: ["styles:read"], resource: `${app.origin}/api/mcp` });

    // Compile with the token (anonymous tools keep working for a signed-in client).
    const compiled = await client.callTool({ name: "get_style", arguments: { ref: slug, format: "flux" } });
    expect((compiled.structuredContent as { format: string; content: string }).format).toBe("flux");

    // Extraction needs "extract": the server answers 403 insufficient_scope naming the scopes to ask
    // for. SDK 1.32's transport reacts by refreshing the token it has, which cannot add a scope (a
    // refresh only keeps or narrows them), so it gives up with "403 after trying upscoping". Step-up
    // then needs a new authorization, which a client does from the challenge: forget the token, keep
    // the registration, authorize for the challenge's scopes, exchange, retry.
    const args = { text: PROSE, name: "From the SDK" };
    await expect(client.callTool({ name: "start_extraction", arguments: args })).rejects.toMatchObject({ code: 403 });
    const challenged = await rawMcp(app, { jsonrpc: "2.0", id: 9, method: "tools/call", params: { name: "start_extraction", arguments: args } }, {
      authorization: `Bearer ${provider.saved!.access_token}`,
    });
    const header = challenged.headers.get("www-authenticate")!;
    expect(header).toContain('error="insufficient_scope"');
    const scope = /scope="([^"]+)"/.exec(header)![1]!;
    const resourceMetadataUrl = new URL(/resource_metadata="([^"]+)"/.exec(header)![1]!);
    provider.saved = undefined;
    expect(await auth(provider, { serverUrl: new URL(MCP_PATH, app.origin), scope, resourceMetadataUrl })).toBe("REDIRECT");
    await transport.finishAuth(provider.code!);
    const started = await client.callTool({ name: "start_extraction", arguments: args });
    expect(started.isError, JSON.stringify(started.content)).toBeFalsy();
    expect(provider.authorizeUrls).toHaveLength(2);
    expect(provider.authorizeUrls[1]!.searchParams.get("scope")).toBe("extract styles:read");
    expect(await verifyAccessToken(provider.saved!.access_token)).toMatchObject({ scopes: ["extract", "styles:read"] });
    const extractionId = (started.structuredContent as { extractionId: string }).extractionId;

    let status: Record<string, unknown> = { status: "running" };
    for (let i = 0; status.status === "running" && i < 100; i++) {
      await drainExtractionRuns();
      status = (await client.callTool({ name: "get_extraction", arguments: { extraction_id: extractionId, name: "From the SDK" } })).structuredContent as Record<string, unknown>;
    }
    expect(status).toMatchObject({ status: "complete", saved: false, name: "From the SDK" });
    expect(status.spec).toEqual(expect.any(String));

    // The token is for the MCP server only: the REST API refuses it.
    const rest = await app.request("/api/v1/me/styles", { headers: { authorization: `Bearer ${provider.saved!.access_token}` } });
    expect(rest.status).toBe(401);
    await client.close();
  });
});
