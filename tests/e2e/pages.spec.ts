// Every page, signed out and signed in (and as an admin): axe finds no serious or critical violation,
// the browser reports no Content-Security-Policy violation, each page has one <main>, and each page's
// time to main content after warm-up is printed (figures, never assertions: this is the dev server).
import { expect, test, type Page } from "@playwright/test";
import { attachFigures, checkPage, watchCsp, type PageFigures } from "./page-checks";
import { signInByMagicLink } from "./sign-in";

/** The page's own <h1>, by name: a sign-in page or an error page can never pass for the page asked for. */
const h1 = (name: string | RegExp) => (page: Page) => page.getByRole("main").getByRole("heading", { level: 1, name });

test.beforeEach(async ({ page }) => {
  await watchCsp(page);
});

test("signed out: gallery, search, share pages, pricing, docs, sign-in, extract, 404 and the OAuth error page", async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  const figures: PageFigures[] = [];
  figures.push(await checkPage(page, testInfo, "/", h1("Find a style. Use it anywhere.")));
  figures.push(await checkPage(page, testInfo, "/?query=zine", (p) => p.getByRole("main").getByRole("link", { name: /Risograph Zine/ }).first(), { label: "/ (search)" }));
  figures.push(await checkPage(page, testInfo, "/share/risograph-zine-k2f9", h1("Risograph Zine")));
  figures.push(await checkPage(page, testInfo, "/share/founder-letter-p7qd", h1("Founder Letter")));
  figures.push(await checkPage(page, testInfo, "/pricing", h1("Pricing")));
  figures.push(await checkPage(page, testInfo, "/docs", h1("Documentation")));
  figures.push(await checkPage(page, testInfo, "/signin", h1("Sign in")));
  figures.push(await checkPage(page, testInfo, "/extract", h1("Extract a style")));
  figures.push(await checkPage(page, testInfo, "/no-such-page", h1("We couldn’t find that page"), { status: 404 }));
  // A route handler's own page: stricter headers of its own, and still one <main> and a heading.
  figures.push(await checkPage(page, testInfo, "/oauth/authorize?client_id=nobody", (p) => p.getByRole("heading", { level: 1, name: "This authorization link doesn’t work" }), { status: 400, label: "/oauth/authorize (invalid)" }));
  await attachFigures(testInfo, "pages-signed-out.json", figures);
});

test("signed in: account, extract, library tabs, builder, a share page; as an admin: moderation and accounts", async ({ page, browser, request }, testInfo) => {
  test.setTimeout(300_000);
  await page.goto("/signin?callbackUrl=%2Flibrary");
  await signInByMagicLink(page, request, `e2e-pages-${Date.now()}@example.com`);
  await expect(page).toHaveURL(/\/library$/);
  // A style of one's own, for the builder.
  await page.getByRole("main").getByRole("button", { name: "New style" }).first().click();
  await page.waitForURL(/\/builder\/[0-9a-f-]{36}$/);
  const builder = new URL(page.url()).pathname;

  const figures: PageFigures[] = [];
  figures.push(await checkPage(page, testInfo, "/account", h1("Your account")));
  figures.push(await checkPage(page, testInfo, "/extract", (p) => p.getByRole("button", { name: "Start extraction" }), { label: "/extract (signed in)" }));
  figures.push(await checkPage(page, testInfo, "/library", h1("Your library")));
  figures.push(await checkPage(page, testInfo, "/library?tab=saved", h1("Your library")));
  figures.push(await checkPage(page, testInfo, "/library?tab=history", h1("Your library")));
  figures.push(await checkPage(page, testInfo, builder, (p) => p.getByRole("button", { name: "Generate" }), { label: "/builder/{id}" }));
  figures.push(await checkPage(page, testInfo, "/share/risograph-zine-k2f9", h1("Risograph Zine"), { label: "/share/{slug} (signed in)" }));
  figures.push(await checkPage(page, testInfo, "/pricing", h1("Pricing"), { label: "/pricing (signed in)" }));

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await watchCsp(admin);
  await admin.goto("/signin?callbackUrl=%2Fadmin%2Fmoderation");
  await signInByMagicLink(admin, adminContext.request, "e2e-admin@example.com");
  await expect(admin).toHaveURL(/\/admin\/moderation$/);
  figures.push(await checkPage(admin, testInfo, "/admin/moderation", h1("Moderation")));
  figures.push(await checkPage(admin, testInfo, "/admin/accounts", h1("Accounts")));
  await adminContext.close();
  await attachFigures(testInfo, "pages-signed-in.json", figures);
});
