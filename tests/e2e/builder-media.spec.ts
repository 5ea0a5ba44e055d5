// The builder's media in a real browser: a new style from the library, inspiration images uploaded
// with their descriptions (real thumbnails, reordered from the keyboard), a written sample with its
// counter, a video clip recorded right here with MediaRecorder (a WebM that declares no duration)
// whose poster frame the page captures, and a 16 s audio clip that the page warns about and the
// server refuses. The compiled JSON preview follows each change, nothing breaks the page's
// Content-Security-Policy (object URLs, captured frames, stored blobs), and axe finds no serious issue.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { signInByMagicLink } from "./sign-in";

/** A real PNG with a few flat fields, so the thumbnail is a picture and not a blank. */
async function png(color: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="100%" height="100%" fill="#f1e9d8"/><rect x="60" y="70" width="300" height="260" fill="${color}"/><circle cx="480" cy="290" r="96" fill="#e4572e"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A mono 16-bit PCM WAV of `seconds`: its container says exactly how long it is. */
function wav(seconds: number, rate = 8000): Buffer {
  const frames = Math.round(seconds * rate);
  const b = Buffer.alloc(44 + frames * 2);
  b.write("RIFF", 0, "ascii");
  b.writeUInt32LE(36 + frames * 2, 4);
  b.write("WAVEfmt ", 8, "ascii");
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(rate, 24);
  b.writeUInt32LE(rate * 2, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write("data", 36, "ascii");
  b.writeUInt32LE(frames * 2, 40);
  for (let i = 0; i < frames; i++) b.writeInt16LE(Math.round(9000 * Math.sin((2 * Math.PI * 220 * i) / rate) * Math.sin((Math.PI * i) / frames)), 44 + i * 2);
  return b;
}

/** Records `seconds` of an animated canvas with MediaRecorder, as a person's browser would. */
async function recordWebm(page: Page, seconds: number): Promise<Buffer> {
  const base64 = await page.evaluate(async (ms) => {
    const canvas = document.createElement("canvas");
    canvas.width = 320;
    canvas.height = 180;
    const ctx = canvas.getContext("2d")!;
    const start = performance.now();
    let frame = 0;
    const draw = () => {
      const t = (performance.now() - start) / 1000;
      ctx.fillStyle = `hsl(${(t * 80) % 360} 65% 45%)`;
      ctx.fillRect(0, 0, 320, 180);
      ctx.fillStyle = "#fff";
      ctx.fillRect((t * 90) % 320, 60, 56, 56);
      frame = requestAnimationFrame(draw);
    };
    draw();
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: "video/webm;codecs=vp8" });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    recorder.start(250);
    await new Promise((r) => setTimeout(r, ms));
    await new Promise((r) => {
      recorder.onstop = r;
      recorder.stop();
    });
    cancelAnimationFrame(frame);
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let binary = "";
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary);
  }, seconds * 1000);
  return Buffer.from(base64, "base64");
}

/** The picture really arrived and decoded (not a broken-image icon). */
async function expectDecoded(img: Locator): Promise<void> {
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
}

