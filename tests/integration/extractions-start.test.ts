// POST /extractions: every input is validated before any charge; a rejected request is never charged;
// the charge and the run are recorded together; limits, credits and rate limits as the contract says.
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { drainExtractionRuns } from "@/lib/jobs";
import { startTestApp, type TestApp } from "../support/app";
import { api, expectError } from "../support/api";
import { account, balance, ledgerKinds, picture, PROSE, startJson, startMultipart } from "../support/extraction";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  // Validation tests send many refused requests per account; the lane itself is tested below at 5.
  process.env.RATE_LIMIT_EXTRACT_PER_MIN = "1000";
});
afterEach(() => drainExtractionRuns());
afterAll(async () => {
  delete process.env.RATE_LIMIT_EXTRACT_PER_MIN;
  await app?.close();
});

const MB = 1024 * 1024;

describe("POST /extractions: auth", () => {
  it("answers 401 with a challenge naming the extract scope without a token or without the scope", async () => {
    const anon = await api(app, "POST", "/extractions", { headers: { "Content-Type": "application/json" }, body: JSON.stringify({ text: PROSE }) });
    expectError(anon, 401, "auth_required");
    expect(anon.res.headers.get("www-authenticate")).toMatch(/scope="extract"/);
    const reader = await account({ scopes: ["styles:read"] });
    const under = await startJson(app, reader, { text: PROSE });
    expectError(under, 401, "auth_required");
    expect(under.res.headers.get("www-authenticate")).toMatch(/error="insufficient_scope"/);
    expect(await balance(reader.userId)).toBe(120);
  });
});

describe("POST /extractions: JSON", () => {
  it("starts a text extraction: 202, signed id, absolute statusUrl with the name, credits charged once", async () => {
    const t = await account();
    const r = await startJson(app, t, { text: PROSE, name: "Letter voice" });
    expect(r.status, r.text).toBe(202);
    expect(r.body.status).toBe("running");
    expect(r.body.extractionId).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{20,}$/);
    const status = new URL(r.body.statusUrl);
    expect(status.origin).toBe(app.origin);
    expect(status.pathname).toBe(`/api/v1/extractions/${encodeURIComponent(r.body.extractionId)}`);
    expect(status.searchParams.get("name")).toBe("Letter voice");
    expect(r.body.sources).toEqual(["text"]);
    expect(r.body.images).toBeUndefined();
    expect(r.body.creditsRemaining).toBe(90);
    expect(r.res.headers.get("x-service-credits-remaining")).toBe("90");
    expect(await balance(t.userId)).toBe(90);
    expect(await ledgerKinds(t.userId)).toEqual(["grant", "charge"]);
  });

  it("refuses bodies without a source, with blank text, over the limits, or of another type, charging nothing", async () => {
    const t = await account();
    expectError(await startJson(app, t, {}), 400, "invalid_request", /at least one source/);
    expectError(await startJson(app, t, { text: "   " }), 400, "invalid_request", /at least one source/);
    expectError(await startJson(app, t, { text: "x".repeat(6001) }), 400, "invalid_request", /text/);
    expectError(await startJson(app, t, { text: PROSE, name: "n".repeat(121) }), 400, "invalid_request", /name/);
    expectError(await startJson(app, t, { reference: "r".repeat(201) }), 400, "invalid_request", /reference/);
    expectError(await startJson(app, t, { image_url: 42 }), 400, "invalid_request", /image_url/);
    const notJson = await api(app, "POST", "/extractions", { headers: { ...t.headers, "Content-Type": "application/json" }, body: "{text:" });
    expectError(notJson, 400, "invalid_request", /JSON/);
    const plain = await api(app, "POST", "/extractions", { headers: { ...t.headers, "Content-Type": "text/plain" }, body: PROSE });
    expectError(plain, 400, "invalid_request", /multipart\/form-data|application\/json/);
    expect(await balance(t.userId)).toBe(120);
  });

  it("refuses URLs it must not or cannot fetch with a message saying why, charging nothing", async () => {
    const t = await account();
    const cases: [unknown, RegExp][] = [
      ["http://example.com/a.png", /https/],
      ["https://127.0.0.1/a.png", /not public|non-public|private|loopback|do not fetch/i],
      ["https://[::1]/a.png", /not public|non-public|private|loopback|do not fetch/i],
      ["https://169.254.169.254/latest/meta-data", /not public|non-public|private|reserved|do not fetch/i],
      ["https://2130706433/a.png", /not public|non-public|private|loopback|do not fetch/i],
      ["https://user:pw@example.com/a.png", /credential/i],
      ["not a url", /URL/i],
    ];
    for (const [url, why] of cases) expectError(await startJson(app, t, { image_url: url }), 400, "invalid_request", why);
    expect(await balance(t.userId)).toBe(120);
  });

  it("keeps documents for Pro: a document_url on Free is a 400 before anything is fetched", async () => {
    const t = await account();
    expectError(await startJson(app, t, { document_url: "https://example.com/brief.pdf" }), 400, "invalid_request", /Pro/);
    expect(await balance(t.userId)).toBe(120);
  });

  it("answers 402 with message and pricingUrl when credits are short, and records nothing", async () => {
    const t = await account();
    await (await db()).creditLedger.create({ data: { userId: t.userId, kind: "charge", amount: -100, note: "test: spend down" } });
    const r = await startJson(app, t, { text: PROSE });
    expectError(r, 402, "insufficient_credits", /30 credits.*20/);
    expect(r.body.pricingUrl).toBe(`${app.origin}/pricing`);
    expect(await (await db()).extraction.count({ where: { userId: t.userId } })).toBe(0);
    expect(await balance(t.userId)).toBe(20);
  });

  it("gives Pro unlimited runs: creditsRemaining -1, header `unlimited`, no ledger movement", async () => {
    const t = await account({ plan: "pro" });
    const r = await startJson(app, t, { text: PROSE });
    expect(r.status, r.text).toBe(202);
    expect(r.body.creditsRemaining).toBe(-1);
    expect(r.res.headers.get("x-service-credits-remaining")).toBe("unlimited");
    expect(await ledgerKinds(t.userId)).toEqual(["grant"]);
  });
});

