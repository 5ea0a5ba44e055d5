// The gallery and a style page in a real browser: browse and search, open a style, switch formats by
// mouse and keyboard, Copy (read back from the clipboard), Download STYLE.md, the Open Graph card; then
// sign in by magic link from the page's own "Save to library" link, save (still "Saved" after a reload
// and listed under Saved in the library) and remix (lands in the builder; the parent is recorded).
// Without JavaScript every format still reads on the page.
import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { FORMAT_INFO } from "../../lib/compile/formats";
import { signInByMagicLink } from "./sign-in";

const SLUG = "risograph-zine-k2f9";
const NAME = "Risograph Zine";
const LABELS = Object.values(FORMAT_INFO).map((f) => f.label);

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

/** Clicks before hydration would be lost: the Copy buttons appear only once the page's scripts run. */
async function hydrated(page: Page) {
  await expect(page.getByRole("main").getByRole("button", { name: /^Copy/ })).toBeVisible();
}

/** No serious or critical axe finding (the dev server's overlay is tooling production never renders). */
async function accessible(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).exclude("nextjs-portal").analyze();
  const blocking = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`);
  expect(blocking, `${label}: serious or critical accessibility violations`).toEqual([]);
}

/** Time from navigation to the page's main heading, measured on a second visit after the dev server has
 *  compiled the page (printed, not asserted). */
async function timeToMain(page: Page, testInfo: TestInfo, label: string, url: string, heading: string) {
  const main = page.getByRole("heading", { level: 1, name: heading });
  await page.goto(url);
  await expect(main).toBeVisible();
  const startedAt = Date.now();
  await page.goto(url);
  await expect(main).toBeVisible();
  const ms = Date.now() - startedAt;
  console.log(`[share e2e] ${label}: navigation to main content: ${ms} ms`);
  testInfo.annotations.push({ type: "time-to-main-ms", description: `${label}: ${ms}` });
}

test("gallery and style page: search, formats, copy, download, sign in, save, remix", async ({ page, context, request }, testInfo) => {
  // Seven pages and an image route, each compiled on first use by the dev server on a shared machine.
  test.setTimeout(360_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const main = page.getByRole("main");

  // Browse, then search.
  await timeToMain(page, testInfo, "gallery", "/", "Find a style. Use it anywhere.");
  await expect(main.getByRole("link", { name: NAME, exact: true })).toBeVisible();
  await shot(page, testInfo, "gallery");

  await page.getByLabel("Search styles").fill("risograph");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/[?&]query=risograph/);
  await expect(main.getByRole("link", { name: NAME, exact: true })).toBeVisible();
  await expect(main.getByRole("link", { name: "Founder Letter", exact: true })).toHaveCount(0);
  await shot(page, testInfo, "gallery-search");

  await main.getByRole("link", { name: NAME, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/share/${SLUG}$`));
  await timeToMain(page, testInfo, "share page", `/share/${SLUG}`, NAME);

  // The format switcher: tabs named by format, the first selected, one panel at a time.
  await hydrated(page);
  const tabs = main.getByRole("tablist", { name: "Formats" }).getByRole("tab");
  await expect(tabs).toHaveText(LABELS);
  const tab = (label: string) => main.getByRole("tab", { name: label, exact: true });
  const panel = (label: string) => main.getByRole("tabpanel", { name: label, exact: true });
  await expect(tab("Chat assistant")).toHaveAttribute("aria-selected", "true");
  await expect(panel("Chat assistant")).toContainText("Apply this visual style");
  await expect(panel("Chat assistant")).toContainText(/\d+ tokens/);

  await tab("Midjourney").click();
  await expect(tab("Midjourney")).toHaveAttribute("aria-selected", "true");
  await expect(tab("Chat assistant")).toHaveAttribute("aria-selected", "false");
  await expect(panel("Midjourney")).toContainText("--no photorealism");
  await expect(panel("Chat assistant")).toBeHidden();

  // Keyboard: roving tabindex, arrows move and select (wrapping), Home and End jump.
  await expect(tab("Midjourney")).toHaveAttribute("tabindex", "0");
  await expect(tab("Chat assistant")).toHaveAttribute("tabindex", "-1");
  await tab("Midjourney").focus();
  await page.keyboard.press("ArrowRight");
  await expect(tab("Flux")).toBeFocused();
  await expect(tab("Flux")).toHaveAttribute("aria-selected", "true");
  await expect(panel("Flux")).toBeVisible();
  await page.keyboard.press("End");
  await expect(tab("JSON")).toBeFocused();
  await expect(panel("JSON")).toContainText('"sections"');
  await page.keyboard.press("ArrowRight");
  await expect(tab("Chat assistant")).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(tab("JSON")).toBeFocused();
  await page.keyboard.press("Home");
  await expect(tab("Chat assistant")).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(tab("Midjourney")).toHaveAttribute("aria-selected", "true");
  // Tab leaves the tab row for the panel's first control.
  await page.keyboard.press("Tab");
  await expect(panel("Midjourney").getByRole("button", { name: /^Copy/ })).toBeFocused();

  // Copy puts exactly the panel's text on the clipboard and says so politely.
  const midjourney = panel("Midjourney");
  await midjourney.getByRole("button", { name: /^Copy/ }).click();
  await expect(midjourney.getByRole("status")).toHaveText("Copied to the clipboard");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await midjourney.locator("pre").textContent());
  expect(copied).toMatch(/^risograph print.*--no /s);

  // Download STYLE.md: the file is named STYLE.md and is the style's STYLE.md document.
  await tab("STYLE.md").click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    panel("STYLE.md").getByRole("link", { name: "Download STYLE.md" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("STYLE.md");
  const styleMd = await readFile((await download.path())!, "utf8");
  expect(styleMd).toMatch(/^---\nname: Risograph Zine\n/);
  expect(styleMd).toContain("generator: styleshelf/");

  // The Open Graph card: og:image and twitter:image name the generated PNG.
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(ogImage).toMatch(new RegExp(`/share/${SLUG}/opengraph-image`));
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", ogImage!);
  // (Next.js names the dev server's origin as localhost; the path is what matters here.)
  const card = await request.get(new URL(ogImage!).pathname + new URL(ogImage!).search, { timeout: 120_000 });
  expect(card.status()).toBe(200);
  expect(card.headers()["content-type"]).toBe("image/png");

  // The remix parent's page lists its remixes; the remix's page links back.
  const remixes = main.getByRole("region", { name: "Remixes" });
  await expect(remixes.getByRole("link", { name: "Linocut Folk Tale" })).toHaveAttribute("href", "/share/linocut-folk-tale-g4h1");
  await main.getByRole("link", { name: "Linocut Folk Tale" }).click();
  await expect(page.getByText(/Remix of/)).toBeVisible();
  await expect(main.getByRole("link", { name: NAME, exact: true })).toHaveAttribute("href", `/share/${SLUG}`);
  await page.goto(`/share/${SLUG}`);
  await accessible(page, "share page, signed out");
  await shot(page, testInfo, "share-page");

  // Signed out, Save is a link to sign in that comes back here.
  const saveLink = main.getByRole("link", { name: "Save to library" });
  await expect(saveLink).toHaveAttribute("href", `/signin?callbackUrl=${encodeURIComponent(`/share/${SLUG}`)}`);
  await expect(main.getByRole("link", { name: "Remix", exact: true })).toHaveAttribute("href", `/signin?callbackUrl=${encodeURIComponent(`/share/${SLUG}`)}`);
  await saveLink.click();
  await signInByMagicLink(page, request, `e2e-share-${Date.now()}@example.com`);
  await expect(page).toHaveURL(new RegExp(`/share/${SLUG}$`));
  await hydrated(page);

  // Save: "Saved", still "Saved" after a reload, and listed under Saved.
  await main.getByRole("button", { name: "Save to library" }).click();
  const saved = main.getByRole("link", { name: /^Saved/ });
  await expect(saved).toBeVisible();
  await expect(saved).toBeFocused();
  await page.reload();
  await hydrated(page);
  await expect(main.getByRole("link", { name: /^Saved/ })).toBeVisible();
  await expect(main.getByRole("button", { name: "Save to library" })).toHaveCount(0);
  await tab("Stable Diffusion").click();
  await accessible(page, "share page, signed in and saved");
  await shot(page, testInfo, "share-page-saved");
  await main.getByRole("link", { name: /^Saved/ }).click();
  await expect(page).toHaveURL(/\/library\?tab=saved$/);
  await expect(main.getByRole("link", { name: NAME, exact: true })).toBeVisible();

  // Remix: a private copy, opened in the builder, with this style recorded as its parent.
  await page.goto(`/share/${SLUG}`);
  await hydrated(page);
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(`/api/site/share/${SLUG}/remix`) && r.request().method() === "POST"),
    main.getByRole("button", { name: "Remix", exact: true }).click(),
  ]);
  expect(answer.status()).toBe(201);
  const remix = (await answer.json()) as { id: string; visibility: string; remixOf: { slug: string; name: string } | null };
  expect(remix).toMatchObject({ visibility: "private", remixOf: { slug: SLUG, name: NAME } });
  await page.waitForURL(new RegExp(`/builder/${remix.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: `${NAME} (remix)` })).toBeVisible();
  await page.goto("/library");
  await expect(main.getByRole("heading", { name: `${NAME} (remix)` })).toBeVisible();
});

test("style page without JavaScript: every format readable, no dead tabs", async ({ browser }, testInfo) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/share/${SLUG}`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
  await expect(main.getByRole("tablist")).toBeHidden();
  for (const label of LABELS) {
    await expect(main.getByRole("heading", { level: 3, name: label, exact: true })).toBeVisible();
  }
  await expect(main.locator("#spec-midjourney")).toBeVisible();
  await expect(main.locator("#spec-json")).toBeVisible();
  await shot(page, testInfo, "share-page-no-js");
  await context.close();
});
