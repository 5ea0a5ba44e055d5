// Money and state under concurrency: fast-check draws batches of operations that run at the same time
// on two accounts (extraction starts, injected failures, racing save_as_draft polls, builder edits,
// generates, publishes and republishes, library saves), and after every batch the invariants must hold:
// - the ledger: every charge belongs to an extraction of the same account, at most one charge and one
//   refund per extraction, a refund exactly when the run failed and equal to its charge, no balance
//   below zero;
// - no extraction is left `running` once the runner is idle;
// - one draft per extraction (every draft style is some extraction's styleId, and none is shared);
// - a generation never changes once written (snapshot by id), and a published one is never deleted;
// - no operation answers 5xx or throws anything but a documented ServiceError.
import { createHash } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { failExtraction } from "@/lib/extraction/finish";
import { drainExtractionRuns } from "@/lib/jobs";
import { generateStyle } from "@/lib/builder/generate";
import { publishStyle } from "@/lib/builder/publish";
import { saveStyleEdits } from "@/lib/builder/edit";
import { saveToLibrary } from "@/lib/library/save";
import { startTestApp, type TestApp } from "../support/app";
import { api } from "../support/api";
import { account, PROSE, startJson } from "../support/extraction";
import type { TestToken } from "../support/tokens";

let app: TestApp;
const previousExtractLimit = process.env.RATE_LIMIT_EXTRACT_PER_MIN;
beforeAll(async () => {
  // The per-account extraction lane is not under test here; the credits are.
  process.env.RATE_LIMIT_EXTRACT_PER_MIN = "100000";
  app = await startTestApp();
});
afterAll(async () => {
  if (previousExtractLimit === undefined) delete process.env.RATE_LIMIT_EXTRACT_PER_MIN;
  else process.env.RATE_LIMIT_EXTRACT_PER_MIN = previousExtractLimit;
  await drainExtractionRuns();
  await app?.close();
});

type Op =
  | { kind: "start"; who: number }
  | { kind: "fail"; who: number; pick: number }
  | { kind: "draft"; who: number; pick: number; name: string }
  | { kind: "edit"; who: number; pick: number; name: string }
  | { kind: "generate"; who: number; pick: number }
  | { kind: "publish"; who: number; pick: number; visibility: "public" | "link-shared" | "private" }
  | { kind: "libsave"; who: number; slug: string };

