// The style page as a designer meets it, on a desktop and a phone: the compiled text and its Copy
// button within the first screen; every reference image in an in-page viewer (click, arrow keys,
// a sideways swipe, Escape back to the picture that opened it); a writing voice offers only the
// formats that carry it. Screenshots of each state are attached; axe finds nothing serious.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { FORMAT_INFO } from "../../lib/compile/formats";

const VISUAL = "/share/risograph-zine-k2f9";
const VOICE = "/share/founder-letter-p7qd";
const SIZES = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

async function attach(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot(), contentType: "image/png" });
}

async function noSeriousAxe(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).exclude("nextjs-portal").analyze();
  const blocking = violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`);
  expect(blocking, label).toEqual([]);
}

for (const size of SIZES) {
  test.describe(`style page at ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test("the compiled text and Copy sit within the first screen", async ({ page }, testInfo) => {
      await page.goto(VISUAL);
      const copy = page.getByRole("main").getByRole("button", { name: /^Copy the Chat assistant version/ });
      await expect(copy).toBeVisible();
      const box = (await copy.boundingBox())!;
      expect(box.y + box.height, "Copy's bottom edge").toBeLessThanOrEqual(size.height);
      const pre = page.locator("#spec-default");
      expect((await pre.boundingBox())!.y, "the compiled text starts on the first screen").toBeLessThan(size.height);
      await attach(page, testInfo, `${size.name}-first-screen`);
      await noSeriousAxe(page, `${size.name}: style page`);
    });

    test("every reference image opens in the page's viewer", async ({ page }, testInfo) => {
      await page.goto(VISUAL);
      await expect(page.getByRole("main").getByRole("button", { name: /^Copy/ }).first()).toBeVisible(); // hydrated
      const images = page.getByRole("region", { name: "Reference images" });
      const hero = images.locator("a.share-hero");
      await hero.click();
      const viewer = page.getByRole("dialog", { name: "Reference images" });
      await expect(viewer).toBeVisible();
      expect(page.url()).toMatch(new RegExp(`${VISUAL}$`)); // still on the page, not a raw .webp
      const count = viewer.locator(".viewer-count");
      await expect(count).toHaveText(/^1 of \d+$/);
      const total = Number((await count.textContent())!.split(" of ")[1]);
      expect(total).toBeGreaterThan(1);
      await attach(page, testInfo, `${size.name}-viewer`);
      await noSeriousAxe(page, `${size.name}: viewer open`);

      await page.keyboard.press("ArrowRight");
      await expect(count).toHaveText(`2 of ${total}`);
      await page.keyboard.press("ArrowLeft");
      await expect(count).toHaveText(`1 of ${total}`);
      await viewer.getByRole("button", { name: "← Previous" }).click();
      await expect(count).toHaveText(`${total} of ${total}`);

      // A sideways swipe to the left shows the next picture.
      const figure = (await viewer.locator("figure").boundingBox())!;
      const y = figure.y + figure.height / 2;
      await page.mouse.move(figure.x + figure.width * 0.8, y);
      await page.mouse.down();
      await page.mouse.move(figure.x + figure.width * 0.2, y, { steps: 5 });
      await page.mouse.up();
      await expect(count).toHaveText(`1 of ${total}`);

      await page.keyboard.press("Escape");
      await expect(viewer).toBeHidden();
      await expect(hero).toBeFocused();

      // A thumbnail opens the viewer at its own picture.
      await images.locator(".share-thumbs a").first().click();
      await expect(count).toHaveText(`2 of ${total}`);
      await viewer.getByRole("button", { name: "Close" }).click();
      await expect(viewer).toBeHidden();
    });

    test("a writing voice offers only the formats that carry it", async ({ page }, testInfo) => {
      await page.goto(VOICE);
      const tabs = page.getByRole("tablist", { name: "Formats" }).getByRole("tab");
      const carried = Object.values(FORMAT_INFO).filter((f) => !f.visualOnly).map((f) => f.label);
      await expect(tabs).toHaveText(carried);
      for (const f of Object.values(FORMAT_INFO).filter((x) => x.visualOnly)) {
        await expect(page.getByRole("tab", { name: f.label, exact: true })).toHaveCount(0);
      }
      await attach(page, testInfo, `${size.name}-voice`);
      await noSeriousAxe(page, `${size.name}: writing voice page`);
    });
  });
}
