// The builder's media route handlers over real HTTP: inspiration images (upload, alt text, order,
// delete) and samples (written, image, clip, public/private, delete), each behind the session cookie
// and the builder's CSRF header, in front of the services samples-builder.test.ts covers. Refusals
// change nothing; someone else's style is not_found, exactly like a style that does not exist.
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCsrfToken } from "@/lib/account/csrf";
import { createStyle } from "@/lib/builder/create";
import { addInspirationImage } from "@/lib/builder/images";
import { MAX_IMAGE_BYTES } from "@/lib/builder/media-limits";
import { addWrittenSample } from "@/lib/builder/samples";
import { db } from "@/lib/db/client";
import { DISCARD_MAX_BYTES } from "@/lib/http/discard-body";
import { startTestApp, type TestApp } from "../support/app";
import { picture } from "../support/extraction";
import { createUser } from "../support/tokens";
import { wav } from "../support/clips";
import { websiteSession } from "../support/sessions";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/** A user signed in on the website (a Session row, as next-auth writes it) with the builder's token. */
async function signedIn() {
  const session = await websiteSession((await createUser()).id);
  return { ...session, csrf: session.csrfFor("builder") };
}
type Visitor = Awaited<ReturnType<typeof signedIn>>;
type Who = { cookie?: string; csrf?: string } | null;

/** A style with one inspiration image and one written sample, so every action has a target. */
async function styleOf(owner: Visitor) {
  const style = await createStyle(owner.userId, { name: "Media zine" });
  const image = await addInspirationImage(owner.userId, style.id, await picture("png", { width: 64, height: 48 }), "first image");
  const sample = await addWrittenSample(owner.userId, style.id, "A line in this voice.");
  return { id: style.id, imageId: image.id, sampleId: sample.id };
}


function form(parts: Record<string, Buffer | string>): FormData {
  const f = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === "string") f.append(name, value);
    else f.append(name, new Blob([new Uint8Array(value)]), `${name}.bin`);
  }
  return f;
}

async function send(method: string, path: string, who: Who, body?: FormData | object) {
  const headers: Record<string, string> = {};
  if (who?.cookie) headers.cookie = who.cookie;
  if (who?.csrf !== undefined) headers["x-csrf-token"] = who.csrf;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(body);
  }
  const res = await app.request(path, { method, headers, body: payload, redirect: "manual" });
  const text = await res.text();
  return { status: res.status, res, body: text ? (JSON.parse(text) as Record<string, any>) : null };
}

/** What every action could change: the style's images and samples. */
const media = async (styleId: string) => {
  const prisma = await db();
  const [images, samples] = await Promise.all([
    prisma.referenceImage.findMany({ where: { styleId }, orderBy: { position: "asc" }, select: { id: true, alt: true, position: true } }),
    prisma.sample.findMany({ where: { styleId }, orderBy: { position: "asc" }, select: { id: true, kind: true, public: true, text: true } }),
  ]);
  return { images, samples };
};

type Target = Awaited<ReturnType<typeof styleOf>>;
const PNG = await picture("png", { width: 64, height: 48 });
const ACTIONS: [string, string, (t: Target) => string, () => FormData | object][] = [
  ["upload an inspiration image", "POST", (t) => `/api/site/builder/${t.id}/images`, () => form({ image: PNG, alt: "alt" })],
  ["describe an image", "PATCH", (t) => `/api/site/builder/${t.id}/images/${t.imageId}`, () => ({ alt: "new words" })],
  ["reorder images", "PUT", (t) => `/api/site/builder/${t.id}/images/order`, () => ({ ids: [] })],
  ["delete an image", "DELETE", (t) => `/api/site/builder/${t.id}/images/${t.imageId}`, () => ({})],
  ["add a written sample", "POST", (t) => `/api/site/builder/${t.id}/samples/written`, () => ({ text: "Another line." })],
  ["add an image sample", "POST", (t) => `/api/site/builder/${t.id}/samples/image`, () => form({ image: PNG })],
  ["add a clip sample", "POST", (t) => `/api/site/builder/${t.id}/samples/clip`, () => form({ clip: wav(1), poster: PNG })],
  ["hide a sample", "PATCH", (t) => `/api/site/builder/${t.id}/samples/${t.sampleId}`, () => ({ public: false })],
  ["delete a sample", "DELETE", (t) => `/api/site/builder/${t.id}/samples/${t.sampleId}`, () => ({})],
];

