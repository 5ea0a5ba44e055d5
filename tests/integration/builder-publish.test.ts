// Publish, proved through what others see: the anonymous read GET /styles/{slug} and the gallery search
// GET /styles?query=. Approval belongs to the moderation services, so tests approve in the database.
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStyle } from "@/lib/builder/create";
import { saveStyleEdits } from "@/lib/builder/edit";
import { generateStyle } from "@/lib/builder/generate";
import { ownStyle } from "@/lib/builder/own-style";
import { publishStyle } from "@/lib/builder/publish";
import { db } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { cardFieldsOf } from "@/lib/gallery/cards";
import { galleryChanged } from "@/lib/gallery/changed";
import { invalidateGalleryIndex } from "@/lib/gallery/search-index";
import type { StyleSnapshot } from "@/lib/styles/snapshot";
import { startTestApp, type TestApp } from "../support/app";
import { api, expectError } from "../support/api";
import { account } from "../support/extraction";
import type { TestToken } from "../support/tokens";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/** lib/gallery/read.ts keeps a style row found by slug for 5 s and offers writers no way to drop it,
 *  so a test that reads a slug, changes who may see it and reads again waits that long in between. */

/** A made-up word that no other style's name holds, so a search for it finds only the style under test. */
const uniqueWord = () => Array.from({ length: 10 }, () => "bcdfghjklmnpqrstvwxz"[randomInt(20)]).join("");

const anonymousRead = (slug: string) => api(app, "GET", `/styles/${slug}`);
const ownerRead = (t: TestToken, ref: string) => api(app, "GET", `/styles/${ref}`, { headers: t.headers });

async function searchSlugs(query: string): Promise<string[]> {
  const r = await api(app, "GET", "/styles", { query: { query, limit: "25" } });
  expect(r.status, r.text).toBe(200);
  return r.body.styles.map((c: { slug: string }) => c.slug);
}

/** What a moderation decision does: approve, and tell this process the gallery changed. */
async function approve(styleId: string): Promise<void> {
  const row = await (await db()).style.update({ where: { id: styleId }, data: { moderation: "approved" }, select: { slug: true } });
  galleryChanged(row.slug);
}

async function generatedStyle(owner: TestToken, name: string, overview: string) {
  const style = await createStyle(owner.userId, { name });
  await saveStyleEdits(owner.userId, style.id, { blocks: [{ section: "overview", type: "descriptor", value: overview, enabled: true }] });
  return generateStyle(owner.userId, style.id);
}

async function serviceError(promise: Promise<unknown>, code: string, message?: RegExp): Promise<void> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ServiceError);
  expect((err as ServiceError).code).toBe(code);
  if (message) expect((err as ServiceError).message).toMatch(message);
}

