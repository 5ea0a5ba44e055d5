// The gallery on a phone (390x844): two columns of cards, side by side and inside the screen, as the
// galleries people know show them; nothing scrolls sideways. A screenshot is attached.
import { expect, test } from "@playwright/test";

test.use({ viewport: { width: 390, height: 844 } });

test("the gallery shows two columns of cards on a phone", async ({ page }, testInfo) => {
  await page.goto("/");
  const cards = page.getByRole("main").locator("article.card");
  await expect(cards.first()).toBeVisible();
  const [a, b, c] = await Promise.all([0, 1, 2].map(async (i) => (await cards.nth(i).boundingBox())!));
  expect(Math.abs(a!.y - b!.y), "the first two cards share a row").toBeLessThan(2);
  expect(b!.x).toBeGreaterThan(a!.x + a!.width - 1);
  expect(b!.x + b!.width).toBeLessThanOrEqual(390);
  expect(a!.width).toBeGreaterThan(140);
  expect(c!.y, "the third starts the next row").toBeGreaterThan(a!.y + a!.height - 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await testInfo.attach("gallery-phone", { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });
});
