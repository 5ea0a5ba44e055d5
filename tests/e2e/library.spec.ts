// The library page in a real browser: signed out it sends you to sign in and back; signed in, each
// tab's empty state points somewhere useful, "New style" opens a fresh style in the builder, and the
// style then appears in "My styles" as private and never generated.
import { expect, test } from "@playwright/test";
import { signInByMagicLink } from "./sign-in";

test("library: sign-in redirect, empty states, New style, and the new style listed", async ({ page, request }, testInfo) => {
  const email = `e2e-library-${Date.now()}@example.com`;

  await page.goto("/library");
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Flibrary$/);
  await signInByMagicLink(page, request, email);
  await expect(page).toHaveURL(/\/library$/);

  // Time to the main content on a fresh navigation (printed, not asserted: dev mode compiles on demand).
  const startedAt = Date.now();
  await page.goto("/library");
  await expect(page.getByRole("heading", { level: 1, name: "Your library" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No styles yet" })).toBeVisible();
  const mainMs = Date.now() - startedAt;
  console.log(`[library e2e] navigation to main content: ${mainMs} ms`);
  testInfo.annotations.push({ type: "time-to-main-ms", description: String(mainMs) });

  const main = page.getByRole("main");
  const tabs = main.getByRole("navigation", { name: "Library sections" });
  await expect(tabs.getByRole("link", { name: "My styles" })).toHaveAttribute("aria-current", "page");
  await expect(main.getByText(/start from a blank page with New style/)).toBeVisible();
  await expect(main.getByRole("link", { name: "Extract a style" })).toHaveAttribute("href", "/extract");
  // Header and empty state both offer it; the empty state's is the one beside Extract.
  await expect(main.getByRole("button", { name: "New style" })).toHaveCount(2);

  await page.screenshot({ path: testInfo.outputPath("library-empty.png"), fullPage: true });
  await testInfo.attach("library-empty", { path: testInfo.outputPath("library-empty.png"), contentType: "image/png" });

  // Saved and History: their own empty states, each a real URL.
  await tabs.getByRole("link", { name: "Saved" }).click();
  await expect(page).toHaveURL(/\/library\?tab=saved$/);
  await expect(tabs.getByRole("link", { name: "Saved" })).toHaveAttribute("aria-current", "page");
  await expect(main.getByRole("heading", { name: "Nothing saved yet" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Browse the gallery" })).toHaveAttribute("href", "/");
  await tabs.getByRole("link", { name: "History" }).click();
  await expect(main.getByRole("heading", { name: "No extractions yet" })).toBeVisible();

  // New style: a form POST that lands in the builder (which may not exist yet) on a new style.
  await tabs.getByRole("link", { name: "My styles" }).click();
  await main.getByRole("button", { name: "New style" }).first().click();
  await page.waitForURL(/\/builder\/[0-9a-f-]{36}$/);
  const styleId = new URL(page.url()).pathname.split("/").pop()!;

  await page.goto("/library");
  const rows = main.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Untitled style" }) });
  await expect(rows).toHaveCount(1);
  const status = rows.getByRole("list", { name: "Status" });
  await expect(status.getByText("Private", { exact: true })).toBeVisible();
  await expect(status.getByText("Never generated", { exact: true })).toBeVisible();
  await expect(rows.getByRole("link", { name: "Open in builder for Untitled style" })).toHaveAttribute("href", `/builder/${styleId}`);
  await expect(main.getByText("1 style", { exact: true })).toBeVisible();

  await page.screenshot({ path: testInfo.outputPath("library-my-styles.png"), fullPage: true });
  await testInfo.attach("library-my-styles", { path: testInfo.outputPath("library-my-styles.png"), contentType: "image/png" });
});