test("the owner adds inspiration images, a written sample and clips; an over-long clip is refused by the server", async ({ page, request }, testInfo) => {
  test.setTimeout(300_000);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} blocked ${e.blockedURI || "inline"}`));
  });
  const email = `e2e-media-${Date.now()}@example.com`;
  await page.goto("/signin?callbackUrl=%2Flibrary");
  // The first visit compiles the sign-in page's script on demand; on a busy machine that can take a while.
  await expect(page.locator('input[name="csrfToken"]').first()).not.toHaveValue("", { timeout: 120_000 });
  await signInByMagicLink(page, request, email);
  await expect(page).toHaveURL(/\/library$/);
  await page.getByRole("main").getByRole("button", { name: "New style" }).first().click();
  await page.waitForURL(/\/builder\/[0-9a-f-]{36}$/);
  const builderUrl = page.url();

  // Time to the builder's main content on a fresh navigation (printed, not asserted: dev mode compiles on demand).
  const startedAt = Date.now();
  await page.goto(builderUrl);
  await expect(page.getByRole("heading", { name: "Inspiration images" })).toBeVisible();
  const mainMs = Date.now() - startedAt;
  console.log(`[builder-media e2e] navigation to main content: ${mainMs} ms`);
  testInfo.annotations.push({ type: "time-to-main-ms", description: String(mainMs) });

  const images = page.getByRole("region", { name: "Inspiration images" });
  await expect(images.getByText("No inspiration images yet.")).toBeVisible();
  await expect(images.getByText("0 of 8")).toBeVisible();

  // One image, described before it is sent: the description field asks for focus at once.
  await images.getByLabel("Add inspiration images").setInputFiles({ name: "ochre.png", mimeType: "image/png", buffer: await png("#c8902e") });
  await expect(images.getByLabel("Description of ochre.png")).toBeFocused();
  await page.keyboard.insertText("Ochre fields under a pale sky");
  await images.getByRole("button", { name: "Upload 1 image" }).click();
  await expectDecoded(images.getByRole("img", { name: "Ochre fields under a pale sky" }));
  await expect(images.getByText("1 of 8")).toBeVisible();

  // A second one without a description is marked, moved first with the keyboard, then described.
  await images.getByLabel("Add inspiration images").setInputFiles({ name: "harbour.png", mimeType: "image/png", buffer: await png("#1d4e89") });
  await images.getByRole("button", { name: "Upload 1 image" }).click();
  await expect(images.getByText("2 of 8")).toBeVisible();
  await expect(images.getByText("1 image has no description yet.", { exact: false })).toBeVisible();
  await expect(images.getByText("No description", { exact: true })).toBeVisible();
  await images.getByRole("button", { name: "Move image 2 up" }).focus();
  await page.keyboard.press("Enter");
  await expect(images.getByLabel("Description of image 2")).toHaveValue("Ochre fields under a pale sky");
  await expect(images.getByRole("button", { name: "Move image 1 down" })).toBeFocused();
  await images.getByLabel("Description of image 1").fill("Deep blue harbour wall");
  await images.getByRole("button", { name: "Save description of image 1" }).click();
  await expectDecoded(images.getByRole("img", { name: "Deep blue harbour wall" }));
  await expect(images.getByText("No description", { exact: true })).toHaveCount(0);

  // A written sample with its live counter.
  const samples = page.getByRole("region", { name: "Samples" });
  await expect(samples.getByText("No samples yet.")).toBeVisible();
  const line = "Fold it, staple it, hand it out before the ink dries.";
  await samples.getByLabel("Written sample").fill(line);
  await expect(samples.getByText(`${line.length} / 1,200`)).toBeVisible();
  await samples.getByRole("button", { name: "Add written sample" }).click();
  await expect(samples.locator("blockquote")).toHaveText(line);
  await expect(samples.getByText("1 of 12")).toBeVisible();

  // A clip recorded in this browser: its poster frame is taken here, its length measured by the server.
  await samples.getByRole("radio", { name: "Clip" }).check();
  const recorded = await recordWebm(page, 2);
  await samples.getByLabel("Clip file").setInputFiles({ name: "loop.webm", mimeType: "video/webm", buffer: recorded });
  await expectDecoded(samples.getByRole("img", { name: "Poster frame for loop.webm" }));
  await expect(samples.getByText("Poster frame", { exact: true })).toBeVisible();
  await samples.getByRole("button", { name: "Upload clip" }).click();
  const clipItem = samples.getByRole("listitem").filter({ has: page.getByRole("button", { name: "Delete sample 2" }) });
  await expect(clipItem.getByText(/^Clip · [12]\.\d s$/)).toBeVisible();
  await expect(clipItem.locator("video")).toHaveAttribute("poster", /\/blobs\/builder\/.+\.webp$/);
  await expect(samples.getByText("2 of 12")).toBeVisible();

  // Sixteen seconds of audio: the page warns, still lets the server decide, and shows its refusal.
  await samples.getByLabel("Clip file").setInputFiles({ name: "long-take.wav", mimeType: "audio/wav", buffer: wav(16) });
  await expect(samples.getByText(/seems to be 16\.0 seconds long/)).toBeVisible();
  await expectDecoded(samples.getByRole("img", { name: "Poster frame for long-take.wav" }));
  await expect(samples.getByText("Poster: a still of the sound, since audio has no picture")).toBeVisible();
  await samples.getByRole("button", { name: "Upload clip" }).click();
  await expect(samples.getByRole("alert")).toHaveText("The clip is 16.0 seconds long; samples may be at most 15 seconds. Trim it and retry.");
  await expect(samples.getByText("2 of 12")).toBeVisible();
  await samples.screenshot({ path: testInfo.outputPath("builder-samples.png") });
  await testInfo.attach("builder-samples", { path: testInfo.outputPath("builder-samples.png"), contentType: "image/png" });

  const axe = await new AxeBuilder({ page }).include('section[aria-labelledby="inspiration-title"]').include('section[aria-labelledby="samples-title"]').analyze();
  const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(serious).toEqual([]);

  // The compiled JSON preview follows: inspiration images first, then the clip's poster frame.
  const json = page.locator("#spec-json");
  await expect(json).toContainText('"kind": "inspiration"');
  const poster = await clipItem.locator("video").getAttribute("poster");
  await expect(json).toContainText(poster!);

  // A sample can be made private from the keyboard.
  await samples.getByRole("switch", { name: "Show sample 1 on the style page" }).focus();
  await page.keyboard.press("Space");
  await expect(samples.getByRole("switch", { name: "Show sample 1 on the style page" })).not.toBeChecked();

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath("builder-media.png"), fullPage: true });
  await testInfo.attach("builder-media", { path: testInfo.outputPath("builder-media.png"), contentType: "image/png" });
  await images.screenshot({ path: testInfo.outputPath("builder-inspiration-images.png") });
  await testInfo.attach("builder-inspiration-images", { path: testInfo.outputPath("builder-inspiration-images.png"), contentType: "image/png" });
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);

  // Everything was saved as it happened.
  await page.reload();
  await expect(images.getByText("2 of 8")).toBeVisible();
  await expect(images.getByLabel("Description of image 1")).toHaveValue("Deep blue harbour wall");
  await expect(samples.getByText("2 of 12")).toBeVisible();
  await expect(samples.getByRole("switch", { name: "Show sample 1 on the style page" })).not.toBeChecked();
  await expect(page.getByRole("main").getByRole("main")).toHaveCount(0);
  await expectDecoded(images.getByRole("img", { name: "Deep blue harbour wall" }));
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
});
