// The Vercel Blob adapter (production) through @vercel/blob itself, against a local server at
// VERCEL_BLOB_API_URL: round trips, a missing blob, and an outage, both in the adapter and under an
// extraction (a start whose sources cannot be stored is refunded and says so; a run whose sources
// cannot be read fails and is refunded; nothing is charged twice or left running).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStyle } from "@/lib/builder/create";
import { addClipSample, addImageSample } from "@/lib/builder/samples";
import { db } from "@/lib/db/client";
import { createVercelBlobStore, UPLOAD_CACHE_MAX_AGE_S } from "@/lib/blob/vercel";
import { startAppOnVercelBlob, type VercelBlobApp } from "../support/vercel-blob-app";
import type { BlobServer } from "../support/vercel-blob-server";
import type { TestApp } from "../support/app";
import { wav } from "../support/clips";
import { account, balance, ledgerKinds, picture, pollDone, startMultipart } from "../support/extraction";

let server: BlobServer;
let app: TestApp;
let running: VercelBlobApp | undefined;

beforeAll(async () => {
  running = await startAppOnVercelBlob();
  ({ server, app } = running);
});
afterAll(() => running?.close());

describe("the Vercel Blob adapter", () => {
  it("stores, reads back and overwrites a blob, and reads a missing one as null", async () => {
    const store = createVercelBlobStore(server.token);
    const first = await store.put("tests/one.txt", Buffer.from("first"), "text/plain; charset=utf-8");
    expect(first.url).toBe(`${server.origin}/files/tests/one.txt`);
    expect(await store.get("tests/one.txt")).toEqual({ data: Buffer.from("first"), contentType: "text/plain; charset=utf-8" });
    await store.put("tests/one.txt", Buffer.from("second"), "text/plain; charset=utf-8");
    expect((await store.get("tests/one.txt"))!.data.toString()).toBe("second");
    expect(await store.get("tests/never-stored.txt")).toBeNull();
  });

  it("deletes a blob (a missing one is already deleted), so its URL answers 404", async () => {
    const store = createVercelBlobStore(server.token);
    const stored = await store.put("builder/s/inspiration/gone.webp", Buffer.from("image"), "image/webp");
    expect((await fetch(stored.url)).status).toBe(200);
    await store.delete("builder/s/inspiration/gone.webp");
    expect(server.blobs.has("builder/s/inspiration/gone.webp")).toBe(false);
    expect((await fetch(stored.url)).status).toBe(404);
    expect(await store.get("builder/s/inspiration/gone.webp")).toBeNull();
    await store.delete("builder/s/inspiration/gone.webp");
  });

  it("caches a user's upload on Vercel's CDN for a minute, and only the seeded gallery's art for the default month", async () => {
    const store = createVercelBlobStore(server.token);
    const upload = await store.put("builder/s/samples/clip.webm", Buffer.from("clip"), "video/webm");
    expect((await fetch(upload.url)).headers.get("cache-control")).toBe(`public, max-age=${UPLOAD_CACHE_MAX_AGE_S}`);
    await store.put("extractions/e/source-0.webp", Buffer.from("image"), "image/webp");
    expect(server.blobs.get("extractions/e/source-0.webp")!.cacheControlMaxAge).toBe(60);
    await store.put("styles/some-seed-ab12/inspiration-1.webp", Buffer.from("art"), "image/webp");
    expect(server.blobs.get("styles/some-seed-ab12/inspiration-1.webp")!.cacheControlMaxAge).toBe(30 * 24 * 3600);
  });

  it("fails, within a bounded time, while the service is down, and never reads an outage as a missing blob", async () => {
    const store = createVercelBlobStore(server.token);
    await store.put("tests/kept.txt", Buffer.from("kept"), "text/plain");
    server.failing.api = true;
    try {
      const before = server.requests.refused;
      await expect(store.put("tests/two.txt", Buffer.from("x"), "text/plain")).rejects.toThrow();
      // One try and two retries, not the library's default ten (minutes of backoff).
      expect(server.requests.refused - before).toBe(3);
      await expect(store.get("tests/kept.txt")).rejects.toThrow();
      // An outage is not a deletion: the caller logs the file it could not delete.
      await expect(store.delete("tests/kept.txt")).rejects.toThrow();
      expect(server.blobs.has("tests/kept.txt")).toBe(true);
    } finally {
      server.failing.api = false;
    }
    server.failing.files = true;
    try {
      await expect(store.get("tests/kept.txt")).rejects.toThrow(/503/);
    } finally {
      server.failing.files = false;
    }
  });
});

