// The MCP server at /api/mcp without a token, through the official SDK client over real HTTP: the tool
// list (names, schemas, annotations), the anonymous tools and their errors (the same codes and
// messages as REST), CORS, and the HTTP answers that start the authorization flow.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { TOOL_NAMES, TOOL_SCOPES } from "@/lib/mcp/catalog";
import { startTestApp, type TestApp } from "../support/app";
import { callTool, mcpClient, rawMcp, textOf, toolErrorOf } from "../support/mcp";
import { createUser, mintToken } from "../support/tokens";
import { mcpToken } from "../support/mcp";

let app: TestApp;
let client: Client;
beforeAll(async () => {
  app = await startTestApp();
  ({ client } = await mcpClient(app));
});
afterAll(async () => {
  await client?.close();
  await app?.close();
});

const SLUG = "risograph-zine-k2f9";

describe("tools/list", () => {
  it("lists exactly the catalog's tools, each with a description, input and output schemas and annotations", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([...TOOL_NAMES].sort());
    for (const tool of tools) {
      expect(tool.description!.length, tool.name).toBeGreaterThan(120);
      expect(tool.description, tool.name).toMatch(/Example: \{/);
      expect(tool.inputSchema.type).toBe("object");
      expect(tool.outputSchema?.type, tool.name).toBe("object");
      expect(tool.annotations?.title, tool.name).toBeTruthy();
      expect(typeof tool.annotations?.readOnlyHint, tool.name).toBe("boolean");
      expect(typeof tool.annotations?.idempotentHint, tool.name).toBe("boolean");
      expect(typeof tool.annotations?.openWorldHint, tool.name).toBe("boolean");
      const scope = TOOL_SCOPES[tool.name as keyof typeof TOOL_SCOPES];
      expect(tool.description, tool.name).toContain(scope ? `"${scope}" scope` : "without signing in");
    }
    const byName = Object.fromEntries(tools.map((t) => [t.name, t]));
    for (const read of ["search_styles", "get_style", "get_style_md", "validate_style_md", "export_style", "list_my_styles", "list_saved_styles", "list_extraction_history", "get_extraction_history_entry"]) {
      expect(byName[read]!.annotations?.readOnlyHint, read).toBe(true);
    }
    expect(byName.start_extraction!.annotations).toMatchObject({ readOnlyHint: false, idempotentHint: false, openWorldHint: true });
    expect(byName.get_extraction!.annotations).toMatchObject({ readOnlyHint: false, idempotentHint: true });
    expect(byName.save_style!.annotations).toMatchObject({ readOnlyHint: false, idempotentHint: true });
    // Paging arguments carry REST's bounds and defaults.
    expect(byName.search_styles!.inputSchema.properties!.limit).toMatchObject({ type: "integer", minimum: 1, maximum: 25, default: 8 });
    expect(byName.search_styles!.inputSchema.properties!.offset).toMatchObject({ minimum: 0, maximum: 200 });
    expect(byName.list_saved_styles!.inputSchema.properties!.offset).toMatchObject({ maximum: 500 });
    expect(byName.list_my_styles!.inputSchema.properties!.limit).toMatchObject({ minimum: 1, maximum: 50, default: 20 });
    expect(byName.search_styles!.inputSchema.properties!.query).toMatchObject({ type: "string", maxLength: 200 });
    expect(byName.get_style!.inputSchema.required).toEqual(["ref"]);
  });
});

