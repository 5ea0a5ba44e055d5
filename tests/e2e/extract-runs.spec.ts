// Every paid result stays reachable until its owner dismisses it, in a real browser at a desktop and
// a phone size: the result shows the source image beside what was found, voice readings with their
// names and no empty box above it; leaving it unsaved asks first (site links and the browser's own
// prompt); the extract page lists the run under Recent runs and opens it again; the credit ledger's
// charge links to the result; a saved run is dismissed from the list while its ledger entry stays;
// History says what it lists. Each state is audited with axe and kept as a screenshot.
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { audit, signInOnExtract, SIZES } from "./extract-audit";

const LETTER = `I started this company because I was tired of tools that made simple things feel hard. So we built the opposite. Every screen does one job, and it does it well.

We ship small changes every week, and we tell you about every one of them. If something breaks, you'll hear it from us first, not from your customers. That's the deal.`;

function picture(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="100%" height="100%" fill="#f1e9d8"/><rect x="32" y="36" width="144" height="132" fill="#1d4e89"/><circle cx="240" cy="144" r="48" fill="#e4572e"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

for (const size of SIZES) {
  test(`a paid result stays reachable until dismissed (${size.name})`, async ({ page, context, request }, testInfo) => {
    // Two runs' worth of pages on a dev server that compiles each on first use.
    test.setTimeout(300_000);
    await signInOnExtract(page, request, size, "runs");
    const main = page.getByRole("main");
    const recent = main.getByRole("region", { name: "Recent runs" });
    await expect(recent.getByText("No runs yet.")).toBeVisible();

    // A run from a picture and a letter: a look and a voice.
    await expect(async () => {
      if (!(await main.getByRole("img", { name: "Preview of poster.png" }).count())) {
        await page.getByLabel("Images and documents").setInputFiles({ name: "poster.png", mimeType: "image/png", buffer: await picture() });
      }
      await expect(main.getByRole("img", { name: "Preview of poster.png" })).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 90_000 });
    await page.getByLabel("Text", { exact: true }).fill(LETTER);
    await page.getByRole("button", { name: "Start extraction" }).click();
    // The first run of a fresh server also loads the analyzers.
    await expect(main.getByText("Extraction complete")).toBeVisible({ timeout: 150_000 });
    const title = (await main.locator("#result-title").textContent())!.trim();

    // The source beside what was found, voice readings named, and no empty box above the result.
    const source = main.getByRole("region", { name: "Made from" }).getByRole("img", { name: "Source image 1: poster.png" });
    await expect(source).toBeVisible();
    await expect.poll(() => source.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    const found = main.getByRole("region", { name: "What we found" });
    await expect(found.getByRole("listitem").filter({ hasText: /^(Formality|Person|Emoji|Hashtags|Sentence length): \S/ }).first()).toBeVisible();
    for (const bare of ["none", "rare", "varied", "first", "second", "third", "casual", "neutral"]) {
      await expect(found.getByRole("listitem").filter({ hasText: new RegExp(`^${bare}$`) })).toHaveCount(0);
    }
    expect((await main.locator("#extract-progress").boundingBox())?.height).toBe(0);
    if (size.name === "desktop") {
      // Beside, not above: the source column and the findings share a row.
      const image = await source.boundingBox();
      const findings = await found.boundingBox();
      expect(image!.x + image!.width).toBeLessThanOrEqual(findings!.x);
      expect(Math.abs(image!.y - findings!.y)).toBeLessThan(300);
    }
    await expect(recent.getByRole("listitem").filter({ hasText: title }).getByText("Shown above")).toBeVisible();
    await audit(page, testInfo, `extract-result-${size.name}`);

    // Leaving an unsaved result asks first: the site's own links ...
    const asked: string[] = [];
    page.once("dialog", (d) => {
      asked.push(d.message());
      void d.dismiss();
    });
    await page.getByRole("link", { name: "Styleshelf, home" }).click();
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toMatch(/not saved as a style yet/);
    await expect(page).toHaveURL(/\/extract$/);
    await expect(main.getByText("Extraction complete")).toBeVisible();
    // ... and the browser's own prompt when the tab goes.
    const prompted = page.waitForEvent("dialog");
    await page.close({ runBeforeUnload: true });
    const prompt = await prompted;
    expect(prompt.type()).toBe("beforeunload");
    await prompt.accept();

    // The credit ledger's charge links back to the result.
    const next = await context.newPage();
    await next.setViewportSize(size);
    await next.goto("/account#credits");
    const ledger = next.getByRole("table");
    const charge = ledger.getByRole("row").filter({ hasText: title });
    await expect(charge.getByText(/Not saved as a style/)).toBeVisible();
    await charge.getByRole("link", { name: "Open its result" }).click();
    await expect(next).toHaveURL(/\/extract\?run=[0-9a-f-]{36}$/);
    await expect(next.getByRole("main").getByText("Extraction complete")).toBeVisible();
    await expect(next.locator("#result-title")).toHaveText(title);

    // Listed under Recent runs: open it again from there, then save it as a draft (no prompt).
    await next.getByRole("button", { name: "Start another" }).click();
    const row = next.getByRole("region", { name: "Recent runs" }).getByRole("listitem").filter({ hasText: title });
    await expect(row.getByText("Not saved", { exact: true })).toBeVisible();
    await audit(next, testInfo, `extract-recent-runs-${size.name}`);
    await row.getByRole("button", { name: "Open result" }).click();
    await expect(next.locator("#result-title")).toHaveText(title);
    await next.getByRole("button", { name: "Save as draft" }).click();
    await next.waitForURL(/\/builder\/[0-9a-f-]{36}$/);

    // Saved, it links to its style; dismissed, it leaves the list, and its ledger entry stays.
    await next.goto("/extract");
    const savedRow = next.getByRole("region", { name: "Recent runs" }).getByRole("listitem").filter({ hasText: title });
    await expect(savedRow.getByText("Saved as a style")).toBeVisible();
    await savedRow.getByRole("button", { name: "Dismiss" }).click();
    await expect(savedRow).toHaveCount(0);
    await expect(next.getByRole("heading", { name: "Recent runs" })).toBeFocused();
    await next.reload();
    await expect(next.getByRole("region", { name: "Recent runs" }).getByText("No runs yet.")).toBeVisible();
    await next.goto("/account#credits");
    await expect(next.getByRole("table").getByRole("row").filter({ hasText: title })).toHaveCount(1);

    // History says what it lists: on Free, the runs behind each style, and where unsaved results are.
    await next.goto("/library?tab=history");
    const history = next.getByRole("main");
    await expect(history.getByText(/The extractions behind your styles, newest first\. The Free plan opens the newest extraction of each style/)).toBeVisible();
    await expect(history.getByRole("link", { name: "Recent runs on the Extract page" })).toHaveAttribute("href", "/extract#recent-runs-title");
    await expect(history.getByRole("heading", { name: title })).toBeVisible();
    await expect(history.getByText("every extraction you ran")).toHaveCount(0);
    await audit(next, testInfo, `library-history-${size.name}`);
  });
}
