// Staged uploads on a server that receives bytes itself (embedded, self-hosted): ask POST /uploads,
// PUT the bytes to the uploadUrl, start POST /extractions with `uploads`. The staged file goes
// through the same intake as a multipart part (sniffing, corrupt images, plan file count, documents
// Pro only, size), is charged once, and every refusal spends nothing.
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { blobStore } from "@/lib/blob";
import { issueStagedUpload, readStagedUpload } from "@/lib/uploads/staged-upload";
import { drainExtractionRuns } from "@/lib/jobs";
import { startTestApp, type TestApp } from "../support/app";
import { api, expectCommonHeaders, expectError, type ApiResult } from "../support/api";
import { account, balance, ledgerKinds, picture, PROSE, pollDone, startJson } from "../support/extraction";
import { expectMatchesOpenApi } from "../support/openapi";
import type { TestToken } from "../support/tokens";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  process.env.RATE_LIMIT_EXTRACT_PER_MIN = "1000";
});
afterEach(() => drainExtractionRuns());
afterAll(async () => {
  delete process.env.RATE_LIMIT_EXTRACT_PER_MIN;
  await app?.close();
});

const MB = 1024 * 1024;

/** A PNG over Vercel's 4.5 MB body limit and under the 8 MB per-file limit (noise does not compress). */
async function largePng(): Promise<Buffer> {
  const width = 1400;
  const height = 1300;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}

function ask(t: TestToken, body: unknown): Promise<ApiResult> {
  return api(app, "POST", "/uploads", { headers: { ...t.headers, "Content-Type": "application/json" }, body: JSON.stringify(body) });
}

/** PUT to an uploadUrl of this app, checked like api() checks its answers. */
async function put(uploadUrl: string, headers: Record<string, string>, data: Buffer): Promise<ApiResult> {
  const url = new URL(uploadUrl);
  expect(url.origin).toBe(app.origin);
  const sentAt = Date.now();
  const res = await app.request(url.pathname, { method: "PUT", headers, body: new Uint8Array(data) });
  expectCommonHeaders(res, sentAt);
  const text = await res.text();
  const body = JSON.parse(text);
  expectMatchesOpenApi("PUT", "/uploads/{uploadId}", res.status, res.headers.get("content-type"), body);
  return { res, status: res.status, body, text };
}

/** Asks for an upload and sends `data` to it; returns the upload id. */
async function stage(t: TestToken, data: Buffer, filename: string, contentType?: string): Promise<string> {
  const asked = await ask(t, { filename, size: data.length, contentType });
  expect(asked.status, asked.text).toBe(201);
  const sent = await put(asked.body.uploadUrl, asked.body.headers, data);
  expect(sent.status, sent.text).toBe(200);
  return asked.body.uploadId;
}

