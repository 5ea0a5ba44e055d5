// The extract page's recent runs over real HTTP: every run of the account (running, complete, failed)
// with what it was made from, until its owner dismisses it; dismissing hides a run from that list
// only (the ledger keeps its rows, a direct poll still answers); the balance is the ledger's after
// a refund; a failed unknown reference carries the names near it.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { extractionHandle } from "@/lib/extraction/handle";
import { drainExtractionRuns } from "@/lib/jobs";
import { startTestApp, type TestApp } from "../support/app";
import { ledgerKinds, picture, PROSE } from "../support/extraction";
import { pageGet, pagePost, signedIn, startFilesFromPage, startFromPage, type Visitor } from "./extract-page-visitor";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterEach(() => drainExtractionRuns());
afterAll(() => app?.close());

interface Run {
  id: string;
  handle: string;
  status: string;
  title: string | null;
  sources: { images: { url: string; filename: string; from: string }[]; documents: string[]; text: string | null; reference: string | null };
  saved: { styleId: string; name: string } | null;
  message: string | null;
  suggestions: string[];
  dismissed: boolean;
}
interface Runs {
  balance: number;
  runs: Run[];
  nextCursor: string | null;
}

async function runs(who: Partial<Visitor> | null, cursor?: string): Promise<{ status: number; body: Runs }> {
  const res = await pageGet(app, `/api/site/extract/runs${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`, who);
  return { status: res.status, body: (await res.json()) as Runs };
}

async function started(res: Response): Promise<string> {
  expect(res.status, await res.clone().text()).toBe(202);
  return ((await res.json()) as { extractionId: string }).extractionId;
}

const dismiss = (who: Partial<Visitor> | null, handle: string) => pagePost(app, `/api/site/extract/runs/${encodeURIComponent(handle)}/dismiss`, who, "");

describe("GET /api/site/extract/runs", () => {
  it("answers 401 without a session", async () => {
    expect((await runs(null)).status).toBe(401);
  });

  it("lists complete, failed and running runs newest first with their sources, and the ledger's balance", async () => {
    const me = await signedIn();
    const fromImage = await started(await startFilesFromPage(app, me, [{ name: "poster.png", data: await picture("png"), type: "image/png" }]));
    const fromText = await started(await startFromPage(app, me, { text: PROSE }));
    const unknown = await started(await startFromPage(app, me, { reference: "Hokusia" }));
    await drainExtractionRuns();
    // A run still working (as a crash-free slow run would be), inserted as start writes it.
    const running = await (await db()).extraction.create({ data: { userId: me.userId, status: "running", sources: { items: [{ kind: "text", text: "Still going" }] } } });

    const { status, body } = await runs(me);
    expect(status).toBe(200);
    expect(body.runs.map((r) => r.handle)).toEqual([extractionHandle(running.id, me.userId), unknown, fromText, fromImage]);
    const [go, failed, text, image] = body.runs;
    expect(go).toMatchObject({ status: "running", message: null, suggestions: [], sources: { text: "Still going" } });
    expect(failed).toMatchObject({ status: "failed", sources: { reference: "Hokusia", images: [] }, saved: null });
    expect(failed!.message).toMatch(/Did you mean .*Hokusai.*Your credits were refunded\.$/);
    expect(failed!.suggestions[0]).toBe("Hokusai");
    expect(text).toMatchObject({ status: "complete", saved: null, suggestions: [], sources: { images: [], text: expect.stringMatching(/^I started this company/) } });
    expect(image).toMatchObject({ status: "complete", sources: { images: [{ filename: "poster.png", from: "upload" }] } });
    // The stored copy is served to its owner: the thumbnail beside the findings loads.
    const thumb = await pageGet(app, image!.sources.images[0]!.url, me);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get("content-type")).toBe("image/webp");
    // Three charges, one refunded: 120 - 90 + 30.
    expect(body.balance).toBe(60);
    expect(body.nextCursor).toBeNull();

    const stranger = await signedIn();
    expect((await runs(stranger)).body.runs).toEqual([]);
  });

  it("pages older runs with a cursor, ten at a time", async () => {
    const me = await signedIn({ plan: "pro" });
    const prisma = await db();
    const base = Date.now() - 3600_000;
    for (let i = 0; i < 12; i++) {
      await prisma.extraction.create({ data: { userId: me.userId, status: "failed", errorMessage: `run ${i}`, sources: { items: [] }, createdAt: new Date(base + i * 1000) } });
    }
    const first = await runs(me);
    expect(first.body.runs.map((r) => r.message)).toEqual(["run 11", "run 10", "run 9", "run 8", "run 7", "run 6", "run 5", "run 4", "run 3", "run 2"]);
    expect(first.body.balance).toBe(-1);
    const second = await runs(me, first.body.nextCursor!);
    expect(second.body.runs.map((r) => r.message)).toEqual(["run 1", "run 0"]);
    expect(second.body.nextCursor).toBeNull();
  });
});

describe("POST /api/site/extract/runs/{id}/dismiss", () => {
  it("hides a finished run from the list only: the ledger keeps its rows and the result still opens", async () => {
    const me = await signedIn();
    const handle = await started(await startFromPage(app, me, { text: PROSE }));
    await drainExtractionRuns();

    expect((await dismiss({ cookie: me.cookie }, handle)).status).toBe(403);
    const stranger = await signedIn();
    expect((await dismiss(stranger, handle)).status).toBe(404);
    expect((await runs(me)).body.runs.map((r) => r.handle)).toEqual([handle]);

    const res = await dismiss(me, handle);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ dismissed: true });
    expect((await dismiss(me, handle)).status).toBe(200);
    expect((await runs(me)).body.runs).toEqual([]);
    expect(await ledgerKinds(me.userId)).toEqual(["grant", "charge"]);

    const again = await pageGet(app, `/api/site/extract/status/${encodeURIComponent(handle)}`, me);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ status: "complete", saved: false, run: { handle, dismissed: true } });
  });

  it("refuses a run that is still extracting", async () => {
    const me = await signedIn();
    const running = await (await db()).extraction.create({ data: { userId: me.userId, status: "running", sources: { items: [] } } });
    const res = await dismiss(me, extractionHandle(running.id, me.userId));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe("This run is still extracting; dismiss it once it has finished.");
    expect((await runs(me)).body.runs).toHaveLength(1);
  });
});

describe("/api/site/extract/status/{id} for the page", () => {
  it("carries the run's source images beside the result, and what it became once saved", async () => {
    const me = await signedIn();
    const handle = await started(
      await startFilesFromPage(app, me, [{ name: "poster.png", data: await picture("png"), type: "image/png" }, { name: "print.jpg", data: await picture("jpeg"), type: "image/jpeg" }]),
    );
    await drainExtractionRuns();
    const path = `/api/site/extract/status/${encodeURIComponent(handle)}`;
    const done = (await (await pageGet(app, path, me)).json()) as { status: string; run: Run };
    expect(done.status).toBe("complete");
    expect(done.run.sources.images.map((i) => i.filename)).toEqual(["poster.png", "print.jpg"]);

    const saved = (await (await pagePost(app, `${path}?name=Poster%20look`, me, "")).json()) as { saved: boolean; run: Run };
    expect(saved.saved).toBe(true);
    expect(saved.run.saved).toMatchObject({ name: "Poster look" });
    expect((await runs(me)).body.runs[0]!.saved).toMatchObject({ name: "Poster look" });
  });
});
