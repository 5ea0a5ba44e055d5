// POST /styles/{ref}/save: idempotent, concurrency-safe, public gallery styles only, one "save" use.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { flushUsage } from "@/lib/gallery/usage";
import { startTestApp, type TestApp } from "../support/app";
import { api, expectError } from "../support/api";
import { createOwnStyle, createUser, mintToken, seededUser, type TestToken } from "../support/tokens";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const RISO = "risograph-zine-k2f9";
const SWISS = "swiss-launch-poster-m3x8";

async function writer(): Promise<TestToken> {
  return mintToken(await createUser(), ["styles:write", "styles:read"]);
}

const save = (t: TestToken, ref: string, headers: Record<string, string> = {}) =>
  api(app, "POST", `/styles/${ref}/save`, { headers: { ...t.headers, ...headers } });

async function savedCount(userId: string): Promise<number> {
  return (await db()).savedStyle.count({ where: { userId } });
}

describe("POST /styles/{ref}/save", () => {
  it("saves a gallery style, and saving again answers 200 with alreadySaved", async () => {
    const t = await writer();
    const first = await save(t, RISO);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({ saved: true, alreadySaved: false, name: "Risograph Zine", slug: RISO, libraryUrl: `${app.origin}/library` });
    const again = await save(t, RISO);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ...first.body, alreadySaved: true });
    expect(await savedCount(t.userId)).toBe(1);
  });

  it("accepts the share URL form, and refuses another account's style by id as if it did not exist", async () => {
    const t = await writer();
    const byUrl = await save(t, encodeURIComponent(`${app.origin}/share/${SWISS}`));
    expect(byUrl.body.alreadySaved).toBe(false);
    // Ids name only the caller's own styles (contract "Style reference", form 3).
    const id = (await (await db()).style.findUniqueOrThrow({ where: { slug: SWISS }, select: { id: true } })).id;
    const byId = await save(t, id);
    expect(byId.status).toBe(404);
    expect(byId.body.error).toBe("not_found");
    const unknown = await save(t, "00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    expect(byId.body.message.replace(id, "")).toBe(unknown.body.message.replace("00000000-0000-4000-8000-000000000000", ""));
  });

  it("two parallel saves make one row and both answer 200", async () => {
    const t = await writer();
    const results = await Promise.all([save(t, SWISS), save(t, SWISS), save(t, SWISS)]);
    for (const r of results) expect(r.status).toBe(200);
    expect(results.filter((r) => r.body.alreadySaved === false)).toHaveLength(1);
    expect(await savedCount(t.userId)).toBe(1);
  });

  it("counts one 'save' use for popularity, only the first time", async () => {
    const t = await writer();
    const channel = "library-save-test";
    await save(t, RISO, { "X-Service-Client": channel });
    await save(t, RISO, { "X-Service-Client": channel });
    await Promise.all([save(t, SWISS, { "X-Service-Client": channel }), save(t, SWISS, { "X-Service-Client": channel })]);
    await flushUsage();
    const rows = await (await db()).styleUsage.findMany({ where: { channel, kind: "save" }, include: { style: { select: { slug: true } } } });
    expect(Object.fromEntries(rows.map((r) => [r.style.slug, r.count]))).toEqual({ [RISO]: 1, [SWISS]: 1 });
  });

  it("answers 404 for anything but a public approved gallery style, the caller's own included", async () => {
    const t = await writer();
    for (const ref of ["private-sketchbook-x1a1", "pending-review-poster-x3c3", "link-only-moodboard-x2b2", "no-such-style-zz99", "3f1c2a9e-8b7d-4c6e-9a1b-2d3e4f5a6b7c"]) {
      expectError(await save(t, ref), 404, "not_found", /No public gallery style/);
    }
    const gouache = await seededUser("gouachegarden");
    const own = await mintToken(gouache, ["styles:write"]);
    expectError(await save(own, "private-sketchbook-x1a1"), 404, "not_found");
    const draft = await createOwnStyle(gouache, { name: "Own Public Draft", visibility: "public", generated: true });
    expectError(await save(own, draft.id), 404, "not_found");
    expect(await savedCount(t.userId)).toBe(0);
  });

  it("answers 400 for a ref in none of the accepted forms", async () => {
    expectError(await save(await writer(), encodeURIComponent("Risograph Zine")), 400, "invalid_request", /share slug/);
  });
});
