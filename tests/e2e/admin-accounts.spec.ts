// An admin switches an account to Pro on /admin/accounts (the pricing page's promise until checkout
// opens), and the account's History then says what Pro lists: every complete run, saved or not. In a
// real browser at a desktop and a phone size; nobody but an admin finds the page; each state audited
// with axe and kept as a screenshot.
import { expect, test, type Browser } from "@playwright/test";
import { audit, signInOnExtract, SIZES } from "./extract-audit";
import { signInByMagicLink } from "./sign-in";

const ADMIN_EMAIL = "e2e-admin@example.com";
const POST = `We keep the changelog short. Every entry says what changed and why it matters to you, in one line.

Fixed: exports no longer drop the last colour. Added: a dark theme for the builder. That's the week.`;

async function adminPage(browser: Browser, size: { width: number; height: number }) {
  const context = await browser.newContext({ viewport: size });
  const page = await context.newPage();
  await page.goto(`/signin?callbackUrl=${encodeURIComponent("/admin/accounts")}`);
  await signInByMagicLink(page, context.request, ADMIN_EMAIL);
  await expect(page).toHaveURL(/\/admin\/accounts$/);
  return page;
}

for (const size of SIZES) {
  test(`an admin switches an account to Pro; its History says what Pro lists (${size.name})`, async ({ page, context, request, browser }, testInfo) => {
    // One run on a dev server that compiles each page and the analyzers on first use.
    test.setTimeout(300_000);
    const address = await signInOnExtract(page, request, size, "accounts");
    const main = page.getByRole("main");

    // A run left unsaved: on Free, History points to Recent runs for it.
    await expect(async () => {
      await page.getByLabel("Text", { exact: true }).fill(POST);
      await expect(page.getByLabel("Text", { exact: true })).toHaveValue(POST, { timeout: 3000 });
    }).toPass({ timeout: 90_000 });
    await page.getByRole("button", { name: "Start extraction" }).click();
    await expect(main.getByText("Extraction complete")).toBeVisible({ timeout: 150_000 });
    const title = (await main.locator("#result-title").textContent())!.trim();
    const library = await context.newPage();
    await library.setViewportSize(size);
    await library.goto("/library?tab=history");
    await expect(library.getByRole("main").getByText(/Extractions you save as styles are listed here/)).toBeVisible();
    await expect(library.getByRole("main").getByRole("heading", { name: title })).toHaveCount(0);

    // Nobody but an admin finds the page or its form post.
    expect((await library.goto("/admin/accounts"))?.status()).toBe(404);
    const forged = await context.request.post("/api/site/admin/accounts/plan", { form: { who: "anyone@example.com", plan: "pro", csrf: "x" }, maxRedirects: 0 });
    expect(forged.status()).toBe(404);

    // The admin finds the account by its email and switches it to Pro.
    const admin = await adminPage(browser, size);
    await admin.getByLabel("Email or @handle").fill(address);
    await admin.getByRole("button", { name: "Find" }).click();
    const account = admin.getByRole("article");
    await expect(account).toContainText(address);
    await expect(account).toContainText("Plan: Free");
    await audit(admin, testInfo, `admin-account-${size.name}`);
    await account.getByRole("button", { name: "Switch to Pro" }).click();
    await expect(admin.getByRole("status")).toContainText("Plan changed.");
    await expect(admin.getByRole("article")).toContainText("Plan: Pro");
    await expect(admin.getByRole("button", { name: "Switch to Free" })).toBeVisible();
    await audit(admin, testInfo, `admin-account-pro-${size.name}`);
    // An address nobody has is said plainly.
    await admin.getByLabel("Email or @handle").fill("nobody-here@example.com");
    await admin.getByRole("button", { name: "Find" }).click();
    await expect(admin.getByText("No account has the email or handle \u201cnobody-here@example.com\u201d.")).toBeVisible();

    // On Pro, History lists every complete run, the unsaved one included, and says so.
    await library.goto("/library?tab=history");
    const history = library.getByRole("main");
    await expect(history.getByText("1 extraction, newest first: every complete run, whether or not you saved it as a style.")).toBeVisible();
    await expect(history.getByRole("heading", { name: title })).toBeVisible();
    await expect(history.getByText(/Extractions you save as styles/)).toHaveCount(0);
    await audit(library, testInfo, `library-history-pro-${size.name}`);
    await admin.context().close();
  });
}