describe("anonymous tools", () => {
  it("search_styles returns ranked cards, readable text and the next offset", async () => {
    const first = await client.callTool({ name: "search_styles", arguments: { limit: 2 } });
    expect(first.isError).toBeFalsy();
    const page = first.structuredContent as { count: number; styles: { slug: string }[]; hasMore: boolean; nextOffset: number | null };
    expect(page.styles).toHaveLength(2);
    expect(page.hasMore).toBe(true);
    expect(page.nextOffset).toBe(2);
    expect(textOf(first as never)).toContain(`slug: ${page.styles[0]!.slug}`);
    const second = await client.callTool({ name: "search_styles", arguments: { limit: 2, offset: page.nextOffset } });
    const next = second.structuredContent as { styles: { slug: string }[] };
    expect(next.styles[0]!.slug).not.toBe(page.styles[0]!.slug);
    // The same service as REST: the same first page.
    const rest = await (await app.request("/api/v1/styles?limit=2")).json();
    expect(page.styles.map((s) => s.slug)).toEqual(rest.styles.map((s: { slug: string }) => s.slug));
  });

  it("search_styles with a query that matches nothing lists the categories", async () => {
    const r = await client.callTool({ name: "search_styles", arguments: { query: "zzqqxx nothing matches this" } });
    const out = r.structuredContent as { count: number; availableCategories?: string[] };
    expect(out.count).toBe(0);
    expect(out.availableCategories!.length).toBeGreaterThan(0);
    expect(textOf(r as never)).toMatch(/No styles matched\. Categories:/);
  });

  it("get_style compiles into the asked format, like GET /styles/{ref}", async () => {
    const r = await client.callTool({ name: "get_style", arguments: { ref: SLUG, format: "midjourney" } });
    expect(r.isError).toBeFalsy();
    const out = r.structuredContent as { content: string; format: string; canonicalUrl: string; tokenCount: number; contentType: string };
    const rest = await app.request(`/api/v1/styles/${SLUG}?format=midjourney`);
    expect(out.content).toBe(await rest.text());
    expect(out).toMatchObject({ format: "midjourney", contentType: "text/markdown", canonicalUrl: rest.headers.get("x-service-canonical-url") });
    expect(out.tokenCount).toBe(Number(rest.headers.get("x-token-count")));
    expect(textOf(r as never)).toBe(out.content);

    const json = await client.callTool({ name: "get_style", arguments: { ref: SLUG, format: "json", sections: "palette", raw: true } });
    const body = JSON.parse((json.structuredContent as { content: string }).content);
    expect(Object.keys(body.sections)).toEqual(["palette"]);
  });

  it("get_style_md returns the STYLE.md document", async () => {
    const r = await client.callTool({ name: "get_style_md", arguments: { ref: SLUG } });
    const out = r.structuredContent as { styleMd: string };
    expect(out.styleMd).toBe(await (await app.request(`/api/v1/styles/${SLUG}/style.md`)).text());
    expect(out.styleMd.startsWith("---\n")).toBe(true);
  });

  it("export_style returns text files inline, as REST serves them, and the skill as a download link", async () => {
    for (const target of ["tokens", "tailwind", "design-md"]) {
      const r = await client.callTool({ name: "export_style", arguments: { ref: SLUG, target } });
      const out = r.structuredContent as { content: string; fileName: string; downloadUrl: string; etag: string };
      const rest = await app.request(`/api/v1/styles/${SLUG}/export/${target}`);
      expect(out.content, target).toBe(await rest.text());
      expect(out.etag).toBe(rest.headers.get("etag"));
      expect(rest.headers.get("content-disposition")).toBe(`attachment; filename="${out.fileName}"`);
      expect(out.downloadUrl).toBe(`${app.origin}/api/v1/styles/${SLUG}/export/${target}`);
      expect(textOf(r as never)).toBe(out.content);
    }
    const skill = await client.callTool({ name: "export_style", arguments: { ref: SLUG, target: "skill" } });
    const out = skill.structuredContent as { content?: string; downloadUrl: string; fileName: string; contentType: string };
    expect(out.content).toBeUndefined();
    expect(out).toMatchObject({ fileName: `${SLUG}.skill.zip`, contentType: "application/zip" });
    expect(textOf(skill as never)).toContain(out.downloadUrl);
    const zip = await app.request(new URL(out.downloadUrl).pathname);
    expect(zip.status).toBe(200);
    expect(zip.headers.get("content-type")).toBe("application/zip");
  });

  it("export_style refuses as REST does: an unknown target, a voice without tokens, a private style", async () => {
    for (const [args, path] of [
      [{ ref: SLUG, target: "pdf" }, `/styles/${SLUG}/export/pdf`],
      [{ ref: "founder-letter-p7qd", target: "tokens" }, "/styles/founder-letter-p7qd/export/tokens"],
      [{ ref: "private-sketchbook-x1a1", target: "skill" }, "/styles/private-sketchbook-x1a1/export/skill"],
    ] as const) {
      const err = toolErrorOf((await client.callTool({ name: "export_style", arguments: args })) as never);
      const rest = await (await app.request(`/api/v1${path}`)).json();
      expect(err).toEqual({ error: rest.error, message: rest.message });
    }
  });

  it("validate_style_md lints a document; a failing one is a result, not an error", async () => {
    const styleMd = (await client.callTool({ name: "get_style_md", arguments: { ref: SLUG } })).structuredContent as { styleMd: string };
    const good = await client.callTool({ name: "validate_style_md", arguments: { text: styleMd.styleMd } });
    expect(good.structuredContent).toMatchObject({ valid: true, errors: [] });
    const bad = await client.callTool({ name: "validate_style_md", arguments: { text: "no frontmatter here" } });
    expect(bad.isError).toBeFalsy();
    expect(bad.structuredContent).toMatchObject({ valid: false });
    expect(textOf(bad as never)).toMatch(/^Not valid: \d+ error/);
  });

  it("answers errors as tool errors with REST's code and message", async () => {
    const missing = toolErrorOf((await client.callTool({ name: "get_style", arguments: { ref: "no-such-style-xyz" } })) as never);
    const rest = await (await app.request("/api/v1/styles/no-such-style-xyz")).json();
    expect(missing).toEqual({ error: "not_found", message: rest.message });

    const badSections = toolErrorOf((await client.callTool({ name: "get_style", arguments: { ref: SLUG, sections: "palette,bogus" } })) as never);
    const restSections = await (await app.request(`/api/v1/styles/${SLUG}?sections=palette,bogus`)).json();
    expect(badSections).toEqual({ error: "invalid_request", message: restSections.message });

    const huge = toolErrorOf((await client.callTool({ name: "validate_style_md", arguments: { text: "x".repeat(600 * 1024) } })) as never);
    expect(huge.error).toBe("invalid_request");
    expect(huge.message).toMatch(/at most 524288 bytes/);
  });

  it("refuses arguments outside REST's bounds with REST's invalid_request and message", async () => {
    for (const [args, query] of [
      [{ limit: 26 }, "limit=26"],
      [{ offset: 201 }, "offset=201"],
      [{ query: "q".repeat(201) }, `query=${"q".repeat(201)}`],
    ] as const) {
      const err = toolErrorOf((await client.callTool({ name: "search_styles", arguments: args })) as never);
      const rest = await (await app.request(`/api/v1/styles?${query}`)).json();
      expect(err).toEqual({ error: "invalid_request", message: rest.message });
    }
  });
});

