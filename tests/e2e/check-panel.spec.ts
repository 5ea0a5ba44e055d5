// "Check your work" on a style page, in a real browser at a desktop and a phone size: a visitor drops
// the style's own picture and sees its score, verdict, palette swatches and checks; pastes a hype post
// on a writing voice and sees what to change; a file that is no picture is refused in words. Each
// state is audited with axe and kept as a screenshot.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { audit, SIZES } from "./extract-audit";

const RISO = "risograph-zine-k2f9";
const NOTES = "release-notes-plainly-t4u8";
const HYPE = "OMG you guys!!! 🔥🔥 Our new drop is INSANE and you NEED it right now!!! Link in bio 👉 #hype #drop #musthave";

for (const size of SIZES) {
  test(`a visitor checks an image and a text against a style (${size.name})`, async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    await page.goto(`/share/${RISO}`);
    const panel = page.getByRole("region", { name: "Check your work" });
    await expect(panel).toBeVisible();
    // A visual style: an image, no text mode.
    await expect(panel.getByLabel("Text to check")).toHaveCount(0);

    // Not a picture: refused in words, nothing scored.
    await expect(async () => {
      await panel.getByLabel("Image to check").setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not a picture") });
      await panel.getByRole("button", { name: "Check", exact: true }).click();
      await expect(panel.getByRole("alert")).toContainText("not an image we can read", { timeout: 5000 });
    }).toPass({ timeout: 90_000 });

    // The style's own picture: on style, with its palette and checks.
    const own = readFileSync(`prisma/seed-images/styles/${RISO}/inspiration-1.webp`);
    await panel.getByLabel("Image to check").setInputFiles({ name: "riso.webp", mimeType: "image/webp", buffer: own });
    await expect(panel.getByRole("img", { name: "The image to check: riso.webp" })).toBeVisible();
    await panel.getByRole("button", { name: "Check", exact: true }).click();
    await expect(panel.getByText("On style")).toBeVisible({ timeout: 60_000 });
    await expect(panel.getByText(/of the image is in the style’s colors/)).toBeVisible();
    await expect(panel.getByRole("heading", { name: "What matches" })).toBeVisible();
    await expect(panel.getByRole("alert")).toHaveCount(0);
    await panel.scrollIntoViewIfNeeded();
    await audit(page, testInfo, `check-image-${size.name}`);

    // A writing voice: paste a hype post, read what to change.
    await page.goto(`/share/${NOTES}`);
    const voice = page.getByRole("region", { name: "Check your work" });
    await expect(voice.getByLabel("Image to check")).toHaveCount(0);
    await voice.getByLabel("Text to check").fill(HYPE);
    await voice.getByRole("button", { name: "Check", exact: true }).click();
    await expect(voice.getByRole("heading", { name: "What to change" })).toBeVisible({ timeout: 60_000 });
    await expect(voice.getByText(/Off style|Close/).first()).toBeVisible();
    await expect(voice.getByText("Drop the emoji.")).toBeVisible();
    await voice.scrollIntoViewIfNeeded();
    await audit(page, testInfo, `check-text-${size.name}`);
  });
}
