// GET /styles/{ref}/export/{target} over real HTTP on a real database: each target's file checked by
// its own ecosystem's tool, and the read rules, ETag/304, CORS and errors of a compile.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { lintStyleMd } from "@/lib/stylemd/lint";
import { startTestApp, type TestApp } from "../support/app";
import { api, expectCommonHeaders, expectError } from "../support/api";
import { createUser, mintToken, seededUser, type TestToken } from "../support/tokens";
import { compileTailwind, lintDesignMdCli, parseDtcg, unzipSkill } from "../unit/export/ecosystem";

let app: TestApp;
let gouache: TestToken; // owner of the private fixture
let stranger: TestToken;

const RISO = "risograph-zine-k2f9";
const LETTER = "founder-letter-p7qd";
const PRIVATE = "private-sketchbook-x1a1";

beforeAll(async () => {
  app = await startTestApp();
  gouache = await mintToken(await seededUser("gouachegarden"), ["styles:read"]);
  stranger = await mintToken(await createUser(), ["styles:read"]);
});
afterAll(() => app?.close());

const exportOf = (ref: string, target: string, headers: Record<string, string> = {}) =>
  api(app, "GET", `/styles/${ref}/export/${target}`, { headers });

/** The zip as bytes (api() reads bodies as text), with the headers every v1 response carries. */
async function download(ref: string, target: string, headers: Record<string, string> = {}) {
  const sentAt = Date.now();
  const res = await app.request(`/api/v1/styles/${ref}/export/${target}`, { headers });
  expectCommonHeaders(res, sentAt);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

function expectDownload(res: Response, contentType: string, fileName: string): void {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe(contentType);
  expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${fileName}"`);
  // Readable by a browser script on another origin, which names the saved file from it.
  expect(res.headers.get("access-control-expose-headers")?.split(", ")).toContain("Content-Disposition");
  expect(res.headers.get("etag")).toMatch(/^"[^"]+"$/);
  expect(res.headers.get("x-service-canonical-url")).toBe(`${app.origin}/share/${RISO}`);
}

describe("GET /styles/{ref}/export/{target}", () => {
  it("tokens: a DTCG file Terrazzo parses strictly", async () => {
    const r = await exportOf(RISO, "tokens");
    expectDownload(r.res, "application/design-tokens+json", `${RISO}.tokens.json`);
    expect(Number(r.res.headers.get("x-token-count"))).toBeGreaterThan(50);
    const { ids } = await parseDtcg(r.text);
    expect(ids).toContain("color.primary-ink.fluorescent-pink");
  });

  it("tailwind: a theme Tailwind v4 compiles into the palette's utilities", async () => {
    const r = await exportOf(RISO, "tailwind");
    expectDownload(r.res, "text/css; charset=utf-8", `${RISO}.theme.css`);
    const css = await compileTailwind(r.text, ["bg-fluorescent-pink", "font-headline"]);
    expect(css).toContain("background-color: var(--color-fluorescent-pink)");
    expect(css).toContain("--color-fluorescent-pink: #FF48B0;");
    expect(css).toContain("font-family: var(--font-headline)");
  });

  it("design-md: `design.md lint` finds no errors, for a visual style and a writing voice", async () => {
    const r = await exportOf(RISO, "design-md");
    expectDownload(r.res, "text/markdown; charset=utf-8", `${RISO}.DESIGN.md`);
    expect(await lintDesignMdCli(r.text)).toMatchObject({ exitCode: 0, summary: { errors: 0, warnings: 0 } });
    const voice = await exportOf(LETTER, "design-md");
    expect(voice.status).toBe(200);
    expect(await lintDesignMdCli(voice.text)).toMatchObject({ exitCode: 0, summary: { errors: 0 } });
  });

  it("skill: a zip holding one valid skill folder with STYLE.md and the public reference images", async () => {
    const { res, bytes } = await download(RISO, "skill");
    expectDownload(res, "application/zip", `${RISO}.skill.zip`);
    expect(res.headers.get("x-token-count")).toBeNull();
    const skill = await unzipSkill(bytes);
    try {
      expect(skill.top).toEqual(["risograph-zine"]);
      expect(await skill.validate()).toEqual([]);
      expect(lintStyleMd((await skill.read("STYLE.md")).toString("utf8")).valid).toBe(true);
      const json = await api(app, "GET", `/styles/${RISO}`, { query: { format: "json" } });
      const images = skill.files.filter((f) => f.startsWith("images/"));
      expect(images).toHaveLength(json.body.referenceImages.length);
      // The first image in the folder is the first reference image, byte for byte.
      const first = await app.request(new URL(json.body.referenceImages[0].url).pathname);
      expect(new Uint8Array(await skill.read(images.find((f) => f.startsWith("images/inspiration-1."))!))).toEqual(
        new Uint8Array(await first.arrayBuffer()),
      );
    } finally {
      await skill.dispose();
    }
  });

  it("answers If-None-Match with 304 and no body; each target has its own ETag", async () => {
    const etags = new Set<string>();
    for (const target of ["tokens", "tailwind", "design-md", "skill"]) {
      const { res } = await download(RISO, target);
      const etag = res.headers.get("etag")!;
      etags.add(etag);
      const again = await download(RISO, target, { "If-None-Match": etag });
      expect(again.res.status).toBe(304);
      expect(again.bytes.byteLength).toBe(0);
      expect(again.res.headers.get("etag")).toBe(etag);
    }
    expect(etags.size).toBe(4);
  });

  it("names the targets when the target is unknown", async () => {
    expectError(await exportOf(RISO, "pdf"), 400, "invalid_request", /tokens, tailwind, design-md, skill/);
  });

  it("says what a voice lacks for tokens and tailwind, and serves it the other two", async () => {
    for (const target of ["tokens", "tailwind"]) {
      expectError(await exportOf(LETTER, target), 400, "invalid_request", /no palette colors.*design-md or skill/);
    }
    expect((await download(LETTER, "skill")).res.status).toBe(200);
  });

  it("has the read rules of a compile: 400, 401, 403, 404, 409", async () => {
    expectError(await exportOf(encodeURIComponent("Risograph Zine"), "tokens"), 400, "invalid_request", /share slug/);
    const prisma = await db();
    const privateId = (await prisma.style.findUniqueOrThrow({ where: { slug: PRIVATE }, select: { id: true } })).id;
    const noToken = await exportOf(privateId, "tokens");
    expectError(noToken, 401, "auth_required");
    expect(noToken.res.headers.get("www-authenticate")).toMatch(/styles:read/);
    expectError(await exportOf(PRIVATE, "design-md"), 403, "forbidden");
    expectError(await exportOf(PRIVATE, "design-md", stranger.headers), 403, "forbidden");
    expectError(await exportOf(privateId, "design-md", stranger.headers), 404, "not_found");
    expectError(await exportOf("no-such-style-zz99", "tokens"), 404, "not_found");
    const owner = await prisma.user.create({ data: { handle: "never-exported-owner" } });
    await prisma.style.create({ data: { ownerId: owner.id, name: "Unbaked", slug: "unbaked-export-zz12", visibility: "link_shared" } });
    expectError(await exportOf("unbaked-export-zz12", "skill"), 409, "service_not_generated", /Generate/);
  });

  it("serves an owner their own private style, privately cached, named after its slug", async () => {
    const r = await exportOf(PRIVATE, "design-md", gouache.headers);
    expect(r.status, r.text).toBe(200);
    expect(r.res.headers.get("cache-control")).toBe("private, no-cache");
    expect(r.res.headers.get("content-disposition")).toBe(`attachment; filename="${PRIVATE}.DESIGN.md"`);
    expect(await lintDesignMdCli(r.text)).toMatchObject({ summary: { errors: 0 } });
  });

  it("answers a preflight and refuses other methods with 405", async () => {
    const pre = await api(app, "OPTIONS", `/styles/${RISO}/export/tokens`);
    expect(pre.status).toBe(204);
    const post = await app.request(`/api/v1/styles/${RISO}/export/tokens`, { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toContain("GET");
    expect(post.headers.get("access-control-allow-origin")).toBe("*");
  });
});
