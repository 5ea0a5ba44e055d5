// The style page's Export menu: it opens from the keyboard, offers the four files of a visual style
// (each a download named after the slug, each with its docs page), stays on a phone's screen, tells a
// writing voice's reader why tokens and a Tailwind theme are not offered, and axe finds nothing
// serious with it open.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

const VISUAL = "risograph-zine-k2f9";
const VOICE = "founder-letter-p7qd";

async function noSeriousAxe(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).exclude("nextjs-portal").analyze();
  const blocking = violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`);
  expect(blocking, label).toEqual([]);
}

test("a visual style exports to all four files, by keyboard, as downloads named after its slug", async ({ page }, testInfo) => {
  await page.goto(`/share/${VISUAL}`);
  const summary = page.getByRole("main").locator("summary", { hasText: "Export" });
  await summary.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("list", { name: "Export this style as a file" });
  await expect(menu).toBeVisible();
  await testInfo.attach("export-menu-open", { body: await page.screenshot(), contentType: "image/png" });
  await noSeriousAxe(page, "export menu open");

  for (const [label, file] of [
    ["Design tokens", `${VISUAL}.tokens.json`],
    ["Tailwind theme", `${VISUAL}.theme.css`],
    ["DESIGN.md", `${VISUAL}.DESIGN.md`],
    ["Agent Skill", `${VISUAL}.skill.zip`],
  ] as const) {
    const link = menu.getByRole("link", { name: label, exact: true });
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe(file);
    expect(await download.failure()).toBeNull();
  }
  await expect(menu.getByRole("link", { name: "How to use it" })).toHaveCount(4);
  await expect(menu.getByRole("link", { name: "How to use it" }).first()).toHaveAttribute("href", "/docs/export-tokens");

  await summary.focus();
  await page.keyboard.press("Enter");
  await expect(menu).toBeHidden();
});

test("on a phone the open menu stays within the screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/share/${VISUAL}`);
  await page.getByRole("main").locator("summary", { hasText: "Export" }).click();
  const menu = page.getByRole("list", { name: "Export this style as a file" });
  await expect(menu).toBeVisible();
  const box = (await menu.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "no sideways scroll").toBeLessThanOrEqual(390);
});

test("a writing voice offers DESIGN.md and the skill, and says why not tokens or a theme", async ({ page }) => {
  await page.goto(`/share/${VOICE}`);
  await page.getByRole("main").locator("summary", { hasText: "Export" }).click();
  const menu = page.getByRole("list", { name: "Export this style as a file" });
  await expect(menu.getByRole("link", { name: "DESIGN.md", exact: true })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Agent Skill", exact: true })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Design tokens", exact: true })).toHaveCount(0);
  await expect(menu.getByRole("link", { name: "Tailwind theme", exact: true })).toHaveCount(0);
  await expect(menu.getByText("Not for this style: it has no palette and names no typefaces.")).toHaveCount(2);
  await noSeriousAxe(page, "voice export menu open");
});
