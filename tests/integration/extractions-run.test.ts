// The run and the poll: running -> complete (blocks, spec, STYLE.md that lints clean) or failed
// (refunded exactly once); account-bound ids; save_as_draft makes exactly one draft however many polls
// race; interrupted runs are resumed at the next start.
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { blobStore } from "@/lib/blob";
import { db } from "@/lib/db/client";
import { failExtraction } from "@/lib/extraction/finish";
import { extractionHandle } from "@/lib/extraction/handle";
import { drainExtractionRuns, resumeInterruptedRuns } from "@/lib/jobs";
import { processWide } from "@/lib/process-wide";
import { lintStyleMd } from "@/lib/stylemd/lint";
import { photoLikeJpeg } from "../unit/extraction/support/synthetic-images";
import { startTestApp, type TestApp } from "../support/app";
import { api, expectError } from "../support/api";
import { account, balance, ledgerKinds, picture, pollDone, PROSE, startJson, startMultipart } from "../support/extraction";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterEach(() => drainExtractionRuns());
afterAll(() => app?.close());

const poll = (t: { headers: Record<string, string> }, id: string, query: Record<string, string> = {}) =>
  api(app, "GET", `/extractions/${encodeURIComponent(id)}`, { headers: t.headers, query });

describe("GET /extractions/{id}", () => {
  it("answers running with a poll-again message while the run works", async () => {
    const t = await account();
    const id = randomUUID();
    await (await db()).extraction.create({ data: { id, userId: t.userId, status: "running", sources: { items: [] }, createdAt: new Date(Date.now() + 60_000) } });
    const r = await poll(t, extractionHandle(id, t.userId));
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ status: "running", extractionId: extractionHandle(id, t.userId) });
    expect(r.body.message).toMatch(/poll again/i);
    expect(r.body.spec).toBeUndefined();
    await (await db()).extraction.delete({ where: { id } });
  });

  it("completes a writing sample: voice blocks, a spec, and a STYLE.md that lints clean", async () => {
    const t = await account();
    const start = await startJson(app, t, { text: PROSE });
    const r = await pollDone(app, t, start.body.extractionId);
    expect(r.status, r.text).toBe(200);
    expect(r.body.status).toBe("complete");
    expect(r.body.saved).toBe(false);
    expect(r.body.lockedBlockCount).toBe(0);
    expect(r.body.note).toBeUndefined();
    const types = r.body.blocks.map((b: { type: string }) => b.type);
    for (const type of ["formality", "person", "sentence-length"]) expect(types).toContain(type);
    for (const b of r.body.blocks) expect(typeof b.value).toBe("string");
    expect(r.body.spec).toContain(r.body.name);
    const lint = lintStyleMd(r.body.styleMd);
    expect(lint.errors).toEqual([]);
    expect(lint.warnings).toEqual([]);
    const row = await (await db()).extraction.findFirstOrThrow({ where: { userId: t.userId } });
    expect(row.model).toBe("styleshelf-local-1");
  });

  it("completes an image: palette colors in plain-text form, and the name from statusUrl", async () => {
    const t = await account();
    const start = await startMultipart(app, t, [{ field: "image", data: await picture("png"), filename: "poster.png", type: "image/png" }, { field: "name", data: "Poster look" }]);
    expect(start.status, start.text).toBe(202);
    const url = new URL(start.body.statusUrl);
    await drainExtractionRuns();
    const r = await api(app, "GET", url.pathname.replace("/api/v1", ""), { headers: t.headers, query: Object.fromEntries(url.searchParams) });
    expect(r.body.status, r.text).toBe("complete");
    expect(r.body.name).toBe("Poster look");
    const colors = r.body.blocks.filter((b: { type: string }) => b.type === "color");
    expect(colors.length).toBeGreaterThanOrEqual(3);
    for (const c of colors) expect(c.value).toMatch(/^#[0-9a-f]{6} .+\(.+\)$/i);
    expect(lintStyleMd(r.body.styleMd).valid).toBe(true);
  });

  it("says where several images disagree in the complete poll's message, beside (not inside) the style", async () => {
    const t = await account({ plan: "pro" });
    const flat = { field: "image", data: await picture("png"), filename: "poster.png", type: "image/png" };
    const photo = { field: "image", data: await photoLikeJpeg(640, 480), filename: "photo.jpg", type: "image/jpeg" };
    const two = await startMultipart(app, t, [flat, photo]);
    expect(two.status, two.text).toBe(202);
    const merged = await pollDone(app, t, two.body.extractionId);
    expect(merged.body.status, merged.text).toBe("complete");
    expect(merged.body.message).toMatch(/^The 2 images disagree on medium \(/);
    expect(merged.body.description).not.toMatch(/disagree/);
    // The saved draft's answer says it too.
    const saved = await pollDone(app, t, two.body.extractionId, { save_as_draft: "true" });
    expect(saved.body).toMatchObject({ status: "complete", saved: true, message: merged.body.message });

    const one = await startMultipart(app, t, [flat]);
    const single = await pollDone(app, t, one.body.extractionId);
    expect(single.body.status, single.text).toBe("complete");
    expect(single.body).not.toHaveProperty("message");
  });

  it("holds a named reference's guardrails to the image sent with it: none forbids what the photograph is", async () => {
    const t = await account({ plan: "pro" });
    const avoids = (r: { body: { blocks: { type: string; value: string }[] } }) => r.body.blocks.filter((b) => b.type === "avoid").map((b) => b.value.split(" -> ")[0]);
    const alone = await pollDone(app, t, (await startJson(app, t, { reference: "Van Gogh" })).body.extractionId);
    expect(avoids(alone)).toContain("photographic detail");
    const photo = { field: "image", data: await photoLikeJpeg(640, 480), filename: "photo.jpg", type: "image/jpeg" };
    const started = await startMultipart(app, t, [photo, { field: "reference", data: "Van Gogh" }]);
    expect(started.body.sources).toEqual(["image", "reference"]);
    const withPhoto = await pollDone(app, t, started.body.extractionId);
    expect(withPhoto.body.status, withPhoto.text).toBe("complete");
    // The reference still speaks (its own guardrail that the photograph does not contradict stays).
    expect(avoids(withPhoto)).toContain("muddy, greyed colour");
    expect(avoids(withPhoto)).not.toContain("photographic detail");
    expect(avoids(withPhoto)).not.toContain("smooth, blended surfaces");
  });

  it("completes a named reference, and fails an unknown one with suggestions and one refund", async () => {
    const t = await account();
    const known = await pollDone(app, t, (await startJson(app, t, { reference: "Bauhaus" })).body.extractionId);
    expect(known.body.status, known.text).toBe("complete");
    const unknown = await pollDone(app, t, (await startJson(app, t, { reference: "Bauhause poster" })).body.extractionId);
    expect(unknown.body.status).toBe("failed");
    expect(unknown.body.message).toMatch(/Bauhaus.*Your credits were refunded\.$/);
    expect(unknown.body.blocks).toBeUndefined();
    expect(await ledgerKinds(t.userId)).toEqual(["grant", "charge", "charge", "refund"]);
    expect(await balance(t.userId)).toBe(90);
  });

  it("answers 404 to another account, a forged signature and a malformed id", async () => {
    const owner = await account();
    const other = await account();
    const start = await startJson(app, owner, { text: PROSE });
    await drainExtractionRuns();
    expectError(await poll(other, start.body.extractionId), 404, "not_found");
    const [uuid] = start.body.extractionId.split(".");
    expectError(await poll(owner, `${uuid}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`), 404, "not_found");
    expectError(await poll(owner, uuid), 404, "not_found");
    expectError(await poll(owner, "nonsense"), 404, "not_found");
    expect((await poll(owner, start.body.extractionId)).status).toBe(200);
  });
});

