// The builder in a real browser, on the real user path: sign in, extract a style from a sentence,
// "Save as draft" lands here. Then rename, edit and add blocks (a palette colour with the native
// picker), switch one off, reorder, save (it survives a reload), generate, see the preview follow,
// publish publicly (pending review). Anyone else, signed out included, gets the 404 page.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signInByMagicLink } from "./sign-in";

/** The real way a style comes to exist for a new account: extract it, then "Save as draft". */
async function draftFromText(page: Page): Promise<string> {
  await page.goto("/extract");
  await page.getByLabel("Text", { exact: true }).fill("Risograph zine in teal and coral with grain, hand-set type, playful and loud.");
  const startedAt = Date.now();
  await page.getByRole("button", { name: "Start extraction" }).click();
  await expect(page.getByText("Extraction complete")).toBeVisible({ timeout: 60_000 });
  console.log(`[builder e2e] extraction for the draft: ${Date.now() - startedAt} ms`);
  await page.getByRole("button", { name: "Save as draft" }).click();
  await page.waitForURL(/\/builder\/[0-9a-f-]{36}$/);
  return page.url();
}

test("the owner edits, saves, generates and publishes a style; others get 404", async ({ page, browser, request }, testInfo) => {
  // Extraction and first compiles of the dev server take much of the default budget.
  test.setTimeout(240_000);
  const email = `e2e-builder-${Date.now()}@example.com`;
  await page.goto("/signin?callbackUrl=%2Fextract");
  await signInByMagicLink(page, request, email);
  await expect(page).toHaveURL(/\/extract$/);
  const builderUrl = await draftFromText(page);

  // Time to a usable builder on a fresh navigation (printed, not asserted: dev mode compiles on demand).
  const startedAt = Date.now();
  await page.goto(builderUrl);
  await expect(page.getByRole("button", { name: "Generate" })).toBeVisible();
  const readyMs = Date.now() - startedAt;
  console.log(`[builder e2e] navigation to usable builder: ${readyMs} ms`);
  testInfo.annotations.push({ type: "time-to-builder-ms", description: String(readyMs) });
  await expect(page.getByRole("main").getByRole("main")).toHaveCount(0);
  await expect(page.getByText("Not generated yet")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeDisabled();

  // Rename and describe.
  const name = `Teal riso zine ${Date.now() % 100000}`;
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Description", { exact: true }).fill("Two-colour risograph printing with visible grain.");
  await expect(page.getByText("Unsaved changes")).toBeVisible();

  // Add two Medium items, edit them, and move the second above the first with the keyboard.
  const medium = page.getByRole("region", { name: "Medium" });
  const mediumBefore = await medium.getByRole("listitem").count();
  await medium.getByRole("button", { name: "+ Add item to Medium" }).click();
  await expect(medium.getByLabel(`Medium item ${mediumBefore + 1}`, { exact: true })).toBeFocused();
  await page.keyboard.insertText("risograph print on uncoated paper");
  await medium.getByRole("button", { name: "+ Add item to Medium" }).click();
  await medium.getByLabel(`Medium item ${mediumBefore + 2}`, { exact: true }).fill("soy ink, two drums");
  await medium.getByRole("button", { name: `Move Medium item ${mediumBefore + 2} up` }).focus();
  await page.keyboard.press("Enter");
  await expect(medium.getByLabel(`Medium item ${mediumBefore + 1}`, { exact: true })).toHaveValue("soy ink, two drums");

  // A palette colour from the native picker; the hex field follows it. Then switch it off.
  const palette = page.getByRole("region", { name: "Palette" });
  const colorsBefore = await palette.getByRole("listitem").count();
  const n = colorsBefore + 1;
  await palette.getByRole("button", { name: "+ Add color to Palette" }).click();
  await palette.getByLabel(`Palette color ${n} picker`).fill("#ff7f50");
  await expect(palette.getByLabel(`Palette color ${n} hex`)).toHaveValue("#ff7f50");
  await palette.getByLabel(`Palette color ${n} name`).fill("Coral");
  await palette.getByRole("switch", { name: `Include Palette color ${n}` }).uncheck();

  // A guardrail with its alternative, a voice trait and a written sample with its counter.
  const guardrails = page.getByRole("region", { name: "Guardrails" });
  const g = (await guardrails.getByRole("listitem").count()) + 1;
  await guardrails.getByRole("button", { name: "+ Add guardrail to Guardrails" }).click();
  await guardrails.getByLabel(`Guardrails guardrail ${g}: avoid`).fill("glossy gradients");
  await guardrails.getByLabel(`Guardrails guardrail ${g}: prefer instead`).fill("flat overprinted ink");
  const voice = page.getByRole("region", { name: "Voice" });
  await voice.getByLabel("Formality").selectOption("casual");
  await voice.getByRole("button", { name: "+ Add sample to Voice" }).click();
  await voice.getByRole("textbox", { name: /^Voice sample \d+$/ }).last().fill("Fold it, staple it, hand it out.");
  await expect(voice.getByText("32 / 1,200")).toBeVisible();
  // Switching a whole section off.
  await page.getByRole("switch", { name: "Include the Lighting section" }).uncheck();

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  // Everything survived a reload.
  await page.reload();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  await expect(medium.getByLabel(`Medium item ${mediumBefore + 1}`, { exact: true })).toHaveValue("soy ink, two drums");
  await expect(medium.getByLabel(`Medium item ${mediumBefore + 2}`, { exact: true })).toHaveValue("risograph print on uncoated paper");
  await expect(palette.getByLabel(`Palette color ${n} hex`)).toHaveValue("#ff7f50");
  await expect(palette.getByRole("switch", { name: `Include Palette color ${n}` })).not.toBeChecked();
  await expect(guardrails.getByLabel(`Guardrails guardrail ${g}: prefer instead`)).toHaveValue("flat overprinted ink");
  await expect(voice.getByLabel("Formality")).toHaveValue("casual");
  await expect(page.getByRole("switch", { name: "Include the Lighting section" })).not.toBeChecked();

  // The preview is compiled from the saved style: new name in, switched-off colour out.
  const chat = page.locator("#spec-default");
  await expect(chat).toContainText(name);
  await expect(chat).toContainText("flat overprinted ink");
  await expect(chat).not.toContainText("#ff7f50");

  await page.getByRole("button", { name: "Generate" }).click();
  await expect(page.getByText(/Generated (just now|\d+ seconds? ago)/)).toBeVisible();

  // Publishing publicly waits for review.
  await page.getByRole("radio", { name: /Public/ }).check();
  await page.getByLabel("Category", { exact: true }).selectOption("graphic-design");
  await page.getByLabel("Tags", { exact: true }).fill("zine, risograph");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Pending review.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Pending review.")).toBeVisible();
  await expect(page.getByLabel("Tags", { exact: true })).toHaveValue("zine, risograph");

  // Check your work against the version just generated, which only its owner may read while it waits.
  const check = page.getByRole("region", { name: "Check your work" });
  await expect(check).toContainText("It checks the version you last generated.");
  await check.getByRole("radio", { name: "A text" }).check();
  await check.getByLabel("Text to check").fill("Fold it, staple it, hand it out to everyone you meet on the way home tonight.");
  await check.getByRole("button", { name: "Check", exact: true }).click();
  await expect(check.getByText("/ 100")).toBeVisible({ timeout: 30_000 });
  await expect(check.getByRole("alert")).toHaveCount(0);

  // The owner opens its page while it waits: the page says so, never the visitor's refusal.
  const shareUrl = await page.getByRole("link", { name: "Open its page" }).getAttribute("href");
  expect(shareUrl).toMatch(/\/share\/[a-z0-9-]+$/);
  await page.goto(new URL(shareUrl!).pathname);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("note")).toContainText("Waiting for review.");
  // The owner's view lists the style's versions, the public one marked; visitors never see it.
  const versions = page.getByRole("region", { name: "Your versions" });
  await expect(versions.getByRole("listitem").first()).toBeVisible();
  await expect(versions.getByText("Public version")).toHaveCount(1);
  const axe = await new AxeBuilder({ page }).include('section[aria-labelledby="versions-title"]').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  await expect(page.getByRole("note").getByRole("link", { name: "Edit in the builder" })).toHaveAttribute("href", new RegExp(`${new URL(builderUrl).pathname}$`));
  await testInfo.attach("share-page-pending-owner", { body: await page.screenshot(), contentType: "image/png" });
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(new URL(shareUrl!).pathname);
  await expect(visitorPage.getByRole("heading", { level: 1, name: "This style is not available" })).toBeVisible();
  await expect(visitorPage.getByText(name)).toHaveCount(0);
  await expect(visitorPage.getByRole("region", { name: "Your versions" })).toHaveCount(0);
  await visitor.close();
  await page.goto(builderUrl);

  // Before publishing again, the panel says what would change in the public version.
  const publishPanel = page.getByRole("region", { name: "Publish" });
  await expect(publishPanel.getByText("No changes since the public version.")).toBeVisible();
  await page.getByLabel("Description", { exact: true }).fill("Two-colour risograph printing with visible grain and misregistration.");
  await expect(publishPanel.getByText("Your unsaved edits are the only changes since the public version.")).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(publishPanel.getByText("1 change since the public version")).toBeVisible();
  await publishPanel.getByText("1 change since the public version").click();
  await expect(publishPanel.getByRole("listitem").filter({ hasText: "Details: description edited" })).toBeVisible();
  const viewport = page.viewportSize()!;
  for (const [label, size] of [["desktop", { width: 1280, height: 900 }], ["phone", { width: 390, height: 844 }]] as const) {
    await page.setViewportSize(size);
    const shot = testInfo.outputPath(`publish-changes-${label}.png`);
    await publishPanel.screenshot({ path: shot });
    await testInfo.attach(`publish-changes-${label}`, { path: shot, contentType: "image/png" });
  }
  await page.setViewportSize(viewport);

  // The action bar is sticky; from the top it sits in its own place in a full-page capture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath("builder.png"), fullPage: true });
  await testInfo.attach("builder", { path: testInfo.outputPath("builder.png"), contentType: "image/png" });

  // Signed out, the same address is the plain 404 page.
  const stranger = await browser.newContext();
  const outsider = await stranger.newPage();
  const res = await outsider.goto(builderUrl);
  expect(res?.status()).toBe(404);
  await expect(outsider.getByLabel("Name", { exact: true })).toHaveCount(0);
  await stranger.close();
});
