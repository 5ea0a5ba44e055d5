// The bounds on discarding a refused body (lib/http/discard-body.ts): a body is read to its end, but
// never past DISCARD_MAX_BYTES nor longer than DISCARD_MAX_MS, and a client that goes away ends it.
import { afterEach, describe, expect, it, vi } from "vitest";
import { DISCARD_MAX_BYTES, DISCARD_MAX_MS, discardRest, type BodyChunks } from "@/lib/http/discard-body";

/** Chunks of `size` bytes, `count` of them (Infinity: never ending), or a read that never resolves. */
function source(size: number, count: number, mode: "flowing" | "stalled" | "failing" = "flowing") {
  const seen = { chunks: 0, stopped: false };
  const chunks: BodyChunks = {
    next: async () => {
      if (mode === "stalled") return new Promise(() => {});
      if (mode === "failing") throw new Error("aborted");
      if (seen.chunks >= count) return { done: true };
      seen.chunks++;
      return { done: false, value: new Uint8Array(size) };
    },
    stop: () => {
      seen.stopped = true;
    },
  };
  return { chunks, seen };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("discardRest", () => {
  it("reads a body to its end without stopping it", async () => {
    const { chunks, seen } = source(64 * 1024, 100);
    await discardRest(chunks, 0);
    expect(seen).toEqual({ chunks: 100, stopped: false });
  });

  it("stops a body once it passes DISCARD_MAX_BYTES in all, counting what was read before", async () => {
    const chunk = 1024 * 1024;
    const { chunks, seen } = source(chunk, Infinity);
    await discardRest(chunks, DISCARD_MAX_BYTES - 2 * chunk);
    expect(seen).toEqual({ chunks: 3, stopped: true });
  });

  it("stops a body that stalls after DISCARD_MAX_MS", async () => {
    vi.useFakeTimers();
    const { chunks, seen } = source(1, Infinity, "stalled");
    const done = discardRest(chunks, 0);
    await vi.advanceTimersByTimeAsync(DISCARD_MAX_MS - 1);
    expect(seen.stopped).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(seen.stopped).toBe(true);
  });

  it("ends quietly when the client goes away", async () => {
    const { chunks, seen } = source(1, Infinity, "failing");
    await expect(discardRest(chunks, 0)).resolves.toBeUndefined();
    expect(seen.stopped).toBe(false);
  });
});
