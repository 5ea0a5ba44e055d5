// POST /styles/{ref}/check over real HTTP: every body form (multipart image or text, JSON text or
// image_url, a text/markdown body), every refusal of the contract (400 with its message, 403, 404,
// 409, 413, 429 with Retry-After), the common headers, and that the answer is deterministic and
// tells a style's own image from another style's.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { db } from "@/lib/db/client";
import { startTestApp, type TestApp } from "../support/app";
import { api, expectError, type ApiResult } from "../support/api";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const RISO = "risograph-zine-k2f9";
const SWISS = "swiss-launch-poster-m3x8";
const NOTES = "release-notes-plainly-t4u8";
const seedImage = (slug: string) => readFileSync(`prisma/seed-images/styles/${slug}/inspiration-1.webp`);

const RELEASE_NOTES = `Version 2.4 fixes the export that dropped the last colour of a palette. Search now matches British and American spellings.
The builder saves as you type, and Undo goes back one change at a time. Nothing else changed.`;
const HYPE = "OMG you guys!!! 🔥🔥 Our new drop is INSANE and you NEED it right now!!! Link in bio 👉 #hype #drop #musthave #sale";

function multipart(parts: Record<string, Blob | string>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(parts)) form.append(k, v);
  return form;
}

const check = (ref: string, init: { body: BodyInit; headers?: Record<string, string>; ip?: string }): Promise<ApiResult> =>
  api(app, "POST", `/styles/${ref}/check`, { body: init.body, headers: init.headers, ip: init.ip ?? app.newIp() });
const image = (ref: string, bytes: Buffer, name = "candidate.webp") => check(ref, { body: multipart({ image: new File([new Uint8Array(bytes)], name) }) });
const jsonBody = (ref: string, body: unknown) => check(ref, { body: JSON.stringify(body), headers: { "content-type": "application/json" } });

