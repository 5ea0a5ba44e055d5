// Remix: a gallery style's published generation copied into a new private style of the caller's, with
// the parent recorded. Access answers are the API read's (403 private or pending, 404 unknown).
import { visibleBlocks } from "@/lib/styles/content";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStyle } from "@/lib/builder/create";
import { saveStyleEdits } from "@/lib/builder/edit";
import { generateStyle } from "@/lib/builder/generate";
import { ownStyle } from "@/lib/builder/own-style";
import { publishStyle } from "@/lib/builder/publish";
import { remixStyle } from "@/lib/builder/remix";
import { db } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { ACCESS_FIXTURE_SLUGS } from "@/lib/seed/access-fixtures";
import type { StyleSnapshot } from "@/lib/styles/snapshot";
import { startTestApp, type TestApp } from "../support/app";
import { api } from "../support/api";
import { account } from "../support/extraction";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const GALLERY_SLUG = "risograph-zine-k2f9";

async function serviceError(promise: Promise<unknown>, code: string, message?: RegExp): Promise<ServiceError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ServiceError);
  expect((err as ServiceError).code, (err as ServiceError).message).toBe(code);
  if (message) expect((err as ServiceError).message).toMatch(message);
  return err as ServiceError;
}

/** Everything about a style that a remix must leave alone. */
async function sourceState(slug: string) {
  const prisma = await db();
  return prisma.style.findUniqueOrThrow({
    where: { slug },
    include: { blocks: { orderBy: { position: "asc" } }, referenceImages: true, samples: true, generations: true },
  });
}

describe("remixStyle", () => {
  it("copies the published generation into a new private, generated style that names its parent", async () => {
    const user = await account();
    const before = await sourceState(GALLERY_SLUG);
    const published = (await (await db()).generation.findUniqueOrThrow({ where: { id: before.publishedGenerationId! } })).snapshot as unknown as StyleSnapshot;

    const remix = await remixStyle(user.userId, GALLERY_SLUG);
    expect(remix).toMatchObject({
      name: "Risograph Zine (remix)",
      visibility: "private",
      moderation: "approved",
      slug: null,
      publishedAt: null,
      remixOf: { id: before.id, name: "Risograph Zine", slug: GALLERY_SLUG },
      description: published.description,
      category: published.category,
      tags: published.tags,
      disabledSections: [],
    });
    // What the public generation shows: its switched-off blocks (the seed's Risograph Zine has one) stay
    // with their author (tests/integration/remix-visible.test.ts).
    expect(published.blocks.some((b) => b.enabled === false)).toBe(true);
    expect(remix.blocks.map(({ section, type, value, enabled }) => ({ section, type, value, enabled }))).toEqual(
      visibleBlocks(published).map(({ section, type, value }) => ({ section, type, value, enabled: true })),
    );
    expect(remix.blocks.every((b) => !before.blocks.some((s) => s.id === b.id))).toBe(true);
    const images = published.referenceImages.filter((i) => i.kind !== "sample");
    expect(images.length).toBeGreaterThan(0);
    expect(remix.referenceImages.map((i) => [i.kind, i.url])).toEqual(images.map((i) => [i.kind, i.url]));
    expect(remix.referenceImages[0]!.width).toBe(before.referenceImages.find((i) => i.url === images[0]!.url)!.width);
    expect(remix.samples).toEqual([]);

    // Generated from the start: the owner's API read serves it, with the parent in its snapshot.
    expect(remix.lastGeneratedAt).not.toBeNull();
    const snapshot = (await (await db()).generation.findUniqueOrThrow({ where: { id: remix.latestGenerationId! } })).snapshot as unknown as StyleSnapshot;
    expect(snapshot.remixOf).toEqual({ name: "Risograph Zine", slug: GALLERY_SLUG });
    const read = await api(app, "GET", `/styles/${remix.id}`, { headers: user.headers });
    expect(read.status, read.text).toBe(200);
    expect(read.text).toContain("# Risograph Zine (remix)");

    expect(await sourceState(GALLERY_SLUG)).toEqual(before);
  });

  it("copies what the author published, not their later edits", async () => {
    const author = await account();
    const style = await createStyle(author.userId, { name: "Frost Glass" });
    await saveStyleEdits(author.userId, style.id, { blocks: [{ section: "overview", type: "descriptor", value: "Frost ferns on a window pane", enabled: true }] });
    await generateStyle(author.userId, style.id);
    const published = await publishStyle(author.userId, style.id, { visibility: "public", category: "photography" });
    await (await db()).style.update({ where: { id: style.id }, data: { moderation: "approved" } });
    await saveStyleEdits(author.userId, style.id, { blocks: [{ section: "overview", type: "descriptor", value: "Thawed, dripping glass", enabled: true }] });
    await generateStyle(author.userId, style.id);

    const user = await account();
    const remix = await remixStyle(user.userId, published.slug!);
    expect(remix.blocks.map((b) => b.value)).toEqual(["Frost ferns on a window pane"]);
    expect(remix.remixOf).toMatchObject({ id: style.id, slug: published.slug });
  });

  it("answers as an API read would for styles that are not in the gallery", async () => {
    const user = await account();
    const prisma = await db();
    const count = () => prisma.style.count({ where: { ownerId: user.userId } });
    await serviceError(remixStyle(user.userId, ACCESS_FIXTURE_SLUGS.private), "forbidden", /private/);
    await serviceError(remixStyle(user.userId, ACCESS_FIXTURE_SLUGS.pending), "forbidden", /moderation/);
    await serviceError(remixStyle(user.userId, ACCESS_FIXTURE_SLUGS.linkShared), "forbidden", /link only/);
    await serviceError(remixStyle(user.userId, "no-such-style-zz99"), "not_found");
    const seeded = await prisma.style.findUniqueOrThrow({ where: { slug: GALLERY_SLUG }, select: { id: true } });
    await serviceError(remixStyle(user.userId, seeded.id), "not_found");
    await serviceError(remixStyle(user.userId, "Risograph Zine"), "invalid_request");
    expect(await count()).toBe(0);
  });

  it("accepts a share URL as the ref, and lets owners copy their own style's latest generation", async () => {
    const user = await account();
    const byUrl = await remixStyle(user.userId, `${app.origin}/share/${GALLERY_SLUG}`);
    expect(byUrl.remixOf?.slug).toBe(GALLERY_SLUG);
    const copy = await remixStyle(user.userId, byUrl.id);
    expect(copy).toMatchObject({ name: "Risograph Zine (remix) (remix)", remixOf: { id: byUrl.id } });
    expect(copy.blocks.map((b) => b.value)).toEqual(byUrl.blocks.map((b) => b.value));
  });

  it("consumes the allowance: a Free account with 10 styles gets 402 and no half-made style", async () => {
    const user = await account();
    for (let i = 0; i < 10; i++) await createStyle(user.userId);
    const blocksBefore = await (await db()).block.count();
    const err = await serviceError(remixStyle(user.userId, GALLERY_SLUG), "plan_limit_reached", /You have 10 styles, the most the Free plan keeps/);
    expect(err.options.status).toBe(402);
    expect(err.options.pricingUrl).toBe(`${app.origin}/pricing`);
    const prisma = await db();
    expect(await prisma.style.count({ where: { ownerId: user.userId } })).toBe(10);
    expect(await prisma.block.count()).toBe(blocksBefore);
  });

  it("returns the state ownStyle reads afterwards", async () => {
    const user = await account();
    const remix = await remixStyle(user.userId, GALLERY_SLUG);
    expect(await ownStyle(user.userId, remix.id)).toEqual(remix);
  });
});
