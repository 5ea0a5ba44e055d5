// Bad input to the MCP endpoint (/api/mcp) through the in-process harness: bodies that are not JSON,
// not JSON-RPC, batches, unknown methods, unknown tools, and every tool of lib/mcp/catalog.ts called
// with arguments of the wrong type, out of range, missing or extra; with every kind of token and the
// headers MCP clients send. An answer is a status the transport documents, never a 5xx, with CORS; a
// JSON-RPC error is never -32603 (internal); a tool error carries a contract code, never internal_error.
import fc from "fast-check";
import { afterAll, beforeAll, describe, inject, it } from "vitest";
import { TOOL_NAMES } from "@/lib/mcp/catalog";
import { startTestApp, type TestApp } from "../support/app";
import { anyValue, invalidUtf8 } from "./support/bodies";
import { expectNoLeak, expectStatus, refusedByServer, Violation } from "./support/checks";
import { roomyRateLimits, runs, testTimeout } from "./support/config";
import { JSON_RPC_INPUT_ERRORS, MCP_STATUSES, V1_ERROR_CODES } from "./support/contract";
import { freshIp, headersArb, text, type HeaderPools } from "./support/inputs";
import { send, type Answer, type Outgoing } from "./support/send";
import { writeTally } from "./support/tally";
import { makeWorld, tokensOf, type World } from "./support/world";

let app: TestApp;
let world: World;
let pools: HeaderPools;
/** Each tool's argument names, as tools/list describes them. */
let argNames: Record<string, string[]> = {};

const LABEL = "POST /api/mcp";

beforeAll(async () => {
  roomyRateLimits();
  app = await startTestApp();
  world = await makeWorld(app);
  pools = { primary: [world.mcp.owner.accessToken], tokens: [...tokensOf(world, "mcp"), ...tokensOf(world, "rest")], etags: world.etags };
  const res = await app.request("/api/mcp", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream", "mcp-protocol-version": "2025-06-18" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    ip: freshIp(),
  });
  const tools = ((await res.json()) as { result: { tools: { name: string; inputSchema: { properties?: Record<string, unknown> } }[] } }).result.tools;
  argNames = Object.fromEntries(tools.map((t) => [t.name, Object.keys(t.inputSchema.properties ?? {})]));
}, 180_000);

afterAll(async () => {
  writeTally(inject("adversarialTallyDir"), "mcp");
  await app?.close();
});

/** Arguments for a tool: its own names with any values (some right), strangers, or not an object. */
function argsFor(name: string): fc.Arbitrary<unknown> {
  const names = Object.hasOwn(argNames, name) ? argNames[name]! : [];
  const own = (n: string) => {
    if (n === "ref") return fc.oneof(fc.constantFrom(...world.refs), text);
    if (n === "extraction_id") return fc.oneof(fc.constantFrom(...world.extractionIds), text);
    if (n === "id" || n === "style") return fc.oneof(fc.constantFrom(...world.historyIds, ...world.ownStyleIds), fc.uuid(), text);
    if (n === "images") return fc.array(fc.record({ data: fc.oneof(fc.base64String({ maxLength: 400 }), text, fc.constant("data:image/png;base64,iVBORw0KGgo=")), filename: text }, { requiredKeys: [] }), { maxLength: 12 });
    if (n === "image_url" || n === "document_url") return fc.array(fc.constantFrom("https://127.0.0.1/a.png", "http://example.com/a.png", "file:///etc/passwd", ""), { maxLength: 12 });
    return fc.oneof(text, fc.integer({ min: -5, max: 600 }), fc.constantFrom("recent", "popular", "json", "stylemd", "blocks", true, false));
  };
  const record = fc.record(Object.fromEntries(names.map((n) => [n, fc.oneof({ weight: 3, arbitrary: own(n) }, { weight: 2, arbitrary: anyValue })])), { requiredKeys: [] });
  return fc.oneof(
    { weight: 8, arbitrary: fc.tuple(record, fc.dictionary(text, anyValue, { maxKeys: 2 })).map(([r, extra]) => ({ ...extra, ...r })) },
    { weight: 1, arbitrary: fc.constantFrom(null, [], "args", 7, { __proto__: { polluted: true } }) },
  );
}

