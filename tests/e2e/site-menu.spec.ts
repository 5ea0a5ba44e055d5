// The site header on a phone and a desktop: on a phone every link sits behind a Menu button (none
// cut off at the screen's edge); the button says whether it is open, Escape closes it and returns
// focus, and the page's own link is marked current. Screenshots of both states are attached.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

const LINKS = ["Gallery", "Extract", "Library", "Docs", "Pricing", "Sign in"];

test.describe("site menu on a phone (390x844)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the links open from the Menu button, all inside the screen, and close with Escape", async ({ page }, testInfo) => {
    await page.goto("/docs");
    const nav = page.getByRole("navigation", { name: "Main" });
    const menu = page.getByRole("button", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(nav).toBeHidden();
    await testInfo.attach("phone-menu-closed", { body: await page.screenshot(), contentType: "image/png" });

    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    for (const name of LINKS) {
      const link = nav.getByRole("link", { name, exact: true });
      await expect(link).toBeVisible();
      const box = (await link.boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(390);
      expect(box.height, `${name}: a touch target`).toBeGreaterThanOrEqual(44);
    }
    await expect(nav.getByRole("link", { name: "Docs", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Gallery", exact: true })).not.toHaveAttribute("aria-current", "page");
    await testInfo.attach("phone-menu-open", { body: await page.screenshot(), contentType: "image/png" });
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

    await nav.getByRole("link", { name: "Extract", exact: true }).focus();
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();
    await expect(menu).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("site menu on a desktop (1280x900)", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("every link shows in the header, with no Menu button", async ({ page }) => {
    await page.goto("/pricing");
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of LINKS) await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Pricing", exact: true })).toHaveAttribute("aria-current", "page");
  });
});
