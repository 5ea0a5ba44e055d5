// GET /me/styles: every own style (private included), the contract's item fields before and after
// publish, the gallery's query scoring, and keyset cursors that stay correct while styles change.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { startTestApp, type TestApp } from "../support/app";
import { api, expectError } from "../support/api";
import { createOwnStyle, createUser, mintToken, seededUser, type TestToken, type TestUser } from "../support/tokens";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const list = (t: TestToken, query: Record<string, string> = {}) => api(app, "GET", "/me/styles", { query, headers: t.headers });

async function setUpdatedAt(id: string, at: Date): Promise<void> {
  await (await db()).$executeRawUnsafe(`UPDATE "Style" SET "updatedAt" = $1 WHERE id = $2::uuid`, at, id);
}

/** A user with `n` styles whose updatedAt are one minute apart (style 0 newest); styles 3 and 4 tie. */
async function library(n: number): Promise<{ user: TestUser; token: TestToken; ids: string[] }> {
  const user = await createUser();
  const token = await mintToken(user, ["styles:read"]);
  const ids: string[] = [];
  const base = Date.now() - 3_600_000;
  for (let i = 0; i < n; i++) {
    const style = await createOwnStyle(user, { name: `Library Style ${i}` });
    await setUpdatedAt(style.id, new Date(base - (i === 4 ? 3 : i) * 60_000));
    ids.push(style.id);
  }
  return { user, token, ids };
}

/** The listing order of library(n): newest first; the tied styles 3 and 4 by id, descending. */
function listingOrder(ids: string[]): string[] {
  if (ids.length < 5) return ids;
  const [a, b] = [ids[3]!, ids[4]!].sort().reverse();
  return [ids[0]!, ids[1]!, ids[2]!, a!, b!, ...ids.slice(5)];
}

async function allPages(t: TestToken, query: Record<string, string>, between?: (page: number) => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 50; page++) {
    const r = await list(t, cursor ? { ...query, cursor } : query);
    expect(r.status, r.text).toBe(200);
    seen.push(...r.body.styles.map((s: { url: string }) => s.url.split("/").pop()!));
    cursor = r.body.nextCursor;
    if (cursor === null) break;
    expect(cursor.length).toBeLessThanOrEqual(120);
    await between?.(page);
  }
  return seen;
}