const id = fc.oneof({ weight: 5, arbitrary: fc.integer() }, { weight: 1, arbitrary: fc.constantFrom(null, "x", "", 1.5, { a: 1 }, [1], true, -0, 2 ** 60) });

const toolCall = fc
  .tuple(fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...TOOL_NAMES) }, { weight: 1, arbitrary: text }), id)
  .chain(([name, i]) => argsFor(name).map((args) => ({ jsonrpc: "2.0", id: i, method: "tools/call", params: { name, arguments: args } })));

const METHODS = ["initialize", "tools/list", "tools/call", "ping", "notifications/initialized", "notifications/cancelled", "resources/list", "resources/read", "prompts/list", "prompts/get", "completion/complete", "logging/setLevel", "sampling/createMessage", "rpc.discover"];

const otherMessage = fc.record(
  {
    jsonrpc: fc.oneof({ weight: 5, arbitrary: fc.constant("2.0") }, { weight: 1, arbitrary: fc.constantFrom("1.0", 2, null, "") }),
    id,
    method: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...METHODS) }, { weight: 1, arbitrary: text }, { weight: 1, arbitrary: anyValue }),
    params: fc.oneof(anyValue, fc.record({ protocolVersion: fc.constantFrom("2025-06-18", "1999-01-01", ""), capabilities: anyValue, clientInfo: anyValue }, { requiredKeys: [] })),
  },
  { requiredKeys: ["method"] },
);

const message = fc.oneof({ weight: 5, arbitrary: toolCall }, { weight: 3, arbitrary: otherMessage });

const utf8 = (s: string) => new Uint8Array(Buffer.from(s, "utf8"));

/** Whole bodies: one message, a batch, or not JSON-RPC at all. */
const body: fc.Arbitrary<Uint8Array> = fc.oneof(
  { weight: 10, arbitrary: message.map((m) => utf8(JSON.stringify(m))) },
  { weight: 2, arbitrary: fc.array(message, { maxLength: 5 }).map((b) => utf8(JSON.stringify(b))) },
  { weight: 1, arbitrary: fc.constantFrom("", "{", "[", "null", "0", '"x"', "[]", "{}", '{"jsonrpc":"2.0"}', "\uFEFF{}", '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get_style","arguments":{"ref":"risograph-zine-k2f9"}}}x').map(utf8) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 100_000 }).map((n) => utf8(`${'{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"validate_style_md","arguments":{"text":'.repeat(1)}${"[".repeat(n)}${"]".repeat(n)}}}}`)) },
  { weight: 1, arbitrary: invalidUtf8.map((bad) => new Uint8Array(Buffer.concat([Buffer.from('{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search_styles","arguments":{"query":"'), bad, Buffer.from('"}}}')]))) },
  { weight: 1, arbitrary: text.map(utf8) },
);

const MCP_HEADERS = fc.record(
  {
    accept: fc.oneof({ weight: 6, arbitrary: fc.constant("application/json, text/event-stream") }, { weight: 1, arbitrary: fc.constantFrom("application/json", "text/event-stream", "*/*", "", "text/html") }),
    "content-type": fc.oneof({ weight: 6, arbitrary: fc.constant("application/json") }, { weight: 1, arbitrary: fc.constantFrom("text/plain", "application/json; charset=latin1", "", "multipart/form-data") }),
    "mcp-protocol-version": fc.oneof({ weight: 5, arbitrary: fc.constantFrom("2025-06-18", "2025-03-26", "2025-11-25") }, { weight: 1, arbitrary: fc.constantFrom("1999-01-01", "latest", "") }),
  },
  { requiredKeys: [] },
);

