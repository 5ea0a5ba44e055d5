// The website's large-file path on Vercel Blob (a function takes at most 4.5 MB of body): the extract
// page and the builder ask their own upload routes (session cookie + CSRF header) for an upload id,
// PUT the bytes straight to Blob (here the local Blob API, tests/support/vercel-blob-server.ts, which
// checks client tokens as Vercel does), then name the upload in the start or the media request. The
// staged file goes through the same checks as a multipart one, is deleted once taken (started or
// refused), and a refused start is never charged.
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCsrfToken } from "@/lib/account/csrf";
import { sessionCookieName } from "@/lib/auth/session";
import { blobStore } from "@/lib/blob";
import { createStyle } from "@/lib/builder/create";
import { db } from "@/lib/db/client";
import { issueStagedUpload, readStagedUpload } from "@/lib/uploads/staged-upload";
import { api } from "../support/api";
import type { TestApp } from "../support/app";
import { wav } from "../support/clips";
import { account, balance, ledgerKinds, picture } from "../support/extraction";
import { startAppOnVercelBlob, type VercelBlobApp } from "../support/vercel-blob-app";
import type { BlobServer } from "../support/vercel-blob-server";
import { websiteSession } from "../support/sessions";

// The app and the Blob API it stores in, for the whole file.
let onBlob: VercelBlobApp | undefined;
const app = (): TestApp => onBlob!.app;
const blob = (): BlobServer => onBlob!.server;
beforeAll(async () => {
  onBlob = await startAppOnVercelBlob();
  process.env.RATE_LIMIT_EXTRACT_PER_MIN = "1000";
});
afterAll(async () => {
  delete process.env.RATE_LIMIT_EXTRACT_PER_MIN;
  await onBlob?.close();
});

const MB = 1024 * 1024;

/** A Free account signed in on the website (a Session row, as next-auth writes it), with a token too. */
async function signedIn() {
  const token = await account();
  const { sessionToken } = await websiteSession(token.userId);
  return {
    token,
    userId: token.userId,
    cookie: `${sessionCookieName()}=${sessionToken}`,
    extract: accountCsrfToken(sessionToken, "extract"),
    builder: accountCsrfToken(sessionToken, "builder"),
  };
}
type Visitor = Awaited<ReturnType<typeof signedIn>>;

interface Answer {
  status: number;
  body: any;
  text: string;
}

async function post(path: string, who: { cookie?: string; csrf?: string } | null, body: unknown): Promise<Answer> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (who?.cookie) headers.cookie = who.cookie;
  if (who?.csrf !== undefined) headers["x-csrf-token"] = who.csrf;
  const res = await app().request(path, { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body), redirect: "manual" });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  expect(res.headers.get("cache-control")).toBe("no-store");
  return { status: res.status, body: parsed, text };
}

/** Asks the page route for an upload of `data`, and (unless `send` is false) PUTs it to Blob as the page does. */
async function stage(route: "/api/site/extract/uploads" | "/api/site/builder/uploads", who: Visitor, data: Buffer, filename: string, send = true, contentType = "image/png"): Promise<string> {
  const csrf = route === "/api/site/extract/uploads" ? who.extract : who.builder;
  const asked = await post(route, { cookie: who.cookie, csrf }, { filename, size: data.length, contentType });
  expect(asked.status, asked.text).toBe(201);
  if (send) {
    const put = await fetch(asked.body.uploadUrl, { method: asked.body.method, headers: asked.body.headers, body: new Uint8Array(data) });
    expect(put.status, await put.text()).toBe(200);
  }
  return asked.body.uploadId as string;
}

const keyOf = (uploadId: string) => readStagedUpload(uploadId)!.key;

