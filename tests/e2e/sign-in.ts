// Shared by the browser tests: sign in as a real user would, by magic link through the dev mailbox.
import { expect, type APIRequestContext, type Page } from "@playwright/test";

/** From the sign-in page: asks for a magic link, reads it from the dev mailbox and follows it. */
export async function signInByMagicLink(page: Page, request: APIRequestContext, email: string): Promise<void> {
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expect(page.locator('input[name="csrfToken"]').first()).not.toHaveValue("");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  let link = "";
  await expect(async () => {
    const mail = await request.get(`/api/site/dev/mailbox/latest?to=${encodeURIComponent(email)}`);
    expect(mail.status()).toBe(200);
    link = ((await mail.json()) as { url: string }).url;
    expect(link).toContain("/api/auth/callback/");
  }).toPass();
  await page.goto(link);
}
