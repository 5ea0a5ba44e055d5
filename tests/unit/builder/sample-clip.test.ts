// probeClip reads a clip's container and duration from its bytes. Real WAV files are built here (RIFF
// header + 16-bit PCM), so music-metadata measures an actual container, not a mock.
import { describe, expect, it } from "vitest";
import { CLIP_MAX_SECONDS, probeClip } from "@/lib/builder/sample-clip";
import { ServiceError } from "@/lib/errors";

/** A mono 16-bit PCM WAV of `seconds` (a quiet sine), at a low rate to keep the bytes small. */
function wav(seconds: number, rate = 8000): Buffer {
  const frames = Math.round(seconds * rate);
  const b = Buffer.alloc(44 + frames * 2);
  b.write("RIFF", 0, "ascii");
  b.writeUInt32LE(36 + frames * 2, 4);
  b.write("WAVEfmt ", 8, "ascii");
  b.writeUInt32LE(16, 16); // fmt chunk size
  b.writeUInt16LE(1, 20); // PCM
  b.writeUInt16LE(1, 22); // mono
  b.writeUInt32LE(rate, 24);
  b.writeUInt32LE(rate * 2, 28); // byte rate
  b.writeUInt16LE(2, 32); // block align
  b.writeUInt16LE(16, 34); // bits per sample
  b.write("data", 36, "ascii");
  b.writeUInt32LE(frames * 2, 40);
  for (let i = 0; i < frames; i++) b.writeInt16LE(Math.round(6000 * Math.sin((2 * Math.PI * 440 * i) / rate)), 44 + i * 2);
  return b;
}

async function refusal(bytes: Buffer): Promise<ServiceError> {
  const err = await probeClip(bytes).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ServiceError);
  expect((err as ServiceError).code).toBe("invalid_request");
  return err as ServiceError;
}

describe("probeClip", () => {
  it("reads a 3 s WAV's duration and type from its container", async () => {
    expect(await probeClip(wav(3))).toEqual({ durationSeconds: 3, contentType: "audio/wav", extension: "wav" });
  });

  it("accepts a clip of exactly the limit", async () => {
    expect(CLIP_MAX_SECONDS).toBe(15);
    expect((await probeClip(wav(15))).durationSeconds).toBe(15);
  });

  it("refuses a 16 s clip, naming its length and the limit", async () => {
    const err = await refusal(wav(16));
    expect(err.message).toMatch(/16\.0 seconds/);
    expect(err.message).toMatch(/at most 15 seconds/);
  });

  it("derives the duration from the container's data and rate, not from the file size", async () => {
    // Three seconds at 22.05 kHz is ~2.75x the bytes of three seconds at 8 kHz; both are 3 s.
    expect((await probeClip(wav(3, 22_050))).durationSeconds).toBe(3);
    expect((await probeClip(wav(7.5))).durationSeconds).toBe(7.5);
  });

  it("refuses random bytes as not a video or audio file", async () => {
    const noise = Buffer.alloc(4096);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    expect((await refusal(noise)).message).toMatch(/not a video or audio file/);
  });

  it("refuses an image passed as a clip", async () => {
    const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
    expect((await refusal(png)).message).toMatch(/not a video or audio file|not supported/);
  });

  it("refuses a truncated WAV whose duration cannot be read", async () => {
    expect((await refusal(wav(3).subarray(0, 30))).message).toMatch(/duration/);
  });
});

// Hostile clips (issue 31): each is refused with a 400 that says why, never a 500, and read only as far
// as its headers (the adversarial suite's hostile-media file measures what they cost the server).
describe("probeClip on hostile files", () => {
  const ebml = (docType: Buffer) => {
    const size = (n: number) => Buffer.from([0x08, 0, 0, 0, 0, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]);
    const docTypeEl = Buffer.concat([Buffer.from([0x42, 0x82]), size(docType.length), docType]);
    return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), size(docTypeEl.length), docTypeEl]);
  };

  it("a WebM whose DocType is 2 MB: 400, not a stack overflow", async () => {
    expect((await refusal(ebml(Buffer.alloc(2 * 1024 * 1024, 0x41)))).message).toMatch(/not a video or audio file/);
  });

  it("a WebM of nested unknown-size elements: 400", async () => {
    const segment = Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
    const bytes = Buffer.concat([ebml(Buffer.from("webm")), segment, Buffer.alloc(4 * 1024 * 1024, Buffer.from([0xa0, 0xff]))]);
    await refusal(bytes);
  });

  it("436,906 copies of one MPEG-1 Layer 3 frame: refused by the length its headers declare", async () => {
    const frame = Buffer.alloc(96);
    frame.set([0xff, 0xfb, 0x14, 0x00]);
    const bytes = Buffer.concat(Array.from({ length: 436_906 }, () => frame));
    expect((await refusal(bytes)).message).toMatch(/seconds long/);
  });
});
