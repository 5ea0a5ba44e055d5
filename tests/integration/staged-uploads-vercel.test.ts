// Staged uploads on Vercel Blob: POST /uploads hands out Vercel's own upload endpoint with a client
// token scoped to one pathname, size and expiry, so a file larger than a Vercel function's 4.5 MB body
// limit never passes through a function. Against the local Blob API (tests/support/vercel-blob-server.ts),
// which checks client tokens as Vercel does.
import { randomBytes } from "node:crypto";
import { put as clientPut } from "@vercel/blob/client";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readStagedUpload } from "@/lib/uploads/staged-upload";
import { startAppOnVercelBlob, type VercelBlobApp } from "../support/vercel-blob-app";
import type { BlobServer } from "../support/vercel-blob-server";
import type { TestApp } from "../support/app";
import { api, type ApiResult } from "../support/api";
import { account, balance, ledgerKinds, pollDone, startJson } from "../support/extraction";
import type { TestToken } from "../support/tokens";

let server: BlobServer;
let app: TestApp;
let running: VercelBlobApp | undefined;

beforeAll(async () => {
  running = await startAppOnVercelBlob();
  ({ server, app } = running);
});
afterAll(() => running?.close());

const MB = 1024 * 1024;

function ask(t: TestToken, body: unknown): Promise<ApiResult> {
  return api(app, "POST", "/uploads", { headers: { ...t.headers, "Content-Type": "application/json" }, body: JSON.stringify(body) });
}

async function largePng(): Promise<Buffer> {
  return sharp(randomBytes(1400 * 1300 * 3), { raw: { width: 1400, height: 1300, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}

/** Headers a client sends on every request whatever it uploads (transport, or per-attempt diagnostics). */
const PER_REQUEST = new Set(["host", "connection", "content-length", "transfer-encoding", "accept", "accept-encoding", "accept-language", "sec-fetch-mode", "user-agent", "x-api-blob-request-id", "x-api-blob-request-attempt"]);

describe("staged uploads on Vercel Blob", () => {
  it("hands out Vercel's upload endpoint with exactly the headers @vercel/blob/client sends, scoped to one pathname", async () => {
    const t = await account();
    const asked = await ask(t, { filename: "a.png", size: 1234, contentType: "image/png" });
    expect(asked.status, asked.text).toBe(201);
    const key = readStagedUpload(asked.body.uploadId)!.key;
    expect(asked.body.uploadUrl).toBe(`${server.origin}/?pathname=${encodeURIComponent(key)}`);
    expect(asked.body.method).toBe("PUT");
    expect(asked.body.maxBytes).toBe(1234);
    expect(asked.body.headers.authorization).toMatch(/^Bearer vercel_blob_client_localstore_/);

    // The library's own client upload with the same token: the request it sends is the one we describe.
    const clientToken = asked.body.headers.authorization.slice("Bearer ".length);
    await clientPut(key, Buffer.alloc(1234, 1), { access: "public", token: clientToken, contentType: "application/octet-stream" });
    const sent = server.puts.at(-1)!;
    expect(sent.pathname).toBe(key);
    const libraryHeaders = Object.fromEntries(Object.entries(sent.headers).filter(([name]) => !PER_REQUEST.has(name)));
    expect(asked.body.headers).toEqual(libraryHeaders);

    // The token is good for that pathname only, not past its size, and only as opaque bytes: nobody
    // gets a page of their own HTML served from the store's public URL.
    const asHtml = await fetch(asked.body.uploadUrl, { method: "PUT", headers: { ...asked.body.headers, "x-content-type": "text/html" }, body: new Uint8Array(10) });
    expect(asHtml.status).toBe(400);
    const elsewhere = `${server.origin}/?pathname=${encodeURIComponent(`staged/${t.userId}/other`)}`;
    expect((await fetch(elsewhere, { method: "PUT", headers: asked.body.headers, body: new Uint8Array(10) })).status).toBe(400);
    expect(server.blobs.has(`staged/${t.userId}/other`)).toBe(false);
    const over = await fetch(asked.body.uploadUrl, { method: "PUT", headers: asked.body.headers, body: new Uint8Array(1235) });
    expect(over.status).toBe(400);
    expect(((await over.json()) as { error: { message: string } }).error.message).toMatch(/cannot be greater than 1234/);
    expect(server.blobs.get(key)!.data.length).toBe(1234);
  });

  it("takes a 5 MB image PUT straight to Blob with those headers, then starts from it, charged once, and deletes the staged copy", async () => {
    const t = await account();
    const png = await largePng();
    expect(png.length).toBeGreaterThan(4.5 * MB);
    const asked = await ask(t, { filename: "noise.png", size: png.length, contentType: "image/png" });
    expect(asked.status, asked.text).toBe(201);
    const key = readStagedUpload(asked.body.uploadId)!.key;

    const uploaded = await fetch(asked.body.uploadUrl, { method: asked.body.method, headers: asked.body.headers, body: new Uint8Array(png) });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    expect(((await uploaded.json()) as { pathname: string }).pathname).toBe(key);
    const stored = server.blobs.get(key)!;
    expect(stored.data.equals(png)).toBe(true);
    expect(stored.contentType).toBe("application/octet-stream");
    // A user's upload: Vercel's CDN keeps it a minute, not the default month.
    expect(stored.cacheControlMaxAge).toBe(60);

    const started = await startJson(app, t, { uploads: [asked.body.uploadId] });
    expect(started.status, started.text).toBe(202);
    expect(started.body.images).toEqual([{ width: 1400, height: 1300, mediaType: "image/png", filename: "noise.png" }]);
    expect(server.blobs.has(key)).toBe(false);
    expect([...server.blobs.keys()].some((k) => k.startsWith("extractions/") && k.endsWith("/source-0.webp"))).toBe(true);
    const done = await pollDone(app, t, started.body.extractionId);
    expect(done.body.status, done.text).toBe("complete");
    expect(await balance(t.userId)).toBe(90);
    expect(await ledgerKinds(t.userId)).toEqual(["grant", "charge"]);
  });

  it("refuses a staged upload that never reached Blob, charging nothing", async () => {
    const t = await account();
    const asked = await ask(t, { filename: "lost.png", size: 1000 });
    const r = await startJson(app, t, { uploads: [asked.body.uploadId] });
    expect(r.status, r.text).toBe(400);
    expect(r.body.message).toMatch(/uploads\[0\]: nothing was uploaded/);
    expect(await balance(t.userId)).toBe(120);
  });
});
