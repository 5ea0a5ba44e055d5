// The account page's credit ledger in a real browser, on the real path: a new account extracts a style
// from a sentence on /extract and saves it as a draft; /account then shows the balance down by the
// run's cost, the charge for that run (its sources, its status, a link to the style it became) above
// the starting grant, a failed run's refund beside its charge, and still offers connected apps and
// sign-out. Signed out, /docs is readable, renders the one list of formats, and its code blocks copy
// exactly the commands shown.
import { expect, test } from "@playwright/test";
import { FORMAT_INFO, FORMATS } from "@/lib/compile/formats";
import { checkPage, watchCsp } from "./page-checks";
import { signInByMagicLink } from "./sign-in";

test.beforeEach(async ({ page }) => {
  await watchCsp(page);
});

test("the ledger shows an extraction's charge with a link to it, and /docs reads well signed out", async ({ page, context, request, baseURL }, testInfo) => {
  // A sign-in, an extraction and first compiles of three pages on the dev server.
  test.setTimeout(300_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const email = `e2e-account-${Date.now()}@example.com`;
  // next dev compiles a page on its first request and may reload whatever page is open meanwhile,
  // aborting a navigation in flight; compile both pages before the browser needs them.
  for (const path of ["/docs", "/account"]) expect((await request.get(path, { maxRedirects: 0 })).status()).toBeLessThan(400);

  await page.goto("/signin?callbackUrl=%2Fextract");
  await signInByMagicLink(page, request, email);
  await expect(page).toHaveURL(/\/extract$/);
  await expect(page.getByText("30 credits · you have 120")).toBeVisible();

  // The local analyzer runs without any API key on the embedded default.
  await page.getByLabel("Text", { exact: true }).fill("Short sentences. Warm, plain words. We tell you what broke and what we fixed. Reply and tell us what to fix next.");
  await page.getByRole("button", { name: "Start extraction" }).click();
  await expect(page.getByText("Extraction complete")).toBeVisible({ timeout: 60_000 });
  await page.getByRole("button", { name: "Save as draft" }).click();
  await page.waitForURL(/\/builder\/[0-9a-f-]{36}$/);
  const builderPath = new URL(page.url()).pathname;

  // A reference the catalog does not know fails, and its charge is refunded.
  await page.goto("/extract");
  await expect(page.getByText("30 credits · you have 90")).toBeVisible();
  await page.getByLabel("Reference", { exact: true }).fill("Bauhause poster");
  await page.getByRole("button", { name: "Start extraction" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("Your credits were refunded.", { timeout: 60_000 });

  const figures = await checkPage(page, testInfo, "/account", (p) => p.getByRole("table", { name: /Credit ledger/ }));
  console.log(`[account e2e] /account time to main content: ${figures.mainContentMs} ms`);

  const credits = page.getByRole("region", { name: "Credits" });
  await expect(credits.getByText("90 credits", { exact: true })).toBeVisible();
  await expect(credits.getByRole("link", { name: "Plans and pricing" })).toHaveAttribute("href", "/pricing");
  await expect(credits.getByText("Each extraction costs 30 credits on Free. A failed extraction is refunded automatically.")).toBeVisible();

  const ledger = credits.getByRole("table", { name: /Credit ledger, newest first/ });
  await expect(ledger.getByRole("columnheader")).toHaveText(["Date", "Entry", "Amount", "Balance"]);
  const rows = ledger.locator("tbody").getByRole("row");
  await expect(rows).toHaveCount(4);
  // Newest first, each with the balance right after it: the failed run's refund beside its charge,
  // both naming the same run...
  const refund = rows.nth(0);
  await expect(refund.getByRole("cell").nth(0)).toContainText("Refund: the extraction failed");
  await expect(refund.getByRole("cell").nth(0)).toContainText("reference: Bauhause poster");
  await expect(refund.getByRole("cell").nth(0)).toContainText("Gives back the charge of");
  await expect(refund.getByRole("cell").nth(1)).toHaveText("+30");
  await expect(refund.getByRole("cell").nth(2)).toHaveText("90");
  const failed = rows.nth(1);
  await expect(failed.getByRole("cell").nth(0)).toContainText("reference: Bauhause poster");
  await expect(failed.getByRole("cell").nth(0)).toContainText("Failed");
  await expect(failed.getByRole("cell").nth(0)).toContainText("Refunded");
  await expect(failed.getByRole("cell").nth(1)).toHaveText("\u221230");
  await expect(failed.getByRole("cell").nth(2)).toHaveText("60");
  // ...then the text run's charge, linked to the style it became, and the starting grant.
  const charge = rows.nth(2);
  await expect(charge.getByRole("cell").nth(0)).toContainText("Extraction");
  await expect(charge.getByRole("cell").nth(0)).toContainText("from text");
  await expect(charge.getByRole("cell").nth(0)).toContainText("Complete");
  await expect(charge.getByRole("cell").nth(1)).toHaveText("\u221230");
  await expect(charge.getByRole("cell").nth(2)).toHaveText("90");
  const open = charge.getByRole("link", { name: /^Open / });
  await expect(open).toHaveAttribute("href", builderPath);
  const grant = rows.nth(3);
  await expect(grant.getByRole("cell").nth(0)).toHaveText("Free plan starting credits");
  await expect(grant.getByRole("cell").nth(1)).toHaveText("+120");
  await expect(grant.getByRole("cell").nth(2)).toHaveText("120");

  // The rest of the page still works beside the ledger.
  await expect(page.getByRole("region", { name: "Connected apps" })).toContainText("No apps are connected.");
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();

  // On a phone each entry is a card that fits the screen: nothing to scroll sideways, in the page or
  // in the ledger, and every amount and balance inside the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const wrap = page.getByRole("region", { name: /Credit ledger/ });
  expect(await wrap.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  for (let i = 0; i < 4; i++) {
    for (const cell of [rows.nth(i).getByRole("cell").nth(1), rows.nth(i).getByRole("cell").nth(2)]) {
      const box = (await cell.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
  }
  await expect(ledger.getByRole("columnheader")).toHaveText(["Date", "Entry", "Amount", "Balance"]);
  await page.screenshot({ path: testInfo.outputPath("account-phone.png"), fullPage: true });
  await testInfo.attach("account-phone", { path: testInfo.outputPath("account-phone.png"), contentType: "image/png" });
  await page.setViewportSize({ width: 1280, height: 720 });

  // The link leads to the style the run became.
  await open.click();
  await page.waitForURL((url) => url.pathname === builderPath);

  // Signed out, the docs are public.
  await page.goto("/account");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  const docs = await checkPage(page, testInfo, "/docs", (p) => p.getByRole("heading", { level: 1, name: "Documentation" }));
  console.log(`[account e2e] /docs time to main content: ${docs.mainContentMs} ms`);

  const toc = page.getByRole("navigation", { name: "On this page" });
  for (const name of ["Getting started", "Compiling a style", "STYLE.md", "The REST API", "Authentication", "Extraction and credits"]) {
    await toc.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 2, name })).toBeInViewport();
  }

  // The formats table is the compiler's own list, in its order.
  const formats = page.getByRole("table", { name: /formats/ }).locator("tbody").getByRole("row");
  await expect(formats).toHaveCount(FORMATS.length);
  for (const [i, f] of FORMATS.entries()) {
    await expect(formats.nth(i).getByRole("rowheader")).toHaveText(f);
    await expect(formats.nth(i).getByRole("cell").first()).toHaveText(FORMAT_INFO[f].label);
  }
  await expect(page.getByRole("main").getByRole("link", { name: "OpenAPI document", exact: true })).toHaveAttribute("href", "/api/v1/openapi.json");
  await expect(page.getByRole("main").getByRole("link", { name: "Pricing", exact: true })).toHaveAttribute("href", "/pricing");

  // A code block copies exactly the command it shows, addressed to this instance.
  const first = page.getByRole("button", { name: "Copy: Your first call: search the gallery" });
  await first.click();
  await expect(first).toHaveText("Copied ✓");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(`curl '${baseURL}/api/v1/styles?query=risograph&limit=3'`);
  // And that command answers as the docs say.
  const search = await request.get(`${baseURL}/api/v1/styles?query=risograph&limit=3`);
  expect(search.status()).toBe(200);
  expect(((await search.json()) as { styles: { slug: string }[] }).styles.map((s) => s.slug)).toContain("risograph-zine-k2f9");
});