describe.each(ACTIONS)("%s", (_name, method, path, body) => {
  it("answers 401 without a session, 403 without the builder's CSRF token, and changes nothing", async () => {
    const me = await signedIn();
    const other = await signedIn();
    const target = await styleOf(me);
    const before = await media(target.id);
    const out = await send(method, path(target), null, body());
    expect(out.status).toBe(401);
    expect(out.body).toMatchObject({ error: "auth_required", message: expect.stringMatching(/Sign in/) });
    for (const csrf of [undefined, "", accountCsrfToken(other.sessionToken, "builder"), accountCsrfToken(me.sessionToken, "extract")]) {
      const res = await send(method, path(target), { cookie: me.cookie, csrf }, body());
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: "forbidden", message: "This page has expired. Reload it and try again." });
    }
    expect(await media(target.id)).toEqual(before);
  });

  it("answers 404 for another user's style, like for one that does not exist", async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const target = await styleOf(owner);
    const before = await media(target.id);
    const out = await send(method, path(target), stranger, body());
    expect(out.status, JSON.stringify(out.body)).toBe(404);
    expect(out.body?.error).toBe("not_found");
    expect(out.res.headers.get("cache-control")).toBe("no-store");
    const missing = await send(method, path({ ...target, id: "00000000-0000-4000-8000-000000000000" }), owner, body());
    expect(missing.status).toBe(404);
    expect(await media(target.id)).toEqual(before);
  });
});

describe("inspiration images", () => {
  it("uploads an image with alt text, serves its thumbnail, then edits, reorders and deletes", async () => {
    const me = await signedIn();
    const t = await styleOf(me);
    const up = await send("POST", `/api/site/builder/${t.id}/images`, me, form({ image: await picture("jpeg", { width: 1200, height: 800 }), alt: "  Ochre  fields " }));
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    expect(up.body).toMatchObject({ kind: "inspiration", alt: "Ochre fields", width: 1200, height: 800, position: 1 });
    const thumb = await app.request(new URL(up.body!.thumbnailUrl, app.origin).pathname);
    expect(thumb.status).toBe(200);
    expect(await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).toMatchObject({ format: "webp", width: 480, height: 320 });

    const described = await send("PATCH", `/api/site/builder/${t.id}/images/${up.body!.id}`, me, { alt: "Ochre fields at noon" });
    expect(described.status).toBe(200);
    expect(described.body).toMatchObject({ id: up.body!.id, alt: "Ochre fields at noon" });
    expect((await send("PATCH", `/api/site/builder/${t.id}/images/${t.imageId}`, me, { alt: null })).body).toMatchObject({ alt: null });

    const order = await send("PUT", `/api/site/builder/${t.id}/images/order`, me, { ids: [up.body!.id, t.imageId] });
    expect(order.status).toBe(200);
    expect((order.body as unknown as { id: string }[]).map((i) => i.id)).toEqual([up.body!.id, t.imageId]);
    expect((await media(t.id)).images.map((i) => i.id)).toEqual([up.body!.id, t.imageId]);

    const gone = await send("DELETE", `/api/site/builder/${t.id}/images/${t.imageId}`, me);
    expect(gone.status).toBe(204);
    expect((await media(t.id)).images.map((i) => i.id)).toEqual([up.body!.id]);
    expect((await send("DELETE", `/api/site/builder/${t.id}/images/${t.imageId}`, me)).status).toBe(404);
  });

  it("refuses bad uploads, alt text and orders with the service's message, changing nothing", async () => {
    const me = await signedIn();
    const t = await styleOf(me);
    const before = await media(t.id);
    const notImage = await send("POST", `/api/site/builder/${t.id}/images`, me, form({ image: Buffer.from("not a picture at all") }));
    expect(notImage.status).toBe(400);
    expect(notImage.body).toMatchObject({ error: "invalid_request", message: expect.stringMatching(/^Inspiration image: not an image/) });
    const noFile = await send("POST", `/api/site/builder/${t.id}/images`, me, form({ alt: "words only" }));
    expect(noFile.body).toEqual({ error: "invalid_request", message: 'The image is missing: send it as the "image" file part.' });
    const wrongPart = await send("POST", `/api/site/builder/${t.id}/images`, me, form({ picture: PNG }));
    expect(wrongPart.body?.message).toMatch(/Unexpected file part "picture"/);
    const json = await send("POST", `/api/site/builder/${t.id}/images`, me, { image: "data:..." });
    expect(json.status).toBe(400);
    expect(json.body?.message).toMatch(/multipart\/form-data/);
    const longAlt = await send("POST", `/api/site/builder/${t.id}/images`, me, form({ image: PNG, alt: "x".repeat(301) }));
    expect(longAlt.body).toMatchObject({ error: "invalid_request", message: expect.stringMatching(/at most 300 characters/) });

    expect((await send("PATCH", `/api/site/builder/${t.id}/images/${t.imageId}`, me, { alt: 42 })).body?.message).toMatch(/^alt: /);
    expect((await send("PATCH", `/api/site/builder/${t.id}/images/${t.imageId}`, me, { alt: "y".repeat(301) })).status).toBe(400);
    const partial = await send("PUT", `/api/site/builder/${t.id}/images/order`, me, { ids: [] });
    expect(partial.body?.message).toMatch(/exactly once \(it has 1\)/);
    expect((await send("PUT", `/api/site/builder/${t.id}/images/order`, me, { ids: "nope" })).body?.message).toMatch(/^ids: /);
    expect(await media(t.id)).toEqual(before);
  });

  it(`answers 413 for an image over ${MAX_IMAGE_BYTES / 1024 / 1024} MB`, async () => {
    const me = await signedIn();
    const t = await styleOf(me);
    const before = await media(t.id);
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES)]);
    for (const path of [`/api/site/builder/${t.id}/images`, `/api/site/builder/${t.id}/samples/image`]) {
      const out = await send("POST", path, me, form({ image: big }));
      expect(out.status).toBe(413);
      expect(out.body).toEqual({ error: "payload_too_large", message: "The upload is too large: the image may be at most 8 MB." });
    }
    expect(await media(t.id)).toEqual(before);
  });
});

