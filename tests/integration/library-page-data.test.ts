// What the library page reads (app/library/_lib/data.ts) on a real database: moderation state and the
// moderator's note beside each own style, and History on Free built per style, with older runs locked
// and explained in the service's own words. Pro reads the whole archive, unsaved runs included.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadHistory, loadMyStyles } from "@/app/library/_lib/data";
import { db } from "@/lib/db/client";
import { startTestApp, type TestApp } from "../support/app";
import { account } from "../support/extraction";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

async function style(ownerId: string, name: string, data: Record<string, unknown> = {}) {
  return (await db()).style.create({ data: { ownerId, name, visibility: "private", ...data }, select: { id: true } });
}

async function run(userId: string, styleId: string | null, minutesAgo: number, title: string) {
  return (await db()).extraction.create({
    data: { userId, styleId, status: "complete", sources: ["text"], suggestedTitle: title, blocks: [], createdAt: new Date(Date.now() - minutesAgo * 60_000) },
    select: { id: true },
  });
}

describe("loadMyStyles", () => {
  it("gives each style its id and its owner's view of moderation", async () => {
    const { userId } = await account();
    const plain = await style(userId, "Plain");
    const waiting = await style(userId, "Waiting", { visibility: "public", moderation: "pending" });
    const refused = await style(userId, "Refused", { visibility: "public", moderation: "rejected", moderationNote: "Please credit the photographer." });
    const { count, styles } = await loadMyStyles(userId);
    expect(count).toBe(3);
    const byName = new Map(styles.map((s) => [s.name, s]));
    expect(byName.get("Plain")).toMatchObject({ id: plain.id, visibility: "private", lastGeneratedAt: null, moderation: { moderation: "approved", note: null } });
    expect(byName.get("Waiting")).toMatchObject({ id: waiting.id, moderation: { moderation: "pending" } });
    expect(byName.get("Refused")).toMatchObject({ id: refused.id, moderation: { moderation: "rejected", note: "Please credit the photographer." } });
  });
});

describe("loadHistory", () => {
  it("on Free lists each style's runs newest first, older ones locked with the service's message", async () => {
    const { userId } = await account();
    const a = await style(userId, "Alpha");
    const b = await style(userId, "Beta");
    const aNew = await run(userId, a.id, 1, "Alpha newest");
    const aOld = await run(userId, a.id, 10, "Alpha older");
    const bOnly = await run(userId, b.id, 5, "Beta only");
    await run(userId, null, 2, "Never saved");
    const h = await loadHistory(userId, "free");
    expect(h.entries.map((e) => [e.id, e.locked])).toEqual([
      [aNew.id, false],
      [bOnly.id, false],
      [aOld.id, true],
    ]);
    expect(h.lockedCount).toBe(1);
    expect(h.lockedMessage).toBe("Only the newest extraction of each style opens on the Free plan. Upgrade to Pro for the full archive.");
    expect(h.styleNames.get(a.id)).toBe("Alpha");
  });

  it("on Free with nothing locked has no upgrade message", async () => {
    const { userId } = await account();
    const a = await style(userId, "Solo");
    await run(userId, a.id, 1, "Only run");
    const h = await loadHistory(userId, "free");
    expect(h.entries).toHaveLength(1);
    expect(h.lockedMessage).toBeNull();
  });

  it("on Pro reads the whole archive, runs never saved as a style included", async () => {
    const { userId } = await account({ plan: "pro" });
    const a = await style(userId, "Gamma");
    await run(userId, a.id, 3, "Gamma older");
    await run(userId, a.id, 1, "Gamma newest");
    await run(userId, null, 2, "Never saved");
    const h = await loadHistory(userId, "pro");
    expect(h.entries.map((e) => e.suggestedTitle)).toEqual(["Gamma newest", "Never saved", "Gamma older"]);
    expect(h.entries.every((e) => !e.locked)).toBe(true);
    expect(h.lockedMessage).toBeNull();
  });
});