describe("builder uploads on the Vercel Blob adapter", () => {
  /** What the store holds for a style: every builder upload is under builder/<id>/. */
  const storedFor = (styleId: string) => [...server.blobs.keys()].filter((k) => k.startsWith(`builder/${styleId}/`));

  it("leave nothing stored when an upload fails half-way: a still's thumbnail, or a clip after its poster frame", async () => {
    const t = await account();
    const style = await createStyle(t.userId, { name: "Half-stored" });
    server.failing.puts = /\.thumb\.webp$/;
    try {
      await expect(addImageSample(t.userId, style.id, await picture("png"))).rejects.toThrow();
    } finally {
      server.failing.puts = null;
    }
    expect(storedFor(style.id)).toEqual([]);

    server.failing.puts = /\.wav$/;
    try {
      await expect(addClipSample(t.userId, style.id, wav(1), await picture("png"))).rejects.toThrow();
    } finally {
      server.failing.puts = null;
    }
    expect(storedFor(style.id)).toEqual([]);
    expect(await (await db()).sample.count({ where: { styleId: style.id } })).toBe(0);

    const clip = await addClipSample(t.userId, style.id, wav(1), await picture("png"));
    expect(storedFor(style.id)).toHaveLength(3);
    expect(server.blobs.get(new URL(clip.url!).pathname.slice("/files/".length))!.cacheControlMaxAge).toBe(UPLOAD_CACHE_MAX_AGE_S);
  });
});

describe("extractions on the Vercel Blob adapter", () => {
  it("stores an upload there and reads it back in the run", async () => {
    const t = await account();
    const start = await startMultipart(app, t, [{ field: "image", data: await picture("png"), filename: "shot.png", type: "image/png" }]);
    expect(start.status, start.text).toBe(202);
    expect([...server.blobs.keys()].some((k) => k.endsWith(".webp"))).toBe(true);
    const done = await pollDone(app, t, start.body.extractionId);
    expect(done.body.status).toBe("complete");
  });

  it("refunds a start whose sources cannot be stored, and says so", async () => {
    const t = await account();
    const before = await balance(t.userId);
    server.failing.api = true;
    let start;
    try {
      start = await startMultipart(app, t, [{ field: "image", data: await picture("png"), filename: "shot.png", type: "image/png" }]);
    } finally {
      server.failing.api = false;
    }
    expect(start.status).toBe(500);
    expect(start.body).toMatchObject({ error: "internal_error" });
    expect(start.body.message).toMatch(/refunded/);
    expect(await balance(t.userId)).toBe(before);
    expect(await ledgerKinds(t.userId)).toEqual(["grant", "charge", "refund"]);
    const runs = await (await db()).extraction.findMany({ where: { userId: t.userId } });
    expect(runs.map((r) => r.status)).toEqual(["failed"]);
  });

  it("fails and refunds a run whose sources cannot be read back", async () => {
    const t = await account();
    const before = await balance(t.userId);
    server.failing.files = true;
    try {
      const start = await startMultipart(app, t, [{ field: "image", data: await picture("jpeg"), filename: "shot.jpg", type: "image/jpeg" }]);
      expect(start.status, start.text).toBe(202);
      const done = await pollDone(app, t, start.body.extractionId);
      expect(done.body.status).toBe("failed");
      expect(done.body.message).toMatch(/refunded/i);
    } finally {
      server.failing.files = false;
    }
    expect(await balance(t.userId)).toBe(before);
    expect(await ledgerKinds(t.userId)).toEqual(["grant", "charge", "refund"]);
  });
});