/** A PNG over Vercel's 4.5 MB body limit and under the 8 MB per-file limit (noise does not compress). */
async function largePng(): Promise<Buffer> {
  return sharp(randomBytes(1400 * 1300 * 3), { raw: { width: 1400, height: 1300, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}

describe("POST /api/site/extract/uploads and /api/site/builder/uploads", () => {
  it("refuses without a session (401) or the page's own CSRF token (403), before anything is issued", async () => {
    const me = await signedIn();
    const file = { filename: "a.png", size: 1000, contentType: "image/png" };
    const puts = blob().requests.put;
    for (const route of ["/api/site/extract/uploads", "/api/site/builder/uploads"]) {
      expect((await post(route, null, file)).status).toBe(401);
      const noToken = await post(route, { cookie: me.cookie }, file);
      expect(noToken.status).toBe(403);
      expect(noToken.body).toMatchObject({ error: "forbidden" });
    }
    // Each page's token is good for its own route only.
    expect((await post("/api/site/extract/uploads", { cookie: me.cookie, csrf: me.builder }, file)).status).toBe(403);
    expect((await post("/api/site/builder/uploads", { cookie: me.cookie, csrf: me.extract }, file)).status).toBe(403);
    expect(blob().requests.put).toBe(puts);
  });

  it("answers Vercel's upload endpoint with a client token for one pathname, and refuses bad declarations", async () => {
    const me = await signedIn();
    const asked = await post("/api/site/extract/uploads", { cookie: me.cookie, csrf: me.extract }, { filename: "a.png", size: 1234, contentType: "image/png" });
    expect(asked.status, asked.text).toBe(201);
    const key = keyOf(asked.body.uploadId);
    expect(key).toMatch(new RegExp(`^staged/${me.userId}/[0-9a-f-]{36}$`));
    expect(asked.body).toMatchObject({ method: "PUT", maxBytes: 1234, uploadUrl: `${blob().origin}/?pathname=${encodeURIComponent(key)}` });
    expect(asked.body.headers.authorization).toMatch(/^Bearer vercel_blob_client_localstore_/);
    expect(Date.parse(asked.body.expiresAt) - Date.now()).toBeGreaterThan(55 * 60_000);

    const csrf = { cookie: me.cookie, csrf: me.builder };
    const tooLarge = await post("/api/site/builder/uploads", csrf, { filename: "big.png", size: 8 * MB + 1 });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ error: "payload_too_large", message: expect.stringMatching(/8 MB/) });
    for (const bad of [{ filename: "a.png" }, { filename: "", size: 10 }, { filename: "a.png", size: -1 }, "not json", [1]]) {
      const r = await post("/api/site/builder/uploads", csrf, bad);
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(r.body).toMatchObject({ error: "invalid_request" });
    }
  });

  it("issues from the same per-account lane as POST /api/v1/uploads", async () => {
    const me = await signedIn();
    process.env.RATE_LIMIT_TOKEN_PER_MIN = "3";
    try {
      const file = { filename: "a.png", size: 10 };
      expect((await post("/api/site/extract/uploads", { cookie: me.cookie, csrf: me.extract }, file)).status).toBe(201);
      const viaApi = await api(app(), "POST", "/uploads", { headers: { ...me.token.headers, "Content-Type": "application/json" }, body: JSON.stringify(file) });
      expect(viaApi.status, viaApi.text).toBe(201);
      expect((await post("/api/site/builder/uploads", { cookie: me.cookie, csrf: me.builder }, file)).status).toBe(201);
      const fourth = await post("/api/site/extract/uploads", { cookie: me.cookie, csrf: me.extract }, file);
      expect(fourth.status).toBe(429);
      expect(fourth.body).toMatchObject({ error: "rate_limited" });
    } finally {
      delete process.env.RATE_LIMIT_TOKEN_PER_MIN;
    }
  });
});

describe("the extract page's start with staged files", () => {
  const start = (who: Visitor, body: unknown) => post("/api/site/extract/start", { cookie: who.cookie, csrf: who.extract }, body);

  it("starts from a 5 MB image that never passed through the app: 202, one charge, the staged copy deleted", async () => {
    const me = await signedIn();
    const png = await largePng();
    expect(png.length).toBeGreaterThan(4.5 * MB);
    const id = await stage("/api/site/extract/uploads", me, png, "noise.png");
    expect(blob().blobs.get(keyOf(id))!.data.equals(png)).toBe(true);

    const r = await start(me, { uploads: [id], reference: "Bauhaus" });
    expect(r.status, r.text).toBe(202);
    expect(r.body).toMatchObject({ status: "running", creditsRemaining: 90, sources: ["image", "reference"] });
    expect(r.body.images).toEqual([{ width: 1400, height: 1300, mediaType: "image/png", filename: "noise.png" }]);
    expect(blob().blobs.has(keyOf(id))).toBe(false);
    expect(await balance(me.userId)).toBe(90);
    expect(await ledgerKinds(me.userId)).toEqual(["grant", "charge"]);
  });

  it("refuses, charging nothing: bytes that are not an image, another account's upload, an expired id, missing bytes", async () => {
    const me = await signedIn();
    const other = await signedIn();

    // Read and refused: the page stages again for another try, so the staged copy goes.
    const notImage = await stage("/api/site/extract/uploads", me, randomBytes(5000), "photo.png");
    const wrongType = await start(me, { uploads: [notImage] });
    expect(wrongType.status, wrongType.text).toBe(400);
    expect(wrongType.body.message).toMatch(/uploads\[0\] \(photo\.png\): not an image we can read/);
    expect(blob().blobs.has(keyOf(notImage))).toBe(false);

    // Someone else's id is refused before anything is read, and their file is left alone.
    const theirs = await stage("/api/site/extract/uploads", other, await picture("png"), "theirs.png");
    const foreign = await start(me, { uploads: [theirs] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toMatch(/uploads\[0\]: this upload was issued to another account/);
    expect(blob().blobs.has(keyOf(theirs))).toBe(true);

    const old = issueStagedUpload(me.userId, { filename: "old.png", size: 100 }, new Date(Date.now() - 2 * 3600_000));
    await blobStore().put(old.key, await picture("png"), "application/octet-stream");
    const expired = await start(me, { uploads: [old.uploadId] });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toMatch(/uploads\[0\]: this upload expired/);

    const never = await stage("/api/site/extract/uploads", me, await picture("png"), "never.png", false);
    const missing = await start(me, { uploads: [never] });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/uploads\[0\]: nothing was uploaded for this id yet/);

    expect(await balance(me.userId)).toBe(120);
    expect(await ledgerKinds(me.userId)).toEqual(["grant"]);
    expect(await balance(other.userId)).toBe(120);
  });

  it("deletes the staged files of a start refused after reading them for a reason of its own (no credits left)", async () => {
    const me = await signedIn();
    await (await db()).creditLedger.create({ data: { userId: me.userId, kind: "charge", amount: -100, note: "Spent elsewhere" } });
    const id = await stage("/api/site/extract/uploads", me, await picture("png"), "poster.png");
    const r = await start(me, { uploads: [id] });
    expect(r.status, r.text).toBe(402);
    expect(r.body).toMatchObject({ error: "insufficient_credits" });
    expect(blob().blobs.has(keyOf(id))).toBe(false);
    expect(await balance(me.userId)).toBe(20);
  });
});

describe("the builder's media from staged images", () => {
  const send = (who: Visitor, path: string, body: unknown) => post(path, { cookie: who.cookie, csrf: who.builder }, body);

  it("adds an inspiration image with its description and an image sample from staged uploads, deleting each staged copy", async () => {
    const me = await signedIn();
    const style = await createStyle(me.userId, { name: "Staged media" });
    const png = await largePng();
    const id = await stage("/api/site/builder/uploads", me, png, "noise.png");
    const image = await send(me, `/api/site/builder/${style.id}/images`, { upload: id, alt: "  Static,   in colour " });
    expect(image.status, image.text).toBe(201);
    expect(image.body).toMatchObject({ kind: "inspiration", alt: "Static, in colour", width: 1400, height: 1300 });
    expect(image.body.url).toMatch(new RegExp(`^${blob().origin}/files/builder/${style.id}/inspiration/`));
    expect(blob().blobs.has(keyOf(id))).toBe(false);

    const sampleId = await stage("/api/site/builder/uploads", me, await picture("jpeg"), "made.jpg");
    const sample = await send(me, `/api/site/builder/${style.id}/samples/image`, { upload: sampleId });
    expect(sample.status, sample.text).toBe(201);
    expect(sample.body).toMatchObject({ kind: "image", public: true });
    expect(blob().blobs.has(keyOf(sampleId))).toBe(false);
  });

  it("refuses what the multipart path refuses, and unknown ids, changing nothing", async () => {
    const me = await signedIn();
    const other = await signedIn();
    const style = await createStyle(me.userId, { name: "Refused media" });
    const images = `/api/site/builder/${style.id}/images`;
    const count = () => db().then((p) => p.referenceImage.count({ where: { styleId: style.id } }));

    const notImage = await stage("/api/site/builder/uploads", me, randomBytes(5000), "photo.png");
    const wrongType = await send(me, images, { upload: notImage });
    expect(wrongType.status, wrongType.text).toBe(400);
    expect(wrongType.body.message).toMatch(/not an image we can read/);
    expect(blob().blobs.has(keyOf(notImage))).toBe(false);

    const theirs = await stage("/api/site/builder/uploads", other, await picture("png"), "theirs.png");
    const foreign = await send(me, images, { upload: theirs });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toMatch(/^upload: this upload was issued to another account/);
    expect(blob().blobs.has(keyOf(theirs))).toBe(true);

    const old = issueStagedUpload(me.userId, { filename: "old.png", size: 100 }, new Date(Date.now() - 2 * 3600_000));
    const expired = await send(me, images, { upload: old.uploadId });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toMatch(/^upload: this upload expired .* choose the image again/);

    const never = await stage("/api/site/builder/uploads", me, await picture("png"), "never.png", false);
    const missing = await send(me, images, { upload: never });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^upload: nothing was uploaded for this id yet/);

    // More in the store than the id allows (a store that did not hold the PUT to its size).
    const small = issueStagedUpload(me.userId, { filename: "small.png", size: 100 });
    await blobStore().put(small.key, await picture("png"), "application/octet-stream");
    const oversized = await send(me, images, { upload: small.uploadId });
    expect(oversized.status).toBe(400);
    expect(oversized.body.message).toMatch(/more than the 100 declared/);

    expect((await send(me, images, { upload: "su.AAAA.BBBB" })).body.message).toMatch(/^upload: not an upload id we issued/);
    for (const bad of [{}, { upload: 5 }, { upload: notImage, caption: "x" }, { upload: notImage, alt: 5 }, { upload: notImage, alt: "x".repeat(1201) }]) {
      const r = await send(me, images, bad);
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(r.body).toMatchObject({ error: "invalid_request" });
    }

    // Someone else's style is not_found, as for multipart; the staged copy is still taken and deleted.
    const good = await stage("/api/site/builder/uploads", other, await picture("png"), "good.png");
    const notMine = await send(other, images, { upload: good });
    expect(notMine.status).toBe(404);
    expect(blob().blobs.has(keyOf(good))).toBe(false);

    expect(await count()).toBe(0);
    expect([...blob().blobs.keys()].some((k) => k.startsWith(`builder/${style.id}/`))).toBe(false);
  });
});

describe("the builder's clips from staged uploads", () => {
  const send = (who: Visitor, path: string, body: unknown) => post(path, { cookie: who.cookie, csrf: who.builder }, body);
  // 14 s of 192 kHz audio: a valid short clip over Vercel's 4.5 MB body limit.
  const bigClip = () => wav(14, 192_000);

  it("adds a clip over 4.5 MB and its poster, both staged, measuring the clip and deleting both staged copies", async () => {
    const me = await signedIn();
    const style = await createStyle(me.userId, { name: "Staged clip" });
    const clip = bigClip();
    expect(clip.length).toBeGreaterThan(4.5 * MB);
    const clipId = await stage("/api/site/builder/uploads", me, clip, "voice.wav", true, "audio/wav");
    const posterId = await stage("/api/site/builder/uploads", me, await picture("png"), "poster.png");
    const r = await send(me, `/api/site/builder/${style.id}/samples/clip`, { clip: clipId, poster: posterId });
    expect(r.status, r.text).toBe(201);
    expect(r.body).toMatchObject({ kind: "clip", durationSeconds: 14 });
    expect(r.body.url).toMatch(new RegExp(`^${blob().origin}/files/builder/${style.id}/samples/.*\\.wav$`));
    expect(blob().blobs.has(keyOf(clipId))).toBe(false);
    expect(blob().blobs.has(keyOf(posterId))).toBe(false);
  });

  it("issues up to a clip's 40 MB for a video or audio file only, and an extraction refuses such an id uncharged", async () => {
    const me = await signedIn();
    const csrf = { cookie: me.cookie, csrf: me.builder };
    const asked = await post("/api/site/builder/uploads", csrf, { filename: "take.mov", size: 30 * MB, contentType: "video/quicktime" });
    expect(asked.status, asked.text).toBe(201);
    expect(asked.body.maxBytes).toBe(30 * MB);
    // A browser that knows no type for the file still names it.
    expect((await post("/api/site/builder/uploads", csrf, { filename: "take.flac", size: 30 * MB })).status).toBe(201);
    const overClip = await post("/api/site/builder/uploads", csrf, { filename: "long.mp4", size: 40 * MB + 1, contentType: "video/mp4" });
    expect(overClip.status).toBe(413);
    expect(overClip.body.message).toMatch(/40 MB/);
    const bigImage = await post("/api/site/builder/uploads", csrf, { filename: "big.png", size: 9 * MB, contentType: "image/png" });
    expect(bigImage.status).toBe(413);
    expect(bigImage.body.message).toMatch(/8 MB/);

    // Over a source's 8 MB (24 s: the clip route would refuse its length; the extraction never reads it).
    const clipId = await stage("/api/site/builder/uploads", me, wav(24, 192_000), "voice.wav", true, "audio/wav");
    const asSource = await post("/api/site/extract/start", { cookie: me.cookie, csrf: me.extract }, { uploads: [clipId] });
    expect(asSource.status, asSource.text).toBe(413);
    expect(asSource.body).toMatchObject({ error: "payload_too_large", message: expect.stringMatching(/^uploads\[0\]: .*8 MB.*Nothing was charged/) });
    expect(await balance(me.userId)).toBe(120);
  });

  it("refuses a staged clip that is not one, a foreign poster and a bad body, adding nothing", async () => {
    const me = await signedIn();
    const other = await signedIn();
    const style = await createStyle(me.userId, { name: "Refused clips" });
    const clipPath = `/api/site/builder/${style.id}/samples/clip`;
    const count = () => db().then((p) => p.sample.count({ where: { styleId: style.id } }));

    const notClip = await stage("/api/site/builder/uploads", me, randomBytes(6 * MB), "noise.mp4", true, "video/mp4");
    const poster = await stage("/api/site/builder/uploads", me, await picture("png"), "poster.png");
    const refused = await send(me, clipPath, { clip: notClip, poster });
    expect(refused.status, refused.text).toBe(400);
    expect(blob().blobs.has(keyOf(notClip))).toBe(false);
    expect(blob().blobs.has(keyOf(poster))).toBe(false);

    const theirs = await stage("/api/site/builder/uploads", other, await picture("png"), "theirs.png");
    const clip = await stage("/api/site/builder/uploads", me, wav(2), "short.wav", true, "audio/wav");
    const foreign = await send(me, clipPath, { clip, poster: theirs });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toMatch(/^poster: this upload was issued to another account/);
    expect(blob().blobs.has(keyOf(theirs))).toBe(true);

    for (const bad of [{}, { clip }, { clip, poster: 5 }, { clip, poster: theirs, extra: "x" }, [clip]]) {
      const r = await send(me, clipPath, bad);
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(r.body).toMatchObject({ error: "invalid_request" });
    }
    expect(await count()).toBe(0);
  });
});