/** A multipart body of one file part that never ends by itself, produced only as it is read. */
function endlessUpload(field: string, totalBytes: number) {
  const boundary = "----styleshelf-test-boundary";
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= totalBytes) {
        controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
        controller.close();
        return;
      }
      const next = pulled === 0 ? Buffer.concat([head, chunk]) : chunk;
      pulled += next.length;
      controller.enqueue(next);
    },
  });
  return { body, boundary, pulled: () => pulled };
}

describe("uploads are read as a stream", () => {
  // The test server (tests/support/server.ts) buffers each body before calling a handler, so to see
  // how much of a body the handler reads, this one hands the handler a body that counts its reads.
  it("stops parsing a 60 MB clip without Content-Length at the 40 MB limit, with 413 once the rest is read and dropped", async () => {
    const me = await signedIn();
    const t = await styleOf(me);
    const { POST } = await import("@/app/api/site/builder/[id]/samples/clip/route");
    const upload = endlessUpload("clip", 60 * 1024 * 1024);
    const req = new Request(new URL(`/api/site/builder/${t.id}/samples/clip`, app.origin), {
      method: "POST",
      headers: { cookie: me.cookie, "x-csrf-token": me.csrf, "content-type": `multipart/form-data; boundary=${upload.boundary}` },
      body: upload.body,
      duplex: "half",
    } as RequestInit);
    const res = await POST(req, { params: Promise.resolve({ id: t.id }) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: "payload_too_large", message: "The upload is too large: the clip may be at most 40 MB and the poster frame may be at most 8 MB." });
    // The rest is received (so the answer reaches a client still sending; lib/http/discard-body.ts)
    // and dropped as it arrives.
    expect(upload.pulled()).toBeGreaterThanOrEqual(60 * 1024 * 1024);
  });

  it.each([
    ["drops a body that declares more than the parts may hold, read to its end without parsing it", 20 * 1024 * 1024, true],
    ["refuses a body that declares more than is ever discarded before reading any of it", DISCARD_MAX_BYTES + 1, false],
  ])("%s", async (_, declared, readToEnd) => {
    const me = await signedIn();
    const t = await styleOf(me);
    const { POST } = await import("@/app/api/site/builder/[id]/images/route");
    const upload = endlessUpload("image", 20 * 1024 * 1024);
    const req = new Request(new URL(`/api/site/builder/${t.id}/images`, app.origin), {
      method: "POST",
      headers: { cookie: me.cookie, "x-csrf-token": me.csrf, "content-type": `multipart/form-data; boundary=${upload.boundary}`, "content-length": String(declared) },
      body: upload.body,
      duplex: "half",
    } as RequestInit);
    const res = await POST(req, { params: Promise.resolve({ id: t.id }) });
    expect(res.status).toBe(413);
    if (readToEnd) expect(upload.pulled()).toBeGreaterThanOrEqual(20 * 1024 * 1024);
    else expect(upload.pulled()).toBeLessThanOrEqual(1024 * 1024);
  });
});

