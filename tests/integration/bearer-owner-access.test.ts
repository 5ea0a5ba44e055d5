// GET /styles/{ref} and /style.md with a bearer token: owners read their own styles (private,
// link-shared, pending) by slug, id or builder URL from the LATEST generation; a style never
// generated is a 409 that says how to fix it; other people's styles reveal nothing by id.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { startTestApp, type TestApp } from "../support/app";
import { api, expectError } from "../support/api";
import { createOwnStyle, createUser, mintToken, seededUser, type TestToken } from "../support/tokens";

let app: TestApp;
let gouache: TestToken; // owner of the private fixture
let north: TestToken; // owner of the link-shared fixture
let grid: TestToken; // owner of the pending fixture
let stranger: TestToken;
const ids: Record<string, string> = {};

const PRIVATE = "private-sketchbook-x1a1";
const LINK = "link-only-moodboard-x2b2";
const PENDING = "pending-review-poster-x3c3";
const RISO = "risograph-zine-k2f9";

beforeAll(async () => {
  app = await startTestApp();
  gouache = await mintToken(await seededUser("gouachegarden"), ["styles:read"]);
  north = await mintToken(await seededUser("northlight"), ["styles:read"]);
  grid = await mintToken(await seededUser("gridworks"), ["styles:read"]);
  stranger = await mintToken(await createUser(), ["styles:read", "styles:write", "extract"]);
  const prisma = await db();
  for (const slug of [PRIVATE, LINK, PENDING, RISO]) {
    ids[slug] = (await prisma.style.findUniqueOrThrow({ where: { slug }, select: { id: true } })).id;
  }
});
afterAll(() => app?.close());

const builderRef = (id: string) => encodeURIComponent(`${app.origin}/builder/${id}`);

