// Issue 19: the REST searches match British/American spellings, stems and small typos, and offer a
// "did you mean" when nothing matches (GET /styles, GET /me/saved-styles; GET /me/styles matches alike).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app";
import { api } from "../support/api";
import { createOwnStyle, createUser, mintToken } from "../support/tokens";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const BOTANICAL = "copperplate-botanical-plate-n7e5"; // tagged "watercolour"
const RISO = "risograph-zine-k2f9";
const TONALIST = "tonalist-dusk-e8u3"; // described in "grey"

async function slugsFor(path: string, query: Record<string, string>, headers?: Record<string, string>): Promise<string[]> {
  const r = await api(app, "GET", path, { query: { limit: "25", ...query }, headers });
  expect(r.status).toBe(200);
  return r.body.styles.map((s: { slug: string }) => s.slug);
}

describe("GET /styles matching", () => {
  it("finds the British spelling with the American one, and the other way round", async () => {
    expect(await slugsFor("/styles", { query: "watercolor" })).toContain(BOTANICAL);
    expect(await slugsFor("/styles", { query: "gray" })).toContain(TONALIST);
    expect(await slugsFor("/styles", { query: "watercolor" })).toEqual(await slugsFor("/styles", { query: "watercolour" }));
  });

  it("finds inflected forms and small typos", async () => {
    expect(await slugsFor("/styles", { query: "prints" })).toContain(RISO);
    expect(await slugsFor("/styles", { query: "risograf" })).toContain(RISO);
    expect(await slugsFor("/styles", { query: "watercolr" })).toContain(BOTANICAL);
  });

  it("suggests a query when nothing matches, beside availableCategories", async () => {
    const r = await api(app, "GET", "/styles", { query: { query: "wtrcolor" } });
    expect(r.body).toMatchObject({ count: 0, styles: [], suggestion: "watercolour" });
    expect(r.body.availableCategories.length).toBeGreaterThan(0);
    expect(await slugsFor("/styles", { query: r.body.suggestion })).toContain(BOTANICAL);
  });

  it("says null when no word is close, and leaves the field out when something matched or there were no words", async () => {
    expect((await api(app, "GET", "/styles", { query: { query: "qqqzzz" } })).body.suggestion).toBeNull();
    expect((await api(app, "GET", "/styles", { query: { query: "wtrcolor", offset: "8" } })).body).not.toHaveProperty("suggestion");
    expect((await api(app, "GET", "/styles", { query: { query: "watercolour" } })).body).not.toHaveProperty("suggestion");
    expect((await api(app, "GET", "/styles", { query: { category: "knitting" } })).body).not.toHaveProperty("suggestion");
  });
});

describe("GET /me/saved-styles and GET /me/styles matching", () => {
  it("match the same way over the caller's own styles", async () => {
    const user = await createUser();
    const token = await mintToken(user, ["styles:read", "styles:write"]);
    for (const slug of [BOTANICAL, RISO]) expect((await api(app, "POST", `/styles/${slug}/save`, { headers: token.headers })).status).toBe(200);
    expect(await slugsFor("/me/saved-styles", { query: "watercolor" }, token.headers)).toEqual([BOTANICAL]);
    expect(await slugsFor("/me/saved-styles", { query: "risograf" }, token.headers)).toEqual([RISO]);
    const none = await api(app, "GET", "/me/saved-styles", { query: { query: "risgrph zzqq" }, headers: token.headers });
    expect(none.body).toMatchObject({ count: 0, suggestion: "risograph" });

    const own = await createOwnStyle(user, { name: "Grey Watercolour Sketches" });
    await createOwnStyle(user, { name: "Night Market" });
    const mine = (query: string) =>
      api(app, "GET", "/me/styles", { query: { query }, headers: token.headers }).then((r) => r.body.styles.map((s: { ref: string }) => s.ref));
    expect(await mine("gray watercolor")).toEqual([own.id]);
    expect(await mine("sketch")).toEqual([own.id]);
    expect(await mine("watercolr")).toEqual([own.id]);
  });
});