describe("failed runs are refunded exactly once", () => {
  it("keeps ledger sums equal to balances however often a failure is reported", async () => {
    const t = await account();
    const start = await startJson(app, t, { text: PROSE });
    await drainExtractionRuns();
    const [id] = start.body.extractionId.split(".");
    // A complete run is not failed (or refunded) by a late duplicate failure.
    await failExtraction(id!, null);
    expect((await poll(t, start.body.extractionId)).body.status).toBe("complete");
    expect(await balance(t.userId)).toBe(90);

    const running = randomUUID();
    const prisma = await db();
    await prisma.$transaction([
      prisma.extraction.create({ data: { id: running, userId: t.userId, status: "running", sources: { items: [] }, cost: 30, createdAt: new Date(Date.now() + 60_000) } }),
      prisma.creditLedger.create({ data: { userId: t.userId, extractionId: running, kind: "charge", amount: -30 } }),
    ]);
    await Promise.all([failExtraction(running, null), failExtraction(running, null), failExtraction(running, "again")]);
    const failed = await poll(t, extractionHandle(running, t.userId));
    expect(failed.body.status).toBe("failed");
    expect(failed.body.message).toMatch(/refunded/);
    expect(await ledgerKinds(t.userId)).toEqual(["grant", "charge", "charge", "refund"]);
    expect(await balance(t.userId)).toBe(90);
  });
});

