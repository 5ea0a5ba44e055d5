// How the website sends files, in a real browser. On the embedded default the extract page posts them
// with the start (multipart), as before. On Vercel Blob, where a function takes at most 4.5 MB of body,
// the page sends each file straight to Blob: it asks /api/site/extract/uploads for an upload, PUTs the bytes to
// the Blob API with the headers it was given (cross-origin, under the page's CSP), then starts with
// JSON naming the upload; the builder's inspiration images and clips go the same way through
// /api/site/builder/uploads.
// The Blob API here is the local one the route tests use (tests/support/vercel-blob-server.ts), and
// the app on it is a second `next dev` of its own.
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { expect, request as requests, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { wav } from "../support/clips";
import { startNext, type NextServer } from "../support/next-server";
import { startBlobServer, type BlobServer } from "../support/vercel-blob-server";
import { signInByMagicLink } from "./sign-in";

const MB = 1024 * 1024;
const DIST_DIR = ".next-e2e-blob";

/** Noise does not compress: a PNG over Vercel's 4.5 MB body limit, under the 8 MB per-file limit. */
function largePng(): Promise<Buffer> {
  return sharp(randomBytes(1400 * 1300 * 3), { raw: { width: 1400, height: 1300, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}

function smallPng(fill: string): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: fill } }).png().toBuffer();
}

/** Every request the page sends, by method and URL, in order. */
function recordRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r) => seen.push(`${r.method()} ${r.url()}`));
  return seen;
}

/** Chooses a file until the page shows it took it: a change before the page has hydrated is lost. */
async function choose(input: Locator, file: { name: string; mimeType: string; buffer: Buffer }, taken: Locator): Promise<void> {
  await expect(async () => {
    if (!(await taken.count())) await input.setInputFiles(file);
    await expect(taken).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 90_000 });
}

async function signIn(page: Page, mailbox: APIRequestContext, email: string): Promise<void> {
  await page.goto("/signin?callbackUrl=%2Fextract");
  await signInByMagicLink(page, mailbox, email);
  await expect(page).toHaveURL(/\/extract$/);
}

/** Staged files still waiting: a taken upload leaves only the marker that spends its id (".taken"). */
function stagedCopies(blob: { blobs: Map<string, unknown> }): string[] {
  return [...blob.blobs.keys()].filter((k) => k.startsWith("staged/") && !k.endsWith(".taken"));
}