describe("staged uploads on the embedded server", () => {
  it("takes a 5 MB image end to end: ask, PUT, start, poll to complete, charged once, staged copy deleted", async () => {
    const t = await account();
    const png = await largePng();
    expect(png.length).toBeGreaterThan(4.5 * MB);
    expect(png.length).toBeLessThan(8 * MB);

    const asked = await ask(t, { filename: "noise.png", size: png.length, contentType: "image/png" });
    expect(asked.status, asked.text).toBe(201);
    expect(asked.body).toMatchObject({ method: "PUT", maxBytes: png.length, headers: { "content-type": "image/png" } });
    expect(asked.body.uploadUrl).toBe(`${app.origin}/api/v1/uploads/${encodeURIComponent(asked.body.uploadId)}`);
    const expiresIn = Date.parse(asked.body.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(55 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(60 * 60_000);
    expect(await balance(t.userId)).toBe(120);

    const sent = await put(asked.body.uploadUrl, asked.body.headers, png);
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body).toEqual({ uploadId: asked.body.uploadId, size: png.length });
    const key = readStagedUpload(asked.body.uploadId)!.key;
    expect(key).toMatch(new RegExp(`^staged/${t.userId}/[0-9a-f-]{36}$`));
    expect((await blobStore().get(key))!.data.equals(png)).toBe(true);

    const started = await startJson(app, t, { uploads: [asked.body.uploadId], name: "Noise" });
    expect(started.status, started.text).toBe(202);
    expect(started.body.sources).toEqual(["image"]);
    expect(started.body.images).toEqual([{ width: 1400, height: 1300, mediaType: "image/png", filename: "noise.png" }]);
    expect(started.body.creditsRemaining).toBe(90);
    expect(await blobStore().get(key)).toBeNull();

    const done = await pollDone(app, t, started.body.extractionId);
    expect(done.status, done.text).toBe(200);
    expect(done.body.status).toBe("complete");
    expect(await balance(t.userId)).toBe(90);
    expect(await ledgerKinds(t.userId)).toEqual(["grant", "charge"]);

    // Used once: the staged copy is gone, so naming it again is refused and not charged.
    expectError(await startJson(app, t, { uploads: [asked.body.uploadId] }), 400, "invalid_request", /uploads\[0\]: nothing was uploaded/);
    expect(await balance(t.userId)).toBe(90);
  });

  it("refuses at ask time a size over 8 MB (413), a malformed body (400) and a missing token (401)", async () => {
    const t = await account();
    expectError(await ask(t, { filename: "big.png", size: 8 * MB + 1 }), 413, "payload_too_large", /8 MB/);
    expect((await ask(t, { filename: "max.png", size: 8 * MB })).status).toBe(201);
    expectError(await ask(t, { filename: "a.png" }), 400, "invalid_request", /size/);
    expectError(await ask(t, { filename: "a.png", size: 1.5 }), 400, "invalid_request", /size/);
    expectError(await ask(t, { filename: "", size: 10 }), 400, "invalid_request", /filename/);
    expectError(await ask(t, { filename: "a.png", size: 10, contentType: "png" }), 400, "invalid_request", /contentType/);
    const anon = await api(app, "POST", "/uploads", { headers: { "Content-Type": "application/json" }, body: JSON.stringify({ filename: "a.png", size: 10 }) });
    expectError(anon, 401, "auth_required");
    expect(anon.res.headers.get("www-authenticate")).toMatch(/scope="extract"/);
    expect(await balance(t.userId)).toBe(120);
  });

  it("refuses a PUT over the declared size (413 after the body is received), to an expired id (400) or a forged one (404)", async () => {
    const t = await account();
    const asked = await ask(t, { filename: "small.png", size: 1000 });
    const over = await put(asked.body.uploadUrl, {}, randomBytes(2000));
    expectError(over, 413, "payload_too_large", /1000 bytes/);
    expect(await blobStore().get(readStagedUpload(asked.body.uploadId)!.key)).toBeNull();
    expectError(await put(asked.body.uploadUrl, {}, Buffer.alloc(0)), 400, "invalid_request", /empty/);

    const expired = issueStagedUpload(t.userId, { filename: "old.png", size: 100 }, new Date(Date.now() - 2 * 3600_000));
    expectError(await put(`${app.origin}/api/v1/uploads/${encodeURIComponent(expired.uploadId)}`, {}, randomBytes(100)), 400, "invalid_request", /expired/);

    // The id is sealed: a flipped byte of it, a payload in plain text, or anything else is no upload.
    const [prefix, sealed] = asked.body.uploadId.split(".");
    const flipped = Buffer.from(sealed, "base64url");
    flipped[20] = flipped[20]! ^ 0xff;
    const plain = Buffer.from(JSON.stringify({ u: t.userId, k: "00000000-0000-4000-8000-000000000000", n: 8 * MB, e: 9e9, f: "x", t: "image/png" })).toString("base64url");
    for (const forged of [`${prefix}.${flipped.toString("base64url")}`, `${prefix}.${plain}`, "su.x.y", "nonsense"]) {
      expectError(await put(`${app.origin}/api/v1/uploads/${encodeURIComponent(forged)}`, {}, randomBytes(100)), 404, "not_found");
    }
  });

  it("lets a browser preflight the PUT", async () => {
    const asked = await ask(await account(), { filename: "a.png", size: 10 });
    const res = await app.request(new URL(asked.body.uploadUrl).pathname, { method: "OPTIONS" });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-methods")).toMatch(/PUT/);
    expect(res.headers.get("access-control-allow-headers")).toMatch(/Content-Type/);
  });

  it("refuses at start, charging nothing: expired, another account's, forged, never uploaded, oversized in the store", async () => {
    const t = await account();
    const png = await picture("png");
    const other = await account();
    const theirs = await stage(other, png, "theirs.png");
    expectError(await startJson(app, t, { uploads: [theirs] }), 400, "invalid_request", /uploads\[0\]: this upload was issued to another account/);

    const expired = issueStagedUpload(t.userId, { filename: "old.png", size: png.length }, new Date(Date.now() - 2 * 3600_000));
    await blobStore().put(expired.key, png, "image/png");
    expectError(await startJson(app, t, { uploads: [expired.uploadId] }), 400, "invalid_request", /uploads\[0\]: this upload expired/);

    expectError(await startJson(app, t, { uploads: ["su.AAAA.BBBB"] }), 400, "invalid_request", /uploads\[0\]: not an upload id we issued/);

    const good = await stage(t, png, "good.png");
    const never = (await ask(t, { filename: "never.png", size: 100 })).body.uploadId;
    expectError(await startJson(app, t, { uploads: [good, never] }), 400, "invalid_request", /uploads\[1\]: nothing was uploaded/);
    expectError(await startJson(app, t, { uploads: [good, good] }), 400, "invalid_request", /uploads\[1\]: the same upload/);

    // A store that did not hold the PUT to its size is still held to it.
    const small = issueStagedUpload(t.userId, { filename: "small.png", size: 100 });
    await blobStore().put(small.key, png, "image/png");
    expectError(await startJson(app, t, { uploads: [small.uploadId] }), 400, "invalid_request", /more than the 100 declared/);

    expect(await balance(t.userId)).toBe(120);
    expect(await balance(other.userId)).toBe(120);
    expect(await ledgerKinds(t.userId)).toEqual(["grant"]);
    // Refused starts keep the staged file: the same id still starts once the request is fixed.
    const fixed = await startJson(app, t, { uploads: [good] });
    expect(fixed.status, fixed.text).toBe(202);
    expect(await balance(t.userId)).toBe(90);
  });

  it("sends staged files through the same intake as file parts: a non-image, a corrupt image, the plan's count, documents Pro only", async () => {
    const t = await account();
    const png = await picture("png");
    const notImage = await stage(t, randomBytes(5000), "photo.png", "image/png");
    expectError(await startJson(app, t, { uploads: [notImage] }), 400, "invalid_request", /uploads\[0\] \(photo\.png\): not an image we can read/);
    const corrupt = await stage(t, png.subarray(0, Math.floor(png.length * 0.6)), "cut.png", "image/png");
    expectError(await startJson(app, t, { uploads: [corrupt] }), 400, "invalid_request", /uploads\[0\] \(cut\.png\): .*corrupt or truncated/);

    const four = await Promise.all([0, 1, 2, 3].map((i) => stage(t, png, `${i}.png`, "image/png")));
    expectError(await startJson(app, t, { uploads: four }), 400, "invalid_request", /at most 3 on the Free plan/);
    expectError(await startJson(app, t, { uploads: four.slice(0, 3), image_url: "https://example.com/a.png" }), 400, "invalid_request", /4 sources given; at most 3 on the Free plan/);

    const brief = await stage(t, Buffer.from(`# Brief\n\n${PROSE}`), "brief.md", "text/markdown");
    expectError(await startJson(app, t, { uploads: [brief] }), 400, "invalid_request", /uploads\[0\] \(brief\.md\): documents .* are a Pro feature/);
    expect(await balance(t.userId)).toBe(120);

    const pro = await account({ plan: "pro" });
    const proBrief = await stage(pro, Buffer.from(`# Brief\n\n${PROSE}`), "brief.md", "text/markdown");
    const proImages = await Promise.all([0, 1].map((i) => stage(pro, png, `${i}.png`)));
    const started = await startJson(app, pro, { uploads: [proBrief, ...proImages], text: "Warm." });
    expect(started.status, started.text).toBe(202);
    expect(started.body.sources).toEqual(["image", "document", "text"]);
    expect(started.body.images).toHaveLength(2);
    expect((await pollDone(app, pro, started.body.extractionId)).body.status).toBe("complete");
  });

  it("keeps the JSON body's other rules: uploads must be a non-empty list of ids", async () => {
    const t = await account();
    expectError(await startJson(app, t, { uploads: [] }), 400, "invalid_request", /uploads/);
    expectError(await startJson(app, t, { uploads: "su.a.b" }), 400, "invalid_request", /uploads/);
    expect(await balance(t.userId)).toBe(120);
  });
});