describe("samples", () => {
  it("adds written, image and clip samples, hides one and deletes one", async () => {
    const me = await signedIn();
    const t = await styleOf(me);
    const written = await send("POST", `/api/site/builder/${t.id}/samples/written`, me, { text: "x".repeat(1200) });
    expect(written.status).toBe(201);
    expect(written.body).toMatchObject({ kind: "written", public: true, url: null });
    expect(written.body!.text).toHaveLength(1200);

    const image = await send("POST", `/api/site/builder/${t.id}/samples/image`, me, form({ image: await picture("webp") }));
    expect(image.status).toBe(201);
    expect(image.body).toMatchObject({ kind: "image", posterUrl: null, url: expect.stringMatching(/\.webp$/) });

    const clip = await send("POST", `/api/site/builder/${t.id}/samples/clip`, me, form({ clip: wav(3), poster: await picture("png", { width: 640, height: 360 }) }));
    expect(clip.status, JSON.stringify(clip.body)).toBe(201);
    expect(clip.body).toMatchObject({ kind: "clip", durationSeconds: 3, url: expect.stringMatching(/\.wav$/), posterUrl: expect.stringMatching(/\.webp$/) });
    const served = await app.request(new URL(clip.body!.url, app.origin).pathname);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(wav(3))).toBe(true);

    // A WebM exactly as Chromium's MediaRecorder writes it: no Duration, clusters of unknown size.
    const recorded = readFileSync(new URL("../unit/builder/fixtures/mediarecorder-2s.webm", import.meta.url));
    const webm = await send("POST", `/api/site/builder/${t.id}/samples/clip`, me, form({ clip: recorded, poster: PNG }));
    expect(webm.status, JSON.stringify(webm.body)).toBe(201);
    expect(webm.body).toMatchObject({ kind: "clip", url: expect.stringMatching(/\.webm$/) });
    expect(webm.body!.durationSeconds).toBeGreaterThan(1.8);
    expect(webm.body!.durationSeconds).toBeLessThan(2.3);

    const hidden = await send("PATCH", `/api/site/builder/${t.id}/samples/${image.body!.id}`, me, { public: false });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ id: image.body!.id, public: false });
    const deleted = await send("DELETE", `/api/site/builder/${t.id}/samples/${t.sampleId}`, me);
    expect(deleted.status).toBe(204);

    const rows = (await media(t.id)).samples;
    expect(rows.map((s) => [s.kind, s.public])).toEqual([
      ["written", true],
      ["image", false],
      ["clip", true],
      ["clip", true],
    ]);
  });

  it("refuses a 16 s clip with the service's message, storing nothing", async () => {
    const me = await signedIn();
    const t = await styleOf(me);
    const before = await media(t.id);
    const out = await send("POST", `/api/site/builder/${t.id}/samples/clip`, me, form({ clip: wav(16), poster: PNG }));
    expect(out.status).toBe(400);
    expect(out.body).toEqual({ error: "invalid_request", message: "The clip is 16.0 seconds long; samples may be at most 15 seconds. Trim it and retry." });
    const noPoster = await send("POST", `/api/site/builder/${t.id}/samples/clip`, me, form({ clip: wav(2) }));
    expect(noPoster.body).toEqual({ error: "invalid_request", message: 'The poster frame is missing: send it as the "poster" file part.' });
    expect(await media(t.id)).toEqual(before);
  });

  it("refuses a written sample over 1,200 characters, an empty one, and a malformed visibility", async () => {
    const me = await signedIn();
    const t = await styleOf(me);
    const before = await media(t.id);
    const long = await send("POST", `/api/site/builder/${t.id}/samples/written`, me, { text: "x".repeat(1201) });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ error: "invalid_request", message: "A written sample may be at most 1200 characters; this one has 1201." });
    expect((await send("POST", `/api/site/builder/${t.id}/samples/written`, me, { text: "  " })).body?.message).toBe("A written sample needs some text.");
    expect((await send("POST", `/api/site/builder/${t.id}/samples/written`, me, { words: "hi" })).body?.message).toMatch(/^text: /);
    expect((await send("PATCH", `/api/site/builder/${t.id}/samples/${t.sampleId}`, me, { public: "yes" })).body?.message).toMatch(/^public: /);
    expect((await send("PATCH", `/api/site/builder/${t.id}/samples/not-a-uuid`, me, { public: false })).status).toBe(404);
    expect(await media(t.id)).toEqual(before);
  });
});
