// The decode gate (lib/extraction/decode-gate.ts) and the pixel cap for formats decoded in full (issue
// 31): concurrent checks of a one-colour 8000x8000 GIF (3.9 s each) filled libuv's pool and starved
// blob reads. One decode runs at a time; a style check that would be the ninth in line is refused with
// 429 and Retry-After; GIF and PNG over 25 MP are refused from their header, before any pixel is read.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ServiceError } from "@/lib/errors";
import { decodeGateState, MAX_WAITING_DECODES, withDecodeSlot } from "@/lib/extraction/decode-gate";
import { MAX_FULL_DECODE_PIXELS, readableImage } from "@/lib/extraction/image-intake";

function deferred() {
  let release!: () => void;
  const done = new Promise<void>((r) => (release = r));
  return { done, release };
}

describe("the decode gate", () => {
  it("runs one decode at a time, in the order they came", async () => {
    const order: string[] = [];
    const first = deferred();
    const a = withDecodeSlot(async () => {
      order.push("a starts");
      await first.done;
      order.push("a ends");
    });
    const b = withDecodeSlot(async () => {
      order.push("b runs");
    });
    const c = withDecodeSlot(async () => {
      order.push("c runs");
    });
    await Promise.resolve();
    expect(decodeGateState()).toEqual({ active: 1, waiting: 2 });
    first.release();
    await Promise.all([a, b, c]);
    expect(order).toEqual(["a starts", "a ends", "b runs", "c runs"]);
    expect(decodeGateState()).toEqual({ active: 0, waiting: 0 });
  });

  it("refuses a check past the line with 429 and Retry-After; jobs still wait", async () => {
    const hold = deferred();
    const running = withDecodeSlot(() => hold.done);
    const waiting = Array.from({ length: MAX_WAITING_DECODES }, () => withDecodeSlot(async () => "served", { refuseWhenBusy: true }));
    const refused = await withDecodeSlot(async () => "served", { refuseWhenBusy: true }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ServiceError);
    expect((refused as ServiceError).code).toBe("rate_limited");
    expect((refused as ServiceError).options.headers?.["Retry-After"]).toBe("5");
    const job = withDecodeSlot(async () => "job served");
    hold.release();
    await running;
    expect(await Promise.all(waiting)).toEqual(Array(MAX_WAITING_DECODES).fill("served"));
    expect(await job).toBe("job served");
  });

  it("frees its slot when a decode fails", async () => {
    await expect(withDecodeSlot(async () => Promise.reject(new Error("corrupt")))).rejects.toThrow("corrupt");
    expect(decodeGateState()).toEqual({ active: 0, waiting: 0 });
    expect(await withDecodeSlot(async () => 1)).toBe(1);
  });
});

describe("images decoded in full", () => {
  const gif = (w: number, h: number) => sharp({ create: { width: w, height: h, channels: 3, background: "#e4572e" } }).gif().toBuffer();

  it("a one-colour 8000x8000 GIF is refused from its header, naming the cap", async () => {
    const err = await readableImage(await gif(8000, 8000), "image").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ServiceError);
    expect((err as ServiceError).message).toMatch(/8000x8000 pixels is more than the 25 megapixels we read from a GIF/);
    expect(MAX_FULL_DECODE_PIXELS).toBe(25_000_000);
  });

  it("a 5000x5000 GIF and a large JPEG are read", async () => {
    expect((await readableImage(await gif(5000, 5000), "image")).width).toBe(5000);
    const jpeg = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#336699" } }).jpeg().toBuffer();
    expect((await readableImage(jpeg, "image")).width).toBe(8000);
  });
});
