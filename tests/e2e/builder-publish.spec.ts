// Publishing from the builder is one action, and Generate says what is missing: an empty new style
// is refused with what to add; after one item is typed, Publish alone saves it, generates it and
// publishes it, and the owner can open the page it made.
import { expect, test } from "@playwright/test";
import { signInByMagicLink } from "./sign-in";

for (const size of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
  test(`Generate refuses an empty style; Publish saves, generates and publishes (${size.width}x${size.height})`, async ({ page, request }, testInfo) => {
    test.setTimeout(240_000);
    await page.setViewportSize(size);
    await page.goto("/signin?callbackUrl=%2Flibrary");
    await signInByMagicLink(page, request, `e2e-publish-${size.width}-${Date.now()}@example.com`);
    await page.getByRole("main").getByRole("button", { name: /New style/ }).first().click();
    await page.waitForURL(/\/builder\/[0-9a-f-]{36}$/);

    await page.getByRole("button", { name: "Generate" }).click();
    const alert = page.getByRole("main").getByRole("alert");
    await expect(alert).toContainText("has nothing to generate yet");
    await expect(alert).toContainText("Add at least one item");
    await expect(page.getByText("Not generated yet")).toBeVisible();
    await testInfo.attach(`generate-refused-${size.width}`, { body: await page.screenshot(), contentType: "image/png" });

    const overview = page.getByRole("region", { name: "Overview" });
    await overview.getByRole("button", { name: "+ Add item to Overview" }).click();
    await page.keyboard.insertText("Quiet interiors in soft window light");
    await page.getByRole("radio", { name: /Public/ }).check();
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByText("Pending review.")).toBeVisible();
    await expect(page.getByText(/Generated (just now|\d+ seconds? ago)/)).toBeVisible();
    await expect(page.getByText("All changes saved")).toBeVisible();

    await page.getByRole("link", { name: "Open its page" }).click();
    await expect(page.getByRole("note")).toContainText("Waiting for review.");
    await expect(page.getByRole("main")).toContainText("Quiet interiors in soft window light");
    await testInfo.attach(`published-page-${size.width}`, { body: await page.screenshot(), contentType: "image/png" });
  });
}
