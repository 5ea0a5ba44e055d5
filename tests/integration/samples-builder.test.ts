// Samples and inspiration images through the builder services on a real database and blob store:
// owner checks, limits, real images through prepareImage, real WAV clips measured by music-metadata,
// and what a Generate then serves in format=json.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateStyle } from "@/lib/builder/generate";
import { MAX_INSPIRATION_IMAGES, addInspirationImage, listInspirationImages, removeInspirationImage, reorderInspirationImages } from "@/lib/builder/images";
import { MAX_SAMPLES_PER_STYLE, addClipSample, addImageSample, addWrittenSample, listSamples, removeSample, setSamplePublic } from "@/lib/builder/samples";
import { db } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { api } from "../support/api";
import { startTestApp, type TestApp } from "../support/app";
import { picture } from "../support/extraction";
import { createOwnStyle, createUser, mintToken, type TestUser } from "../support/tokens";
import { wav } from "../support/clips";

let app: TestApp;
let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  app = await startTestApp();
  owner = await createUser();
  stranger = await createUser();
});
afterAll(async () => {
  await app?.close();
});


async function newStyle(name = `Media ${Math.random().toString(36).slice(2, 8)}`): Promise<string> {
  return (await createOwnStyle(owner, { name })).id;
}

async function expectCode(promise: Promise<unknown>, code: string, message?: RegExp): Promise<ServiceError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, "expected a ServiceError").toBeInstanceOf(ServiceError);
  expect((err as ServiceError).code).toBe(code);
  if (message) expect((err as ServiceError).message).toMatch(message);
  return err as ServiceError;
}

async function fetchBlob(url: string): Promise<Buffer> {
  const res = await app.request(new URL(url, app.origin).pathname);
  expect(res.status, url).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe("written samples", () => {
  it("stores trimmed text with CRLF counted as one character, public, in order", async () => {
    const styleId = await newStyle();
    const a = await addWrittenSample(owner.id, styleId, "  First line.\r\nSecond line.  ");
    const b = await addWrittenSample(owner.id, styleId, "Another voice sample.");
    expect(a).toMatchObject({ kind: "written", text: "First line.\nSecond line.", public: true, url: null, position: 0 });
    expect(b.position).toBe(1);
    expect((await listSamples(owner.id, styleId)).map((s) => s.id)).toEqual([a.id, b.id]);
  });

  it("accepts 1,200 characters and refuses 1,201 or nothing", async () => {
    const styleId = await newStyle();
    expect((await addWrittenSample(owner.id, styleId, "x".repeat(1200))).text).toHaveLength(1200);
    await expectCode(addWrittenSample(owner.id, styleId, "x".repeat(1201)), "invalid_request", /at most 1200 characters; this one has 1201/);
    await expectCode(addWrittenSample(owner.id, styleId, "   \n "), "invalid_request", /needs some text/);
    expect(await listSamples(owner.id, styleId)).toHaveLength(1);
  });

  it("answers not_found for someone else's style or an unknown id, and writes nothing", async () => {
    const styleId = await newStyle();
    await expectCode(addWrittenSample(stranger.id, styleId, "Mine now"), "not_found");
    await expectCode(addWrittenSample(owner.id, "00000000-0000-4000-8000-000000000000", "Hello"), "not_found");
    await expectCode(addWrittenSample(owner.id, "not-a-uuid", "Hello"), "not_found");
    await expectCode(listSamples(stranger.id, styleId), "not_found");
    expect(await (await db()).sample.count({ where: { styleId } })).toBe(0);
  });

  it(`stops at ${MAX_SAMPLES_PER_STYLE} samples, also when uploads race for the last slots`, async () => {
    const styleId = await newStyle();
    for (let i = 0; i < MAX_SAMPLES_PER_STYLE - 2; i++) await addWrittenSample(owner.id, styleId, `Sample ${i}`);
    const racing = await Promise.allSettled([0, 1, 2, 3].map((i) => addWrittenSample(owner.id, styleId, `Racer ${i}`)));
    expect(racing.filter((r) => r.status === "fulfilled")).toHaveLength(2);
    for (const r of racing.filter((r) => r.status === "rejected")) {
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: "invalid_request", message: expect.stringMatching(/at most 12 samples/) });
    }
    await expectCode(addImageSample(owner.id, styleId, await picture("png")), "invalid_request", /at most 12 samples/);
    const rows = await listSamples(owner.id, styleId);
    expect(rows).toHaveLength(MAX_SAMPLES_PER_STYLE);
    expect(new Set(rows.map((r) => r.position)).size).toBe(MAX_SAMPLES_PER_STYLE);
  });
});

