// The account page's credit statement (lib/credits/statement.ts) on a real database, with extractions
// started through the REST API and run by the in-process runner: the starting grant, a charge tied to
// its extraction, a failed run's refund (once, beside its charge), other accounts kept out, keyset
// pages whose running balances join up, and the Pro wording.
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { creditStatement, describeSources, type StatementEntry } from "@/lib/credits/statement";
import { db } from "@/lib/db/client";
import { failExtraction } from "@/lib/extraction/finish";
import { drainExtractionRuns } from "@/lib/jobs";
import { startTestApp, type TestApp } from "../support/app";
import { account, balance, PROSE, startJson } from "../support/extraction";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterEach(() => drainExtractionRuns());
afterAll(() => app?.close());

const free = (userId: string) => ({ id: userId, plan: "free" });

/** Starts a JSON extraction over the API, waits for the runner, and returns the run's uuid. */
async function extract(t: Awaited<ReturnType<typeof account>>, body: unknown): Promise<string> {
  const start = await startJson(app, t, body);
  expect(start.status, start.text).toBe(202);
  await drainExtractionRuns();
  return (start.body.extractionId as string).split(".")[0]!;
}

/** Every page of a statement, following nextCursor. */
async function allPages(user: { id: string; plan: string }, limit: number): Promise<StatementEntry[][]> {
  const pages: StatementEntry[][] = [];
  let before: string | undefined;
  do {
    const s = await creditStatement(user, { before, limit });
    expect(s.continued).toBe(before !== undefined);
    pages.push(s.entries);
    before = s.nextCursor ?? undefined;
  } while (before && pages.length < 50);
  return pages;
}

