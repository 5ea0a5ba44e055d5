// How long a live-recorded WebM plays, measured from its block timestamps. Two real files recorded by
// Chromium's MediaRecorder (no Duration, Segment and Clusters of unknown size) and WebM written here
// element by element, for lengths and shapes a recording would take too long to make.
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_SOURCE_BYTES } from "@/lib/extraction/intake";
import { isEbml, readMatroskaTimeline } from "@/lib/builder/matroska-timeline";
import { MAX_IMAGE_BYTES } from "@/lib/builder/media-limits";
import { probeClip } from "@/lib/builder/sample-clip";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

// ---- a tiny EBML writer ----
const cat = (...parts: Uint8Array[]) => Buffer.concat(parts);
function idBytes(id: number): Uint8Array {
  const out: number[] = [];
  for (let v = id; v > 0; v = Math.floor(v / 256)) out.unshift(v % 256);
  return Uint8Array.from(out);
}
function el(id: number, payload: Uint8Array, unknownSize = false): Uint8Array {
  const size = Buffer.alloc(8);
  size[0] = 0x01;
  if (unknownSize) size.fill(0xff, 1);
  else size.writeUIntBE(payload.length, 2, 6);
  return cat(idBytes(id), size, payload);
}
function uint(id: number, value: number): Uint8Array {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(value);
  return el(id, b);
}
const str = (id: number, value: string) => el(id, Buffer.from(value, "ascii"));
function f64(id: number, value: number): Uint8Array {
  const b = Buffer.alloc(8);
  b.writeDoubleBE(value);
  return el(id, b);
}
function block(id: number, track: number, relative: number): Uint8Array {
  const b = Buffer.alloc(4 + 16, 0x5a);
  b[0] = 0x80 | track;
  b.writeInt16BE(relative, 1);
  b[3] = 0x80;
  return el(id, b);
}

interface Shape {
  seconds: number;
  fps?: number;
  live?: boolean;
  declaredSeconds?: number;
  audioOnly?: boolean;
  blockGroups?: boolean;
}

/** A WebM with frames every 1/fps seconds from 0 to `seconds` (exclusive), in 5 s clusters. */
function webm({ seconds, fps = 25, live = true, declaredSeconds, audioOnly, blockGroups }: Shape): Buffer {
  const header = el(0x1a45dfa3, cat(uint(0x4286, 1), str(0x4282, "webm")));
  const info = el(0x1549a966, cat(uint(0x2ad7b1, 1_000_000), ...(declaredSeconds ? [f64(0x4489, declaredSeconds * 1000)] : [])));
  const track = (n: number, type: number) => el(0xae, cat(uint(0xd7, n), uint(0x83, type)));
  const tracks = el(0x1654ae6b, audioOnly ? track(1, 2) : cat(track(1, 1), track(2, 2)));
  const clusters: Uint8Array[] = [];
  const frames = Math.round(seconds * fps);
  for (let start = 0; start < frames; start += 5 * fps) {
    const ms = Math.round((start / fps) * 1000);
    const blocks: Uint8Array[] = [uint(0xe7, ms)];
    for (let f = start; f < Math.min(frames, start + 5 * fps); f++) {
      const rel = Math.round((f / fps) * 1000) - ms;
      if (blockGroups) blocks.push(el(0xa0, cat(block(0xa1, 1, rel), uint(0x9b, Math.round(1000 / fps)))));
      else blocks.push(block(0xa3, 1, rel));
    }
    clusters.push(el(0x1f43b675, cat(...blocks), live));
  }
  return cat(header, el(0x18538067, cat(info, tracks, ...clusters), live));
}

describe("readMatroskaTimeline on Chromium MediaRecorder recordings", () => {
  it("measures a 2 s video+audio recording that declares no duration", () => {
    const t = readMatroskaTimeline(fixture("mediarecorder-2s.webm"))!;
    expect(t).toMatchObject({ docType: "webm", hasVideo: true, hasAudio: true });
    expect(t.durationSeconds).toBeGreaterThan(1.8);
    expect(t.durationSeconds).toBeLessThan(2.3);
  });

  it("measures an audio-only recording", () => {
    const t = readMatroskaTimeline(fixture("mediarecorder-audio-2s.webm"))!;
    expect(t).toMatchObject({ docType: "webm", hasVideo: false, hasAudio: true });
    expect(t.durationSeconds).toBeGreaterThan(1.8);
    expect(t.durationSeconds).toBeLessThan(2.3);
  });

  it("lets probeClip accept them as video/webm and audio/webm", async () => {
    expect(await probeClip(fixture("mediarecorder-2s.webm"))).toMatchObject({ contentType: "video/webm", extension: "webm" });
    expect(await probeClip(fixture("mediarecorder-audio-2s.webm"))).toMatchObject({ contentType: "audio/webm", extension: "weba" });
  });
});

