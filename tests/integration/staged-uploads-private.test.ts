// What a staged upload hands out and holds (issue 31): one free account parked 600 MB in 55 s; an id
// could be PUT to again after it was used; the id carried the account's UUID and the storage key in
// plain base64; and a staged file could be read anonymously at /blobs/staged/... Now: a quota of staged
// megabytes per account an hour, ids that are spent once their bytes are taken, ids that are sealed
// (nothing readable in them), and staged files that are never served.
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "@/lib/config";
import { drainExtractionRuns } from "@/lib/jobs";
import { readStagedUpload } from "@/lib/uploads/staged-upload";
import { startTestApp, type TestApp } from "../support/app";
import { api, type ApiResult } from "../support/api";
import { account } from "../support/extraction";
import type { TestToken } from "../support/tokens";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterEach(() => drainExtractionRuns());
afterAll(() => app?.close());

const MB = 1024 * 1024;

function ask(t: TestToken, body: unknown): Promise<ApiResult> {
  return api(app, "POST", "/uploads", { headers: { ...t.headers, "Content-Type": "application/json" }, body: JSON.stringify(body) });
}

async function put(uploadUrl: string, headers: Record<string, string>, data: Buffer): Promise<Response> {
  return app.request(new URL(uploadUrl).pathname, { method: "PUT", headers, body: new Uint8Array(data) });
}

const png = () => sharp({ create: { width: 64, height: 48, channels: 3, background: "#e4572e" } }).png().toBuffer();

describe("staged uploads", () => {
  it("hand out an id that shows neither the account nor the storage key", async () => {
    const t = await account();
    const asked = await ask(t, { filename: "a.png", size: 1000, contentType: "image/png" });
    expect(asked.status, asked.text).toBe(201);
    const id = asked.body.uploadId as string;
    const upload = readStagedUpload(id)!;
    expect(upload.userId).toBe(t.userId);
    const readable = id
      .split(".")
      .map((part) => Buffer.from(part, "base64url").toString("latin1"))
      .join(" ");
    for (const secret of [t.userId, upload.key.split("/").pop()!, "a.png"]) {
      expect(id).not.toContain(secret);
      expect(readable).not.toContain(secret);
    }
  });

  it("never serve a staged file, to anyone", async () => {
    const t = await account();
    const data = await png();
    const asked = await ask(t, { filename: "a.png", size: data.length, contentType: "image/png" });
    expect((await put(asked.body.uploadUrl, asked.body.headers, data)).status).toBe(200);
    const key = readStagedUpload(asked.body.uploadId)!.key;
    expect((await app.request(`/blobs/${key}`)).status).toBe(404);
  });

  it("spend an id once its bytes are taken: a second PUT is refused", async () => {
    const t = await account({ plan: "pro" });
    const data = await png();
    const asked = await ask(t, { filename: "a.png", size: data.length, contentType: "image/png" });
    expect((await put(asked.body.uploadUrl, asked.body.headers, data)).status).toBe(200);
    const started = await api(app, "POST", "/extractions", {
      headers: { ...t.headers, "Content-Type": "application/json" },
      body: JSON.stringify({ uploads: [asked.body.uploadId] }),
    });
    expect(started.status, started.text).toBe(202);
    const again = await put(asked.body.uploadUrl, asked.body.headers, data);
    expect(again.status).toBe(400);
    expect(((await again.json()) as { message: string }).message).toMatch(/already used/);
  });

  it("hold each account to a quota of staged megabytes an hour; past it, 429 with Retry-After", async () => {
    const t = await account();
    const quota = rateLimits().stagedMegabytesPerHour;
    const each = 8;
    for (let i = 0; i < Math.floor(quota / each); i++) {
      const asked = await ask(t, { filename: `f${i}.png`, size: each * MB, contentType: "image/png" });
      expect(asked.status, asked.text).toBe(201);
    }
    const refused = await ask(t, { filename: "over.png", size: each * MB, contentType: "image/png" });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe("rate_limited");
    expect(refused.body.message).toMatch(new RegExp(`${quota} MB`));
    expect(Number(refused.res.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another account has its own quota.
    expect((await ask(await account(), { filename: "a.png", size: each * MB, contentType: "image/png" })).status).toBe(201);
  });
});