describe("creditStatement", () => {
  it("shows a new Free account its starting grant", async () => {
    const t = await account();
    const s = await creditStatement(free(t.userId));
    expect(s.unlimited).toBe(false);
    expect(s.total).toBe(1);
    expect(s.nextCursor).toBeNull();
    expect(s.entries).toEqual([
      expect.objectContaining({ kind: "grant", amount: 120, balanceAfter: 120, description: "Free plan starting credits", extraction: null }),
    ]);
    expect(s.note).toBe("Each extraction costs 30 credits on Free. A failed extraction is refunded automatically.");
  });

  it("lists an extraction's charge newest first, tied to that extraction and its sources", async () => {
    const t = await account();
    const id = await extract(t, { text: PROSE });
    const s = await creditStatement(free(t.userId));
    expect(s.entries.map((e) => [e.kind, e.amount, e.balanceAfter])).toEqual([
      ["charge", -30, 90],
      ["grant", 120, 120],
    ]);
    const charge = s.entries[0]!;
    expect(charge.description).toBe("Extraction");
    expect(charge.extraction).toMatchObject({ id, status: "complete", sources: "text", refundedAt: null });
    expect(charge.extraction!.title).toEqual(expect.any(String));
    expect(charge.extraction!.chargedAt).toEqual(charge.createdAt);
    expect(charge.balanceAfter).toBe(await balance(t.userId));
  });

  it("shows a failed extraction's refund exactly once, linked to the same extraction as its charge", async () => {
    const t = await account();
    const id = await extract(t, { reference: "Bauhause poster" });
    // A late duplicate failure report pays nothing twice.
    await failExtraction(id, null);
    const s = await creditStatement(free(t.userId));
    expect(s.entries.map((e) => [e.kind, e.amount, e.balanceAfter])).toEqual([
      ["refund", 30, 120],
      ["charge", -30, 90],
      ["grant", 120, 120],
    ]);
    const [refund, charge] = s.entries;
    expect(refund!.description).toBe("Refund: the extraction failed");
    expect(refund!.extraction).toMatchObject({ id, status: "failed", sources: "reference: Bauhause poster" });
    expect(charge!.extraction).toMatchObject({ id, status: "failed" });
    // Each half names the other, so either row can say the run was given back.
    expect(charge!.extraction!.refundedAt).toEqual(refund!.createdAt);
    expect(refund!.extraction!.chargedAt).toEqual(charge!.createdAt);
    expect(s.entries.filter((e) => e.kind === "refund")).toHaveLength(1);
  });

  it("never shows another account's entries or extractions", async () => {
    const me = await account();
    const other = await account();
    const mine = await extract(me, { text: PROSE });
    const theirs = await extract(other, { reference: "Bauhaus" });
    const s = await creditStatement(free(me.userId));
    const own = await (await db()).creditLedger.findMany({ where: { userId: me.userId }, select: { id: true } });
    expect(s.entries.map((e) => e.id).sort()).toEqual(own.map((r) => r.id).sort());
    expect(s.entries.map((e) => e.extraction?.id).filter(Boolean)).toEqual([mine]);
    expect(JSON.stringify(s)).not.toContain(theirs);
    expect(s.total).toBe(2);
  });

  it("pages newest first without gaps or repeats, and the running balances join across pages", async () => {
    const t = await account();
    const prisma = await db();
    const base = Date.now() - 3600_000;
    // 24 more rows, four of them sharing one timestamp so the id has to break the tie.
    await prisma.creditLedger.createMany({
      data: Array.from({ length: 24 }, (_, i) => ({
        userId: t.userId,
        kind: "grant" as const,
        amount: i + 1,
        note: `Bonus ${i + 1}`,
        createdAt: new Date(base + (i < 4 ? 0 : i) * 1000),
      })),
    });
    const rows = await prisma.creditLedger.findMany({ where: { userId: t.userId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
    expect(rows).toHaveLength(25);
    let running = 0;
    const expected = rows.map((r) => ({ id: r.id, balanceAfter: (running += r.amount) })).reverse();

    const pages = await allPages(free(t.userId), 10);
    expect(pages.map((p) => p.length)).toEqual([10, 10, 5]);
    expect(pages.flat().map((e) => ({ id: e.id, balanceAfter: e.balanceAfter }))).toEqual(expected);
    expect(pages[0]![0]!.balanceAfter).toBe(await balance(t.userId));

    // A cursor it never issued shows the newest page rather than failing.
    for (const before of ["nonsense", Buffer.from("12.not-a-uuid").toString("base64url"), "x".repeat(200)]) {
      const s = await creditStatement(free(t.userId), { before, limit: 10 });
      expect(s.entries.map((e) => e.id)).toEqual(expected.slice(0, 10).map((e) => e.id));
      expect(s.continued).toBe(false);
    }
  });

  it("on Pro shows no balances and says extractions are never charged", async () => {
    const t = await account({ plan: "pro" });
    const pro = { id: t.userId, plan: "pro" };
    const id = await extract(t, { text: PROSE });
    expect((await (await db()).extraction.findUniqueOrThrow({ where: { id } })).status).toBe("complete");
    const s = await creditStatement(pro);
    expect(s.unlimited).toBe(true);
    // The account began on Free: its grant stays on record, and the Pro run added nothing.
    expect(s.entries.map((e) => [e.kind, e.amount, e.balanceAfter])).toEqual([["grant", 120, null]]);
    expect(s.note).toBe("Extractions are unlimited on Pro and never charged, so new runs add no entries here. Earlier entries are kept for your records.");

    const empty = await creditStatement({ id: randomUUID(), plan: "pro" });
    expect(empty).toMatchObject({ entries: [], total: 0, nextCursor: null });
    expect(empty.note).toBe("Extractions are unlimited on Pro and never charged, so new runs add no entries here.");
  });
});

describe("describeSources", () => {
  it("names each kind of source in a few words", () => {
    const image = (from: "upload" | "url") => ({ kind: "image", key: "k", url: "u", mediaType: "image/webp", width: 1, height: 1, filename: "f", from });
    expect(describeSources({ items: [image("upload")] })).toBe("image upload");
    expect(describeSources({ items: [image("upload"), image("upload"), image("url"), { kind: "text", text: "Hi" }] })).toBe("2 image uploads, image link, text");
    expect(describeSources({ items: [{ kind: "reference", name: "Hokusai" }] })).toBe("reference: Hokusai");
    expect(describeSources({ items: [{ kind: "document", key: "k", documentKind: "pdf", filename: "a.pdf", from: "upload" }] })).toBe("document");
    expect(describeSources({ items: [{ kind: "reference", name: "A very long name of a painter and also of a whole school" }] })).toBe(
      "reference: A very long name of a painter and also…",
    );
    for (const odd of [null, [], ["text"], { items: [] }]) expect(describeSources(odd)).toBe("sources not recorded");
  });
});