describe("image samples", () => {
  it("stores the image as WebP through prepareImage, with a thumbnail of at most 480 px", async () => {
    const styleId = await newStyle();
    const sample = await addImageSample(owner.id, styleId, await picture("jpeg", { width: 2400, height: 1200 }));
    expect(sample).toMatchObject({ kind: "image", public: true, posterUrl: null, text: null });
    const full = await sharp(await fetchBlob(sample.url!)).metadata();
    expect(full).toMatchObject({ format: "webp", width: 1600, height: 800 });
    const thumb = await sharp(await fetchBlob(sample.thumbnailUrl!)).metadata();
    expect(thumb).toMatchObject({ format: "webp", width: 480, height: 240 });
  });

  it("refuses bytes that are not an image, and a truncated image, storing no row", async () => {
    const styleId = await newStyle();
    await expectCode(addImageSample(owner.id, styleId, Buffer.from("definitely not a picture")), "invalid_request", /Sample image: not an image/);
    const png = await picture("png");
    await expectCode(addImageSample(owner.id, styleId, png.subarray(0, Math.floor(png.length / 2))), "invalid_request", /corrupt or truncated/);
    await expectCode(addImageSample(stranger.id, styleId, png), "not_found");
    expect(await listSamples(owner.id, styleId)).toEqual([]);
  });
});

describe("clip samples", () => {
  it("reads a 3 s clip's duration from its container and stores the clip and its poster still", async () => {
    const styleId = await newStyle();
    const clip = wav(3);
    const sample = await addClipSample(owner.id, styleId, clip, await picture("png", { width: 640, height: 360 }));
    expect(sample).toMatchObject({ kind: "clip", durationSeconds: 3, public: true, text: null });
    expect(sample.url).toMatch(/\.wav$/);
    expect((await fetchBlob(sample.url!)).equals(clip)).toBe(true);
    expect(await sharp(await fetchBlob(sample.posterUrl!)).metadata()).toMatchObject({ format: "webp", width: 640, height: 360 });
    expect((await sharp(await fetchBlob(sample.thumbnailUrl!)).metadata()).width).toBe(480);
  });

  it("refuses a 16 s clip, random bytes, and a clip whose poster is not an image", async () => {
    const styleId = await newStyle();
    const poster = await picture("png");
    await expectCode(addClipSample(owner.id, styleId, wav(16), poster), "invalid_request", /16\.0 seconds long; samples may be at most 15 seconds/);
    const noise = Buffer.from(Array.from({ length: 8192 }, (_, i) => (i * 7919 + 13) % 256));
    await expectCode(addClipSample(owner.id, styleId, noise, poster), "invalid_request", /not a video or audio file/);
    await expectCode(addClipSample(owner.id, styleId, wav(2), Buffer.from("no poster")), "invalid_request", /Poster frame: not an image/);
    await expectCode(addClipSample(stranger.id, styleId, wav(2), poster), "not_found");
    expect(await listSamples(owner.id, styleId)).toEqual([]);
  });
});

describe("sample visibility and removal", () => {
  it("hides and shows a sample, removes it, and keeps other owners and styles out", async () => {
    const styleId = await newStyle();
    const otherStyle = await newStyle();
    const sample = await addWrittenSample(owner.id, styleId, "A line in this voice.");
    expect((await setSamplePublic(owner.id, styleId, sample.id, false)).public).toBe(false);
    expect((await listSamples(owner.id, styleId))[0]!.public).toBe(false);
    expect((await setSamplePublic(owner.id, styleId, sample.id, true)).public).toBe(true);

    await expectCode(setSamplePublic(stranger.id, styleId, sample.id, false), "not_found");
    await expectCode(setSamplePublic(owner.id, otherStyle, sample.id, false), "not_found", /no sample/);
    await expectCode(removeSample(stranger.id, styleId, sample.id), "not_found");
    await expectCode(removeSample(owner.id, otherStyle, sample.id), "not_found");
    await expectCode(removeSample(owner.id, styleId, "nope"), "not_found");

    await removeSample(owner.id, styleId, sample.id);
    expect(await listSamples(owner.id, styleId)).toEqual([]);
    await expectCode(removeSample(owner.id, styleId, sample.id), "not_found");
  });
});