describe("readMatroskaTimeline on written WebM", () => {
  it("counts the last frame: 15 s of 25 fps frames is 15 s", () => {
    expect(readMatroskaTimeline(webm({ seconds: 15 }))!.durationSeconds).toBeCloseTo(15, 2);
    expect(readMatroskaTimeline(webm({ seconds: 3, fps: 30 }))!.durationSeconds).toBeCloseTo(3, 2);
  });

  it("reads the same length with known sizes, BlockGroups and BlockDuration", () => {
    expect(readMatroskaTimeline(webm({ seconds: 4, live: false }))!.durationSeconds).toBeCloseTo(4, 2);
    expect(readMatroskaTimeline(webm({ seconds: 4, blockGroups: true }))!.durationSeconds).toBeCloseTo(4, 2);
  });

  it("takes the longer of a declared Duration and the measured blocks", () => {
    expect(readMatroskaTimeline(webm({ seconds: 2, declaredSeconds: 20 }))!.durationSeconds).toBeCloseTo(20, 5);
    expect(readMatroskaTimeline(webm({ seconds: 17, declaredSeconds: 5 }))!.durationSeconds).toBeCloseTo(17, 2);
  });

  it("measures what arrived of a truncated file, and never throws on damaged bytes", () => {
    const whole = webm({ seconds: 10 });
    const half = readMatroskaTimeline(whole.subarray(0, Math.floor(whole.length / 2)))!;
    expect(half.durationSeconds).toBeGreaterThan(3);
    expect(half.durationSeconds).toBeLessThan(7);
    for (let cut = 0; cut < 200; cut += 7) expect(() => readMatroskaTimeline(whole.subarray(0, cut))).not.toThrow();
    const noisy = Buffer.from(whole);
    for (let i = 60; i < noisy.length; i += 97) noisy[i] = (i * 31) % 256;
    expect(() => readMatroskaTimeline(noisy)).not.toThrow();
  });

  it("answers null for bytes that are not EBML", () => {
    expect(isEbml(Buffer.from("RIFF0000WAVE"))).toBe(false);
    expect(readMatroskaTimeline(Buffer.from("RIFF0000WAVE"))).toBeNull();
    expect(readMatroskaTimeline(Buffer.alloc(0))).toBeNull();
  });
});

describe("probeClip on live WebM", () => {
  it("refuses a 16 s recording with the length it measured, and accepts 15 s", async () => {
    await expect(probeClip(webm({ seconds: 16 }))).rejects.toMatchObject({
      code: "invalid_request",
      message: "The clip is 16.0 seconds long; samples may be at most 15 seconds. Trim it and retry.",
    });
    expect(await probeClip(webm({ seconds: 15 }))).toEqual({ durationSeconds: 15, contentType: "video/webm", extension: "webm" });
    expect((await probeClip(webm({ seconds: 5, audioOnly: true }))).contentType).toBe("audio/webm");
  });

  it("refuses a WebM with tracks but no frames as having no readable duration", async () => {
    await expect(probeClip(webm({ seconds: 0 }))).rejects.toMatchObject({ message: expect.stringMatching(/could not read the clip's duration/) });
  });
});

describe("media limits", () => {
  it("keep an image upload at the same ceiling as an extraction source", () => {
    expect(MAX_IMAGE_BYTES).toBe(MAX_SOURCE_BYTES);
  });
});

// Hostile files (issue 31): a crafted WebM made the walker (and music-metadata before it) read every one
// of twenty million elements, and a 2 MB DocType overflowed the stack in a function that "never throws".
describe("readMatroskaTimeline on hostile files", () => {
  const ebmlHeader = (docType: Uint8Array) => el(0x1a45dfa3, cat(uint(0x4286, 1), el(0x4282, docType)));
  const unknownSegment = (body: Uint8Array) => cat(idBytes(0x18538067), Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), body);

  it("a 2 MB DocType: null, not a stack overflow", () => {
    const bytes = ebmlHeader(Buffer.alloc(2 * 1024 * 1024, 0x41));
    expect(() => readMatroskaTimeline(bytes)).not.toThrow();
    expect(readMatroskaTimeline(bytes)).toBeNull();
  });

  it("more elements than its budget (nested unknown-size BlockGroups): null, after at most that many", () => {
    const nest = Buffer.alloc(2 * 300_000, Buffer.from([0xa0, 0xff]));
    const bytes = cat(ebmlHeader(Buffer.from("webm")), unknownSegment(nest));
    expect(readMatroskaTimeline(bytes)).toBeNull();
    // Within a larger budget the same walk ends with the file, knowing no duration.
    expect(readMatroskaTimeline(bytes, 1_000_000)).toMatchObject({ docType: "webm", durationSeconds: null });
  });

  it("huge declared sizes, truncated streams and elements past the end: an answer or null, never a throw", () => {
    const header = ebmlHeader(Buffer.from("webm"));
    const cases = [
      cat(header, unknownSegment(el(0x1549a966, Buffer.alloc(0)).subarray(0, 3))),
      cat(header, unknownSegment(Buffer.from([0x44, 0x89, 0x01, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff]))),
      cat(header, unknownSegment(Buffer.from([0xe7, 0x88, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]))),
      cat(header, unknownSegment(Buffer.from([0xa3, 0x81, 0x80]))),
      header.subarray(0, 7),
    ];
    for (const bytes of cases) expect(() => readMatroskaTimeline(bytes)).not.toThrow();
  });

  it("any bytes after an EBML header: never throws", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 4096 }), (tail) => {
        const bytes = cat(ebmlHeader(Buffer.from("webm")), tail);
        const result = readMatroskaTimeline(bytes, 10_000);
        expect(result === null || typeof result.docType === "string").toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
