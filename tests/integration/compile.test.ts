// GET /styles/{ref} and /styles/{ref}/style.md: formats, the five rules, headers, ETag/304, refs, access.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countTokens } from "@/lib/compile";
import { db } from "@/lib/db/client";
import { startTestApp, type TestApp } from "../support/app";
import { api, expectError } from "../support/api";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const RISO = "risograph-zine-k2f9";
const LETTER = "founder-letter-p7qd";
const SWISS = "swiss-launch-poster-m3x8";
const FORMATS = ["default", "flux", "midjourney", "diffusion", "stylemd", "json"] as const;

const get = (ref: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  api(app, "GET", `/styles/${ref}`, { query, headers });

describe("GET /styles/{ref}", () => {
  it("compiles the default format as markdown with the contract's headers", async () => {
    const r = await get(RISO);
    expect(r.status).toBe(200);
    expect(r.res.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(r.res.headers.get("x-service-canonical-url")).toBe(`${app.origin}/share/${RISO}`);
    expect(r.res.headers.get("etag")).toMatch(/^"[^"]+"$/);
    expect(Number(r.res.headers.get("x-token-count"))).toBe(countTokens(r.text));
    expect(r.text).toMatch(/^# Risograph Zine/);
    expect(r.text).toContain("#FF48B0");
    expect(r.text).toContain(`${app.origin}/share/${RISO}`);
  });

  it.each(FORMATS)("serves format=%s with the right content type and its own ETag", async (format) => {
    const r = await get(SWISS, { format });
    expect(r.status).toBe(200);
    expect(r.res.headers.get("content-type")).toBe(format === "json" ? "application/json; charset=utf-8" : "text/markdown; charset=utf-8");
    expect(Number(r.res.headers.get("x-token-count"))).toBeGreaterThan(10);
    const other = await get(SWISS, { format: format === "default" ? "flux" : "default" });
    expect(other.res.headers.get("etag")).not.toBe(r.res.headers.get("etag"));
  });

  it("answers If-None-Match on an unchanged style with 304 and no body", async () => {
    const first = await get(RISO, { format: "midjourney" });
    const etag = first.res.headers.get("etag")!;
    const again = await get(RISO, { format: "midjourney" }, { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
    expect(again.res.headers.get("etag")).toBe(etag);
    expect((await get(RISO, { format: "midjourney" }, { "If-None-Match": `W/${etag}, "other"` })).status).toBe(304);
    expect((await get(RISO, { format: "midjourney", raw: "1" }, { "If-None-Match": etag })).status).toBe(200);
  });

  it("json: sections plus referenceImages, inspiration first, absolute URLs", async () => {
    const r = await get(RISO, { format: "json" });
    expect(Object.keys(r.body.sections)).toEqual(expect.arrayContaining(["palette", "medium", "guardrails"]));
    const images = r.body.referenceImages as { url: string; kind: string; thumbnailUrl: string | null }[];
    expect(images.length).toBeGreaterThan(0);
    expect(images[0]!.kind).toBe("inspiration");
    for (const img of images) expect(img.url.startsWith(`${app.origin}/blobs/`)).toBe(true);
    const letter = await get(LETTER, { format: "json", raw: "1" });
    expect(letter.body.referenceImages).toBeUndefined();
    expect(Object.keys(letter.body)).toEqual(["sections"]);
  });

  it("rule 3: writing-voice items appear only in default and stylemd", async () => {
    const phrase = "Headlines of three words or fewer";
    for (const format of ["default", "stylemd"]) expect((await get(SWISS, { format })).text).toContain(phrase);
    for (const format of ["flux", "midjourney", "diffusion"]) {
      const text = (await get(SWISS, { format })).text;
      expect(text).not.toContain(phrase);
      expect(text).not.toMatch(/confident and terse/);
    }
    for (const format of ["flux", "midjourney", "diffusion"]) {
      const text = (await get(LETTER, { format, raw: "1" })).text;
      expect(text).toMatch(/carries no visual instructions/);
      expect(text).not.toMatch(/croissants/);
    }
  });

  it("rule 4: guardrails per format", async () => {
    expect((await get(RISO)).text).toMatch(/Avoid photorealism; prefer flat printed shapes/);
    expect((await get(RISO, { format: "diffusion" })).text).toMatch(/\nExclude: .*photorealism/);
    expect((await get(RISO, { format: "midjourney" })).text).toMatch(/--no .*photorealism/);
    const flux = (await get(RISO, { format: "flux", raw: "true" })).text;
    expect(flux).not.toMatch(/\b(avoid|no|not|without|never|exclude)\b/i);
    expect(flux).toContain("halftone dot shading");
    expect(flux).not.toContain("neon glow"); // a guardrail with no alternative stays out of flux
  });

  it("rule 5: switched-off items and sections appear in no format", async () => {
    for (const format of FORMATS) {
      expect((await get(RISO, { format })).text).not.toContain("no modelled light");
      const swiss = (await get(SWISS, { format })).text;
      expect(swiss).not.toContain("faint paper tooth"); // the whole texture section is off
      expect(swiss).not.toContain("State the date, the place and one verb"); // one voice phrase is off
    }
  });

  it("sections keeps only the listed ids; unknown ids are a 400", async () => {
    const r = await get(RISO, { sections: "palette,mood" });
    expect(r.text).toContain("## Palette");
    expect(r.text).toContain("## Mood");
    expect(r.text).not.toContain("## Medium");
    expect(r.text).not.toContain("## Guardrails");
    const json = await get(RISO, { format: "json", sections: "palette" });
    expect(Object.keys(json.body.sections)).toEqual(["palette"]);
    expectError(await get(RISO, { sections: "palette,bogus" }), 400, "invalid_request", /sections.*bogus/);
    expectError(await get(RISO, { sections: "x".repeat(401) }), 400, "invalid_request", /sections/);
  });

  it("compact strips the preamble and enforcement; raw strips header and attribution", async () => {
    const full = (await get(RISO)).text;
    const compact = (await get(RISO, { compact: "1" })).text;
    const raw = (await get(RISO, { raw: "true" })).text;
    expect(compact.length).toBeLessThan(full.length);
    expect(compact).toMatch(/^# Risograph Zine/);
    expect(compact).toContain("## Palette");
    expect(raw).not.toMatch(/^# Risograph Zine/);
    expect(raw).not.toContain("on Styleshelf:");
    expect(full).toContain("on Styleshelf:");
    expect((await get(RISO, { compact: "0", raw: "false" })).text).toBe(full);
  });

  it.each([
    ["format", { format: "pdf" }],
    ["compact", { compact: "yes" }],
    ["raw", { raw: "2" }],
  ])("rejects a bad %s with 400", async (name, query) => {
    expectError(await get(RISO, query), 400, "invalid_request", new RegExp(name));
  });

  it("accepts a public share URL as ref, URL-encoded", async () => {
    const bySlug = await get(RISO);
    const byUrl = await get(encodeURIComponent(`${app.origin}/share/${RISO}`));
    expect(byUrl.status).toBe(200);
    expect(byUrl.text).toBe(bySlug.text);
  });

  it("rejects a style name with 400 naming the accepted forms", async () => {
    expectError(await get(encodeURIComponent("Risograph Zine")), 400, "invalid_request", /share slug.*share URL/s);
  });

  it("needs a token for the id and builder-URL forms", async () => {
    const id = "3f1c2a9e-8b7d-4c6e-9a1b-2d3e4f5a6b7c";
    const r = await get(id);
    expectError(r, 401, "auth_required", /bearer token/);
    expect(r.res.headers.get("www-authenticate")).toMatch(/Bearer.*styles:read/);
  });

  it("answers 404 for no match, 403 for private or pending, and serves link-only styles by link", async () => {
    expectError(await get("no-such-style-zz99"), 404, "not_found");
    expectError(await get("private-sketchbook-x1a1"), 403, "forbidden");
    expectError(await get("pending-review-poster-x3c3"), 403, "forbidden");
    expectError(await get("private-sketchbook-x1a1", { format: "json" }), 403, "forbidden");
    expect((await get("link-only-moodboard-x2b2")).status).toBe(200);
  });

  it("answers 409 service_not_generated for a shared style that was never generated, in every format", async () => {
    const prisma = await db();
    const owner = await prisma.user.create({ data: { handle: "never-generated-owner" } });
    await prisma.style.create({ data: { ownerId: owner.id, name: "Unbaked", slug: "unbaked-zz11", visibility: "link_shared" } });
    for (const format of FORMATS) {
      const r = await get("unbaked-zz11", { format });
      expectError(r, 409, "service_not_generated", /Generate/);
    }
    expectError(await api(app, "GET", "/styles/unbaked-zz11/style.md"), 409, "service_not_generated");
  });
});

describe("GET /styles/{ref}/style.md", () => {
  it("serves a complete STYLE.md with ETag and 304", async () => {
    const r = await api(app, "GET", `/styles/${RISO}/style.md`);
    expect(r.status).toBe(200);
    expect(r.res.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(r.text).toMatch(/^---\n/);
    expect(r.text).toContain("generator: styleshelf/");
    const etag = r.res.headers.get("etag")!;
    const again = await api(app, "GET", `/styles/${RISO}/style.md`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
  });

  it("every public gallery style's STYLE.md passes our own linter with no errors and no warnings", async () => {
    const slugs: string[] = [];
    for (let offset = 0; offset !== null; ) {
      const page = await api(app, "GET", "/styles", { query: { limit: "25", offset: String(offset) } });
      slugs.push(...page.body.styles.map((s: { slug: string }) => s.slug));
      offset = page.body.nextOffset;
      if (offset === null) break;
    }
    expect(slugs.length).toBeGreaterThanOrEqual(40);
    let ip = app.newIp();
    for (const [i, slug] of slugs.entries()) {
      if (i % 40 === 39) ip = app.newIp(); // 2 requests per style: stay inside one lane's minute
      const doc = await api(app, "GET", `/styles/${slug}/style.md`, { ip });
      expect(doc.status).toBe(200);
      const lint = await api(app, "POST", "/style-md/validate", { body: doc.text, headers: { "Content-Type": "text/markdown" }, ip });
      expect({ slug, ...lint.body }).toMatchObject({ slug, valid: true, errors: [], warnings: [] });
    }
  });

  it("has the same access rules as the compiled spec", async () => {
    expectError(await api(app, "GET", "/styles/private-sketchbook-x1a1/style.md"), 403, "forbidden");
    expectError(await api(app, "GET", "/styles/nope-nope-zz00/style.md"), 404, "not_found");
    expectError(await api(app, "GET", "/styles/Not%20A%20Ref/style.md"), 400, "invalid_request");
  });
});
