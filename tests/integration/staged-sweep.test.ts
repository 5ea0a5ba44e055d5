// Staged uploads nobody took do not pile up: a blob under staged/ older than an upload id lives is
// deleted by the sweep, through the blob store's own list and delete, on the embedded store (files
// under DATA_DIR/blobs) and on Vercel Blob (the local Blob API, tests/support/vercel-blob-server.ts,
// which pages its listings as Vercel does). Under Inngest an hourly function runs it; in-process,
// issuing an upload id kicks it off at most once per SWEEP_EVERY_MS.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { InngestTestEngine } from "@inngest/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sweepStagedUploads } from "@/inngest/functions";
import { blobStore, type BlobStore } from "@/lib/blob";
import { createEmbeddedBlobStore } from "@/lib/blob/embedded";
import { STAGED_UPLOAD_TTL_S } from "@/lib/uploads/staged-lifetime";
import { SWEEP_EVERY_MS, sweepExpiredStagedUploads, sweepStagedUploadsWhenDue } from "@/lib/uploads/staged-sweep";
import { startAppOnVercelBlob, type VercelBlobApp } from "../support/vercel-blob-app";
import type { BlobServer } from "../support/vercel-blob-server";

let server: BlobServer;
let running: VercelBlobApp | undefined;
let folder: string;
let embedded: BlobStore;
beforeAll(async () => {
  running = await startAppOnVercelBlob();
  server = running.server;
  folder = mkdtempSync(join(tmpdir(), "styleshelf-sweep-"));
  embedded = createEmbeddedBlobStore(folder);
});
afterAll(async () => {
  await running?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const HOUR = 3600_000;
const staged = () => `staged/${randomUUID()}/${randomUUID()}`;
const bytes = Buffer.from("staged bytes");

describe("list(prefix) on both blob stores", () => {
  it("embedded: every file under the prefix, nested or not, with when it was written; nothing for a missing folder", async () => {
    const keys = [`staged/${randomUUID()}/a`, `staged/${randomUUID()}/b`, "builder/x/inspiration/c.webp", "stagedish/d"];
    for (const key of keys) await embedded.put(key, bytes, "application/octet-stream");
    const listed = await embedded.list("staged/");
    expect(listed.map((b) => b.key).sort()).toEqual(keys.slice(0, 2).sort());
    for (const b of listed) expect(Math.abs(b.uploadedAt.getTime() - Date.now())).toBeLessThan(60_000);
    // A prefix may end inside a name, as on Vercel Blob.
    expect((await embedded.list("staged")).map((b) => b.key).sort()).toEqual([...keys.slice(0, 2), "stagedish/d"].sort());
    expect(await embedded.list("nothing-here/")).toEqual([]);
  });

  it("Vercel Blob: every page of a long listing, and only the prefix", async () => {
    const user = randomUUID();
    for (let i = 0; i < 1005; i++) server.blobs.set(`staged/${user}/${String(i).padStart(4, "0")}`, { data: bytes, contentType: "application/octet-stream", uploadedAt: new Date(), cacheControlMaxAge: 60 });
    server.blobs.set(`builder/${user}/inspiration/x.webp`, { data: bytes, contentType: "image/webp", uploadedAt: new Date(), cacheControlMaxAge: 60 });
    const listed = await blobStore().list(`staged/${user}/`);
    expect(listed).toHaveLength(1005);
    expect(new Set(listed.map((b) => b.key)).size).toBe(1005);
    expect(listed.every((b) => b.key.startsWith(`staged/${user}/`) && b.uploadedAt instanceof Date)).toBe(true);
    for (const b of listed) server.blobs.delete(b.key);
  });
});

describe("sweeping expired staged uploads", () => {
  it("embedded: deletes staged files older than an upload id lives, keeps fresh ones and everything else", async () => {
    const old = [staged(), staged()];
    const fresh = staged();
    const otherOld = "builder/y/samples/old.webp";
    for (const key of [...old, fresh, otherOld]) await embedded.put(key, bytes, "application/octet-stream");
    const past = new Date(Date.now() - STAGED_UPLOAD_TTL_S * 1000 - 60_000);
    for (const key of [...old, otherOld]) utimesSync(join(folder, key), past, past);

    expect(await sweepExpiredStagedUploads(new Date(), embedded)).toBe(2);
    for (const key of old) expect(await embedded.get(key)).toBeNull();
    expect(await embedded.get(fresh)).not.toBeNull();
    expect(await embedded.get(otherOld)).not.toBeNull();
  });

  it("Vercel Blob: deletes through the store's API, and the hourly Inngest function runs the same sweep", async () => {
    const at = (ms: number) => ({ data: bytes, contentType: "application/octet-stream", uploadedAt: new Date(ms), cacheControlMaxAge: 60 });
    const old = [staged(), staged()];
    const fresh = staged();
    for (const key of old) server.blobs.set(key, at(Date.now() - 2 * HOUR));
    server.blobs.set(fresh, at(Date.now() - 10 * 60_000));
    server.blobs.set("extractions/e/source-0.webp", at(Date.now() - 48 * HOUR));

    const deletes = server.requests.del;
    const { result, error } = await new InngestTestEngine({ function: sweepStagedUploads }).execute({ events: [{ name: "inngest/scheduled.timer", data: {} }] });
    expect(error).toBeUndefined();
    expect((result as { deleted: number }).deleted).toBeGreaterThanOrEqual(2);
    expect(server.requests.del - deletes).toBeGreaterThanOrEqual(2);
    for (const key of old) expect(server.blobs.has(key)).toBe(false);
    expect(server.blobs.has(fresh)).toBe(true);
    expect(server.blobs.has("extractions/e/source-0.webp")).toBe(true);
    expect(sweepStagedUploads.opts.triggers).toEqual([{ cron: "23 * * * *" }]);
  });

  it("runs in-process at most once per interval, and not at all where Inngest runs it", async () => {
    const key = staged();
    server.blobs.set(key, { data: bytes, contentType: "application/octet-stream", uploadedAt: new Date(Date.now() - 2 * HOUR), cacheControlMaxAge: 60 });
    const now = Date.now() + 24 * HOUR; // later than any sweep this process kicked off before
    process.env.INNGEST_DEV = "1";
    try {
      expect(sweepStagedUploadsWhenDue(now)).toBeNull();
    } finally {
      delete process.env.INNGEST_DEV;
    }
    expect(server.blobs.has(key)).toBe(true);
    const first = sweepStagedUploadsWhenDue(now);
    expect(first).not.toBeNull();
    expect(await first).toBeGreaterThanOrEqual(1);
    expect(server.blobs.has(key)).toBe(false);
    expect(sweepStagedUploadsWhenDue(now + SWEEP_EVERY_MS - 1)).toBeNull();
    expect(await sweepStagedUploadsWhenDue(now + SWEEP_EVERY_MS)).toBeGreaterThanOrEqual(0);
  });
});
