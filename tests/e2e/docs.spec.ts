// The documentation site and the blog in the browser: every docs page and post is audited (axe, CSP,
// one <main>, time to main content, a screenshot), the sidebar, "On this page" and previous/next are
// followed by keyboard, a code block copies exactly what it shows, and the Markdown twins answer
// through the app's real rewrites with the headers the HTML pages point to them with.
import { expect, test, type Page } from "@playwright/test";
import { readCollection } from "@/lib/docs/content";
import { markdownPath, pagePath } from "@/lib/docs/types";
import { checkPage, watchCsp, type PageFigures } from "./page-checks";

// Titles and addresses come from the content files themselves.
const docs = readCollection("docs").map((p) => ({ path: pagePath(p), title: p.title, nav: p.nav, md: markdownPath(p) }));
const posts = readCollection("blog").map((p) => ({ path: pagePath(p), title: p.title, md: markdownPath(p) }));
const h1 = (title: string) => (p: Page) => p.getByRole("heading", { level: 1, name: title, exact: true });

test.beforeEach(async ({ page }) => {
  await watchCsp(page);
});

test("every docs page reads well, and the nav works by keyboard", async ({ page, request }, testInfo) => {
  test.setTimeout(600_000);
  // next dev compiles a route on its first request; do it before the browser needs it.
  for (const path of ["/docs", "/docs/style-md"]) expect((await request.get(path)).status()).toBe(200);

  const figures: PageFigures[] = [];
  for (const doc of docs) {
    const f = await checkPage(page, testInfo, doc.path, h1(doc.title));
    figures.push(f);
    console.log(`[docs e2e] ${doc.path} time to main content: ${f.mainContentMs} ms`);
    const nav = page.getByRole("navigation", { name: "Documentation" });
    await expect(nav.getByRole("link", { name: doc.nav, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "API reference" })).toHaveAttribute("href", "/docs/api");
    // Every table has a caption or a label, every code block a Copy button.
    const blocks = page.getByRole("main").locator("pre[id]");
    await expect(page.getByRole("main").getByRole("button", { name: /^Copy: / })).toHaveCount(await blocks.count());
  }

  // The sidebar by keyboard: from the current page's link, Tab to the next page and open it.
  await page.goto("/docs");
  const nav = page.getByRole("navigation", { name: "Documentation" });
  await nav.getByRole("link", { name: docs[0]!.nav, exact: true }).focus();
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: docs[1]!.nav, exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${docs[1]!.path}$`));
  await expect(h1(docs[1]!.title)(page)).toBeVisible();

  // "On this page" by keyboard: the link moves to its heading.
  const toc = page.getByRole("navigation", { name: "On this page" });
  const lint = toc.getByRole("link", { name: "The lint rules" });
  await lint.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#the-lint-rules$/);
  await expect(page.getByRole("heading", { level: 2, name: "The lint rules" })).toBeInViewport();
  await expect(page.getByRole("table", { name: /linter's rules/ }).getByRole("row")).toHaveCount(9);

  // Previous and next by keyboard.
  const pager = page.getByRole("navigation", { name: "Previous and next page" });
  await pager.getByRole("link", { name: new RegExp(`Next ${docs[2]!.nav}`) }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${docs[2]!.path}$`));
  await page.getByRole("navigation", { name: "Previous and next page" }).getByRole("link", { name: /^Previous/ }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${docs[1]!.path}$`));

  await testInfo.attach("docs-figures", { body: JSON.stringify(figures, null, 2), contentType: "application/json" });
});

test("a docs code block copies exactly the command it shows, for this instance", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/docs/errors");
  const copy = page.getByRole("button", { name: "Copy: See the rate-limit headers" });
  await copy.click();
  await expect(copy).toHaveText("Copied ✓");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`curl -s -i '${baseURL}/api/v1/styles?limit=1'`);
});

test("the blog index and every post read well", async ({ page, request }, testInfo) => {
  test.setTimeout(300_000);
  for (const path of ["/blog", posts[0]!.path]) expect((await request.get(path)).status()).toBe(200);
  const index = await checkPage(page, testInfo, "/blog", h1("Blog"));
  console.log(`[docs e2e] /blog time to main content: ${index.mainContentMs} ms`);
  for (const post of posts) {
    await expect(page.getByRole("link", { name: post.title })).toHaveAttribute("href", post.path);
  }
  for (const post of posts) {
    const f = await checkPage(page, testInfo, post.path, h1(post.title));
    console.log(`[docs e2e] ${post.path} time to main content: ${f.mainContentMs} ms`);
    await expect(page.getByRole("main").getByText("The Styleshelf team")).toBeVisible();
  }
  // From a post back to the index by keyboard.
  await page.getByRole("link", { name: "Styleshelf blog" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/blog$/);
});

test("pages point to their Markdown twins, which answer through the app's rewrites", async ({ request, baseURL }) => {
  test.setTimeout(300_000);
  for (const p of [...docs, ...posts]) {
    const html = await request.get(p.path);
    expect(html.status(), p.path).toBe(200);
    expect(html.headers()["link"], p.path).toContain(`<${p.md}>; rel="alternate"; type="text/markdown"`);
    expect(await html.text()).toMatch(new RegExp(`<link rel="alternate" type="text/markdown" href="${baseURL}${p.md.replace(/\./g, "\\.")}"`));

    const md = await request.get(p.md);
    expect(md.status(), p.md).toBe(200);
    expect(md.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
    expect(md.headers()["vary"]).toMatch(/Accept/);
    expect(md.headers()["link"]).toBe(`<${baseURL}${p.path}>; rel="canonical"`);
    expect(Number(md.headers()["x-token-count"])).toBeGreaterThan(0);

    const negotiated = await request.get(p.path, { headers: { Accept: "text/markdown" } });
    expect(negotiated.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
    expect(negotiated.headers()["link"]).toBe(`<${baseURL}${p.path}>; rel="canonical"`);
    expect(await negotiated.text()).toBe(await md.text());
  }
  const llms = await request.get("/llms.txt");
  expect(llms.status()).toBe(200);
  const body = await llms.text();
  for (const p of [...docs, ...posts]) expect(body).toContain(`(${baseURL}${p.md})`);
  expect((await request.get("/llms-full.txt")).status()).toBe(200);
});
