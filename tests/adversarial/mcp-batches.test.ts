// JSON-RPC batches to /api/mcp on the real server (issue 31): one POST carried up to 100 tool calls and
// spent one request from the anonymous lane, so four clients from one address pushed the home page to
// 8.7 s a load. Every message now counts against the lane. Four anonymous clients send batches of 100
// search_styles calls back to back for a while, with the lane at its default (120 a minute per address),
// while a probe loads the home page: the lane holds them to what one client may do, every refused batch
// answers 429 with Retry-After, and the page never waits a second because of them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHealthProbe } from "./support/health-probe";
import { startAppServer, type AppServer } from "./support/next-server";

const BATCH = 100;
const CLIENTS = 4;
const SECONDS = 8;
let app: AppServer;

beforeAll(async () => {
  // The adversarial servers lift the anonymous lane for the generated requests; this file needs it real.
  app = await startAppServer({ env: { RATE_LIMIT_ANON_PER_MIN: "120" } });
  // next dev compiles each route on its first request: none of that in the measured part.
  expect((await fetch(`${app.origin}/`)).status).toBe(200);
  expect((await call([{ jsonrpc: "2.0", id: 1, method: "ping" }])).status).toBe(200);
});
afterAll(() => app?.stop());

function call(body: unknown): Promise<Response> {
  return fetch(`${app.origin}/api/mcp`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream", "mcp-protocol-version": "2025-03-26" },
    body: JSON.stringify(body),
  });
}

const batch = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ jsonrpc: "2.0", id: i + 1, method: "tools/call", params: { name: "search_styles", arguments: { query: i % 2 ? "zine" : "letter", limit: 10 } } }));

describe("MCP batches against the anonymous lane", () => {
  it(`${CLIENTS} clients sending batches of ${BATCH}: at most the lane's worth answered, the home page unhurt`, { timeout: 120_000 }, async () => {
    const probe = startHealthProbe(app.origin, "mcp batches, home page", { path: "/" });
    const deadline = Date.now() + SECONDS * 1000;
    const statuses: number[] = [];
    let answeredCalls = 0;
    let missingRetryAfter = 0;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (Date.now() < deadline) {
          const res = await call(batch(BATCH));
          statuses.push(res.status);
          if (res.status === 200) answeredCalls += ((await res.json()) as unknown[]).length;
          else {
            if (res.status === 429 && !res.headers.get("retry-after")) missingRetryAfter++;
            await res.arrayBuffer();
          }
        }
      }),
    );
    const report = await probe.stop();
    process.stdout.write(`[mcp batches] ${statuses.length} batches: ${statuses.filter((s) => s === 200).length} answered (${answeredCalls} calls), ${statuses.filter((s) => s === 429).length} refused 429\n`);
    // One address, one lane: 120 calls a minute (the warm-up spent one), never 100 a request.
    expect(answeredCalls).toBeLessThanOrEqual(120);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    expect(missingRetryAfter).toBe(0);
    expect(report.failures).toBe(0);
    expect(report.worstMs).toBeLessThan(1000);
  });
});
