// "What is it?" over real HTTP: a photograph read alone names no medium and says so, and its owner may
// run it again with their words, free, once, within the hour; the words decide the medium. The same
// words given at the start ("about", beside the images) decide it from the first run.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { drainExtractionRuns } from "@/lib/jobs";
import { startTestApp, type TestApp } from "../support/app";
import { balance, ledgerKinds } from "../support/extraction";
import { pageGet, pagePost, signedIn, startFilesFromPage, type Visitor } from "./extract-page-visitor";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterEach(() => drainExtractionRuns());
afterAll(() => app?.close());

// A real photograph (tests/eval/images/LICENSES.md): continuous tone, which no pixel decides.
const PHOTO = readFileSync(path.join(import.meta.dirname, "../eval/images/real/Aqua.webp"));

interface Status {
  status: string;
  message?: string;
  blocks?: { section: string; type: string; value: string }[];
  run: { id: string; rerun: { until: string } | null };
}

async function status(who: Visitor, handle: string): Promise<Status> {
  const res = await pageGet(app, `/api/site/extract/status/${encodeURIComponent(handle)}`, who);
  expect(res.status).toBe(200);
  return (await res.json()) as Status;
}

async function photoRun(who: Visitor, query = ""): Promise<string> {
  const res = await startFilesFromPage(app, who, [{ name: "lake.webp", data: PHOTO, type: "image/webp" }], query);
  expect(res.status, await res.clone().text()).toBe(202);
  const { extractionId } = (await res.json()) as { extractionId: string };
  await drainExtractionRuns();
  return extractionId;
}

const rerun = (who: Partial<Visitor> | null, handle: string, words: unknown) =>
  pagePost(app, `/api/site/extract/runs/${encodeURIComponent(handle)}/rerun`, who, JSON.stringify({ words }), "application/json");

const medium = (s: Status) => (s.blocks ?? []).filter((b) => b.section === "medium").map((b) => b.value).join(" | ");
const said = (s: Status) => (s.blocks ?? []).map((b) => b.value).join(" | ");

describe("a photograph read alone", () => {
  it("names no medium, says so, and offers a free rerun for an hour", async () => {
    const me = await signedIn();
    const handle = await photoRun(me);
    const s = await status(me, handle);
    expect(s.status).toBe("complete");
    expect(medium(s)).not.toMatch(/photograph|painting|paint|render|vector|drawing/i);
    expect(said(s)).not.toMatch(/photograph|painting|render/i);
    expect(s.message).toMatch(/could not be told from the pixels/);
    const row = await (await db()).extraction.findUniqueOrThrow({ where: { id: s.run.id }, select: { createdAt: true } });
    expect(Date.parse(s.run.rerun!.until) - row.createdAt.getTime()).toBe(60 * 60 * 1000);
  });
});

describe("POST /api/site/extract/runs/{id}/rerun", () => {
  it("runs the same images again with the maker's words, free, and only once", async () => {
    const me = await signedIn();
    const handle = await photoRun(me);
    const before = await balance(me.userId);
    const ledger = await ledgerKinds(me.userId);

    expect((await rerun(me, handle, "   ")).status).toBe(400);
    const res = await rerun(me, handle, "a painting, a quiet lake at dawn");
    expect(res.status, await res.clone().text()).toBe(202);
    const started = (await res.json()) as { extractionId: string; status: string };
    expect(started.status).toBe("running");
    await drainExtractionRuns();

    const again = await status(me, started.extractionId);
    expect(again.status).toBe("complete");
    expect(medium(again)).toMatch(/painting/);
    expect(said(again)).not.toMatch(/photograph/i);
    expect(said(again)).toMatch(/lake at dawn/);
    // Free: no charge, no ledger row.
    expect(await balance(me.userId)).toBe(before);
    expect(await ledgerKinds(me.userId)).toEqual(ledger);
    // Once: the first run's offer is spent, and a rerun is not offered a rerun of its own.
    expect((await status(me, handle)).run.rerun).toBeNull();
    expect(again.run.rerun).toBeNull();
    const twice = await rerun(me, handle, "a 3D render");
    expect(twice.status).toBe(400);
    expect(((await twice.json()) as { message: string }).message).toMatch(/free rerun already/);
    // The rerun's images are its own copies: the first run's stay where they were.
    const rows = await (await db()).extraction.findMany({ where: { userId: me.userId }, select: { id: true, sources: true, cost: true, rerunOf: true } });
    const keys = rows.map((r) => (r.sources as { items: { kind: string; key?: string }[] }).items.find((i) => i.kind === "image")?.key);
    expect(new Set(keys).size).toBe(2);
    expect(rows.find((r) => r.rerunOf !== null)?.cost).toBe(0);
  });

  it("answers 404 for another account's run and 401/403 without a session or its token", async () => {
    const me = await signedIn();
    const other = await signedIn();
    const handle = await photoRun(me);
    expect((await rerun(other, handle, "a painting")).status).toBe(404);
    expect((await rerun(null, handle, "a painting")).status).toBe(401);
    expect((await rerun({ cookie: me.cookie, csrf: "wrong" }, handle, "a painting")).status).toBe(403);
  });

  it("refuses after the hour, and a run whose medium was decided", async () => {
    const me = await signedIn();
    const handle = await photoRun(me);
    const { run } = await status(me, handle);
    await (await db()).extraction.update({ where: { id: run.id }, data: { createdAt: new Date(Date.now() - 61 * 60 * 1000) } });
    expect((await status(me, handle)).run.rerun).toBeNull();
    const late = await rerun(me, handle, "a painting");
    expect(late.status).toBe(400);
    expect(((await late.json()) as { message: string }).message).toMatch(/for an hour/);
  });

  it("refuses words over 300 characters and a body that is not its shape", async () => {
    const me = await signedIn();
    const handle = await photoRun(me);
    expect((await rerun(me, handle, "a".repeat(301))).status).toBe(400);
    expect((await rerun(me, handle, 42)).status).toBe(400);
  });
});

describe("What is it? at the start", () => {
  it("decides the medium from the first run, and offers no rerun", async () => {
    const me = await signedIn();
    const handle = await photoRun(me, `?about=${encodeURIComponent("a 3D render, soft studio light")}`);
    const s = await status(me, handle);
    expect(medium(s)).toMatch(/3D render/);
    expect(s.run.rerun).toBeNull();
    expect(s.message ?? "").not.toMatch(/could not be told/);
  });

  it("refuses an answer over 300 characters before anything is charged", async () => {
    const me = await signedIn();
    const before = await balance(me.userId);
    const res = await startFilesFromPage(app, me, [{ name: "lake.webp", data: PHOTO, type: "image/webp" }], `?about=${"a".repeat(301)}`);
    expect(res.status).toBe(400);
    expect(await balance(me.userId)).toBe(before);
  });
});
