// The gallery search as a person uses it (issue 19), at desktop and phone size: spelling variants and
// typos find the style, a search that finds nothing offers "did you mean" as a link, the category
// and sort controls apply at once and update the results in place (no page load: a marker on
// `window` survives), the URL keeps the search and the back button restores the previous results.
// Without JavaScript the form still searches as a GET form. Each gallery state (the plain gallery,
// results, "did you mean") is audited with axe at both sizes, with its time to main content.
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { attachFigures, checkPage, watchCsp } from "./page-checks";

const BOTANICAL = "Copperplate Botanical Plate"; // tagged "watercolour"
const WRITING = "Founder Letter"; // a writing voice

declare global {
  interface Window {
    __galleryMarker?: string;
  }
}

/** Records how long an in-place update took, from the action to the awaited result. */
async function timed(testInfo: TestInfo, label: string, act: () => Promise<void>, settled: () => Promise<void>) {
  const startedAt = Date.now();
  await act();
  await settled();
  const ms = Date.now() - startedAt;
  testInfo.annotations.push({ type: "in-place-update-ms", description: `${label}: ${ms}` });
  console.log(`[search e2e] ${testInfo.title}: ${label}: ${ms} ms`);
}

const marked = (page: Page) => page.evaluate(() => window.__galleryMarker ?? null);

/** Waits until React has hydrated the search form (it attaches its fiber to the element), then
 *  marks the document: a full page load would lose the mark. */
async function readyAndMarked(page: Page) {
  await page.waitForFunction(() => {
    const form = document.querySelector("form[role=search]");
    return form !== null && Object.keys(form).some((key) => key.startsWith("__reactFiber"));
  });
  await page.evaluate(() => (window.__galleryMarker = "same document"));
}

for (const size of [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
]) {
  test.describe(`gallery search, ${size.name} ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test("each gallery state is accessible, with its time to main content", async ({ page }, testInfo) => {
      test.setTimeout(240_000);
      await watchCsp(page);
      const main = page.getByRole("main");
      const figures = [
        await checkPage(page, testInfo, "/", (p) => p.getByRole("heading", { level: 1, name: "Find a style. Use it anywhere." }), { label: `${size.name} /` }),
        await checkPage(page, testInfo, "/?query=watercolor", () => main.getByRole("link", { name: BOTANICAL, exact: true }), { label: `${size.name} /?query=watercolor` }),
        await checkPage(page, testInfo, "/?query=wtrcolor", () => main.getByRole("link", { name: "watercolour", exact: true }), { label: `${size.name} /?query=wtrcolor` }),
      ];
      await attachFigures(testInfo, `gallery-search-${size.name}.json`, figures);
    });

    test("forgiving matches, did you mean, filters in place, back restores", async ({ page }, testInfo) => {
      test.setTimeout(240_000);
      await watchCsp(page);
      const main = page.getByRole("main");
      const card = (name: string) => main.getByRole("link", { name, exact: true });
      const query = page.getByLabel("Search styles");
      const category = page.getByLabel("Category", { exact: true });

      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1, name: "Find a style. Use it anywhere." })).toBeVisible();
      await readyAndMarked(page);

      // The American spelling finds the style tagged with the British one, in place.
      await timed(
        testInfo,
        "search",
        async () => {
          await query.fill("watercolor");
          await query.press("Enter");
        },
        async () => {
          await expect(page).toHaveURL(/\/\?query=watercolor$/);
          await expect(card(BOTANICAL)).toBeVisible();
        },
      );
      await expect(card(BOTANICAL)).toBeVisible();
      expect(await marked(page)).toBe("same document");
      // A results page leads with its results, not the introduction.
      await expect(page.getByRole("heading", { name: "Find a style. Use it anywhere." })).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 2, name: /1 style for “watercolor”/ })).toBeVisible();
      await expect(page.getByRole("status")).toHaveText(/1 style for “watercolor”/);

      // A category change applies at once, without the Search button and without a page load.
      await page.goto("/?query=watercolor");
      await expect(card(BOTANICAL)).toBeVisible();
      await readyAndMarked(page);
      await timed(
        testInfo,
        "category change",
        async () => {
          await category.selectOption("writing");
        },
        async () => {
          await expect(page).toHaveURL(/[?&]category=writing/);
          await expect(main.getByText(/No styles match “watercolor” in Writing/)).toBeVisible();
        },
      );
      expect(await marked(page)).toBe("same document");
      await expect(card(BOTANICAL)).toHaveCount(0);

      // Clearing the query keeps the category; the list fills with writing voices.
      await query.fill("");
      await query.press("Enter");
      await expect(page).toHaveURL(/\/\?category=writing$/);
      await expect(card(WRITING)).toBeVisible();
      await expect(card(BOTANICAL)).toHaveCount(0);

      // Back restores the previous results, and the controls follow the URL.
      await timed(
        testInfo,
        "back",
        () => page.goBack().then(() => undefined),
        async () => {
          await expect(page).toHaveURL(/[?&]query=watercolor&category=writing$/);
          await expect(main.getByText(/No styles match “watercolor” in Writing/)).toBeVisible();
        },
      );
      await page.goBack();
      await expect(page).toHaveURL(/\/\?query=watercolor$/);
      await expect(card(BOTANICAL)).toBeVisible();
      await expect(category).toHaveValue("");
      await expect(query).toHaveValue("watercolor");
      expect(await marked(page)).toBe("same document");

      // A small typo still matches; one too far for that gets "did you mean" as a link.
      await query.fill("watercolr");
      await query.press("Enter");
      await expect(page).toHaveURL(/[?&]query=watercolr/);
      await expect(card(BOTANICAL)).toBeVisible();
      await query.fill("wtrcolor");
      await query.press("Enter");
      await expect(page).toHaveURL(/[?&]query=wtrcolor/);
      await expect(main.getByText(/No styles match “wtrcolor”/)).toBeVisible();
      const didYouMean = main.getByRole("link", { name: "watercolour", exact: true });
      await expect(didYouMean).toBeVisible();
      await expect(page.getByRole("status")).toHaveText(/Did you mean watercolour\?/);
      await didYouMean.click();
      await expect(page).toHaveURL(/[?&]query=watercolour/);
      await expect(card(BOTANICAL)).toBeVisible();
      await expect(query).toHaveValue("watercolour");
      expect(await marked(page)).toBe("same document");

      // Sort applies at once too.
      await page.getByLabel("Sort by").selectOption("recent");
      await expect(page).toHaveURL(/[?&]sort=recent/);
      await expect(card(BOTANICAL)).toBeVisible();
      expect(await marked(page)).toBe("same document");
      expect(await page.evaluate(() => window.__cspViolations ?? null)).toEqual([]);
    });
  });
}

test.describe("gallery search without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  test("the form submits as GET and the did-you-mean link is a plain link", async ({ page }) => {
    const main = page.getByRole("main");
    await page.goto("/");
    await page.getByLabel("Search styles").fill("watercolor");
    await page.getByLabel("Category", { exact: true }).selectOption("illustration");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/[?&]query=watercolor&category=illustration/);
    await expect(main.getByRole("link", { name: BOTANICAL, exact: true })).toBeVisible();

    await page.goto("/?query=wtrcolor");
    await main.getByRole("link", { name: "watercolour", exact: true }).click();
    await expect(page).toHaveURL(/[?&]query=watercolour/);
    await expect(main.getByRole("link", { name: BOTANICAL, exact: true })).toBeVisible();
  });
});
