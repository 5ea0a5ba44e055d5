// GET /me/extractions and /me/extractions/{id}: newest first, cursor paging, the style filter, the Free
// plan's newest-entry rule and Pro's full archive; no credits spent reading.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { drainExtractionRuns } from "@/lib/jobs";
import { lintStyleMd } from "@/lib/stylemd/lint";
import { startTestApp, type TestApp } from "../support/app";
import { api, expectError } from "../support/api";
import { account, balance, PROSE, startJson } from "../support/extraction";
import type { TestToken } from "../support/tokens";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterEach(() => drainExtractionRuns());
afterAll(() => app?.close());

const history = (t: TestToken, query: Record<string, string> = {}) => api(app, "GET", "/me/extractions", { headers: t.headers, query });
const entry = (t: TestToken, id: string, query: Record<string, string> = {}) => api(app, "GET", `/me/extractions/${id}`, { headers: t.headers, query });

/** Runs `n` text extractions saved to one draft style (the first poll creates it; later runs are
 *  attached to it as the website would), returning the style id and the run ids, oldest first. */
async function runsOfOneStyle(t: TestToken, n: number): Promise<{ styleId: string; ids: string[] }> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const started = await startJson(app, t, { text: `${PROSE}\n\nDraft ${i}.` });
    expect(started.status, started.text).toBe(202);
    ids.push(started.body.extractionId.split(".")[0]);
    await drainExtractionRuns();
  }
  const first = await api(app, "GET", `/extractions/${encodeURIComponent((await startHandle(t, ids[0]!)))}`, { headers: t.headers, query: { save_as_draft: "true" } });
  const styleId = first.body.style.ref as string;
  const prisma = await db();
  // Later runs belong to the same style; spread createdAt so the order is unambiguous.
  for (const [i, id] of ids.entries()) {
    await prisma.extraction.update({ where: { id }, data: { styleId, createdAt: new Date(Date.now() - (n - i) * 60_000) } });
  }
  return { styleId, ids };
}

async function startHandle(t: TestToken, id: string): Promise<string> {
  const { extractionHandle } = await import("@/lib/extraction/handle");
  return extractionHandle(id, t.userId);
}

describe("GET /me/extractions", () => {
  it("needs styles:read", async () => {
    const t = await account({ scopes: ["extract"] });
    expectError(await history(t), 401, "auth_required");
  });

  it("keeps the cross-style archive for Pro: 403 plan_limit_reached with pricingUrl on Free", async () => {
    const t = await account();
    const r = await history(t);
    expectError(r, 403, "plan_limit_reached", /style=/);
    expect(r.body.pricingUrl).toBe(`${app.origin}/pricing`);
  });

  it("on Free with `style` opens the newest entry and lists older ones locked", async () => {
    const t = await account();
    const { styleId, ids } = await runsOfOneStyle(t, 3);
    const before = await balance(t.userId);
    const r = await history(t, { style: styleId });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ count: 3, lockedCount: 2, fullAccess: false, nextCursor: null });
    expect(r.body.entries.map((e: { id: string }) => e.id)).toEqual([...ids].reverse());
    expect(r.body.entries.map((e: { locked: boolean }) => e.locked)).toEqual([false, true, true]);
    const newest = r.body.entries[0];
    expect(newest).toMatchObject({ styleId, model: "styleshelf-local-1" });
    expect(newest.blockCount).toBeGreaterThan(3);
    expect(newest.inputTextPreview).toMatch(/^I started this company/);

    const open = await entry(t, ids[2]!);
    expect(open.status, open.text).toBe(200);
    expect(open.body.lockedBlockCount).toBe(0);
    expect(open.body.blocks.every((b: { locked: boolean }) => b.locked === false)).toBe(true);
    expect(open.body.spec).toBeUndefined();
    const older = await entry(t, ids[0]!);
    expectError(older, 403, "plan_limit_reached", /newest/);
    expect(older.body.pricingUrl).toBe(`${app.origin}/pricing`);
    expect(await balance(t.userId)).toBe(before);
  });

  it("pages the whole archive on Pro with cursors, newest first", async () => {
    const t = await account({ plan: "pro" });
    const { ids } = await runsOfOneStyle(t, 3);
    const page1 = await history(t, { limit: "2" });
    expect(page1.status, page1.text).toBe(200);
    expect(page1.body).toMatchObject({ count: 3, lockedCount: 0, fullAccess: true });
    expect(page1.body.entries.map((e: { id: string }) => e.id)).toEqual([ids[2], ids[1]]);
    expect(page1.body.entries[0].locked).toBeUndefined();
    expect(typeof page1.body.nextCursor).toBe("string");
    const page2 = await history(t, { limit: "2", cursor: page1.body.nextCursor });
    expect(page2.body.entries.map((e: { id: string }) => e.id)).toEqual([ids[0]]);
    expect(page2.body.nextCursor).toBeNull();
    expect((await entry(t, ids[0]!)).status).toBe(200);
  });

  it("validates its parameters", async () => {
    const t = await account({ plan: "pro" });
    expectError(await history(t, { style: "not-a-uuid" }), 400, "invalid_request", /style/);
    expectError(await history(t, { limit: "51" }), 400, "invalid_request", /limit/);
    expectError(await history(t, { cursor: "bogus" }), 400, "invalid_request", /cursor/);
  });
});

describe("GET /me/extractions/{id}", () => {
  it("compiles the usable blocks with format=default and format=stylemd", async () => {
    const t = await account({ plan: "pro" });
    const { ids } = await runsOfOneStyle(t, 1);
    const spec = await entry(t, ids[0]!, { format: "default" });
    expect(spec.status, spec.text).toBe(200);
    expect(spec.body.spec).toMatch(/Voice/);
    expect(spec.body.styleMd).toBeUndefined();
    const md = await entry(t, ids[0]!, { format: "stylemd" });
    expect(lintStyleMd(md.body.styleMd)).toMatchObject({ valid: true, errors: [], warnings: [] });
    expectError(await entry(t, ids[0]!, { format: "json" }), 400, "invalid_request", /format/);
  });

  it("answers 404 for another account's entry and 400 for a malformed id", async () => {
    const owner = await account({ plan: "pro" });
    const other = await account({ plan: "pro" });
    const { ids } = await runsOfOneStyle(owner, 1);
    expectError(await entry(other, ids[0]!), 404, "not_found");
    expectError(await entry(owner, "12345"), 400, "invalid_request", /id/);
  });
});