test("on the embedded default the extract page posts its files with the start (multipart)", async ({ page, request }) => {
  await signIn(page, request, `e2e-multipart-${Date.now()}@example.com`);
  const seen = recordRequests(page);
  const poster = { name: "poster.png", mimeType: "image/png", buffer: await smallPng("#1d4e89") };
  await choose(page.getByLabel("Images and documents"), poster, page.getByRole("img", { name: "Preview of poster.png" }));
  const startResponse = page.waitForResponse((r) => r.url().endsWith("/api/site/extract/start") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Start extraction" }).click();
  const started = await startResponse;
  expect(started.status()).toBe(202);
  expect(started.request().headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
  expect(((await started.json()) as { sources: string[] }).sources).toEqual(["image"]);
  await expect(page.getByRole("status").filter({ hasText: "Extracting…" })).toBeVisible();
  expect(seen.filter((s) => s.includes("/uploads"))).toEqual([]);
});

test.describe("on Vercel Blob", () => {
  test.describe.configure({ timeout: 600_000 });
  // A step that cannot happen fails within a minute, not at the end of the run's budget.
  test.use({ actionTimeout: 60_000 });
  let blob: BlobServer;
  let dev: NextServer;

  test.beforeAll(async () => {
    blob = await startBlobServer();
    dev = await startNext({
      mode: "dev",
      distDir: DIST_DIR,
      freshDataDir: true,
      // DEV_MAILBOX=1: signIn reads its link from the JSON mailbox, which answers only with the opt-in.
      env: { SEED_ACCESS_FIXTURES: "1", BLOB_READ_WRITE_TOKEN: blob.token, VERCEL_BLOB_API_URL: blob.origin, DATABASE_URL: "", EMAIL_SERVER: "", DEV_MAILBOX: "1" },
      readyPath: "/signin",
      timeoutMs: 400_000,
    });
  });
  test.afterAll(async () => {
    await dev?.stop();
    await blob?.close();
    rmSync(DIST_DIR, { recursive: true, force: true });
  });

  test("the extract page and the builder send a 5 MB image and a 5 MB clip straight to Blob, then start or add them by upload id", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: dev.origin });
    const mailbox = await requests.newContext({ baseURL: dev.origin });
    const page = await context.newPage();
    try {
      await signIn(page, mailbox, `e2e-blob-${Date.now()}@example.com`);
      const seen = recordRequests(page);
      const png = await largePng();
      expect(png.length).toBeGreaterThan(4.5 * MB);
      await choose(page.getByLabel("Images and documents"), { name: "noise.png", mimeType: "image/png", buffer: png }, page.getByRole("img", { name: "Preview of noise.png" }));

      // A PUT the page's CSP or the Blob API refused would end here with a refusal and no start.
      const startResponse = page.waitForResponse((r) => r.url().endsWith("/api/site/extract/start") && r.request().method() === "POST", { timeout: 120_000 });
      await page.getByRole("button", { name: "Start extraction" }).click();
      const started = await startResponse;
      expect(started.status()).toBe(202);
      // The start carried no bytes: JSON naming the upload the page had sent to Blob.
      expect(started.request().headers()["content-type"]).toBe("application/json");
      const sent = JSON.parse(started.request().postData() ?? "{}") as { uploads?: string[] };
      expect(sent.uploads).toHaveLength(1);
      expect(((await started.json()) as { images: unknown[] }).images).toEqual([{ width: 1400, height: 1300, mediaType: "image/png", filename: "noise.png" }]);
      await expect(page.getByRole("status").filter({ hasText: "Extracting…" })).toBeVisible();

      const order = seen.filter((s) => s.includes("/uploads") || s.includes("/api/site/extract/start") || s.startsWith(`PUT ${blob.origin}`));
      expect(order).toEqual([`POST ${dev.origin}/api/site/extract/uploads`, expect.stringMatching(new RegExp(`^PUT ${blob.origin}/\\?pathname=staged%2F`)), `POST ${dev.origin}/api/site/extract/start`]);
      const put = blob.puts.find((p) => p.pathname.startsWith("staged/"))!;
      expect(Number(put.headers["content-length"])).toBe(png.length);
      // Taken by the start: the staged copy is gone (its id spent), the source is stored under the extraction.
      expect(stagedCopies(blob)).toEqual([]);
      expect([...blob.blobs.keys()].filter((k) => k.startsWith("staged/") && k.endsWith(".taken"))).toHaveLength(1);
      expect([...blob.blobs.keys()].some((k) => /^extractions\/[0-9a-f-]{36}\/source-0\.webp$/.test(k))).toBe(true);

      await expect(page.getByText("Extraction complete")).toBeVisible({ timeout: 90_000 });
      await page.getByRole("button", { name: "Save as draft" }).click();
      await page.waitForURL(/\/builder\/[0-9a-f-]{36}$/);

      // The builder's inspiration image takes the same path, with its description beside the upload id.
      const images = page.getByRole("region", { name: "Inspiration images" });
      const ochre = { name: "ochre.png", mimeType: "image/png", buffer: await smallPng("#c8902e") };
      await choose(images.getByLabel("Add inspiration images"), ochre, images.getByLabel("Description of ochre.png"));
      await images.getByLabel("Description of ochre.png").fill("Ochre fields under a pale sky");
      const added = page.waitForResponse((r) => /\/builder\/[0-9a-f-]{36}\/images$/.test(r.url()) && r.request().method() === "POST");
      await images.getByRole("button", { name: "Upload 1 image" }).click();
      const image = await added;
      expect(image.status()).toBe(201);
      expect(JSON.parse(image.request().postData() ?? "{}")).toMatchObject({ upload: expect.stringMatching(/^su2\./), alt: "Ochre fields under a pale sky" });
      await expect(images.getByRole("img", { name: "Ochre fields under a pale sky" })).toBeAttached();
      expect(seen.some((s) => s === `POST ${dev.origin}/api/site/builder/uploads`)).toBe(true);
      expect(stagedCopies(blob)).toEqual([]);

      // A clip over 4.5 MB (14 s of 192 kHz audio) and its poster frame, both staged, named in JSON.
      const samples = page.getByRole("region", { name: "Samples" });
      await samples.getByRole("radio", { name: "Clip" }).check();
      const voice = wav(14, 192_000);
      expect(voice.length).toBeGreaterThan(4.5 * MB);
      await samples.getByLabel("Clip file").setInputFiles({ name: "voice.wav", mimeType: "audio/wav", buffer: voice });
      await expect(samples.getByRole("img", { name: "Poster frame for voice.wav" })).toBeVisible();
      const clipAdded = page.waitForResponse((r) => /\/builder\/[0-9a-f-]{36}\/samples\/clip$/.test(r.url()) && r.request().method() === "POST", { timeout: 60_000 });
      await samples.getByRole("button", { name: "Upload clip" }).click();
      const clip = await clipAdded;
      expect(clip.status(), await clip.text()).toBe(201);
      expect(JSON.parse(clip.request().postData() ?? "{}")).toEqual({ clip: expect.stringMatching(/^su2\./), poster: expect.stringMatching(/^su2\./) });
      await expect(samples.getByText(/^Clip · 14\.0 s$/)).toBeVisible();
      expect(blob.puts.some((p) => p.pathname.startsWith("staged/") && Number(p.headers["content-length"]) === voice.length)).toBe(true);
      expect(stagedCopies(blob)).toEqual([]);
    } finally {
      await mailbox.dispose();
      await context.close();
    }
  });
});
