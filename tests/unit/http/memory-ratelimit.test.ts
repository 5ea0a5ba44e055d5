import { describe, expect, it } from "vitest";
import { createMemoryRateLimiter } from "@/lib/ratelimit/memory";

describe("memory sliding-window limiter", () => {
  it("allows max requests per window, then refuses, and reports remaining and reset", async () => {
    let now = 60_000 * 100 + 1_000;
    const rl = createMemoryRateLimiter(() => now);
    for (let i = 0; i < 3; i++) {
      const r = await rl.limit("k", 3, 60_000);
      expect(r).toMatchObject({ success: true, limit: 3, remaining: 2 - i });
    }
    const refused = await rl.limit("k", 3, 60_000);
    expect(refused.success).toBe(false);
    expect(refused.remaining).toBe(0);
    expect(refused.reset).toBe((60_000 * 101) / 1000);
    // Another key has its own window.
    expect((await rl.limit("other", 3, 60_000)).success).toBe(true);
    now += 1_000;
    expect((await rl.limit("k", 3, 60_000)).success).toBe(false);
  });

  it("counts a cost whole, and refuses one the window cannot hold without counting any of it", async () => {
    const rl = createMemoryRateLimiter(() => 60_000 * 100 + 1_000);
    expect(await rl.limit("k", 10, 60_000, 7)).toMatchObject({ success: true, remaining: 3 });
    expect(await rl.limit("k", 10, 60_000, 4)).toMatchObject({ success: false, remaining: 3 });
    expect(await rl.limit("k", 10, 60_000, 3)).toMatchObject({ success: true, remaining: 0 });
  });

  it("weights the previous window so a burst at a boundary cannot double the rate", async () => {
    let now = 60_000 * 10 + 59_000;
    const rl = createMemoryRateLimiter(() => now);
    for (let i = 0; i < 4; i++) expect((await rl.limit("k", 4, 60_000)).success).toBe(true);
    now = 60_000 * 11 + 1_000; // 1/60 into the next window: the previous window still counts almost fully
    expect((await rl.limit("k", 4, 60_000)).success).toBe(false);
    now = 60_000 * 11 + 45_000; // a quarter of the previous window still overlaps: it counts as 1 of 4
    const r = await rl.limit("k", 4, 60_000);
    expect(r).toMatchObject({ success: true, remaining: 2 });
    now = 60_000 * 13 + 1; // two windows later nothing remains
    expect((await rl.peek("k", 4, 60_000)).remaining).toBe(4);
  });

  it("peek reports without counting", async () => {
    const rl = createMemoryRateLimiter(() => 5_000);
    await rl.limit("k", 2, 60_000);
    expect((await rl.peek("k", 2, 60_000)).remaining).toBe(1);
    expect((await rl.peek("k", 2, 60_000)).remaining).toBe(1);
  });

  it("keeps a ten-minute lane when a flood of one-minute lanes makes it prune", async () => {
    let now = 600_000 * 10 + 1_000;
    const rl = createMemoryRateLimiter(() => now);
    expect((await rl.limit("signin", 1, 600_000)).success).toBe(true);
    now += 5 * 60_000;
    // Past the key cap the map drops stale windows: stale by each key's own length, not the caller's.
    for (let i = 0; i <= 50_000; i++) await rl.limit(`flood:${i}`, 100, 60_000);
    expect((await rl.limit("signin", 1, 600_000)).success).toBe(false);
  });
});
