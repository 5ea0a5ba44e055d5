// Images that cost seconds to decode, sent to the anonymous style check eight at a time on the real
// server, while a probe reads a stored image (/blobs/...) and another the home page (issue 31): four to
// eight concurrent checks of a one-colour 8000x8000 GIF (3.9 s each) filled libuv's thread pool and
// ordinary blob requests then took 14-22 s. Now GIF and PNG over 25 MP are refused from their header,
// one decode runs at a time per process (lib/extraction/decode-gate.ts), and a check past the line is
// refused with 429 and Retry-After. Each round prints its worst waits.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHealthProbe } from "./support/health-probe";
import { startAppServer, type AppServer } from "./support/next-server";

const STYLE = "risograph-zine-k2f9";
let app: AppServer;
let blobPath: string;

beforeAll(async () => {
  app = await startAppServer();
  const style = (await (await fetch(`${app.origin}/api/v1/styles/${STYLE}?format=json`)).json()) as { referenceImages?: { url: string }[] };
  blobPath = new URL(style.referenceImages![0]!.url).pathname;
  // next dev compiles each route on its first request: none of that in the measured part.
  expect((await fetch(`${app.origin}${blobPath}`)).status).toBe(200);
  expect((await fetch(`${app.origin}/`)).status).toBe(200);
  expect((await check(await solid("png", 64, 64))).status).toBe(200);
}, 300_000);
afterAll(() => app?.stop());

function solid(format: "gif" | "png", width: number, height: number): Promise<Buffer> {
  const img = sharp({ create: { width, height, channels: 3, background: "#e4572e" } });
  return (format === "gif" ? img.gif() : img.png({ compressionLevel: 9 })).toBuffer();
}

/** An animated GIF of `frames` frames of 1000x1000: only the first should ever be decoded. */
async function animated(frames: number): Promise<Buffer> {
  const frame = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: "#1d7a5f" } }).raw().toBuffer();
  return sharp(Buffer.concat(Array.from({ length: frames }, () => frame)), { raw: { width: 1000, height: 1000 * frames, channels: 3, pageHeight: 1000 } } as never)
    .gif()
    .toBuffer();
}

async function check(image: Buffer): Promise<{ status: number; retryAfter: string | null; ms: number }> {
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(image)]), "candidate");
  const started = performance.now();
  const res = await fetch(`${app.origin}/api/v1/styles/${STYLE}/check`, { method: "POST", body: form });
  await res.arrayBuffer();
  return { status: res.status, retryAfter: res.headers.get("retry-after"), ms: Math.round(performance.now() - started) };
}

describe("decode bombs against the style check, eight at a time", () => {
  const CASES: [string, () => Promise<Buffer>][] = [
    ["a one-colour 8000x8000 GIF (refused from its header)", () => solid("gif", 8000, 8000)],
    ["a one-colour 5000x5000 GIF (the most a GIF may be)", () => solid("gif", 5000, 5000)],
    ["a one-colour 5000x5000 PNG", () => solid("png", 5000, 5000)],
    ["an animated GIF of 40 frames of 1000x1000", () => animated(40)],
  ];

  it.each(CASES)("%s: blob and page reads stay prompt; every check answers 200, 400 or 429 with Retry-After", { timeout: 300_000 }, async (name, make) => {
    const image = await make();
    const blobs = startHealthProbe(app.origin, `decode bombs, ${name}: a stored image`, { path: blobPath });
    const page = startHealthProbe(app.origin, `decode bombs, ${name}: the home page`, { path: "/" });
    const answers = await Promise.all(Array.from({ length: 8 }, () => check(image)));
    const [blobReport, pageReport] = [await blobs.stop(), await page.stop()];
    process.stdout.write(`[decode bombs] ${name}: ${answers.map((a) => `${a.status} in ${a.ms} ms`).join(", ")}\n`);
    for (const a of answers) {
      expect([200, 400, 429]).toContain(a.status);
      if (a.status === 429) expect(Number(a.retryAfter)).toBeGreaterThan(0);
    }
    expect(blobReport.failures + pageReport.failures).toBe(0);
    expect(blobReport.worstMs).toBeLessThan(1000);
    expect(pageReport.worstMs).toBeLessThan(1000);
  });
});