/** The MCP answer's JSON, JSON-RPC or REST-shaped, judged for internals. */
function expectMcpBody(req: Outgoing, answer: Answer): void {
  if (answer.status === 202 || answer.status === 204 || answer.body.length === 0) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.text);
  } catch {
    throw new Violation("an MCP answer that is not JSON", req, answer);
  }
  for (const m of Array.isArray(parsed) ? parsed : [parsed]) {
    const err = (m as { error?: unknown })?.error;
    if (typeof err === "string") {
      if (!V1_ERROR_CODES.includes(err)) throw new Violation(`error code ${err} is not in the contract's list`, req, answer);
      continue;
    }
    if (err && typeof err === "object") {
      const code = (err as { code?: number }).code;
      if (!JSON_RPC_INPUT_ERRORS.has(code as number)) throw new Violation(`JSON-RPC error code ${code} for bad input`, req, answer);
      continue;
    }
    const result = (m as { result?: { isError?: boolean; content?: { type: string; text?: string }[] } })?.result;
    if (result?.isError) {
      const tool = JSON.parse(result.content?.[0]?.text ?? "null") as { error?: string; message?: string } | null;
      if (!tool || !V1_ERROR_CODES.includes(tool.error ?? "") || typeof tool.message !== "string") throw new Violation("a tool error that is not {error, message} with a contract code", req, answer);
      if (tool.error === "internal_error") throw new Violation("a tool failed with internal_error", req, answer);
    }
  }
}

function expectMcpAnswer(req: Outgoing, answer: Answer): void {
  if (refusedByServer(req, answer)) return;
  expectStatus(req, answer, MCP_STATUSES);
  if (answer.headers.get("access-control-allow-origin") !== "*") throw new Violation("an MCP answer without CORS", req, answer);
  expectNoLeak(req, answer);
  expectMcpBody(req, answer);
}

describe("the MCP endpoint under bad input", () => {
  it("JSON-RPC messages, batches, tool calls with bad arguments, and bodies that are none of these", { timeout: testTimeout(8) }, async () => {
    // Mostly none or loopback, as the harness's SITE_URL is: another origin is refused (DNS rebinding).
    const origin = fc.option(fc.oneof({ weight: 4, arbitrary: fc.constantFrom("http://localhost:3000", "http://127.0.0.1") }, { weight: 1, arbitrary: fc.constantFrom("https://evil.example", "null", "file://") }), { freq: 3, nil: undefined });
    const arb = fc.tuple(body, MCP_HEADERS, headersArb(pools).map(({ authorization }) => authorization), origin);
    await fc.assert(
      fc.asyncProperty(arb, async ([bytes, mcpHeaders, authorization, o]) => {
        const headers: Record<string, string> = { "x-forwarded-for": freshIp(), ...mcpHeaders };
        if (authorization !== undefined) headers.authorization = authorization;
        if (o !== undefined) headers.origin = o;
        const req: Outgoing = { method: "POST", path: "/api/mcp", headers, body: bytes };
        expectMcpAnswer(req, await send(app.origin, req, LABEL));
      }),
      runs(8),
    );
  });

  it("other methods and preflights: 405 or 204, with CORS", { timeout: testTimeout(0.5) }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("GET", "PUT", "PATCH", "DELETE", "OPTIONS"), MCP_HEADERS, async (method, headers) => {
        const req: Outgoing = { method, path: "/api/mcp", headers: { "x-forwarded-for": freshIp(), ...headers } };
        expectMcpAnswer(req, await send(app.origin, req, `${method} /api/mcp`));
      }),
      runs(0.5),
    );
  });

  it("a body over the 16 MB limit: 413 payload_too_large, read no further", async () => {
    const req: Outgoing = {
      method: "POST",
      path: "/api/mcp",
      headers: { "x-forwarded-for": freshIp(), "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: new Uint8Array(Buffer.alloc(17 * 1024 * 1024, 0x20)),
    };
    const answer = await send(app.origin, req, LABEL);
    expectMcpAnswer(req, answer);
    if (answer.status !== 413) throw new Violation("expected 413", req, answer);
  });
});
