// The interactive API reference at /docs/api: audited like every page (axe, CSP, one <main>, time to
// main content, screenshot), lists the operations of the served OpenAPI document, and its "Try it"
// sends an anonymous GET to this site's API from the browser and shows the answer.
import { expect, test } from "@playwright/test";
import { checkPage, watchCsp } from "./page-checks";

test("API reference: audited, lists every operation, and Try it calls the API", async ({ page, request }, testInfo) => {
  await watchCsp(page);
  const h1 = (p: typeof page) => p.getByRole("heading", { level: 1, name: "API reference" });
  await checkPage(page, testInfo, "/docs/api", h1);

  // Every operation of the served document is on the page, under its summary, with its operationId.
  const doc = (await (await request.get("/api/v1/openapi.json")).json()) as {
    paths: Record<string, Record<string, { operationId: string; summary: string }>>;
  };
  const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
  expect(operations.length).toBeGreaterThanOrEqual(12);
  const main = page.getByRole("main");
  for (const op of operations) {
    const section = main.locator(`section#${op.operationId}`);
    await expect(section.getByRole("heading", { level: 3, name: op.summary }), op.operationId).toBeVisible();
    await expect(section.getByText(op.operationId, { exact: true })).toBeVisible();
  }
  const contents = main.getByRole("navigation", { name: "API reference contents" });
  await expect(contents.getByRole("link", { name: "Search the public gallery" })).toHaveAttribute("href", "#searchStyles");
  await expect(main.getByRole("link", { name: "Back to the documentation" })).toHaveAttribute("href", "/docs");
  await expect(main.getByRole("link", { name: "OpenAPI document (JSON)" })).toHaveAttribute("href", "/api/v1/openapi.json");
  await expect(main.getByRole("link", { name: "As Markdown (for agents)" })).toHaveAttribute("href", "/docs/api.md");
  // Like every docs page, the HTML answer names its Markdown twin, which answers as the other twins do.
  const html = await request.get("/docs/api");
  expect(html.headers()["link"]).toContain('</docs/api.md>; rel="alternate"; type="text/markdown"');
  expect(await html.text()).toMatch(/<link rel="alternate" type="text\/markdown" href="[^"]*\/docs\/api\.md"/);
  for (const twin of [await request.get("/docs/api.md"), await request.get("/docs/api", { headers: { Accept: "text/markdown" } })]) {
    expect(twin.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
    expect(twin.headers()["link"]).toMatch(/\/docs\/api>; rel="canonical"$/);
    expect(Number(twin.headers()["x-token-count"])).toBeGreaterThan(0);
  }

  // Try it: search the gallery anonymously from the page.
  const search = main.locator("section#searchStyles");
  await search.getByText("Try it", { exact: true }).click();
  const form = search.getByRole("form", { name: "Try it: Search the public gallery" });
  await form.getByLabel("query").fill("zine");
  await form.getByLabel("limit").fill("2");
  const answered = page.waitForResponse((r) => r.url().includes("/api/v1/styles?") && r.request().method() === "GET");
  await form.getByRole("button", { name: "Send request" }).click();
  expect((await answered).status()).toBe(200);
  await expect(search.getByText("GET /api/v1/styles?query=zine&limit=2")).toBeVisible();
  await expect(search.getByText("200", { exact: false }).first()).toBeVisible();
  const body = search.getByLabel("Response body of Search the public gallery");
  await expect(body).toContainText('"styles"');
  await expect(body).toContainText("Risograph Zine");

  // And a compile, whose answer is Markdown: the path parameter is filled in and encoded.
  const compile = main.locator("section#getStyle");
  await compile.getByText("Try it", { exact: true }).click();
  const compileForm = compile.getByRole("form", { name: "Try it: Compile a style" });
  await compileForm.getByLabel("ref").fill("risograph-zine-k2f9");
  await compileForm.getByLabel("format").selectOption("midjourney");
  await compileForm.getByRole("button", { name: "Send request" }).click();
  await expect(compile.getByText("GET /api/v1/styles/risograph-zine-k2f9?format=midjourney")).toBeVisible();
  await expect(compile.getByText(/text\/markdown/).last()).toBeVisible();

  // A call that needs a token offers no Try it, and says which scope it needs.
  const extraction = main.locator("section#createExtraction");
  await expect(extraction.getByText("Try it", { exact: true })).toHaveCount(0);
  await expect(extraction.getByText(/Needs a bearer token with the scope/)).toContainText("extract");

  expect(await page.evaluate(() => window.__cspViolations ?? null), "CSP violations after Try it").toEqual([]);
  const file = testInfo.outputPath("api-reference-try-it.png");
  await search.screenshot({ path: file });
  await testInfo.attach("api-reference try it", { path: file, contentType: "image/png" });
});