describe("HTTP: the authorization flow and transport", () => {
  const metadata = () => `resource_metadata="${app.origin}/.well-known/oauth-protected-resource/api/mcp"`;

  it("answers an authenticated tool without a token with 401 naming the MCP resource metadata and the scope", async () => {
    for (const [name, scope] of Object.entries(TOOL_SCOPES)) {
      if (!scope) continue;
      const res = await rawMcp(app, callTool(name));
      expect(res.status, name).toBe(401);
      const header = res.headers.get("www-authenticate")!;
      expect(header).toContain(metadata());
      expect(header).toContain(`scope="${scope}"`);
      expect(header).not.toContain("error=");
      expect(await res.json()).toMatchObject({ error: "auth_required" });
      expect(res.headers.get("access-control-expose-headers")).toContain("WWW-Authenticate");
    }
    // The metadata it names is served and names this resource.
    const doc = await (await app.request("/.well-known/oauth-protected-resource/api/mcp")).json();
    expect(doc.resource).toBe(`${app.origin}/api/mcp`);
  });

  it("refuses a token issued for the REST API (RFC 8707), even for anonymous requests", async () => {
    const user = await createUser();
    const rest = await mintToken(user, ["styles:read"]);
    for (const message of [callTool("list_my_styles"), callTool("search_styles"), { jsonrpc: "2.0", id: 1, method: "tools/list" }]) {
      const res = await rawMcp(app, message, rest.headers);
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toContain('error="invalid_token"');
      expect(res.headers.get("www-authenticate")).toContain(metadata());
    }
    // The same token works on REST, and an MCP token does not.
    expect((await app.request("/api/v1/me/styles", { headers: rest.headers })).status).toBe(200);
    const mcp = await mcpToken(user, ["styles:read"]);
    expect((await app.request("/api/v1/me/styles", { headers: mcp.headers })).status).toBe(401);
    expect((await rawMcp(app, callTool("list_my_styles"), mcp.headers)).status).toBe(200);
  });

  it("answers a token without the tool's scope with 403 insufficient_scope for step-up", async () => {
    const t = await mcpToken(await createUser(), ["styles:read"]);
    const res = await rawMcp(app, callTool("save_style", { ref: SLUG }), t.headers);
    expect(res.status).toBe(403);
    const header = res.headers.get("www-authenticate")!;
    expect(header).toContain('error="insufficient_scope"');
    // The scopes to ask for: the ones held plus the one missing.
    expect(header).toContain('scope="styles:read styles:write"');
    expect(header).toContain(metadata());
    expect(await res.json()).toMatchObject({ error: "auth_required" });
  });

  it("refuses DNS rebinding: on a loopback site, a request for another Host or from another Origin is 403", async () => {
    const list = { jsonrpc: "2.0", id: 1, method: "tools/list" };
    const res = await rawMcp(app, list, { origin: "http://evil.example.com" });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: "forbidden" });
    expect((await rawMcp(app, list, { origin: "http://localhost:6274" })).status).toBe(200);
  });

  it("carries REST's CORS and rate-limit headers; GET and DELETE are 405 on a stateless server", async () => {
    const res = await rawMcp(app, { jsonrpc: "2.0", id: 1, method: "tools/list" });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("access-control-allow-headers")).toMatch(/Authorization.*Mcp-Protocol-Version/);
    expect(Number(res.headers.get("x-ratelimit-limit"))).toBeGreaterThan(0);
    const preflight = await app.request("/api/mcp", { method: "OPTIONS" });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");
    expect((await app.request("/api/mcp", { headers: { accept: "text/event-stream" } })).status).toBe(405);
    expect((await app.request("/api/mcp", { method: "DELETE" })).status).toBe(405);
    const huge = await rawMcp(app, { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "validate_style_md", arguments: { text: "x".repeat(17 * 1024 * 1024) } } });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ error: "payload_too_large" });
    const garbage = await app.request("/api/mcp", { method: "POST", headers: { "content-type": "application/json", accept: "application/json, text/event-stream" }, body: "{not json" });
    expect(garbage.status).toBe(400);
    expect((await garbage.json()).error.code).toBe(-32700);
  });
});
