// The extract page in a real browser: signed out it offers sign-in; signed in it shows cost and
// balance, takes an image, shows progress, then the palette, the compiled prompt (copyable) and
// STYLE.md, and saves the run as a draft that opens in the builder. A file that only claims to be
// a PNG is refused in the page's words (not the API's) and costs nothing.
import { expect, test } from "@playwright/test";
import { signInByMagicLink } from "./sign-in";
import sharp from "sharp";

/** Flat fields of three colours, so the palette has at least three obvious swatches. */
function picture(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="100%" height="100%" fill="#f1e9d8"/><rect x="32" y="36" width="144" height="132" fill="#1d4e89"/><circle cx="240" cy="144" r="48" fill="#e4572e"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

test("extracts a style from an image, copies the prompt, saves a draft, and shows refusals", async ({ page, context, request }, testInfo) => {
  const email = `e2e-extract-${Date.now()}@example.com`;
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);

  // Signed out: an explanation and a sign-in link that comes back here.
  await page.goto("/extract");
  await expect(page.getByRole("heading", { name: "Extract a style" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fextract$/);
  await signInByMagicLink(page, request, email);
  await expect(page).toHaveURL(/\/extract$/);

  // Time to a usable form on a fresh navigation (printed, not asserted: dev mode compiles on demand).
  const startedAt = Date.now();
  await page.goto("/extract");
  const submit = page.getByRole("button", { name: "Start extraction" });
  await expect(submit).toBeVisible();
  const formMs = Date.now() - startedAt;
  console.log(`[extract e2e] navigation to visible form: ${formMs} ms`);
  testInfo.annotations.push({ type: "time-to-form-ms", description: String(formMs) });

  await expect(page.getByText("30 credits · you have 120")).toBeVisible();
  await expect(page.getByText(/Documents \(PDF, text\) need Pro/)).toBeVisible();
  for (const label of ["Images and documents", "Text", "Reference", "Image URLs", "Name (optional)"]) {
    await expect(page.getByLabel(label, { exact: true })).toBeVisible();
  }
  await page.getByLabel("Text", { exact: true }).fill("Calm, flat shapes.");
  await expect(page.getByText("18 / 6,000")).toBeVisible();

  // Choosing an image shows its thumbnail before anything is sent.
  await page.getByLabel("Images and documents").setInputFiles({ name: "poster.png", mimeType: "image/png", buffer: await picture() });
  await expect(page.getByRole("img", { name: "Preview of poster.png" })).toBeVisible();

  const clickedAt = Date.now();
  const startResponse = page.waitForResponse((r) => r.url().endsWith("/api/site/extract/start") && r.request().method() === "POST");
  await submit.click();
  const started = await startResponse;
  expect(started.status()).toBe(202);
  const { extractionId } = (await started.json()) as { extractionId: string };
  await expect(page.getByRole("status").filter({ hasText: "Extracting…" })).toBeVisible();

  // The result: at least three swatches, the compiled prompt and STYLE.md.
  await expect(page.getByText("Extraction complete")).toBeVisible({ timeout: 60_000 });
  console.log(`[extract e2e] start click to result: ${Date.now() - clickedAt} ms`);
  const swatches = page.getByRole("group", { name: "Palette swatches" }).getByRole("listitem");
  expect(await swatches.count()).toBeGreaterThanOrEqual(3);
  const spec = page.locator("#extract-spec");
  await expect(spec).toContainText(/\S/);
  await expect(page.locator("#extract-stylemd")).toContainText("---");
  await expect(page.getByRole("link", { name: "Download" })).toHaveAttribute("download", /\.STYLE\.md$/);

  await page.getByRole("button", { name: "Copy the prompt" }).click();
  await expect(page.getByRole("button", { name: "Copy the prompt" })).toHaveText("Copied ✓");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await spec.textContent());

  await page.screenshot({ path: testInfo.outputPath("extract-result.png"), fullPage: true });
  await testInfo.attach("extract-result", { path: testInfo.outputPath("extract-result.png"), contentType: "image/png" });

  // Save as draft opens the builder (which may not exist yet) on the new draft.
  await page.getByRole("button", { name: "Save as draft" }).click();
  await page.waitForURL(/\/builder\/[0-9a-f-]{36}$/);
  const styleId = new URL(page.url()).pathname.split("/").pop();
  // The run now answers with the draft it became: the draft exists and is this one.
  const status = await page.request.get(`/api/site/extract/status/${encodeURIComponent(extractionId)}`);
  expect(status.status()).toBe(200);
  const draft = (await status.json()) as { saved: boolean; style: { ref: string } };
  expect(draft.saved).toBe(true);
  expect(draft.style.ref).toBe(styleId);

  // A text file named .png passes the page's own check and is refused by the server, in the page's
  // words rather than the API's; nothing is charged.
  await page.goto("/extract");
  await expect(page.getByText("30 credits · you have 90")).toBeVisible();
  await page.getByLabel("Images and documents").setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("this is not a picture") });
  await page.getByRole("button", { name: "Start extraction" }).click();
  const alert = page.getByRole("main").getByRole("alert");
  await expect(alert).toHaveText("\u201cfake.png\u201d is not a picture we can read. Choose a JPEG, PNG, GIF or WebP image.");
  await expect(page.getByRole("button", { name: "Start extraction" })).toBeEnabled();
  await page.reload();
  await expect(page.getByText("30 credits · you have 90")).toBeVisible();
});
