// The builder on a phone (390x844): sections with content start folded to one summary line and open
// from their title; an empty section is one compact row; a palette colour's fields keep a usable
// width; nothing runs off the right edge. Screenshots of both states are attached.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { signInByMagicLink } from "./sign-in";

test.use({ viewport: { width: 390, height: 844 } });

test("the builder fits a phone: folded sections, full-width fields", async ({ page, request }, testInfo) => {
  test.setTimeout(240_000);
  await page.goto("/signin?callbackUrl=%2Fextract");
  await signInByMagicLink(page, request, `e2e-builder-phone-${Date.now()}@example.com`);
  await page.getByLabel("Text", { exact: true }).fill("Risograph zine in teal and coral with grain, hand-set type, playful and loud.");
  await page.getByRole("button", { name: "Start extraction" }).click();
  await expect(page.getByText("Extraction complete")).toBeVisible({ timeout: 60_000 });
  await page.getByRole("button", { name: "Save as draft" }).click();
  await page.waitForURL(/\/builder\/[0-9a-f-]{36}$/);

  const overview = page.getByRole("region", { name: "Overview" });
  const toggle = overview.getByRole("button", { name: "Overview", exact: true });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(overview.getByRole("textbox")).toHaveCount(0);
  expect((await overview.textContent())!.length, "a folded section still says what it holds").toBeGreaterThan("Overview".length);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await testInfo.attach("builder-phone-folded", { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(overview.getByRole("textbox").first()).toBeVisible();

  // A colour added to the palette opens it; name and role keep a usable width.
  const palette = page.getByRole("region", { name: "Palette" });
  await palette.getByRole("button", { name: "+ Add color to Palette" }).click();
  for (const field of ["name", "role"]) {
    const box = (await palette.getByLabel(`Palette color 1 ${field}`).boundingBox())!;
    expect(box.width, `${field} field width`).toBeGreaterThanOrEqual(200);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await testInfo.attach("builder-phone-palette", { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });

  const { violations } = await new AxeBuilder({ page }).exclude("nextjs-portal").analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
});
