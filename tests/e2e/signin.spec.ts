// Signing in by magic link in a real browser: the sign-in form, the link the check-email page offers
// this browser (and no other), the account.
import { expect, test } from "@playwright/test";

test("signs in by email link and sees the account page", async ({ page, request, browser }) => {
  const email = `e2e-${Date.now()}@example.com`;

  await page.goto("/account");
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Faccount$/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();

  // The CSRF fields are filled once the page has fetched /api/auth/csrf, all with the same token.
  await expect(page.getByRole("button", { name: "Continue with GitHub" })).toBeVisible();
  const csrf = page.locator('input[name="csrfToken"]');
  await expect(csrf).toHaveCount(2);
  await expect(csrf.first()).not.toHaveValue("");
  await expect(csrf.last()).toHaveValue(await csrf.first().inputValue());
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();

  await expect(page).toHaveURL(/\/signin\/check-email/);
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  await expect(page.getByRole("link", { name: "dev mailbox" })).toBeVisible();

  // The page offers this browser the link it asked for, the one the mailbox holds for its address
  // (this server opts in to the JSON mailbox with DEV_MAILBOX=1, tests/e2e/global-setup.ts).
  const mail = await request.get(`/api/site/dev/mailbox/latest?to=${encodeURIComponent(email)}`);
  expect(mail.status()).toBe(200);
  const { url } = (await mail.json()) as { url: string };
  const offered = page.getByRole("link", { name: `Sign in as ${email}` });
  await expect(offered).toHaveAttribute("href", url);
  await expect(page.getByRole("link", { name: /^Sign in as / })).toHaveCount(1);

  // Another browser, which asked for nothing, is offered no link at all.
  const other = await browser.newContext();
  const stranger = await other.newPage();
  await stranger.goto("/signin/check-email");
  await expect(stranger.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  await expect(stranger.getByRole("link", { name: /^Sign in as / })).toHaveCount(0);
  await other.close();

  await offered.click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  const handle = email.split("@")[0]!;
  await expect(page.getByText(`@${handle}`, { exact: true }).first()).toBeVisible();
  await expect(page.getByText("120 credits")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Connected apps" })).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/signin/);
});
