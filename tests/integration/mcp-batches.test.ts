// A JSON-RPC batch is as many requests as it carries messages. One POST to /api/mcp used to spend one
// request from the general lane whatever it held, so a batch of 100 calls multiplied every limit by
// 100 (issue 31: four anonymous clients from one address pushed the home page to 8.7 s a load). Every
// message now counts; a batch the window cannot hold is refused whole, with 429 rate_limited and
// Retry-After, and spends nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "@/lib/config";
import { startTestApp, type TestApp } from "../support/app";
import { MCP_PATH } from "../support/mcp";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const pings = (n: number, from = 1) => Array.from({ length: n }, (_, i) => ({ jsonrpc: "2.0", id: from + i, method: "ping" }));

function post(body: unknown, ip: string): Promise<Response> {
  return app.request(MCP_PATH, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream", "mcp-protocol-version": "2025-03-26" },
    body: JSON.stringify(body),
    ip,
  });
}

describe("MCP batches spend one request per message", () => {
  it("a batch of N leaves N fewer in the window; one the window cannot hold is refused whole", async () => {
    const max = rateLimits().anonPerMinute;
    const ip = app.newIp();
    const first = await post(pings(max - 20), ip);
    expect(first.status).toBe(200);
    expect((await first.json()).length).toBe(max - 20);
    expect(Number(first.headers.get("x-ratelimit-remaining"))).toBe(20);

    const tooMany = await post(pings(21, 1000), ip);
    expect(tooMany.status).toBe(429);
    expect((await tooMany.json()).error).toBe("rate_limited");
    expect(Number(tooMany.headers.get("retry-after"))).toBeGreaterThan(0);

    // The refused batch spent nothing: twenty single messages still fit, the twenty-first does not.
    const fits = await post(pings(20, 2000), ip);
    expect(fits.status).toBe(200);
    expect(Number(fits.headers.get("x-ratelimit-remaining"))).toBe(0);
    expect((await post({ jsonrpc: "2.0", id: 1, method: "ping" }, ip)).status).toBe(429);
  });

  it("a single message still spends one", async () => {
    const ip = app.newIp();
    const res = await post({ jsonrpc: "2.0", id: 1, method: "ping" }, ip);
    expect(res.status).toBe(200);
    expect(Number(res.headers.get("x-ratelimit-remaining"))).toBe(rateLimits().anonPerMinute - 1);
  });
});