describe("an image against a visual style", () => {
  it("scores the style's own image on-style, with its palette and checks, the same every time", async () => {
    const own = await image(RISO, seedImage(RISO));
    expect(own.status, own.text).toBe(200);
    expect(own.body.kind).toBe("visual");
    expect(own.body.model).toBe("styleshelf-local-1");
    expect(own.body.score).toBeGreaterThanOrEqual(75);
    expect(own.body.verdict).toBe("on-style");
    expect(own.body.palette.coverage).toBeGreaterThan(0.6);
    expect(own.body.checks.some((c: { aspect: string }) => c.aspect === "palette coverage")).toBe(true);
    // Every failing check says what to change (a passing one may still say how to come closer).
    for (const c of own.body.checks) if (!c.pass) expect(typeof c.hint).toBe("string");
    const again = await image(RISO, seedImage(RISO));
    expect(again.body).toEqual(own.body);
  });

  it("scores another style's image lower, and says what is off", async () => {
    const own = await image(SWISS, seedImage(SWISS));
    const other = await image(SWISS, seedImage("sumi-ink-wash-l3x0"));
    expect(other.status).toBe(200);
    expect(other.body.score).toBeLessThan(own.body.score);
    const failed = other.body.checks.filter((c: { pass: boolean }) => !c.pass);
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((c: { hint: string | null }) => typeof c.hint === "string" && c.hint.length > 5)).toBe(true);
  });

  it("takes a PNG painted in the style's colors over the same shapes in other colors", async () => {
    const shapes = (ground: string, a: string, b: string) =>
      sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="100%" height="100%" fill="${ground}"/><circle cx="200" cy="200" r="120" fill="${a}"/><rect x="360" y="80" width="180" height="240" fill="${b}"/></svg>`)).png().toBuffer();
    const swissColors = await image(SWISS, await shapes("#F4F1EA", "#E8341C", "#111111"));
    const others = await image(SWISS, await shapes("#1B2F5E", "#7FD1B9", "#F2C14E"));
    expect(swissColors.body.palette.coverage).toBeGreaterThan(others.body.palette.coverage);
    expect(swissColors.body.score).toBeGreaterThan(others.body.score);
  });

  it("refuses an image against a writing voice, a corrupt or unsupported file, and a file over 8 MB", async () => {
    expectError(await image(NOTES, seedImage(RISO)), 400, "invalid_request", /writing voice with no visual sections/);
    expectError(await image(RISO, Buffer.from("not a picture at all")), 400, "invalid_request", /not an image we can read/);
    const bmp = Buffer.alloc(70, 0);
    bmp.write("BM", 0);
    expectError(await image(RISO, bmp, "x.bmp"), 400, "invalid_request");
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#123456" } }).png().toBuffer();
    expectError(await image(RISO, png.subarray(0, png.length - 30)), 400, "invalid_request", /corrupt or truncated|not an image/);
    const huge = Buffer.alloc(8 * 1024 * 1024 + 10, 0xff);
    expectError(await image(RISO, huge, "huge.png"), 413, "payload_too_large", /8 MB/);
  });

  it("refuses image_url links that are not public https", async () => {
    expectError(await jsonBody(RISO, { image_url: "http://example.com/a.png" }), 400, "invalid_request", /image_url/);
    expectError(await jsonBody(RISO, { image_url: "https://127.0.0.1/a.png" }), 400, "invalid_request", /image_url/);
  });
});

describe("a text against a writing voice", () => {
  it("reads JSON, multipart and a text/markdown body alike", async () => {
    const viaJson = await jsonBody(NOTES, { text: RELEASE_NOTES });
    expect(viaJson.status, viaJson.text).toBe(200);
    expect(viaJson.body.kind).toBe("voice");
    expect(viaJson.body.palette).toBeUndefined();
    const viaForm = await check(NOTES, { body: multipart({ text: RELEASE_NOTES }) });
    const viaMarkdown = await check(NOTES, { body: RELEASE_NOTES, headers: { "content-type": "text/markdown; charset=utf-8" } });
    const viaPlain = await check(NOTES, { body: RELEASE_NOTES, headers: { "content-type": "text/plain" } });
    for (const r of [viaForm, viaMarkdown, viaPlain]) expect(r.body).toEqual(viaJson.body);
  });

  it("scores the voice's own kind of writing above a hype post, naming the levels that are off", async () => {
    const own = await jsonBody(NOTES, { text: RELEASE_NOTES });
    const hype = await jsonBody(NOTES, { text: HYPE });
    expect(own.body.score).toBeGreaterThan(hype.body.score);
    expect(hype.body.verdict).not.toBe("on-style");
    const off = hype.body.checks.filter((c: { pass: boolean }) => !c.pass).map((c: { aspect: string }) => c.aspect);
    expect(off).toEqual(expect.arrayContaining(["formality"]));
  });

  it("refuses a text against a style with no voice, one over 6,000 characters and one too short to read", async () => {
    expectError(await jsonBody(RISO, { text: RELEASE_NOTES }), 400, "invalid_request", /no writing voice/);
    expectError(await jsonBody(NOTES, { text: "word ".repeat(1300) }), 400, "invalid_request", /6,000/);
    expectError(await jsonBody(NOTES, { text: "Short one." }), 400, "invalid_request", /8 words/);
  });
});

describe("refusals", () => {
  it("needs exactly one candidate, in a body it can read", async () => {
    expectError(await jsonBody(NOTES, {}), 400, "invalid_request", /candidate/);
    expectError(await jsonBody(NOTES, { text: RELEASE_NOTES, image_url: "https://example.com/a.png" }), 400, "invalid_request", /one candidate/);
    expectError(await check(RISO, { body: multipart({ text: RELEASE_NOTES, image: new File([new Uint8Array(seedImage(RISO))], "a.webp") }) }), 400, "invalid_request", /one candidate/);
    const twoImages = new FormData();
    twoImages.append("image", new File([new Uint8Array(seedImage(RISO))], "a.webp"));
    twoImages.append("image", new File([new Uint8Array(seedImage(RISO))], "b.webp"));
    expectError(await check(RISO, { body: twoImages }), 400, "invalid_request", /one candidate/);
    expectError(await check(RISO, { body: multipart({ picture: new File([new Uint8Array(seedImage(RISO))], "a.webp") }) }), 400, "invalid_request", /part named image/);
    expectError(await jsonBody(NOTES, { text: RELEASE_NOTES, extra: 1 }), 400, "invalid_request");
    expectError(await check(NOTES, { body: "x", headers: { "content-type": "application/xml" } }), 400, "invalid_request", /Content-Type/);
    expectError(await check(NOTES, { body: "   ", headers: { "content-type": "text/plain" } }), 400, "invalid_request", /candidate/);
  });

  it("reads styles by the rules of GET /styles/{ref}: 404, 403 private or pending, 409 never generated", async () => {
    expectError(await jsonBody("no-such-style-zz99", { text: RELEASE_NOTES }), 404, "not_found");
    expectError(await jsonBody("private-sketchbook-x1a1", { text: RELEASE_NOTES }), 403, "forbidden");
    expectError(await jsonBody("pending-review-poster-x3c3", { text: RELEASE_NOTES }), 403, "forbidden");
    const prisma = await db();
    const owner = await prisma.user.create({ data: { handle: "check-unbaked-owner" } });
    await prisma.style.create({ data: { ownerId: owner.id, name: "Unbaked check", slug: "unbaked-check-zz12", visibility: "link_shared" } });
    expectError(await jsonBody("unbaked-check-zz12", { text: RELEASE_NOTES }), 409, "service_not_generated", /Generate/);
  });

  it("allows 30 checks a minute per address, then 429 with Retry-After; other methods are 405", async () => {
    const ip = app.newIp();
    for (let i = 0; i < 30; i++) {
      const r = await check(NOTES, { body: RELEASE_NOTES, headers: { "content-type": "text/plain" }, ip });
      expect(r.status, r.text).toBe(200);
    }
    const refused = await check(NOTES, { body: RELEASE_NOTES, headers: { "content-type": "text/plain" }, ip });
    expectError(refused, 429, "rate_limited", /style checks: at most 30 a minute/);
    expect(Number(refused.res.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address still checks.
    expect((await check(NOTES, { body: RELEASE_NOTES, headers: { "content-type": "text/plain" } })).status).toBe(200);
    const get = await app.request(`/api/v1/styles/${NOTES}/check`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST, OPTIONS");
    expect((await get.json()).error).toBe("invalid_request");
  });
});
