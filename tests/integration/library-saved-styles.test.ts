// GET /me/saved-styles: saved gallery styles as StyleCards, with the gallery's query scoring, the
// category filter, offset paging and availableCategories; styles no longer public are left out.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { startTestApp, type TestApp } from "../support/app";
import { api, expectError } from "../support/api";
import { createUser, mintToken, type TestToken } from "../support/tokens";

let app: TestApp;
let t: TestToken;
let slugs: string[];
let cards: Record<string, { category: string | null; name: string }>;

beforeAll(async () => {
  app = await startTestApp();
  t = await mintToken(await createUser(), ["styles:read", "styles:write"]);
  const gallery = await api(app, "GET", "/styles", { query: { limit: "25" } });
  const picked = (gallery.body.styles as { slug: string; category: string | null; name: string }[]).filter((s) => s.category).slice(0, 5);
  slugs = picked.map((s) => s.slug);
  if (!slugs.includes("risograph-zine-k2f9")) slugs[0] = "risograph-zine-k2f9";
  cards = {};
  for (const s of picked) cards[s.slug] = s;
  // Saved one after the other, so the newest save is the last slug.
  for (const slug of slugs) {
    expect((await api(app, "POST", `/styles/${slug}/save`, { headers: t.headers })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 5));
  }
});
afterAll(() => app?.close());

const list = (query: Record<string, string> = {}, token = t) => api(app, "GET", "/me/saved-styles", { query, headers: token.headers });

describe("GET /me/saved-styles", () => {
  it("lists saved styles as StyleCards, most recently saved first", async () => {
    const r = await list({ limit: "25" });
    expect(r.status).toBe(200);
    expect(r.body.count).toBe(slugs.length);
    expect(r.body.styles.map((s: { slug: string }) => s.slug)).toEqual([...slugs].reverse());
    const riso = r.body.styles.find((s: { slug: string }) => s.slug === "risograph-zine-k2f9");
    expect(riso).toMatchObject({ name: "Risograph Zine", author: "@inkclub", url: `${app.origin}/share/risograph-zine-k2f9` });
    expect(riso.palette.length).toBeGreaterThan(0);
    expect(r.body).toMatchObject({ offset: 0, hasMore: false, nextOffset: null });
    expect(r.body.attribution).toMatch(/Styleshelf/);
    expect(r.body.availableCategories).toBeUndefined();
  });

  it("ranks a query with the gallery's scoring and filters by category", async () => {
    const q = await list({ query: "risograph" });
    expect(q.body.styles[0].slug).toBe("risograph-zine-k2f9");
    const gallery = await api(app, "GET", "/styles", { query: { query: "risograph" } });
    const savedOrder = (gallery.body.styles as { slug: string }[]).map((s) => s.slug).filter((s) => slugs.includes(s));
    // Same matches as the gallery; ties may order differently (saved lists break them by save time).
    expect([...q.body.styles.map((s: { slug: string }) => s.slug)].sort()).toEqual([...savedOrder].sort());
    expect(q.body.count).toBe(savedOrder.length);

    const category = cards[slugs[1]!]?.category ?? (await list({ limit: "25" })).body.styles[0].category;
    const byCategory = await list({ category: category.toUpperCase() });
    expect(byCategory.body.count).toBeGreaterThan(0);
    for (const s of byCategory.body.styles) expect(s.category.toLowerCase()).toBe(category.toLowerCase());
  });

  it("pages with offset, hasMore and nextOffset", async () => {
    const first = await list({ limit: "2" });
    expect(first.body).toMatchObject({ count: slugs.length, offset: 0, hasMore: true, nextOffset: 2 });
    const seen: string[] = first.body.styles.map((s: { slug: string }) => s.slug);
    let next = first.body.nextOffset;
    while (next !== null) {
      const page = await list({ limit: "2", offset: String(next) });
      expect(page.body.offset).toBe(next);
      seen.push(...page.body.styles.map((s: { slug: string }) => s.slug));
      next = page.body.nextOffset;
      if (next === null) expect(page.body.hasMore).toBe(false);
    }
    expect(seen).toEqual([...slugs].reverse());
  });

  it("offers availableCategories only when the first page matched nothing", async () => {
    const none = await list({ query: "zzzqqq nothing matches" });
    expect(none.body.count).toBe(0);
    expect(none.body.availableCategories.length).toBeGreaterThan(0);
    expect(none.body.availableCategories).toContain(cards[slugs[1]!]!.category);
    expect((await list({ query: "zzzqqq", offset: "4" })).body.availableCategories).toBeUndefined();
    const empty = await list({}, await mintToken(await createUser(), ["styles:read"]));
    expect(empty.body).toMatchObject({ count: 0, styles: [], availableCategories: [], hasMore: false, nextOffset: null });
  });

  it("leaves out saved styles that are no longer public and approved", async () => {
    const prisma = await db();
    await prisma.style.update({ where: { slug: slugs[1]! }, data: { visibility: "private" } });
    await prisma.style.update({ where: { slug: slugs[2]! }, data: { moderation: "pending" } });
    const r = await list({ limit: "25" });
    expect(r.body.count).toBe(slugs.length - 2);
    expect(r.body.styles.map((s: { slug: string }) => s.slug)).not.toContain(slugs[1]);
    expect(r.body.styles.map((s: { slug: string }) => s.slug)).not.toContain(slugs[2]);
  });

  it("validates limit and offset", async () => {
    expectError(await list({ limit: "26" }), 400, "invalid_request", /limit/);
    expectError(await list({ offset: "501" }), 400, "invalid_request", /offset/);
    expect((await list({ offset: "500" })).status).toBe(200);
  });
});
