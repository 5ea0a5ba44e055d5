// GET /styles: the contract's search, ranking, filters and paging over the seeded gallery.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app";
import { api, expectError, type ApiResult } from "../support/api";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const ACCESS_FIXTURES = ["private-sketchbook-x1a1", "link-only-moodboard-x2b2", "pending-review-poster-x3c3"];

async function allSlugs(query: Record<string, string> = {}): Promise<string[]> {
  const slugs: string[] = [];
  let offset: number | null = 0;
  while (offset !== null) {
    const r: ApiResult = await api(app, "GET", "/styles", { query: { ...query, limit: "25", offset: String(offset) } });
    expect(r.status).toBe(200);
    slugs.push(...r.body.styles.map((s: { slug: string }) => s.slug));
    expect(r.body.hasMore).toBe(r.body.nextOffset !== null);
    offset = r.body.nextOffset;
  }
  return slugs;
}

describe("GET /styles", () => {
  it("lists the public gallery with the contract's defaults", async () => {
    const r = await api(app, "GET", "/styles");
    expect(r.status).toBe(200);
    expect(r.body.count).toBeGreaterThanOrEqual(40);
    expect(r.body.styles).toHaveLength(8);
    expect(r.body).toMatchObject({ offset: 0, hasMore: true, nextOffset: 8 });
    expect(r.body.attribution).toMatch(/Styleshelf/);
    expect(r.body.availableCategories).toBeUndefined();
    for (const card of r.body.styles) {
      expect(card.url).toBe(`${app.origin}/share/${card.slug}`);
      expect(card.author).toMatch(/^@/);
      expect(card.palette.length).toBeLessThanOrEqual(6);
      for (const hex of card.palette) expect(hex).toMatch(/^#[0-9A-F]{3,8}$/);
      if (card.heroImage) expect(card.heroImage.startsWith(`${app.origin}/blobs/`)).toBe(true);
    }
  });

  it("pages through one ranked list: no duplicates, nothing missing, nextOffset null on the last page", async () => {
    const first = await api(app, "GET", "/styles", { query: { limit: "1" } });
    const slugs = await allSlugs();
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.length).toBe(first.body.count);
    const last = await api(app, "GET", "/styles", { query: { limit: "25", offset: String(25 * Math.floor((slugs.length - 1) / 25)) } });
    expect(last.body).toMatchObject({ hasMore: false, nextOffset: null });
  });

  it("shows only public, approved styles", async () => {
    const slugs = await allSlugs();
    for (const hidden of ACCESS_FIXTURES) expect(slugs).not.toContain(hidden);
    expect(slugs).toContain("risograph-zine-k2f9");
  });

  it("sorts by recency by default (newest published first)", async () => {
    const slugs = await allSlugs();
    const order = ["risograph-zine-k2f9", "founder-letter-p7qd", "swiss-launch-poster-m3x8"].map((s) => slugs.indexOf(s));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(await allSlugs({ sort: "recent" })).toEqual(slugs);
  });

  it("ranks free text by best field per term and sums terms", async () => {
    const riso = await api(app, "GET", "/styles", { query: { query: "risograph" } });
    expect(riso.body.styles[0].slug).toBe("risograph-zine-k2f9");
    const swiss = await api(app, "GET", "/styles", { query: { query: "swiss launch poster" } });
    expect(swiss.body.styles[0].slug).toBe("swiss-launch-poster-m3x8");
    expect(swiss.body.count).toBeGreaterThan(1); // "poster" alone matches other styles too
  });

  it("ignores terms shorter than 2 characters (a 1-character query is the plain listing)", async () => {
    const plain = await api(app, "GET", "/styles", { query: { limit: "25" } });
    const one = await api(app, "GET", "/styles", { query: { query: "a", limit: "25" } });
    expect(one.body.count).toBe(plain.body.count);
    expect(one.body.styles).toEqual(plain.body.styles);
    const mixed = await api(app, "GET", "/styles", { query: { query: "x risograph" } });
    expect(mixed.body.styles[0].slug).toBe("risograph-zine-k2f9");
  });

  it("filters by category, case-insensitively", async () => {
    const r = await api(app, "GET", "/styles", { query: { category: "WRITING", limit: "25" } });
    expect(r.body.count).toBeGreaterThan(0);
    for (const card of r.body.styles) expect(card.category).toBe("writing");
    expect(r.body.styles.map((c: { slug: string }) => c.slug)).toContain("founder-letter-p7qd");
  });

  it("offers availableCategories only when the first page matched nothing", async () => {
    const none = await api(app, "GET", "/styles", { query: { query: "qqqzzz" } });
    expect(none.body).toMatchObject({ count: 0, styles: [], hasMore: false, nextOffset: null });
    expect(none.body.availableCategories.length).toBeGreaterThanOrEqual(8);
    expect(none.body.availableCategories).toContain("illustration");
    const unknownCategory = await api(app, "GET", "/styles", { query: { category: "knitting" } });
    expect(unknownCategory.body.availableCategories).toContain("writing");
    const pastTheEnd = await api(app, "GET", "/styles", { query: { query: "qqqzzz", offset: "8" } });
    expect(pastTheEnd.body.availableCategories).toBeUndefined();
    const matched = await api(app, "GET", "/styles", { query: { query: "risograph" } });
    expect(matched.body.availableCategories).toBeUndefined();
  });

  it("accepts any client value without error", async () => {
    for (const client of ["gpt", "skill", "design-tool-skill", "something-else", ""]) {
      expect((await api(app, "GET", "/styles", { query: { client } })).status).toBe(200);
    }
  });

  it("accepts the edges of every range", async () => {
    const edges: Record<string, string>[] = [{ limit: "1" }, { limit: "25" }, { offset: "0" }, { offset: "200" }, { query: "a".repeat(200) }, { category: "c".repeat(80) }];
    for (const query of edges) {
      expect((await api(app, "GET", "/styles", { query })).status).toBe(200);
    }
  });

  it.each([
    ["limit", { limit: "0" }],
    ["limit", { limit: "26" }],
    ["limit", { limit: "abc" }],
    ["limit", { limit: "2.5" }],
    ["offset", { offset: "-1" }],
    ["offset", { offset: "201" }],
    ["sort", { sort: "best" }],
    ["query", { query: "a".repeat(201) }],
    ["category", { category: "c".repeat(81) }],
  ])("rejects a bad %s with 400 naming it", async (name, query) => {
    const r = await api(app, "GET", "/styles", { query });
    expectError(r, 400, "invalid_request", new RegExp(name));
  });
});
