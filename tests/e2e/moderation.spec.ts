// A style's whole way into the gallery, in a real browser: extract it from an uploaded image, save the
// draft, edit it in the builder, generate, publish it publicly (pending review, invisible to others),
// then an admin named in ADMIN_EMAILS (playwright.config.ts) approves it from the moderation queue and
// it is found in the gallery, on its share page and through the API. The maker is refused the queue.
import { expect, test, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import { signInByMagicLink } from "./sign-in";

const ADMIN_EMAIL = "e2e-admin@example.com";

/** Two bold fields and a band, so the palette has obvious colours to keep. */
function poster(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="240"><rect width="100%" height="100%" fill="#f4efe4"/><rect x="20" y="20" width="200" height="200" fill="#0b6e4f"/><rect x="240" y="60" width="100" height="120" fill="#f2a541"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function signedInPage(browser: Browser, email: string, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/signin?callbackUrl=${encodeURIComponent(path)}`);
  await signInByMagicLink(page, context.request, email);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, "\\$&")}$`));
  return page;
}

test("extract, build, generate, publish, approve as an admin, then find it in the gallery and the API", async ({ browser }, testInfo) => {
  test.setTimeout(300_000);
  const name = `Forest poster ${Date.now() % 1_000_000}`;

  // The maker extracts from an uploaded image and saves the result as a draft.
  const maker = await signedInPage(browser, `e2e-maker-${Date.now()}@example.com`, "/extract");
  await maker.getByLabel("Images and documents").setInputFiles({ name: "forest.png", mimeType: "image/png", buffer: await poster() });
  await maker.getByRole("button", { name: "Start extraction" }).click();
  await expect(maker.getByText("Extraction complete")).toBeVisible({ timeout: 60_000 });
  await maker.getByRole("button", { name: "Save as draft" }).click();
  await maker.waitForURL(/\/builder\/[0-9a-f-]{36}$/);
  const styleId = new URL(maker.url()).pathname.split("/").pop()!;

  // Edit, save, generate, publish publicly.
  await maker.getByLabel("Name", { exact: true }).fill(name);
  await maker.getByLabel("Description", { exact: true }).fill("Deep forest green and amber blocks on warm paper.");
  await maker.getByRole("button", { name: "Save", exact: true }).click();
  await expect(maker.getByText("All changes saved")).toBeVisible();
  await maker.getByRole("button", { name: "Generate" }).click();
  await expect(maker.getByText(/Generated (just now|\d+ seconds? ago)/)).toBeVisible();
  await maker.getByRole("radio", { name: /Public/ }).check();
  await maker.getByLabel("Category", { exact: true }).selectOption("graphic-design");
  await maker.getByLabel("Tags", { exact: true }).fill("poster, forest");
  await maker.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(maker.getByText("Pending review.")).toBeVisible();

  // Pending: not in the gallery, not in the API's listing; the library says so.
  const api = maker.context().request;
  const listed = async () => {
    const res = await api.get(`/api/v1/styles?query=${encodeURIComponent(name)}&limit=5`);
    expect(res.status()).toBe(200);
    return ((await res.json()) as { styles: { name: string; slug: string }[] }).styles.filter((s) => s.name === name);
  };
  expect(await listed()).toHaveLength(0);
  await maker.goto("/library");
  const row = maker.getByRole("main").getByRole("listitem").filter({ has: maker.getByRole("heading", { name }) });
  await expect(row.getByRole("list", { name: "Status" }).getByText("Pending review")).toBeVisible();

  // The maker is no admin: the moderation page does not exist for them.
  const refused = await maker.goto("/admin/moderation");
  expect(refused?.status()).toBe(404);
  await expect(maker.getByRole("heading", { name: "Moderation" })).toHaveCount(0);

  // The admin (named by ADMIN_EMAILS, applied at sign-in) sees the preview and approves.
  const admin = await signedInPage(browser, ADMIN_EMAIL, "/admin/moderation");
  const startedAt = Date.now();
  await admin.goto("/admin/moderation");
  await expect(admin.getByRole("heading", { level: 1, name: "Moderation" })).toBeVisible();
  const mainMs = Date.now() - startedAt;
  console.log(`[moderation e2e] navigation to main content: ${mainMs} ms`);
  testInfo.annotations.push({ type: "time-to-main-ms", description: String(mainMs) });
  const item = admin.getByRole("list", { name: "Waiting for review" }).getByRole("listitem").filter({ has: admin.getByRole("heading", { name }) });
  await expect(item).toHaveCount(1);
  await expect(item.getByText("Deep forest green and amber blocks on warm paper.")).toBeVisible();
  await expect(item.getByRole("img", { name: `Reference image for ${name}` })).toBeVisible();
  await admin.screenshot({ path: testInfo.outputPath("moderation-queue.png"), fullPage: true });
  await testInfo.attach("moderation-queue", { path: testInfo.outputPath("moderation-queue.png"), contentType: "image/png" });
  await item.getByRole("button", { name: `Approve ${name}` }).click();
  await expect(admin.getByRole("status")).toBeVisible();
  await expect(admin.getByRole("heading", { name })).toHaveCount(0);

  // Approved: in the gallery search, on its share page, and through the API, for anyone.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/?query=${encodeURIComponent(name)}`);
  const card = visitor.getByRole("main").getByRole("link", { name: new RegExp(name) }).first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(visitor).toHaveURL(/\/share\/[a-z0-9-]+$/);
  await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
  const slug = new URL(visitor.url()).pathname.split("/").pop()!;

  const found = await listed();
  expect(found.map((s) => s.slug)).toEqual([slug]);
  const read = await visitorContext.request.get(`/api/v1/styles/${slug}`);
  expect(read.status()).toBe(200);
  // The compiled prompt of the published generation, naming the style and its page.
  expect(await read.text()).toContain(name);
  expect(read.headers()["x-service-canonical-url"]).toMatch(new RegExp(`/share/${slug}$`));

  await maker.goto("/library");
  await expect(row.getByRole("list", { name: "Status" }).getByText("Pending review")).toHaveCount(0);
  await expect(row.getByRole("list", { name: "Status" }).getByText("Public", { exact: true })).toBeVisible();
  await expect(row.getByRole("link", { name: `Open in builder for ${name}` })).toHaveAttribute("href", `/builder/${styleId}`);
  await visitorContext.close();
});