const who = fc.integer({ min: 0, max: 1 });
const pick = fc.nat({ max: 50 });
const name = fc.oneof(fc.constantFrom("Morning letter", "Quiet voice", "  padded  "), fc.string({ minLength: 1, maxLength: 40 }));
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("start" as const), who }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("fail" as const), who, pick }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("draft" as const), who, pick, name }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("edit" as const), who, pick, name }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("generate" as const), who, pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("publish" as const), who, pick, visibility: fc.constantFrom("public" as const, "link-shared" as const, "private" as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("libsave" as const), who, slug: fc.constantFrom("risograph-zine-k2f9", "founder-letter-p7qd") }) },
);
const batches = fc.array(fc.array(op, { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 4 });

const RUNS = Number(process.env.ADVERSARIAL_STATE_RUNS ?? 30);
const tally = { batches: 0, operations: 0, invariantChecks: 0, byKind: {} as Record<string, number> };

interface World {
  accounts: TestToken[];
  /** Snapshot hash of every generation seen, by id. */
  generations: Map<string, string>;
}

async function ownIds(userId: string) {
  const prisma = await db();
  const [extractions, styles] = await Promise.all([
    prisma.extraction.findMany({ where: { userId }, select: { id: true }, orderBy: { createdAt: "asc" } }),
    prisma.style.findMany({ where: { ownerId: userId }, select: { id: true }, orderBy: { createdAt: "asc" } }),
  ]);
  return { extractions: extractions.map((e) => e.id), styles: styles.map((s) => s.id) };
}

const at = <T>(list: T[], i: number): T | undefined => (list.length ? list[i % list.length] : undefined);

/** Runs one operation; resolves to a description of anything that must never happen. */
async function run(world: World, o: Op): Promise<string | null> {
  tally.byKind[o.kind] = (tally.byKind[o.kind] ?? 0) + 1;
  const t = world.accounts[o.who]!;
  const ids = await ownIds(t.userId);
  try {
    switch (o.kind) {
      case "start": {
        const r = await startJson(app, t, { text: PROSE });
        return [202, 402].includes(r.status) ? null : `start answered ${r.status}: ${r.text}`;
      }
      case "fail": {
        const id = at(ids.extractions, o.pick);
        if (id) await failExtraction(id, "Injected failure.");
        return null;
      }
      case "draft": {
        const id = at(ids.extractions, o.pick);
        if (!id) return null;
        const handle = (await import("@/lib/extraction/handle")).extractionHandle(id, t.userId);
        const r = await api(app, "GET", `/extractions/${handle}`, { headers: t.headers, query: { save_as_draft: "true", name: o.name } });
        return r.status < 500 ? null : `poll answered ${r.status}: ${r.text}`;
      }
      case "edit": {
        const id = at(ids.styles, o.pick);
        if (id) await saveStyleEdits(t.userId, id, { name: o.name });
        return null;
      }
      case "generate": {
        const id = at(ids.styles, o.pick);
        if (id) await generateStyle(t.userId, id);
        return null;
      }
      case "publish": {
        const id = at(ids.styles, o.pick);
        if (id) await publishStyle(t.userId, id, { visibility: o.visibility });
        return null;
      }
      case "libsave": {
        await saveToLibrary(t.userId, o.slug, "rest");
        return null;
      }
    }
  } catch (err) {
    // Refusals (a plan limit, a never-generated draft, a bad name) are answers; anything else is a bug.
    if (err instanceof ServiceError && err.code !== "internal_error") return null;
    return `${o.kind} threw ${err instanceof Error ? err.stack : String(err)}`;
  }
}

async function checkInvariants(world: World): Promise<string[]> {
  tally.invariantChecks++;
  const prisma = await db();
  const problems: string[] = [];
  for (const t of world.accounts) {
    const [ledger, extractions, styles] = await Promise.all([
      prisma.creditLedger.findMany({ where: { userId: t.userId } }),
      prisma.extraction.findMany({ where: { userId: t.userId } }),
      prisma.style.findMany({ where: { ownerId: t.userId }, select: { id: true, publishedGenerationId: true } }),
    ]);
    const balance = ledger.reduce((sum, row) => sum + row.amount, 0);
    if (balance < 0) problems.push(`balance ${balance} below zero`);
    const byExtraction = new Map(extractions.map((e) => [e.id, e]));
    for (const e of extractions) {
      const rows = ledger.filter((l) => l.extractionId === e.id);
      const charges = rows.filter((l) => l.kind === "charge");
      const refunds = rows.filter((l) => l.kind === "refund");
      if (e.status === "running") problems.push(`extraction ${e.id} still running with the runner idle`);
      if (charges.length > 1 || refunds.length > 1) problems.push(`extraction ${e.id}: ${charges.length} charges, ${refunds.length} refunds`);
      if (e.cost > 0 && charges.length !== 1) problems.push(`extraction ${e.id} cost ${e.cost} but has ${charges.length} charges`);
      if (charges[0] && charges[0].amount !== -e.cost) problems.push(`extraction ${e.id} charged ${charges[0].amount} for cost ${e.cost}`);
      const shouldRefund = e.status === "failed" && charges.length === 1;
      if (shouldRefund !== (refunds.length === 1)) problems.push(`extraction ${e.id} is ${e.status} with ${refunds.length} refunds`);
      if (refunds[0] && charges[0] && refunds[0].amount !== -charges[0].amount) problems.push(`extraction ${e.id} refunded ${refunds[0].amount} of ${charges[0].amount}`);
    }
    for (const l of ledger) {
      if (l.kind !== "grant" && (!l.extractionId || !byExtraction.has(l.extractionId))) problems.push(`ledger row ${l.id} (${l.kind}) names no extraction of this account`);
    }
    // One draft per extraction: every style here came from a save_as_draft poll.
    const draftOf = extractions.filter((e) => e.styleId).map((e) => e.styleId!);
    if (new Set(draftOf).size !== draftOf.length) problems.push("two extractions point at one draft");
    for (const s of styles) if (!draftOf.includes(s.id)) problems.push(`style ${s.id} is no extraction's draft (a second draft was made)`);
    for (const s of styles) {
      if (s.publishedGenerationId && !(await prisma.generation.findUnique({ where: { id: s.publishedGenerationId }, select: { id: true } }))) {
        problems.push(`style ${s.id}'s published generation is gone`);
      }
    }
  }
  const generations = await prisma.generation.findMany({ where: { style: { ownerId: { in: world.accounts.map((a) => a.userId) } } }, select: { id: true, snapshot: true } });
  for (const g of generations) {
    const hash = createHash("sha256").update(JSON.stringify(g.snapshot)).digest("hex");
    const seen = world.generations.get(g.id);
    if (seen && seen !== hash) problems.push(`generation ${g.id} changed after it was written`);
    world.generations.set(g.id, hash);
  }
  return problems;
}

describe("money and state under concurrent operations", () => {
  it("keeps every invariant after each concurrent batch", async () => {
    await fc.assert(
      fc.asyncProperty(batches, async (plan) => {
        const world: World = { accounts: [await account({ plan: "pro" }), await account()], generations: new Map() };
        for (const batch of plan) {
          tally.batches++;
          tally.operations += batch.length;
          const outcomes = await Promise.all(batch.map((o) => run(world, o)));
          await drainExtractionRuns();
          const problems = [...outcomes.filter((p): p is string => p !== null), ...(await checkInvariants(world))];
          expect(problems, JSON.stringify(batch)).toEqual([]);
        }
      }),
      { numRuns: RUNS },
    );
    console.log(`[state] ${tally.batches} concurrent batches, ${tally.operations} operations ${JSON.stringify(tally.byKind)}, invariants checked ${tally.invariantChecks} times`);
  });
});
