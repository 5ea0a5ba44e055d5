// Shared by the extract page's browser specs: the two sizes every point is checked at, and the audit
// of one state (no serious or critical axe violation, a full-page screenshot attached to the results).
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo } from "@playwright/test";

export const SIZES = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

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