describe("POST /extractions: multipart uploads", () => {
  it("detects image types from bytes whatever the declared type, and lists images in upload order", async () => {
    const t = await account();
    const r = await startMultipart(app, t, [
      { field: "image", data: await picture("png", { width: 300, height: 200 }), filename: "poster.png", type: "image/jpeg" },
      { field: "image", data: await picture("jpeg", { width: 640, height: 480 }), filename: "photo.bin", type: "application/octet-stream" },
      { field: "text", data: "warm poster colors" },
    ]);
    expect(r.status, r.text).toBe(202);
    expect(r.body.sources).toEqual(["image", "text"]);
    expect(r.body.images).toEqual([
      { width: 300, height: 200, mediaType: "image/png", filename: "poster.png" },
      { width: 640, height: 480, mediaType: "image/jpeg", filename: "photo.bin" },
    ]);
    expect(await balance(t.userId)).toBe(90);
  });

  it("accepts numbered parts, WebP and an animated GIF (read on its first frame)", async () => {
    const t = await account();
    // Two 40x30 frames stacked: an animated GIF whose first frame is what we read.
    const frames = Buffer.concat([Buffer.alloc(40 * 30 * 3, 200), Buffer.alloc(40 * 30 * 3, 20)]);
    const twoFrames = await sharp(frames, { raw: { width: 40, height: 60, channels: 3, pageHeight: 30 } }).gif().toBuffer();
    expect((await sharp(twoFrames).metadata()).pages).toBe(2);
    const r = await startMultipart(app, t, [
      { field: "image_0", data: await picture("webp"), filename: "a.webp" },
      { field: "file_1", data: twoFrames, filename: "loop.gif" },
    ]);
    expect(r.status, r.text).toBe(202);
    expect(r.body.images[1]).toEqual({ width: 40, height: 30, mediaType: "image/gif", filename: "loop.gif" });
    expect(r.body.images.map((i: { mediaType: string }) => i.mediaType)).toEqual(["image/webp", "image/gif"]);
  });

  it("refuses corrupt, truncated and unsupported files, and decompression bombs, charging nothing", async () => {
    const t = await account();
    const jpeg = await picture("jpeg", { width: 800, height: 600 });
    const tiff = await sharp(await picture("png")).tiff().toBuffer();
    const bomb = await sharp({ create: { width: 12_000, height: 12_000, channels: 3, background: "#ffffff" } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(8 * MB);
    const bad: [string, Buffer, RegExp][] = [
      ["noise.png", Buffer.from("this is not a picture at all, just text"), /not an image/],
      ["cut.jpg", jpeg.subarray(0, Math.floor(jpeg.length / 2)), /corrupt or truncated/],
      ["scan.tiff", tiff, /not supported|JPEG, PNG, GIF or WebP/],
      ["huge.png", bomb, /megapixels/],
    ];
    for (const [filename, data, why] of bad) {
      expectError(await startMultipart(app, t, [{ field: "image", data, filename, type: "image/png" }]), 400, "invalid_request", why);
    }
    expect(await balance(t.userId)).toBe(120);
    expect(await (await db()).extraction.count({ where: { userId: t.userId } })).toBe(0);
  });

  it("answers 413 payload_too_large for a file over 8 MB, charging nothing", async () => {
    const t = await account();
    const r = await startMultipart(app, t, [{ field: "image", data: Buffer.alloc(8 * MB + 10, 7), filename: "big.png", type: "image/png" }]);
    expectError(r, 413, "payload_too_large", /8 MB/);
    expect(await balance(t.userId)).toBe(120);
  });

  it("refuses more files than the plan allows, documents on Free, unknown parts, and empty forms", async () => {
    const t = await account();
    const png = await picture("png");
    const four = [0, 1, 2, 3].map((i) => ({ field: `image_${i}`, data: png, filename: `${i}.png`, type: "image/png" }));
    expectError(await startMultipart(app, t, four), 400, "invalid_request", /at most 3 on the Free plan/);
    expectError(await startMultipart(app, t, [{ field: "document_0", data: "Some brief.", filename: "brief.txt", type: "text/plain" }]), 400, "invalid_request", /Pro/);
    expectError(await startMultipart(app, t, [{ field: "file_0", data: "%PDF-1.4 not really", filename: "brief.pdf", type: "application/pdf" }]), 400, "invalid_request", /Pro/);
    expectError(await startMultipart(app, t, [{ field: "photo", data: png, filename: "a.png" }]), 400, "invalid_request", /unknown file part/);
    expectError(await startMultipart(app, t, [{ field: "name", data: "Just a name" }]), 400, "invalid_request", /at least one source/);
    expectError(await startMultipart(app, t, [{ field: "text", data: "y".repeat(6001) }]), 400, "invalid_request", /text/);
    expect(await balance(t.userId)).toBe(120);
  });

  it("lets Pro attach documents and up to 10 files", async () => {
    const t = await account({ plan: "pro" });
    const png = await picture("png");
    const parts = [
      { field: "document_0", data: `# Brief\n\n${PROSE}`, filename: "brief.md", type: "text/markdown" },
      ...Array.from({ length: 9 }, (_, i) => ({ field: `image_${i + 1}`, data: png, filename: `${i}.png`, type: "image/png" })),
    ];
    const r = await startMultipart(app, t, parts);
    expect(r.status, r.text).toBe(202);
    expect(r.body.sources).toEqual(["image", "document"]);
    expect(r.body.images).toHaveLength(9);
    const eleven = [...parts, { field: "image_10", data: png, filename: "x.png", type: "image/png" }];
    expectError(await startMultipart(app, t, eleven), 400, "invalid_request", /at most 10 on the Pro plan/);
  });
});

describe("POST /extractions: rate limit and concurrency", () => {
  it("allows 5 starts a minute per account (refused ones count), then 429 with Retry-After", async () => {
    process.env.RATE_LIMIT_EXTRACT_PER_MIN = "5";
    try {
      const t = await account({ plan: "pro" });
      expect((await startJson(app, t, {})).status).toBe(400);
      for (let i = 0; i < 4; i++) expect((await startJson(app, t, { text: PROSE })).status).toBe(202);
      const sixth = await startJson(app, t, { text: PROSE });
      expectError(sixth, 429, "rate_limited", /5 a minute per account/);
      expect(Number(sixth.res.headers.get("retry-after"))).toBeGreaterThan(0);
      // Another account has its own lane.
      expect((await startJson(app, await account(), { text: PROSE })).status).toBe(202);
    } finally {
      process.env.RATE_LIMIT_EXTRACT_PER_MIN = "1000";
    }
  });

  it("charges exactly 3 of 100 concurrent starts on an account with credits for 3", async () => {
    {
      const t = await account();
      await (await db()).creditLedger.create({ data: { userId: t.userId, kind: "charge", amount: -30, note: "test: leave 90" } });
      const results = await Promise.all(Array.from({ length: 100 }, () => startJson(app, t, { text: PROSE })));
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 202)).toHaveLength(3);
      expect(statuses.filter((s) => s === 402)).toHaveLength(97);
      expect(await balance(t.userId)).toBe(0);
      expect(await (await db()).extraction.count({ where: { userId: t.userId } })).toBe(3);
      expect(results.filter((r) => r.status === 202).map((r) => r.body.creditsRemaining as number).sort((a, b) => a - b)).toEqual([0, 30, 60]);
    }
  });
});