describe("GET /me/styles", () => {
  it("lists every own style, newest edit first, with the item fields before publish", async () => {
    const { token, ids } = await library(3);
    const r = await list(token);
    expect(r.body.count).toBe(3);
    expect(r.body.nextCursor).toBeNull();
    expect(r.body.styles.map((s: { ref: string }) => s.ref)).toEqual(ids);
    expect(r.body.styles[0]).toEqual({
      name: "Library Style 0",
      slug: null,
      ref: ids[0],
      visibility: "private",
      category: null,
      tags: [],
      heroImage: null,
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      lastGeneratedAt: null,
      url: `${app.origin}/builder/${ids[0]}`,
    });
  });

  it("shows category, tags, hero image, share slug and generation time once published", async () => {
    const user = await createUser();
    const token = await mintToken(user, ["styles:read"]);
    const slug = `published-look-${user.handle}`;
    await createOwnStyle(user, {
      name: "Published Look",
      slug,
      visibility: "link_shared",
      category: "illustration",
      tags: ["ink", "linework"],
      published: true,
      generated: true,
      heroImageUrl: "/blobs/test/hero.png",
    });
    await createOwnStyle(user, { name: "Unpublished With Tags", category: "photography", tags: ["hidden"] });
    const r = await list(token);
    const published = r.body.styles.find((s: { name: string }) => s.name === "Published Look");
    expect(published).toMatchObject({ slug, ref: slug, visibility: "link-shared", category: "illustration", tags: ["ink", "linework"], heroImage: `${app.origin}/blobs/test/hero.png` });
    expect(published.lastGeneratedAt).toMatch(/^\d{4}-/);
    const draft = r.body.styles.find((s: { name: string }) => s.name === "Unpublished With Tags");
    expect(draft).toMatchObject({ category: null, tags: [] });
    // Each item's ref works with getStyle for its owner.
    expect((await api(app, "GET", `/styles/${published.ref}`, { headers: token.headers })).status).toBe(200);
  });

  it("includes private and pending styles of a seeded owner", async () => {
    const gouache = await mintToken(await seededUser("gouachegarden"), ["styles:read"]);
    const r = await list(gouache, { limit: "50" });
    const sketchbook = r.body.styles.find((s: { slug: string | null }) => s.slug === "private-sketchbook-x1a1");
    expect(sketchbook).toMatchObject({ visibility: "private", ref: "private-sketchbook-x1a1", category: null, tags: [] });
    const grid = await mintToken(await seededUser("gridworks"), ["styles:read"]);
    const pending = (await list(grid, { limit: "50" })).body.styles.find((s: { slug: string | null }) => s.slug === "pending-review-poster-x3c3");
    expect(pending).toMatchObject({ visibility: "public", category: "graphic-design" });
  });

  it("pages with a cursor, ties broken by id, and nextCursor null on the last page", async () => {
    const { token, ids } = await library(7);
    const first = await list(token, { limit: "3" });
    expect(first.body.count).toBe(7);
    expect(first.body.styles).toHaveLength(3);
    expect(typeof first.body.nextCursor).toBe("string");
    const seen = await allPages(token, { limit: "3" });
    // Styles 3 and 4 share an updatedAt: the higher id comes first.
    expect(seen).toEqual(listingOrder(ids));
  });

  it("stays correct while styles change between pages: no duplicates, none missing", async () => {
    const { user, token, ids } = await library(7);
    let created = "";
    const seen = await allPages(token, { limit: "2" }, async (page) => {
      if (page !== 0) return;
      // A style already returned is edited (moves to the front) and a new one appears: with offsets,
      // every later style would shift by one and one would be returned twice.
      await setUpdatedAt(ids[1]!, new Date());
      created = (await createOwnStyle(user, { name: "Created Meanwhile" })).id;
    });
    expect(seen).toEqual(listingOrder(ids));
    expect(new Set(seen).size).toBe(seen.length);
    // A fresh listing shows the edit and the new style at the front.
    const fresh = await list(token, { limit: "2" });
    expect(fresh.body.styles.map((s: { ref: string }) => s.ref).sort()).toEqual([created, ids[1]].sort());
    expect(fresh.body.count).toBe(8);
  });

  it("ranks a query with the gallery's scoring: name before tags before description", async () => {
    const user = await createUser();
    const token = await mintToken(user, ["styles:read"]);
    await createOwnStyle(user, { name: "Harbour Notes", description: "quick gouache studies of the harbour" });
    await createOwnStyle(user, { name: "Tagged Thing", tags: ["gouache"], category: "painting", published: true });
    await createOwnStyle(user, { name: "Gouache Garden Sketches" });
    await createOwnStyle(user, { name: "Unrelated" });
    await createOwnStyle(user, { name: "Draft With Hidden Tag", tags: ["gouache"] }); // tags do not exist before publish
    const r = await list(token, { query: "Gouache" });
    expect(r.body.count).toBe(3);
    expect(r.body.styles.map((s: { name: string }) => s.name)).toEqual(["Gouache Garden Sketches", "Tagged Thing", "Harbour Notes"]);
    // Prefix matches count too, a little less than whole words.
    expect((await list(token, { query: "gouac harbour" })).body.styles[0].name).toBe("Harbour Notes");
    // Terms shorter than 2 characters are ignored: the plain listing.
    const plain = await list(token, { query: "g" });
    expect(plain.body.count).toBe(5);
  });

  it("pages a ranked list with a cursor bound to its query", async () => {
    const user = await createUser();
    const token = await mintToken(user, ["styles:read"]);
    for (let i = 0; i < 5; i++) await createOwnStyle(user, { name: `Cyanotype ${i}`, description: i % 2 ? "cyanotype blues" : null });
    await createOwnStyle(user, { name: "Other" });
    const all = (await list(token, { query: "cyanotype", limit: "50" })).body.styles.map((s: { ref: string }) => s.ref);
    expect(all).toHaveLength(5);
    expect(await allPages(token, { query: "cyanotype", limit: "2" })).toEqual(all);
    const first = await list(token, { query: "cyanotype", limit: "2" });
    expectError(await list(token, { query: "other", cursor: first.body.nextCursor }), 400, "invalid_request", /cursor/);
    expectError(await list(token, { cursor: first.body.nextCursor }), 400, "invalid_request", /cursor/);
  });

  it("answers 400 naming cursor or limit for bad values", async () => {
    const { token } = await library(1);
    expectError(await list(token, { cursor: "not-a-cursor" }), 400, "invalid_request", /^cursor/);
    expectError(await list(token, { cursor: Buffer.from("1||zz|x|y").toString("base64url") }), 400, "invalid_request", /^cursor/);
    expectError(await list(token, { cursor: "x".repeat(121) }), 400, "invalid_request", /cursor/);
    expectError(await list(token, { limit: "51" }), 400, "invalid_request", /limit/);
  });
});
