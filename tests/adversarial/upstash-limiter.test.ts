// The production rate limiter (@upstash/ratelimit over @upstash/redis) against the machine's real
// Redis, through a small Upstash-REST bridge: its Lua scripts run for real. Covers the window, two
// instances sharing one count, a flushed script cache, Redis going away (requests are let through),
// and the REST wrapper's 429 and headers with this limiter in place.
import { randomBytes } from "node:crypto";
import { Redis } from "@upstash/redis";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { processWide } from "@/lib/process-wide";
import { createUpstashRateLimiter } from "@/lib/ratelimit/upstash";
import { startUpstashBridge, type UpstashBridge } from "../support/upstash-bridge";
import { startTestApp, type TestApp } from "../support/app";

let bridge: UpstashBridge;
let app: TestApp;
const saved = { ...process.env };

beforeAll(async () => {
  bridge = await startUpstashBridge();
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
  await bridge?.close();
});
afterEach(() => {
  for (const k of ["UPSTASH_REDIS_REST_URL", "UPSTASH_REDIS_REST_TOKEN", "RATE_LIMIT_ANON_PER_MIN"]) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
  processWide<{ limiter?: unknown }>("rate-limiter", () => ({})).limiter = undefined;
});

const key = () => `test:${randomBytes(6).toString("hex")}`;
const client = () => new Redis({ url: bridge.url, token: bridge.token });

describe("the Upstash limiter on a real Redis", () => {
  it("is what the app picks from the environment, and counts a sliding window per key", async () => {
    process.env.UPSTASH_REDIS_REST_URL = bridge.url;
    process.env.UPSTASH_REDIS_REST_TOKEN = bridge.token;
    const limiter = createUpstashRateLimiter(); // Redis.fromEnv(), as in production
    const k = key();
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await limiter.limit(k, 5, 60_000));
    expect(results.map((r) => r.success)).toEqual([true, true, true, true, true, false]);
    expect(results.map((r) => r.remaining)).toEqual([4, 3, 2, 1, 0, 0]);
    const now = Math.floor(Date.now() / 1000);
    expect(results[5]!.reset).toBeGreaterThan(now);
    expect(results[5]!.reset).toBeLessThanOrEqual(now + 61);
    expect((await limiter.limit(key(), 5, 60_000)).success).toBe(true);
    // The scripts really ran in Redis: the window's keys exist there.
    expect((await bridge.redis.keys(`styleshelf:rl:5/60000:${k}*`)).length).toBeGreaterThan(0);
    expect((bridge.commands.get("EVALSHA") ?? 0) + (bridge.commands.get("EVAL") ?? 0)).toBeGreaterThanOrEqual(7);
  });

  it("counts a cost (an MCP batch) whole, and refuses one the window cannot hold without counting it", async () => {
    const limiter = createUpstashRateLimiter(client());
    const k = key();
    expect(await limiter.limit(k, 10, 60_000, 7)).toMatchObject({ success: true, remaining: 3 });
    expect((await limiter.limit(k, 10, 60_000, 4)).success).toBe(false);
    expect((await limiter.peek(k, 10, 60_000)).remaining).toBe(3);
    expect(await limiter.limit(k, 10, 60_000, 3)).toMatchObject({ success: true, remaining: 0 });
  });

  it("peeks without counting", async () => {
    const limiter = createUpstashRateLimiter(client());
    const k = key();
    await limiter.limit(k, 3, 60_000);
    expect((await limiter.peek(k, 3, 60_000)).remaining).toBe(2);
    expect((await limiter.peek(k, 3, 60_000)).remaining).toBe(2);
    expect((await limiter.limit(k, 3, 60_000)).remaining).toBe(1);
  });

  it("shares one count between two instances", async () => {
    const a = createUpstashRateLimiter(client());
    const b = createUpstashRateLimiter(client());
    const k = key();
    const seen = [];
    for (let i = 0; i < 4; i++) seen.push((await (i % 2 ? b : a).limit(k, 4, 60_000)).success);
    expect(seen).toEqual([true, true, true, true]);
    expect((await a.limit(k, 4, 60_000)).success).toBe(false);
    expect((await b.limit(k, 4, 60_000)).success).toBe(false);
  });

  it("opens again once the window has slid past", async () => {
    const limiter = createUpstashRateLimiter(client());
    const k = key();
    expect((await limiter.limit(k, 1, 1000)).success).toBe(true);
    expect((await limiter.limit(k, 1, 1000)).success).toBe(false);
    // Two whole windows later the previous window no longer weighs on the count.
    await new Promise((r) => setTimeout(r, 2100));
    expect((await limiter.limit(k, 1, 1000)).success).toBe(true);
  });

  it("survives a flushed script cache (a Redis restart or failover)", async () => {
    const limiter = createUpstashRateLimiter(client());
    const k = key();
    await limiter.limit(k, 2, 60_000);
    await bridge.redis.script("FLUSH");
    const evalsBefore = bridge.commands.get("EVAL") ?? 0;
    expect((await limiter.limit(k, 2, 60_000)).success).toBe(true);
    expect((await limiter.limit(k, 2, 60_000)).success).toBe(false);
    expect(bridge.commands.get("EVAL") ?? 0).toBeGreaterThan(evalsBefore);
  });

  it("lets requests through when Redis cannot answer", async () => {
    const refused = createUpstashRateLimiter(new Redis({ url: bridge.url, token: "wrong-token" }));
    const k = key();
    for (let i = 0; i < 3; i++) expect((await refused.limit(k, 1, 60_000)).success).toBe(true);
    expect((await refused.peek(k, 1, 60_000)).success).toBe(true);
  });
});

describe("the REST wrapper with the Upstash limiter", () => {
  it("answers 429 with Retry-After and the rate-limit headers once the lane is spent", async () => {
    process.env.UPSTASH_REDIS_REST_URL = bridge.url;
    process.env.UPSTASH_REDIS_REST_TOKEN = bridge.token;
    process.env.RATE_LIMIT_ANON_PER_MIN = "3";
    processWide<{ limiter?: unknown }>("rate-limiter", () => ({})).limiter = undefined;
    const ip = app.newIp();
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 4; i++) {
      last = await app.request("/api/v1/styles?limit=1", { ip });
      statuses.push(last.status);
      if (i < 3) await last.body?.cancel();
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(last!.headers.get("x-ratelimit-limit")).toBe("3");
    expect(last!.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(last!.headers.get("access-control-allow-origin")).toBe("*");
    expect(((await last!.json()) as { error: string }).error).toBe("rate_limited");
    // The count lives in Redis, not in this process.
    expect((await bridge.redis.keys(`styleshelf:rl:3/60000:ip:${ip}*`)).length).toBeGreaterThan(0);
  });
});
