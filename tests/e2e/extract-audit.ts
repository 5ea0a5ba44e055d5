// Shared by the extract page's browser specs: the two sizes every point is checked at, a new person
// signed in on the extract page at one of them, and the audit of one state (no serious or critical
// axe violation, a full-page screenshot attached to the results).
import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { signInByMagicLink } from "./sign-in";

export const SIZES = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

export type Size = (typeof SIZES)[number];

/** A new Free account (120 credits) signed in by magic link and back on /extract, at `size`; its address. */
export async function signInOnExtract(page: Page, request: APIRequestContext, size: Size, who: string): Promise<string> {
  const email = `e2e-${who}-${size.name}-${Date.now()}@example.com`;
  await page.setViewportSize(size);
  await page.goto("/signin?callbackUrl=%2Fextract");
  await signInByMagicLink(page, request, email);
  await expect(page).toHaveURL(/\/extract$/);
  return email;
}

export async function audit(page: Page, testInfo: TestInfo, label: string): Promise<void> {
  // The dev server's overlay (nextjs-portal) is tooling that production never renders.
  const axe = await new AxeBuilder({ page }).exclude("nextjs-portal").analyze();
  const blocking = axe.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`);
  expect(blocking, `${label}: serious or critical accessibility violations`).toEqual([]);
  const file = testInfo.outputPath(`${label}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(label, { path: file, contentType: "image/png" });
}
