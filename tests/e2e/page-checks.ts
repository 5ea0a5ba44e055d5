// Shared by the browser tests that audit pages: one check per page for accessibility (axe), the
// Content-Security-Policy (no violation reported by the browser), a single <main>, the time until the
// main content is visible after warm-up, and a full-page screenshot kept as an artifact.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";

export interface PageFigures {
  page: string;
  status: number;
  /** From navigation start to the page's main heading being visible, after one warm-up visit. */
  mainContentMs: number;
  /** The browser's own first contentful paint for the measured visit. */
  firstContentfulPaintMs: number | null;
  axe: { critical: number; serious: number; moderate: number; minor: number; passes: number };
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records every CSP violation the page reports, from before its first script runs. */
export async function watchCsp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      window.__cspViolations!.push(`${e.violatedDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
}

const slug = (path: string) => path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";

/**
 * Visits `path` twice (the first compiles it in the dev server and warms caches), measures the second
 * visit, then audits it. `ready` finds the main content (usually the page's <h1>).
 */
export async function checkPage(
  page: Page,
  testInfo: TestInfo,
  path: string,
  ready: (page: Page) => Locator,
  opts: { status?: number; label?: string } = {},
): Promise<PageFigures> {
  const label = opts.label ?? path;
  await page.goto(path);
  await expect(ready(page)).toBeVisible();

  const startedAt = Date.now();
  const res = await page.goto(path, { waitUntil: "commit" });
  await expect(ready(page)).toBeVisible();
  const mainContentMs = Date.now() - startedAt;
  expect(res?.status(), label).toBe(opts.status ?? 200);
  await page.waitForLoadState("load");
  const firstContentfulPaintMs = await page.evaluate(
    () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
  );

  await expect(page.locator("main"), `${label}: one <main>`).toHaveCount(1);
  expect(await page.evaluate(() => window.__cspViolations ?? null), `${label}: CSP violations`).toEqual([]);

  // The dev server's overlay (nextjs-portal) is tooling that production never renders.
  const axe = await new AxeBuilder({ page }).exclude("nextjs-portal").analyze();
  const count = (impact: string) => axe.violations.filter((v) => v.impact === impact).length;
  const blocking = axe.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`);
  expect(blocking, `${label}: serious or critical accessibility violations`).toEqual([]);

  const file = testInfo.outputPath(`page-${slug(label)}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(`page ${label}`, { path: file, contentType: "image/png" });

  const figures: PageFigures = {
    page: label,
    status: res?.status() ?? 0,
    mainContentMs,
    firstContentfulPaintMs: firstContentfulPaintMs === null ? null : Math.round(firstContentfulPaintMs),
    axe: { critical: count("critical"), serious: count("serious"), moderate: count("moderate"), minor: count("minor"), passes: axe.passes.length },
  };
  const minor = axe.violations.filter((v) => v.impact === "moderate" || v.impact === "minor").map((v) => v.id);
  console.log(
    `[pages] ${label}: main content ${mainContentMs} ms, FCP ${figures.firstContentfulPaintMs ?? "n/a"} ms; axe ${figures.axe.passes} rules passed, ` +
      `0 serious/critical, ${minor.length ? `moderate/minor: ${minor.join(", ")}` : "no other violations"}`,
  );
  testInfo.annotations.push({ type: "time-to-main-ms", description: `${label} ${mainContentMs}` });
  return figures;
}

/** The figures of a whole run, kept as one JSON artifact for the notes. */
export async function attachFigures(testInfo: TestInfo, name: string, figures: PageFigures[]): Promise<void> {
  await testInfo.attach(name, { body: JSON.stringify(figures, null, 2), contentType: "application/json" });
}