describe("save_as_draft", () => {
  it("makes exactly one private, never-generated draft from 20 racing polls, with the image attached", async () => {
    const t = await account();
    const start = await startMultipart(app, t, [{ field: "image", data: await picture("jpeg"), filename: "shot.jpg", type: "image/jpeg" }]);
    await drainExtractionRuns();
    const polls = await Promise.all(Array.from({ length: 20 }, () => poll(t, start.body.extractionId, { save_as_draft: "true", name: "Race draft" })));
    for (const p of polls) expect(p.status, p.text).toBe(200);
    expect(polls.filter((p) => p.body.idempotentReplay === false)).toHaveLength(1);
    expect(polls.filter((p) => p.body.idempotentReplay === true)).toHaveLength(19);
    const styles = await (await db()).style.findMany({ where: { ownerId: t.userId }, include: { referenceImages: true, blocks: true } });
    expect(styles).toHaveLength(1);
    const draft = styles[0]!;
    expect(draft).toMatchObject({ name: "Race draft", visibility: "private", lastGeneratedAt: null, latestGenerationId: null });
    const first = polls.find((p) => p.body.idempotentReplay === false)!.body;
    expect(first).toMatchObject({ saved: true, status: "complete", style: { ref: draft.id, name: "Race draft", slug: null, blockCount: draft.blocks.length }, editUrl: `${app.origin}/builder/${draft.id}` });
    expect(first.spec).toBeUndefined();
    expect(first.blocks).toBeUndefined();
    expect(draft.referenceImages).toHaveLength(1);
    expect(draft.referenceImages[0]!.kind).toBe("inspiration");
    const image = await app.request(draft.referenceImages[0]!.url);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    // The draft has never been generated, so API reads of it answer 409 until the owner presses Generate.
    const read = await api(app, "GET", `/styles/${draft.id}`, { headers: t.headers });
    expectError(read, 409, "service_not_generated");
    // A plain poll afterwards reports the draft too.
    expect((await poll(t, start.body.extractionId)).body).toMatchObject({ saved: true, idempotentReplay: true });
  });

  it("answers 402 plan_limit_reached when the Free plan's styles are used up, and keeps the result", async () => {
    const t = await account();
    const prisma = await db();
    await prisma.style.createMany({ data: Array.from({ length: 10 }, (_, i) => ({ ownerId: t.userId, name: `Mine ${i}` })) });
    const start = await startJson(app, t, { text: PROSE });
    await drainExtractionRuns();
    const r = await poll(t, start.body.extractionId, { save_as_draft: "1" });
    expectError(r, 402, "plan_limit_reached", /10 styles/);
    expect(r.body.pricingUrl).toBe(`${app.origin}/pricing`);
    expect(await prisma.style.count({ where: { ownerId: t.userId } })).toBe(10);
    expect((await poll(t, start.body.extractionId)).body.status).toBe("complete");
  });
});

describe("interrupted runs", () => {
  it("are run again at the next start when their sources are stored, else failed and refunded", async () => {
    // This process's own running extractions are never taken for interrupted ones.
    const own = await startJson(app, await account(), { text: PROSE });
    expect(own.status).toBe(202);
    const t = await account();
    const prisma = await db();
    const image = await picture("png");
    const resumable = randomUUID();
    const lost = randomUUID();
    const stored = await blobStore().put(`extractions/${resumable}/source-0.webp`, image, "image/webp");
    // Left by an earlier process: created before this one started.
    const past = new Date(Date.now() - 24 * 3600_000);
    for (const [id, key] of [[resumable, stored.key], [lost, `extractions/${lost}/source-0.webp`]] as const) {
      await prisma.extraction.create({
        data: { id, userId: t.userId, status: "running", cost: 30, createdAt: past, sources: { items: [{ kind: "image", key, url: "", mediaType: "image/png", width: 320, height: 240, filename: "a.png", from: "upload" }] } },
      });
      await prisma.creditLedger.create({ data: { userId: t.userId, extractionId: id, kind: "charge", amount: -30 } });
    }
    // A new process: the once-per-process resume has not run yet.
    processWide<{ resumed?: unknown }>("interrupted-runs", () => ({})).resumed = undefined;
    await resumeInterruptedRuns();
    await drainExtractionRuns();
    const rows = await prisma.extraction.findMany({ where: { id: { in: [resumable, lost] } }, select: { id: true, status: true } });
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({ [resumable]: "complete", [lost]: "failed" });
    expect(await balance(t.userId)).toBe(120 - 30);
  });
});