describe("publishStyle", () => {
  it("needs a generation first, and says to press Generate", async () => {
    const owner = await account();
    const style = await createStyle(owner.userId, { name: "Never Generated" });
    await serviceError(publishStyle(owner.userId, style.id, { visibility: "public" }), "service_not_generated", /Press Generate .* first/);
    await serviceError(publishStyle(owner.userId, style.id, { visibility: "link_shared" }), "service_not_generated");
    expect(await ownStyle(owner.userId, style.id)).toEqual(style);
  });

  it("rejects unknown categories and bad tags without changing anything", async () => {
    const owner = await account();
    const style = await generatedStyle(owner, "Careful Tags", "Muted studio still life");
    await serviceError(publishStyle(owner.userId, style.id, { visibility: "public", category: "pottery" }), "invalid_request", /not a gallery category/);
    await serviceError(publishStyle(owner.userId, style.id, { visibility: "public", tags: Array.from({ length: 9 }, (_, i) => `t${i}`) }), "invalid_request", /at most 8/);
    await serviceError(publishStyle(owner.userId, style.id, { visibility: "public", tags: ["x".repeat(33)] }), "invalid_request", /at most 32/);
    await serviceError(publishStyle(owner.userId, style.id, { visibility: "hidden" as "public" }), "invalid_request", /visibility/);
    expect(await ownStyle(owner.userId, style.id)).toEqual(style);
  });

  it("puts a public style in moderation: 403 and unlisted for everyone else until approved, readable by its owner", async () => {
    const owner = await account();
    const word = uniqueWord();
    const style = await generatedStyle(owner, `Salt Marsh ${word}`, "Salt marsh at low tide, pale reeds");
    const published = await publishStyle(owner.userId, style.id, { visibility: "public", category: "photography", tags: [" Marsh ", "TIDE", "marsh"] });

    expect(published.slug).toMatch(new RegExp(`^salt-marsh-${word}-[0-9a-z]{4}$`));
    expect(published).toMatchObject({ visibility: "public", moderation: "pending", category: "photography", tags: ["marsh", "tide"] });
    expect(published.shareUrl).toBe(`${app.origin}/share/${published.slug}`);
    expect(published.publishedAt).not.toBeNull();
    expect(published.publishedGenerationId).toBe(published.latestGenerationId);
    // The published snapshot carries what was chosen at publish time; cards and STYLE.md read it there.
    const generation = await (await db()).generation.findUniqueOrThrow({ where: { id: published.publishedGenerationId! } });
    expect(generation.snapshot as unknown as StyleSnapshot).toMatchObject({ slug: published.slug, category: "photography", tags: ["marsh", "tide"] });
    // The gallery's card fields are stored with the generation, from its snapshot.
    expect(generation.card).toEqual(cardFieldsOf(generation.snapshot as unknown as StyleSnapshot));

    const slug = published.slug!;
    expectError(await anonymousRead(slug), 403, "forbidden", /waiting for moderation/);
    expect(await searchSlugs(word)).toEqual([]);
    const own = await ownerRead(owner, slug);
    expect(own.status, own.text).toBe(200);
    expect(own.text).toContain("Salt marsh at low tide");

    await approve(style.id);
    expect(await searchSlugs(word)).toEqual([slug]);
    const card = (await api(app, "GET", "/styles", { query: { query: word } })).body.styles[0];
    expect(card).toMatchObject({ name: `Salt Marsh ${word}`, category: "photography", tags: ["marsh", "tide"], author: `@${(await (await db()).user.findUniqueOrThrow({ where: { id: owner.userId } })).handle}` });
    const open = await anonymousRead(slug);
    expect(open.status, open.text).toBe(200);
    expect(open.text).toContain("Salt marsh at low tide");
  });

  it("keeps the public version while the owner edits and generates, and changes it on the next publish", async () => {
    const owner = await account();
    const [before, after] = [uniqueWord(), uniqueWord()];
    const style = await generatedStyle(owner, `Ember ${before}`, "Embers drifting over a dark forge");
    const first = await publishStyle(owner.userId, style.id, { visibility: "public", category: "illustration" });
    await approve(style.id);
    expect(await searchSlugs(before)).toEqual([first.slug]);

    await saveStyleEdits(owner.userId, style.id, { name: `Ember ${after}`, blocks: [{ section: "overview", type: "descriptor", value: "Cold ash in grey morning light", enabled: true }] });
    const regenerated = await generateStyle(owner.userId, style.id);
    expect(regenerated.publishedGenerationId).toBe(first.publishedGenerationId);
    invalidateGalleryIndex();
    expect(await searchSlugs(before)).toEqual([first.slug]);
    expect(await searchSlugs(after)).toEqual([]);
    const stillOld = await anonymousRead(first.slug!);
    expect(stillOld.text).toContain("Embers drifting");
    expect((await ownerRead(owner, style.id)).text).toContain("Cold ash");

    const second = await publishStyle(owner.userId, style.id, { visibility: "public" });
    expect(second.slug).toBe(first.slug);
    expect(second.category).toBe("illustration");
    expect(second.moderation).toBe("pending");
    expect(await searchSlugs(after)).toEqual([]);
    await approve(style.id);
    expect(await searchSlugs(after)).toEqual([first.slug]);
    expect(await searchSlugs(before)).toEqual([]);
    const fresh = await anonymousRead(first.slug!);
    expect(fresh.text).toContain("Cold ash in grey morning light");
    expect(fresh.text).not.toContain("Embers");
  });

  it("makes a link-only style readable by its slug at once but never listed", async () => {
    const owner = await account();
    const word = uniqueWord();
    const style = await generatedStyle(owner, `Lantern ${word}`, "Paper lanterns over a night market");
    const published = await publishStyle(owner.userId, style.id, { visibility: "link-shared", tags: ["night"] });
    expect(published).toMatchObject({ visibility: "link_shared", moderation: "approved", tags: ["night"] });
    const r = await anonymousRead(published.slug!);
    expect(r.status, r.text).toBe(200);
    expect(r.text).toContain("Paper lanterns");
    expect(await searchSlugs(word)).toEqual([]);

    // Later edits and generations stay private to the owner until the next publish.
    await saveStyleEdits(owner.userId, style.id, { blocks: [{ section: "overview", type: "descriptor", value: "Neon signs in the rain", enabled: true }] });
    await generateStyle(owner.userId, style.id);
    expect((await anonymousRead(published.slug!)).text).toContain("Paper lanterns");
    await publishStyle(owner.userId, style.id, { visibility: "link_shared" });
    expect((await anonymousRead(published.slug!)).text).toContain("Neon signs in the rain");
  });

  it("unpublishes to private, keeping the slug reserved for the next publish", async () => {
    const owner = await account();
    const style = await generatedStyle(owner, "Quiet Orchard", "Apple trees in fog");
    const shared = await publishStyle(owner.userId, style.id, { visibility: "link_shared", category: "painting" });
    const hidden = await publishStyle(owner.userId, style.id, { visibility: "private" });
    expect(hidden).toMatchObject({ visibility: "private", slug: shared.slug, publishedGenerationId: null, publishedAt: null, shareUrl: null, category: "painting" });
    // The first anonymous read of this slug happens now, so no cached row hides the change.
    expectError(await anonymousRead(shared.slug!), 403, "forbidden", /private/);
    expect((await ownerRead(owner, shared.slug!)).status).toBe(200);
    const again = await publishStyle(owner.userId, style.id, { visibility: "link_shared" });
    expect(again.slug).toBe(shared.slug);
  });

  it("gives two styles of the same name different slugs", async () => {
    const owner = await account();
    const a = await generatedStyle(owner, "Twin Peaks", "Two mountains");
    const b = await generatedStyle(owner, "Twin Peaks", "Two mountains again");
    const [pa, pb] = [await publishStyle(owner.userId, a.id, { visibility: "link_shared" }), await publishStyle(owner.userId, b.id, { visibility: "link_shared" })];
    expect(pa.slug).toMatch(/^twin-peaks-[0-9a-z]{4}$/);
    expect(pb.slug).toMatch(/^twin-peaks-[0-9a-z]{4}$/);
    expect(pa.slug).not.toBe(pb.slug);
  });
});
