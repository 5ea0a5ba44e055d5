// Hostile clips to the builder's clip route on the real server, each while a health probe runs (issue
// 31): a crafted 40 MB WebM held /api/v1/health for 41 s, 436,906 copies of one MP3 frame header for
// 18 s, and a WebM with a 2 MB DocType answered 500. Each file here is refused with a 400 that says why,
// and no probe waits a second because of it. The worst wait per file is printed.
import { readFileSync, rmSync } from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareDataDir, type PreparedDataDir } from "../support/prepared-data-dir";
import { startHealthProbe } from "./support/health-probe";
import { startAppServer, type AppServer } from "./support/next-server";

const poster = await sharp({ create: { width: 32, height: 18, channels: 3, background: "#336699" } }).png().toBuffer();
const MB = 1024 * 1024;

const recorded = readFileSync(new URL("../unit/builder/fixtures/mediarecorder-2s.webm", import.meta.url));
let app: AppServer;
let visitor: PreparedDataDir;

beforeAll(async () => {
  // The session and the style are made in the server's DATA_DIR before it starts.
  visitor = await prepareDataDir("hostile-media", "Hostile media", "production");
  app = await startAppServer({ dataDir: visitor.dataDir });
  // next dev compiles each route on its first request: none of that in the measured part.
  expect((await fetch(`${app.origin}/api/v1/health`)).status).toBe(200);
  expect((await postClip(Buffer.alloc(64, 0x5a))).status).toBe(400);
  // A real recording is accepted, and so is one cut short (what arrived is measured).
  expect((await postClip(recorded)).status).toBe(201);
  expect((await postClip(recorded.subarray(0, recorded.length >> 1))).status).toBe(201);
}, 300_000);

afterAll(async () => {
  await app?.stop();
  if (visitor) rmSync(visitor.dataDir, { recursive: true, force: true });
});

async function postClip(clip: Buffer): Promise<{ status: number; body: { error?: string; message?: string } }> {
  const form = new FormData();
  form.append("clip", new Blob([new Uint8Array(clip)]), "clip.webm");
  form.append("poster", new Blob([new Uint8Array(poster)]), "poster.png");
  const res = await fetch(`${app.origin}/api/site/builder/${visitor.styleId}/samples/clip`, {
    method: "POST",
    headers: { cookie: visitor.cookie, "x-csrf-token": visitor.builderCsrf },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { error?: string; message?: string } };
}

// ---- the files ----
const ebmlHeader = (docType: Buffer) => {
  const size = (n: number) => Buffer.from([0x08, 0, 0, 0, 0, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]);
  const docTypeEl = Buffer.concat([Buffer.from([0x42, 0x82]), size(docType.length), docType]);
  return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), size(docTypeEl.length), docTypeEl]);
};
const unknownSegment = Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
const fill = (bytes: number, pattern: number[]) => Buffer.alloc(bytes, Buffer.from(pattern));
const CLIP_MAX = 40 * MB - 64 * 1024; // under the route's 40 MB, with room for the multipart framing

const HOSTILE: [string, () => Buffer][] = [
  ["WebM: 40 MB of nested unknown-size BlockGroups", () => Buffer.concat([ebmlHeader(Buffer.from("webm")), unknownSegment, fill(CLIP_MAX - 64, [0xa0, 0xff])])],
  ["WebM: a 2 MB DocType", () => ebmlHeader(fill(2 * MB, [0x41]))],
  ["WebM: 40 MB of empty Clusters of known size", () => Buffer.concat([ebmlHeader(Buffer.from("webm")), unknownSegment, fill(CLIP_MAX - 64, [0x1f, 0x43, 0xb6, 0x75, 0x80])])],
  ["WebM: a SimpleBlock declaring 2^48 bytes", () => Buffer.concat([ebmlHeader(Buffer.from("webm")), unknownSegment, Buffer.from([0xa3, 0x01, 0x00, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff])])],
  ["MP3: 436,906 copies of one MPEG-1 Layer 3 frame", () => {
    const frame = Buffer.alloc(96);
    frame.set([0xff, 0xfb, 0x14, 0x00]);
    return Buffer.concat(Array.from({ length: 436_906 }, () => frame));
  }],
  ["MP3: 40 MB of frame headers back to back", () => fill(CLIP_MAX, [0xff, 0xfb, 0x90, 0x00])],
  ["MP4: ftyp, then 40 MB of eight-byte free atoms", () => Buffer.concat([Buffer.from("0000001866747970697336d00000000069736f6d6d703431", "hex"), fill(CLIP_MAX - 24, [0, 0, 0, 8, 0x66, 0x72, 0x65, 0x65])])],
  ["OGG: 40 MB of empty pages", () => fill(CLIP_MAX, [...Buffer.from("OggS"), 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])],
  ["WAV: a RIFF header declaring 4 GB of data", () => {
    const b = Buffer.alloc(44);
    b.write("RIFF", 0, "ascii");
    b.writeUInt32LE(0xffffffff, 4);
    b.write("WAVEfmt ", 8, "ascii");
    b.writeUInt32LE(16, 16);
    b.writeUInt16LE(1, 20);
    b.writeUInt16LE(1, 22);
    b.writeUInt32LE(8000, 24);
    b.writeUInt32LE(16000, 28);
    b.writeUInt16LE(2, 32);
    b.writeUInt16LE(16, 34);
    b.write("data", 36, "ascii");
    b.writeUInt32LE(0xffffffff, 40);
    return b;
  }],
];

describe("hostile clips on the real server, beside a health probe", () => {
  it.each(HOSTILE)("%s: a 400 that says why, and no probe waits a second", { timeout: 120_000 }, async (name, make) => {
    const clip = make();
    const probe = startHealthProbe(app.origin, `hostile media: ${name}`);
    const started = performance.now();
    const answer = await postClip(clip);
    const took = Math.round(performance.now() - started);
    const report = await probe.stop();
    process.stdout.write(`[hostile media] ${name}: ${answer.status} in ${took} ms: ${answer.body.message}\n`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.error).toBe("invalid_request");
    expect(answer.body.message).toMatch(/clip/i);
    expect(report.failures).toBe(0);
    expect(report.worstMs).toBeLessThan(1000);
  });
});