describe("inspiration images", () => {
  it("adds images after the existing ones with alt text, a stored size and a thumbnail", async () => {
    const styleId = await newStyle();
    const a = await addInspirationImage(owner.id, styleId, await picture("png", { width: 800, height: 600 }), "  Flat  fields of ochre ");
    const b = await addInspirationImage(owner.id, styleId, await picture("webp"));
    expect(a).toMatchObject({ kind: "inspiration", alt: "Flat fields of ochre", width: 800, height: 600, position: 0 });
    expect(b).toMatchObject({ alt: null, width: 320, height: 240, position: 1 });
    expect((await sharp(await fetchBlob(a.thumbnailUrl!)).metadata()).width).toBe(480);
    await expectCode(addInspirationImage(owner.id, styleId, await picture("png"), "x".repeat(301)), "invalid_request", /at most 300/);
  });

  it(`stops at ${MAX_INSPIRATION_IMAGES} images with a clear message`, async () => {
    const styleId = await newStyle();
    const png = await picture("png", { width: 64, height: 48 });
    for (let i = 0; i < MAX_INSPIRATION_IMAGES; i++) await addInspirationImage(owner.id, styleId, png);
    await expectCode(addInspirationImage(owner.id, styleId, png), "invalid_request", /at most 8 inspiration images/);
    expect(await listInspirationImages(owner.id, styleId)).toHaveLength(MAX_INSPIRATION_IMAGES);
  });

  it("reorders only with every id exactly once, and removes an image", async () => {
    const styleId = await newStyle();
    const png = await picture("png", { width: 64, height: 48 });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await addInspirationImage(owner.id, styleId, png, `image ${i}`)).id);
    const [a, b, c] = ids as [string, string, string];
    expect((await reorderInspirationImages(owner.id, styleId, [c, a, b])).map((i) => i.alt)).toEqual(["image 2", "image 0", "image 1"]);
    await expectCode(reorderInspirationImages(owner.id, styleId, [c, a]), "invalid_request", /exactly once \(it has 3\)/);
    await expectCode(reorderInspirationImages(owner.id, styleId, [c, a, a]), "invalid_request");
    await expectCode(reorderInspirationImages(owner.id, styleId, [c, a, "00000000-0000-4000-8000-000000000000"]), "invalid_request");
    await expectCode(reorderInspirationImages(stranger.id, styleId, [a, b, c]), "not_found");
    expect((await listInspirationImages(owner.id, styleId)).map((i) => i.id)).toEqual([c, a, b]);

    await expectCode(removeInspirationImage(stranger.id, styleId, a), "not_found");
    await removeInspirationImage(owner.id, styleId, a);
    expect((await listInspirationImages(owner.id, styleId)).map((i) => i.id)).toEqual([c, b]);
    await expectCode(addInspirationImage(stranger.id, styleId, png), "not_found");
  });
});

describe("what a Generate then serves", () => {
  it("puts inspiration images first (in the owner's order), then public sample stills; no written or private samples", async () => {
    const styleId = await newStyle("Generated media");
    const png = await picture("png", { width: 64, height: 48 });
    const first = await addInspirationImage(owner.id, styleId, png, "first added");
    const second = await addInspirationImage(owner.id, styleId, png, "second added");
    await reorderInspirationImages(owner.id, styleId, [second.id, first.id]);
    const image = await addImageSample(owner.id, styleId, png);
    await addWrittenSample(owner.id, styleId, "Never a reference image.");
    const clip = await addClipSample(owner.id, styleId, wav(1), png);
    const hidden = await addImageSample(owner.id, styleId, png);
    await setSamplePublic(owner.id, styleId, hidden.id, false);

    await generateStyle(owner.id, styleId);
    const token = await mintToken(owner, ["styles:read"]);
    const r = await api(app, "GET", `/styles/${styleId}`, { query: { format: "json" }, headers: token.headers });
    expect(r.status, r.text).toBe(200);
    const abs = (u: string | null) => new URL(u!, app.origin).href;
    expect(r.body.referenceImages).toEqual([
      { url: abs(second.url), kind: "inspiration", thumbnailUrl: abs(second.thumbnailUrl) },
      { url: abs(first.url), kind: "inspiration", thumbnailUrl: abs(first.thumbnailUrl) },
      expect.objectContaining({ url: abs(image.url), thumbnailUrl: abs(image.thumbnailUrl) }),
      expect.objectContaining({ url: abs(clip.posterUrl), thumbnailUrl: abs(clip.thumbnailUrl) }),
    ]);
    expect(r.body.referenceImages[2].kind).toBe(r.body.referenceImages[3].kind);
    expect(r.body.referenceImages[2].kind).not.toMatch(/inspiration|source/);
  });
});
