// The services the library page reads return what it shows (issue 22, seam 4), on a real database:
// listOwnStyles gives each style's id (GET /me/styles keeps the contract's item, without one),
// moderationOfStyles reads the owner's review state of a whole page of styles in one query, plans.ts
// historyAccess words a locked history entry exactly as opening it answers, and a plan_limit_reached
// from the style allowance says so in its reason, which no response body carries.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadMyStyles } from "@/app/library/_lib/data";
import { createStyle } from "@/lib/builder/create";
import { db } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { extractionHistoryEntry } from "@/lib/extraction/history";
import { errorResponse } from "@/lib/http/respond";
import { listMyStyles, listOwnStyles } from "@/lib/library/my-styles";
import { moderationOfStyles } from "@/lib/moderation";
import { historyAccess, planOf } from "@/lib/plans";
import { startTestApp, type TestApp } from "../support/app";
import { account } from "../support/extraction";

/** Every Prisma model operation the services make while `on`, through a query extension on the one
 *  client db() hands out (the services cannot tell). */
const queries = vi.hoisted(() => ({ on: false, log: [] as { op: string; args: unknown }[] }));
vi.mock("@/lib/db/client", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/db/client")>();
  let cached: { base: unknown; counted: unknown } | null = null;
  return {
    ...real,
    db: async () => {
      const base = await real.db();
      if (cached?.base !== base) {
        const counted = base.$extends({
          query: {
            $allOperations({ model, operation, args, query }) {
              if (queries.on) queries.log.push({ op: `${model}.${operation}`, args });
              return query(args);
            },
          },
        });
        cached = { base, counted };
      }
      return cached.counted as typeof base;
    },
  };
});

async function counted<T>(work: () => Promise<T>): Promise<{ result: T; ops: { op: string; args: unknown }[] }> {
  queries.log = [];
  queries.on = true;
  try {
    return { result: await work(), ops: queries.log };
  } finally {
    queries.on = false;
  }
}

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

async function style(ownerId: string, name: string, data: Record<string, unknown> = {}) {
  return (await db()).style.create({ data: { ownerId, name, visibility: "private", ...data }, select: { id: true } });
}

const MODERATION = [
  { visibility: "private" },
  { visibility: "public", moderation: "pending" },
  { visibility: "public", moderation: "rejected", moderationNote: "Please credit the photographer.", moderatedAt: new Date() },
] as const;

async function styles(ownerId: string, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) ids.push((await style(ownerId, `Style ${i}`, { ...MODERATION[i % 3] })).id);
  return ids;
}

describe("listOwnStyles", () => {
  it("gives each style its database id, in the listing's order, and the API listing stays without one", async () => {
    const { userId } = await account();
    const ids = await styles(userId, 3);
    const own = await listOwnStyles(userId, { limit: 10 });
    const api = await listMyStyles(userId, { limit: 10 });
    expect(new Set(own.styles.map((s) => s.id))).toEqual(new Set(ids));
    expect(own.styles.map(({ id: _id, ...item }) => item)).toEqual(api.styles);
    expect(api.count).toBe(3);
    for (const item of api.styles) expect(item).not.toHaveProperty("id");
    // The id the page links with is the one the builder URL ends in.
    for (const s of own.styles) expect(s.url.endsWith(`/builder/${s.id}`)).toBe(true);
  });
});

describe("moderationOfStyles", () => {
  it("reads the owner's view of review for many styles in one query, someone else's left out", async () => {
    const { userId } = await account();
    const other = await account();
    const [plain, waiting, refused] = await styles(userId, 3);
    const theirs = (await style(other.userId, "Not yours", { visibility: "public", moderation: "pending" })).id;
    const { result, ops } = await counted(() => moderationOfStyles(userId, [plain!, waiting!, refused!, theirs, "not-a-uuid"]));
    expect(ops.map((q) => q.op)).toEqual(["Style.findMany"]);
    expect([...result.keys()].sort()).toEqual([plain, waiting, refused].sort());
    expect(result.get(plain!)).toEqual({ moderation: "approved", note: null, moderatedAt: null });
    expect(result.get(waiting!)).toMatchObject({ moderation: "pending", note: null });
    expect(result.get(refused!)).toMatchObject({ moderation: "rejected", note: "Please credit the photographer." });
  });

  it("asks nothing for no ids", async () => {
    const { userId } = await account();
    const { result, ops } = await counted(() => moderationOfStyles(userId, []));
    expect(result.size).toBe(0);
    expect(ops).toEqual([]);
  });
});

describe("the library's My styles view (loadMyStyles)", () => {
  it("makes the same queries for 2 styles as for 12: one moderation lookup for the whole page", async () => {
    const few = await account();
    const many = await account();
    await styles(few.userId, 2);
    const manyIds = await styles(many.userId, 12);
    const small = await counted(() => loadMyStyles(few.userId));
    const large = await counted(() => loadMyStyles(many.userId));
    expect(small.result.styles).toHaveLength(2);
    expect(large.result.styles).toHaveLength(12);
    const ops = (log: { op: string }[]) => log.map((q) => q.op).sort();
    expect(ops(large.ops)).toEqual(ops(small.ops));
    expect(large.ops.length).toBeLessThanOrEqual(4);
    // The moderation lookup: one findMany over all twelve ids (the listing's own findMany asks by owner).
    const byIds = large.ops.filter((q) => q.op === "Style.findMany" && JSON.stringify(q.args).includes('"in"'));
    expect(byIds).toHaveLength(1);
    expect(new Set((byIds[0]!.args as { where: { id: { in: string[] } } }).where.id.in)).toEqual(new Set(manyIds));
    const refused = large.result.styles.find((s) => s.moderation.moderation === "rejected");
    expect(refused?.moderation.note).toBe("Please credit the photographer.");
  });
});

describe("historyAccess", () => {
  it("words a locked entry exactly as opening it answers, and Pro has none", async () => {
    const { userId } = await account();
    const s = await style(userId, "History");
    const prisma = await db();
    const run = (minutesAgo: number) =>
      prisma.extraction.create({
        data: { userId, styleId: s.id, status: "complete", sources: ["text"], blocks: [], createdAt: new Date(Date.now() - minutesAgo * 60_000) },
        select: { id: true },
      });
    await run(1);
    const older = await run(10);
    const refusal = await extractionHistoryEntry(userId, older.id, "blocks").then(
      () => null,
      (err: unknown) => err,
    );
    expect(refusal).toBeInstanceOf(ServiceError);
    expect((refusal as ServiceError).code).toBe("plan_limit_reached");
    expect(historyAccess(planOf("free"))).toEqual({ full: false, lockedEntryMessage: (refusal as ServiceError).message });
    expect(historyAccess(planOf("pro"))).toEqual({ full: true, lockedEntryMessage: null });
  });
});

describe("ServiceError reason", () => {
  it("names the style allowance on plan_limit_reached, and the response body stays {error, message, pricingUrl}", async () => {
    const { userId } = await account();
    const max = planOf("free").maxStyles!;
    for (let i = 0; i < max; i++) await style(userId, `Kept ${i}`);
    const err = await createStyle(userId).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ServiceError);
    expect(err).toMatchObject({ code: "plan_limit_reached", reason: "style_allowance" });
    const res = errorResponse(err as ServiceError);
    expect(res.status).toBe(402);
    expect(Object.keys(await res.json()).sort()).toEqual(["error", "message", "pricingUrl"]);
  });

  it("is absent where a code has one cause", () => {
    expect(new ServiceError("not_found", "No such style.").reason).toBeUndefined();
  });
});
