// The extract form speaks to people, in a real browser at a desktop and a phone size: the plan's file
// count, the kinds and sizes of files are checked in the page before anything is sent (a .mjs file
// and five files on Free are refused with a message per file); a refusal from the server is worded
// for people; "Did you mean Hokusai?" is a button that starts the corrected run (in the alert and in
// the failed run's row of Recent runs); and the balance
// shown is the server's after a refund. Each state is audited with axe and kept as a screenshot.
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { audit, signInOnExtract, SIZES } from "./extract-audit";

const png = (fill: string) => sharp({ create: { width: 64, height: 48, channels: 3, background: fill } }).png().toBuffer();

for (const size of SIZES) {
  test(`the extract form checks limits first and words its messages for people (${size.name})`, async ({ page, request }, testInfo) => {
    // Two runs on a dev server that compiles each page and the analyzers on first use.
    test.setTimeout(300_000);
    await signInOnExtract(page, request, size, "messages");
    const main = page.getByRole("main");
    const alert = main.getByRole("alert");
    const starts: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/site/extract/start") || r.url().includes("/api/site/extract/uploads")) starts.push(r.url());
    });
    const input = page.getByLabel("Images and documents");

    // Nothing chosen: said in the page's words, nothing sent.
    await expect(async () => {
      await page.getByRole("button", { name: "Start extraction" }).click();
      await expect(alert).toHaveText("Add something to extract from: pictures, a writing sample, a reference or image links.", { timeout: 3000 });
    }).toPass({ timeout: 90_000 });

    // Five pictures and a script on Free: a message under the script and one for the count, before sending.
    const files = await Promise.all(["#1d4e89", "#e4572e", "#2a9d8f", "#e9c46a", "#264653"].map(async (fill, i) => ({ name: `p${i + 1}.png`, mimeType: "image/png", buffer: await png(fill) })));
    await input.setInputFiles([...files, { name: "app.mjs", mimeType: "text/javascript", buffer: Buffer.from("export default 1;\n") }]);
    const script = main.getByRole("listitem").filter({ hasText: "app.mjs" });
    await expect(script).toContainText("\u201capp.mjs\u201d is not a kind of file we read. Choose JPEG, PNG, GIF or WebP images.");
    await expect(main.getByText("The Free plan reads up to 3 pictures and image links per extraction; you have 6. Remove 3.")).toBeVisible();
    await expect(script.getByRole("button", { name: "Remove app.mjs" })).toHaveAccessibleDescription(/not a kind of file we read/);
    await page.getByRole("button", { name: "Start extraction" }).click();
    await expect(alert).toContainText("Fix these before starting; nothing was sent:");
    await expect(alert.getByRole("listitem")).toHaveText([
      "The Free plan reads up to 3 pictures and image links per extraction; you have 6. Remove 3.",
      "\u201capp.mjs\u201d is not a kind of file we read. Choose JPEG, PNG, GIF or WebP images.",
    ]);
    await audit(page, testInfo, `extract-limits-${size.name}`);

    // Too large, and a document on Free.
    for (const name of ["p1.png", "p2.png", "p3.png", "p4.png", "p5.png", "app.mjs"]) await page.getByRole("button", { name: `Remove ${name}` }).click();
    await input.setInputFiles([
      { name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(9 * 1024 * 1024, 1) },
      { name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n") },
    ]);
    await expect(main.getByText("\u201chuge.png\u201d is 9 MB; one file may be at most 8 MB.")).toBeVisible();
    await expect(main.getByText(/\u201cnotes\.pdf\u201d is a document\. Reading documents is part of Pro/)).toBeVisible();
    await page.getByRole("button", { name: "Remove huge.png" }).click();
    await page.getByRole("button", { name: "Remove notes.pdf" }).click();
    expect(starts).toEqual([]);

    // A file that only claims to be a picture passes the page's check; the server's refusal reads plainly.
    await input.setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("this is not a picture") });
    await page.getByRole("button", { name: "Start extraction" }).click();
    await expect(alert).toHaveText("\u201cfake.png\u201d is not a picture we can read. Choose a JPEG, PNG, GIF or WebP image.");
    await expect(main.getByText("30 credits · you have 120")).toBeVisible();
    await page.getByRole("button", { name: "Remove fake.png" }).click();

    // An unknown reference fails and is refunded; the balance shown is the server's again.
    await page.getByLabel("Reference").fill("Hokusia");
    await page.getByRole("button", { name: "Start extraction" }).click();
    await expect(alert).toContainText('We don\'t have a reference called "Hokusia" yet.', { timeout: 150_000 });
    await expect(alert).toContainText("Your credits were refunded.");
    await expect(main.getByText("30 credits · you have 120")).toBeVisible();
    const suggestion = alert.getByRole("button", { name: "Hokusai" });
    await expect(suggestion).toBeVisible();
    await expect(suggestion).toHaveAccessibleDescription("Starts the run again with that reference.");
    // The failed run stays in Recent runs, its names buttons there too (not a sentence to retype).
    const failedRun = main.getByRole("region", { name: "Recent runs" }).getByRole("listitem").filter({ hasText: "Failed" });
    await expect(failedRun).toHaveCount(1);
    const again = failedRun.getByRole("button", { name: "Hokusai" });
    await expect(again).toHaveAccessibleDescription("Starts the run again with that reference.");
    await audit(page, testInfo, `extract-did-you-mean-${size.name}`);

    // "Did you mean Hokusai?" starts the corrected run: from the alert on a desktop, from the failed
    // run's row on a phone (both go through the same start).
    const started = page.waitForResponse((r) => r.url().endsWith("/api/site/extract/start") && r.request().method() === "POST");
    await (size.name === "phone" ? again : suggestion).click();
    const start = await started;
    expect(start.status()).toBe(202);
    expect(JSON.parse(start.request().postData() ?? "{}")).toMatchObject({ reference: "Hokusai" });
    await expect(main.getByText("Extraction complete")).toBeVisible({ timeout: 150_000 });
    await expect(main.locator("#result-title")).toContainText("Hokusai");
    await expect(page.getByLabel("Reference")).toHaveValue("Hokusai");
    await page.getByRole("button", { name: "Start another" }).click();
    await expect(main.getByText("30 credits · you have 90")).toBeVisible();
    await audit(page, testInfo, `extract-after-runs-${size.name}`);
  });
}