describe("the owner, with styles:read", () => {
  it("reads a private style by slug, id and builder URL, in every form", async () => {
    for (const ref of [PRIVATE, ids[PRIVATE]!, builderRef(ids[PRIVATE]!)]) {
      const r = await api(app, "GET", `/styles/${ref}`, { headers: gouache.headers });
      expect(r.status, r.text).toBe(200);
      expect(r.text).toMatch(/^# Private Sketchbook/);
      // A private style's share page is closed to others: its canonical place is the builder.
      expect(r.res.headers.get("x-service-canonical-url")).toBe(`${app.origin}/builder/${ids[PRIVATE]}`);
      expect(r.res.headers.get("cache-control")).toBe("private, no-cache");
      const md = await api(app, "GET", `/styles/${ref}/style.md`, { headers: gouache.headers });
      expect(md.status).toBe(200);
      expect(md.text).toMatch(/^---\n/);
    }
    const json = await api(app, "GET", `/styles/${ids[PRIVATE]}`, { query: { format: "json" }, headers: gouache.headers });
    expect(Object.keys(json.body.sections)).toContain("palette");
  });

  it("reads a link-shared style and a style pending moderation by id and slug", async () => {
    expect((await api(app, "GET", `/styles/${ids[LINK]}`, { headers: north.headers })).status).toBe(200);
    expect((await api(app, "GET", `/styles/${builderRef(ids[LINK]!)}`, { headers: north.headers })).status).toBe(200);
    for (const ref of [PENDING, ids[PENDING]!]) {
      const r = await api(app, "GET", `/styles/${ref}`, { headers: grid.headers, query: { format: "midjourney" } });
      expect(r.status, r.text).toBe(200);
      expect(r.text).toMatch(/--no/);
    }
    // Everyone else still gets 403 for the pending one.
    expectError(await api(app, "GET", `/styles/${PENDING}`, { headers: north.headers }), 403, "forbidden");
  });

  it("compiles from the latest generation, not the published one, with its own ETag", async () => {
    const inkclub = await mintToken(await seededUser("inkclub"), ["styles:read"]);
    const prisma = await db();
    const style = await prisma.style.findUniqueOrThrow({ where: { slug: RISO }, select: { id: true, publishedGenerationId: true } });
    const published = await prisma.generation.findUniqueOrThrow({ where: { id: style.publishedGenerationId! } });
    const draft = { ...(published.snapshot as object), name: "Risograph Zine (second pass)" };
    const gen = await prisma.generation.create({ data: { styleId: style.id, snapshot: draft } });
    await prisma.style.update({ where: { id: style.id }, data: { latestGenerationId: gen.id, lastGeneratedAt: new Date() } });

    const anon = await api(app, "GET", `/styles/${RISO}`);
    expect(anon.text).toMatch(/^# Risograph Zine\n/);
    const stranger = await api(app, "GET", `/styles/${RISO}`, { headers: north.headers });
    expect(stranger.text).toBe(anon.text);
    const owner = await api(app, "GET", `/styles/${RISO}`, { headers: inkclub.headers });
    expect(owner.text).toMatch(/^# Risograph Zine \(second pass\)/);
    const etag = owner.res.headers.get("etag")!;
    expect(etag).not.toBe(anon.res.headers.get("etag"));
    expect(owner.res.headers.get("x-service-canonical-url")).toBe(`${app.origin}/share/${RISO}`);
    const again = await api(app, "GET", `/styles/${ids[RISO]}`, { headers: { ...inkclub.headers, "If-None-Match": etag } });
    expect(again.status).toBe(304);
    // The public ETag does not match the owner's latest generation.
    const stale = await api(app, "GET", `/styles/${RISO}`, { headers: { ...inkclub.headers, "If-None-Match": anon.res.headers.get("etag")! } });
    expect(stale.status).toBe(200);
  });

  it("answers 409 service_not_generated for an own style never generated, saying how to generate it", async () => {
    const owner = await createUser();
    const token = await mintToken(owner, ["styles:read"]);
    const style = await createOwnStyle(owner, { name: "Unfinished Draft", slug: `unfinished-draft-${owner.handle}` });
    const builder = `${app.origin}/builder/${style.id}`;
    for (const ref of [style.id, builderRef(style.id), `unfinished-draft-${owner.handle}`]) {
      for (const query of [{}, { format: "json" }, { format: "flux" }] as Record<string, string>[]) {
        const r = await api(app, "GET", `/styles/${ref}`, { headers: token.headers, query });
        expectError(r, 409, "service_not_generated", /press Generate/);
        expect(r.body.message).toContain(builder);
      }
      expectError(await api(app, "GET", `/styles/${ref}/style.md`, { headers: token.headers }), 409, "service_not_generated");
    }
    const generated = await createOwnStyle(owner, { name: "Generated Draft", generated: true });
    const r = await api(app, "GET", `/styles/${generated.id}`, { headers: token.headers });
    expect(r.status).toBe(200);
    expect(r.text).toMatch(/^# Generated Draft/);
    expect(r.text).toContain(`${app.origin}/builder/${generated.id}`);
  });
});

describe("someone else's styles", () => {
  it("by id or builder URL: 404 not_found, whatever the style's visibility", async () => {
    for (const slug of [PRIVATE, LINK, PENDING, RISO]) {
      for (const ref of [ids[slug]!, builderRef(ids[slug]!)]) {
        expectError(await api(app, "GET", `/styles/${ref}`, { headers: stranger.headers }), 404, "not_found");
        expectError(await api(app, "GET", `/styles/${ref}/style.md`, { headers: stranger.headers }), 404, "not_found");
      }
    }
    expectError(await api(app, "GET", "/styles/3f1c2a9e-8b7d-4c6e-9a1b-2d3e4f5a6b7c", { headers: stranger.headers }), 404, "not_found");
  });

  it("by slug: a private one stays 403, public and link-shared ones read as anonymous", async () => {
    expectError(await api(app, "GET", `/styles/${PRIVATE}`, { headers: stranger.headers }), 403, "forbidden");
    expectError(await api(app, "GET", `/styles/${PRIVATE}/style.md`, { headers: stranger.headers }), 403, "forbidden");
    expect((await api(app, "GET", `/styles/${LINK}`, { headers: stranger.headers })).status).toBe(200);
  });

  it("the owner without styles:read is treated as anonymous for slugs", async () => {
    const writeOnly = await mintToken(await seededUser("gouachegarden"), ["styles:write"]);
    expectError(await api(app, "GET", `/styles/${PRIVATE}`, { headers: writeOnly.headers }), 403, "forbidden");
  });
});
