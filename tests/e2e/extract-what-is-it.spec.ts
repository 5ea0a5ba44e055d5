// "What is it?" in a real browser: beside an image the page asks for the medium (chips and a free
// line); a photograph sent without an answer comes back naming no medium and asks again on the
// result, and answering there runs it again free with the maker's words, which then decide the medium.
// Screenshots of the question and the result, on a desktop and a phone, are attached.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { signInByMagicLink } from "./sign-in";

const PHOTO = readFileSync(path.join(import.meta.dirname, "../eval/images/real/Aqua.webp"));

test("asks what an image is, and reruns free with the answer", async ({ page, request }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/signin?callbackUrl=%2Fextract");
  await signInByMagicLink(page, request, `e2e-what-${Date.now()}@example.com`);
  await expect(page).toHaveURL(/\/extract$/);

  // No image, no question: it would describe nothing.
  await expect(page.getByRole("group", { name: "What is it?" })).toHaveCount(0);
  await page.getByLabel("Images and documents").setInputFiles({ name: "lake.webp", mimeType: "image/webp", buffer: PHOTO });
  const question = page.getByRole("group", { name: "What is it?" });
  await expect(question).toBeVisible();
  const painting = question.getByRole("button", { name: "a painting" });
  await painting.click();
  await expect(painting).toHaveAttribute("aria-pressed", "true");
  await painting.press("Space"); // a chip is a toggle, by keyboard too
  await expect(painting).toHaveAttribute("aria-pressed", "false");
  await page.screenshot({ path: testInfo.outputPath("what-is-it-desktop.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await question.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("what-is-it-phone.png") });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Sent without an answer: no medium named, and the result asks.
  await page.getByRole("button", { name: "Start extraction" }).click();
  await expect(page.getByText("Extraction complete")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/could not be told from the pixels/)).toBeVisible();
  const ask = page.getByRole("group", { name: "We could not tell the medium from the pixels. What is it?" });
  await expect(ask).toBeVisible();
  const rerun = page.getByRole("button", { name: "Run it again with my words" });
  await expect(rerun).toBeDisabled();
  await ask.getByRole("button", { name: "a painting" }).click();
  await ask.getByLabel(/Anything else the pixels cannot show/).fill("a calm lake at dawn");
  await page.screenshot({ path: testInfo.outputPath("rerun-ask-desktop.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await ask.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("rerun-ask-phone.png") });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Answered: run again, free (the balance does not move), and the words decide the medium.
  const balance = page.getByText(/you have \d+/);
  const before = await balance.textContent();
  await rerun.click();
  await expect(page.getByText("Extraction complete")).toBeVisible({ timeout: 60_000 });
  const found = page.getByRole("region", { name: "What we found" });
  await expect(found).toContainText(/painting/);
  await expect(found).toContainText(/calm lake at dawn/);
  await expect(page.getByRole("button", { name: "Run it again with my words" })).toHaveCount(0);
  await page.getByRole("button", { name: "Start another" }).click();
  await expect(balance).toHaveText(before!);
});
