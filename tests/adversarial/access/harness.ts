// Running the matrix: one vitest test per cell (so a failing cell names itself and the others still
// run), a tally of cells per surface for the closing summary, the caller -> credentials mapping for
// each surface, and the assertions of a REST answer and an MCP answer against a contract outcome.
import { expect, it } from "vitest";
import type { Scope } from "@/lib/auth/scopes";
import type { TestApp } from "../../support/app";
import { api, type ApiResult } from "../../support/api";
import { callTool, rawMcp } from "../../support/mcp";
import { mcpAnswer, restAnswer, type Auth, type CallerKind, type Outcome } from "./contract";
import type { World } from "./world";

const tally = new Map<string, { tried: number; failed: number }>();

/** Registers one cell of `surface`; the tally counts it when it runs. */
export function cell(surface: string, name: string, body: () => Promise<void>): void {
  it(name, async () => {
    const t = tally.get(surface) ?? { tried: 0, failed: 0 };
    tally.set(surface, t);
    t.tried++;
    try {
      await body();
    } catch (err) {
      t.failed++;
      throw err;
    }
  });
}

export function summary(): string {
  const rows = [...tally.entries()].map(([surface, t]) => `  ${surface.padEnd(44)} ${String(t.tried).padStart(4)} cells, ${t.failed} failed`);
  const total = [...tally.values()].reduce((a, t) => ({ tried: a.tried + t.tried, failed: a.failed + t.failed }), { tried: 0, failed: 0 });
  return [`access matrix: ${total.tried} cells tried, ${total.failed} failed`, ...rows].join("\n");
}

/** The scope a wrong-scope token lacks: the one the endpoint needs (styles:read where it is optional). */
function missingScope(auth: Auth): Scope {
  return auth === "none" || auth === "optional" ? "styles:read" : auth;
}

/** Credentials of a caller on one surface; the token bound to the other surface is the owner's
 *  token for the wrong resource. */
function headersOn(surface: "rest" | "mcp", world: World, caller: CallerKind, auth: Auth): Record<string, string> {
  const { owner, other } = world[surface];
  switch (caller) {
    case "anonymous":
      return {};
    case "owner":
      return owner.full.headers;
    case "other":
      return other.headers;
    case "wrongScope":
      return owner.without[missingScope(auth)].headers;
    case "wrongResource":
      return world[surface === "rest" ? "mcp" : "rest"].owner.full.headers;
    case "expired":
      return owner.expired.headers;
    case "revoked":
      return owner.revoked.headers;
  }
}

/** REST credentials of a caller (the MCP-bound token is the wrong resource). */
export const restHeaders = (world: World, caller: CallerKind, auth: Auth) => headersOn("rest", world, caller, auth);

/** MCP credentials of a caller (the REST-bound token is the wrong resource). */
export const mcpHeaders = (world: World, caller: CallerKind, auth: Auth) => headersOn("mcp", world, caller, auth);

/** A REST request as `caller`, from a fresh client IP so anonymous cells never share a rate-limit lane. */
export function restAs(app: TestApp, world: World, caller: CallerKind, auth: Auth, method: "GET" | "POST", path: string, init: { query?: Record<string, string>; headers?: Record<string, string>; body?: BodyInit } = {}): Promise<ApiResult> {
  return api(app, method, path, { ...init, headers: { ...restHeaders(world, caller, auth), ...init.headers }, ip: app.newIp() });
}

/** Asserts a REST answer: exact status, error code, and the challenge a 401 must carry. */
export function expectRest(r: ApiResult, outcome: Outcome, success = 200): void {
  const want = restAnswer(outcome, success);
  expect(r.status, `${r.status} ${r.text.slice(0, 300)}`).toBe(want.status);
  if (!want.code) return;
  expect(r.body.error, r.text.slice(0, 300)).toBe(want.code);
  expect(typeof r.body.message).toBe("string");
  if (want.status !== 401) return;
  // "401 auth_required, with a WWW-Authenticate header naming the scope"; RFC 6750 says why.
  const challenge = r.res.headers.get("www-authenticate") ?? "";
  expect(challenge).toMatch(/^Bearer .*scope="[^"]+"/);
  if (outcome.kind === "challenge" && outcome.reason !== "missing") expect(challenge).toContain(`error="${outcome.reason}"`);
}

export interface McpResult {
  status: number;
  /** The JSON body: a JSON-RPC response, or the REST-shaped error of an HTTP-level refusal. */
  body: any;
  headers: Headers;
}

export async function mcpAs(app: TestApp, world: World, caller: CallerKind, auth: Auth, tool: string, args: Record<string, unknown> = {}): Promise<McpResult> {
  const res = await rawMcp(app, callTool(tool, args), mcpHeaders(world, caller, auth));
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Asserted below: every MCP answer here is JSON.
  }
  return { status: res.status, body, headers: res.headers };
}

/** The REST-shaped error a failed tool call carries, or null for a successful call. */
export function toolErrorBody(r: McpResult): { error: string; message: string } | null {
  const result = r.body?.result;
  if (!result?.isError) return null;
  return JSON.parse(result.content[0].text);
}

/** Asserts an MCP answer: the HTTP status of the authorization layer, or the tool's result. */
export function expectMcp(r: McpResult, outcome: Outcome): void {
  const want = mcpAnswer(outcome);
  const shown = JSON.stringify(r.body).slice(0, 300);
  expect(r.status, shown).toBe(want.http);
  expect(typeof r.body, shown).toBe("object");
  if (want.http !== 200) {
    expect(r.body.error, shown).toBe("auth_required");
    const challenge = r.headers.get("www-authenticate") ?? "";
    expect(challenge).toMatch(/^Bearer .*resource_metadata="[^"]+\/\.well-known\/oauth-protected-resource\/api\/mcp"/);
    if (outcome.kind === "challenge" && outcome.reason !== "missing") expect(challenge).toContain(`error="${outcome.reason}"`);
    return;
  }
  expect(r.body.error, shown).toBeUndefined();
  const toolError = toolErrorBody(r);
  if (want.toolError) {
    expect(toolError?.error, shown).toBe(want.toolError);
  } else {
    expect(toolError, shown).toBeNull();
    expect(r.body.result?.structuredContent, shown).toBeTypeOf("object");
  }
}

/** Names of the owner's styles nobody else may read. */
export function hiddenNames(world: World): string[] {
  const { private: priv, pending, rejected } = world.styles;
  return [priv.name, pending.name, rejected.name, world.savedThenHidden.name];
}

/**
 * Nothing of the owner's may reach a caller who is not the owner: never the hidden styles' content
 * (their secret), never the owner's email; and an error never names a hidden style or its owner.
 * (A public style's author handle is public, so successful reads may carry it.)
 */
export function expectNoLeak(world: World, text: string, isError: boolean): void {
  expect(text, "the answer carries a hidden style's content").not.toContain(world.secret);
  expect(text, "the answer carries the owner's email").not.toContain(world.owner.email);
  if (!isError) return;
  for (const name of hiddenNames(world)) expect(text, "an error names a hidden style").not.toContain(name);
  expect(text, "an error names the hidden style's owner").not.toContain(world.owner.handle);
}
