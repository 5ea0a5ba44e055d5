// Per-address rate limits through the route handlers, with the client forging X-Forwarded-For. With
// nothing in front (TRUSTED_PROXIES=0) the connection's address counts and the header is ignored; with
// one trusted proxy that appends (TRUSTED_PROXIES=1) the entry that proxy appended counts, and the
// client's own entries before it do not. Every real request here comes from a loopback address, and
// node's http client can pick which one (localAddress), so two sockets are two clients.
import { createServer, request, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { REGISTRATIONS_PER_MINUTE } from "@/lib/oauth/endpoints";
import { startTestApp, type TestApp } from "../support/app";

let app: TestApp;
let proxy: Server;
let proxyOrigin: string;

/** A reverse proxy that appends the address it was reached from, as nginx's $proxy_add_x_forwarded_for does. */
function appendingProxy(upstream: URL): Server {
  return createServer((req, res) => {
    const sent = req.headers["x-forwarded-for"];
    const headers = { ...req.headers, "x-forwarded-for": sent ? `${sent}, ${req.socket.remoteAddress}` : req.socket.remoteAddress! };
    const out = request({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers }, (up: IncomingMessage) => {
      res.writeHead(up.statusCode!, up.headers);
      up.pipe(res);
    });
    req.pipe(out);
  });
}

beforeAll(async () => {
  app = await startTestApp();
  proxy = appendingProxy(new URL(app.origin));
  await new Promise<void>((ok) => proxy.listen(0, "127.0.0.1", ok));
  proxyOrigin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((ok) => proxy?.close(ok));
  await app?.close();
});
afterEach(() => {
  delete process.env.RATE_LIMIT_ANON_PER_MIN;
  process.env.TRUSTED_PROXIES = "1";
});

/** One request from the local address `from` to `origin`, with the client's own headers. */
function send(origin: string, from: string, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<number> {
  const url = new URL(path, origin);
  return new Promise((ok, fail) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers, localAddress: from, agent: false }, (res) => {
      res.resume();
      res.on("end", () => ok(res.statusCode!));
    });
    req.on("error", fail);
    req.end(body);
  });
}

const forged = (i: number) => ({ "x-forwarded-for": `203.0.113.${i}`, "x-real-ip": `198.51.100.${i}`, "x-styleshelf-peer": `192.0.2.${i}` });
const mcpList = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" });
const mcpHeaders = { "content-type": "application/json", accept: "application/json, text/event-stream" };

describe("TRUSTED_PROXIES=0: nothing in front", () => {
  it("counts a rotating forged X-Forwarded-For in the connection's one lane, REST and MCP alike, and answers 429 past the limit", async () => {
    process.env.TRUSTED_PROXIES = "0";
    process.env.RATE_LIMIT_ANON_PER_MIN = "4";
    const statuses: number[] = [];
    for (let i = 1; i <= 3; i++) statuses.push(await send(app.origin, "127.0.0.11", "GET", "/api/v1/styles?limit=1", forged(i)));
    statuses.push(await send(app.origin, "127.0.0.11", "POST", "/api/mcp", { ...forged(4), ...mcpHeaders }, mcpList));
    statuses.push(await send(app.origin, "127.0.0.11", "GET", "/api/v1/styles?limit=1", forged(5)));
    statuses.push(await send(app.origin, "127.0.0.11", "POST", "/api/mcp", { ...forged(6), ...mcpHeaders }, mcpList));
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    // Another socket address is another client.
    expect(await send(app.origin, "127.0.0.12", "GET", "/api/v1/styles?limit=1", forged(1))).toBe(200);
  });

  it("limits /oauth/register per connection, not per forged address", async () => {
    process.env.TRUSTED_PROXIES = "0";
    const body = JSON.stringify({ redirect_uris: ["https://a.example/cb"] });
    const statuses: number[] = [];
    for (let i = 1; i <= REGISTRATIONS_PER_MINUTE + 1; i++) {
      statuses.push(await send(app.origin, "127.0.0.13", "POST", "/oauth/register", { ...forged(i), "content-type": "application/json" }, body));
    }
    expect(statuses.slice(0, REGISTRATIONS_PER_MINUTE).every((s) => s === 201)).toBe(true);
    expect(statuses[REGISTRATIONS_PER_MINUTE]).toBe(429);
  });
});

describe("TRUSTED_PROXIES=1 behind a proxy that appends", () => {
  it("counts the entry the proxy appended: the client's forged entries pick nothing", async () => {
    process.env.RATE_LIMIT_ANON_PER_MIN = "3";
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++) statuses.push(await send(proxyOrigin, "127.0.0.21", "GET", "/api/v1/styles?limit=1", forged(i)));
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // The proxy was reached from another address: another lane, whatever the client wrote.
    expect(await send(proxyOrigin, "127.0.0.22", "GET", "/api/v1/styles?limit=1", forged(1))).toBe(200);
  });

  it("limits /oauth/register by the appended entry", async () => {
    const body = JSON.stringify({ redirect_uris: ["https://a.example/cb"] });
    const statuses: number[] = [];
    for (let i = 1; i <= REGISTRATIONS_PER_MINUTE + 1; i++) {
      statuses.push(await send(proxyOrigin, "127.0.0.23", "POST", "/oauth/register", { ...forged(i), "content-type": "application/json" }, body));
    }
    expect(statuses.slice(0, REGISTRATIONS_PER_MINUTE).every((s) => s === 201)).toBe(true);
    expect(statuses[REGISTRATIONS_PER_MINUTE]).toBe(429);
  });
});
