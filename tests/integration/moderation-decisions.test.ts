// Moderation: the review queue and approve/reject decisions on a real database, and what they change
// for anonymous readers through the real API (GET /styles/{slug} and the gallery search).
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { approveStyle, isAdmin, moderationOf, pendingQueue, rejectStyle } from "@/lib/moderation";
import { snapshotOf } from "@/lib/styles/snapshot-of";
import { api, expectError } from "../support/api";
import { startTestApp, type TestApp } from "../support/app";
import { createOwnStyle, createUser, type TestUser } from "../support/tokens";

let app: TestApp;
let admin: TestUser;
let owner: TestUser;
let bystander: TestUser;
beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser();
  owner = await createUser();
  bystander = await createUser();
  await (await db()).user.update({ where: { id: admin.id }, data: { role: "admin" } });
});
afterAll(async () => {
  await app?.close();
});

interface Pending {
  id: string;
  slug: string;
  name: string;
  generationId: string;
}

/** A public style whose published generation waits for review, as Publish leaves it. */
async function pendingStyle(submittedDaysAgo = 1): Promise<Pending> {
  const word = randomBytes(4).toString("hex");
  const name = `Moderated ${word}`;
  const slug = `moderated-${word}`;
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    const publishedAt = new Date(Date.now() - submittedDaysAgo * 86_400_000);
    const style = await tx.style.create({
      data: { ownerId: owner.id, name, description: `Review me ${word}`, category: "illustration", tags: ["review"], slug, visibility: "public", moderation: "pending", publishedAt },
      select: { id: true },
    });
    const blocks = [
      { section: "overview", type: "descriptor", value: `${name}: flat shapes`, enabled: true, position: 0 },
      { section: "palette", type: "color", value: { hex: "#1d4e89", name: "ink" }, enabled: true, position: 1 },
      { section: "palette", type: "color", value: { hex: "#e4572e" }, enabled: true, position: 2 },
    ];
    await tx.block.createMany({ data: blocks.map((b) => ({ styleId: style.id, ...b })) });
    const image = { kind: "inspiration" as const, url: `/blobs/builder/${style.id}/inspiration/hero.webp`, thumbnailUrl: null, position: 0 };
    await tx.referenceImage.create({ data: { styleId: style.id, ...image } });
    const snapshot = snapshotOf({
      name,
      description: `Review me ${word}`,
      category: "illustration",
      tags: ["review"],
      slug,
      disabledSections: [],
      ownerHandle: owner.handle,
      blocks,
      referenceImages: [image],
      samples: [],
    });
    const gen = await tx.generation.create({ data: { styleId: style.id, snapshot: snapshot as object }, select: { id: true } });
    await tx.style.update({ where: { id: style.id }, data: { latestGenerationId: gen.id, publishedGenerationId: gen.id, lastGeneratedAt: publishedAt } });
    return { id: style.id, slug, name, generationId: gen.id };
  });
}

async function expectCode(promise: Promise<unknown>, code: string, message?: RegExp): Promise<void> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, "expected a ServiceError").toBeInstanceOf(ServiceError);
  expect((err as ServiceError).code).toBe(code);
  if (message) expect((err as ServiceError).message).toMatch(message);
}

async function styleRow(id: string) {
  return (await db()).style.findUniqueOrThrow({ where: { id }, select: { moderation: true, moderationNote: true, moderatedAt: true } });
}

/** An anonymous read's status. A decision drops this process's cached row (lib/gallery/changed.ts), so
 *  the very next request sees it. */
async function anonymousStatus(slug: string): Promise<number> {
  return (await api(app, "GET", `/styles/${slug}`, { ip: app.newIp() })).status;
}

async function searchSlugs(query: string): Promise<string[]> {
  const r = await api(app, "GET", "/styles", { query: { query, limit: "25" }, ip: app.newIp() });
  expect(r.status, r.text).toBe(200);
  return (r.body.styles as { slug: string }[]).map((s) => s.slug);
}

describe("who may moderate", () => {
  it("knows admins by their role in the database", async () => {
    expect(await isAdmin(admin.id)).toBe(true);
    expect(await isAdmin(owner.id)).toBe(false);
    expect(await isAdmin("not-a-uuid")).toBe(false);
    expect(await isAdmin(null)).toBe(false);
  });

  it("refuses the queue and every decision to non-admins, changing nothing", async () => {
    const style = await pendingStyle();
    await expectCode(pendingQueue(bystander.id), "forbidden", /Only administrators/);
    await expectCode(approveStyle(owner.id, style.id), "forbidden");
    await expectCode(rejectStyle(bystander.id, style.id, "Not for the gallery"), "forbidden");
    expect(await styleRow(style.id)).toEqual({ moderation: "pending", moderationNote: null, moderatedAt: null });
  });
});

describe("the review queue", () => {
  it("lists pending public styles oldest first, with what a preview needs from the published generation", async () => {
    const older = await pendingStyle(3);
    const newer = await pendingStyle(2);
    // Edits after publishing are not under review: the queue shows the published snapshot.
    await (await db()).style.update({ where: { id: older.id }, data: { name: "Renamed since publishing" } });
    const queue = await pendingQueue(admin.id);
    const ids = queue.map((q) => q.styleId);
    expect(ids.indexOf(older.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    const times = queue.map((q) => Date.parse(q.submittedAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(queue.find((q) => q.styleId === older.id)).toEqual({
      styleId: older.id,
      name: older.name,
      description: expect.stringMatching(/^Review me /),
      category: "illustration",
      tags: ["review"],
      slug: older.slug,
      ownerHandle: owner.handle,
      palette: ["#1D4E89", "#E4572E"],
      heroImage: `${app.origin}/blobs/builder/${older.id}/inspiration/hero.webp`,
      publishedGenerationId: older.generationId,
      submittedAt: expect.any(String),
      previousNote: null,
      builderUrl: `${app.origin}/builder/${older.id}`,
    });
    expect(await pendingQueue(admin.id, { limit: 1 })).toHaveLength(1);
    await expectCode(pendingQueue(admin.id, { limit: 0 }), "invalid_request");
  });

  it("leaves out private and already decided styles", async () => {
    const decided = await pendingStyle();
    await approveStyle(admin.id, decided.id);
    const privateOne = await createOwnStyle(owner, { name: "Private draft", generated: true });
    const ids = (await pendingQueue(admin.id)).map((q) => q.styleId);
    expect(ids).not.toContain(decided.id);
    expect(ids).not.toContain(privateOne.id);
  });
});

describe("approving", () => {
  it("makes the published generation readable anonymously and lists it in search", async () => {
    const style = await pendingStyle();
    const before = await api(app, "GET", `/styles/${style.slug}`);
    expectError(before, 403, "forbidden", /waiting for moderation/);
    expect(await searchSlugs(style.name)).not.toContain(style.slug);

    const decision = await approveStyle(admin.id, style.id);
    expect(decision).toMatchObject({ styleId: style.id, moderation: "approved", moderationNote: null });
    const row = await styleRow(style.id);
    expect(row.moderation).toBe("approved");
    expect(row.moderatedAt).toBeInstanceOf(Date);

    expect(await anonymousStatus(style.slug)).toBe(200);
    const after = await api(app, "GET", `/styles/${style.slug}`, { query: { format: "json" } });
    expect(after.status, after.text).toBe(200);
    expect(after.body.referenceImages[0]).toMatchObject({ kind: "inspiration" });
    // This process's gallery index was told at once; no refresh interval to wait for.
    expect(await searchSlugs(style.name)).toContain(style.slug);
    expect((await pendingQueue(admin.id)).map((q) => q.styleId)).not.toContain(style.id);
  });

  it("refuses to decide on a style that is not pending, or that does not exist", async () => {
    const style = await pendingStyle();
    await approveStyle(admin.id, style.id);
    await expectCode(approveStyle(admin.id, style.id), "invalid_request", /not waiting for moderation \(it is public, approved\)/);
    await expectCode(rejectStyle(admin.id, style.id, "Too late now"), "invalid_request");
    const privateOne = await createOwnStyle(owner, { name: "Never published", generated: true });
    await expectCode(approveStyle(admin.id, privateOne.id), "invalid_request", /private/);
    await expectCode(approveStyle(admin.id, "00000000-0000-4000-8000-000000000000"), "not_found");
    await expectCode(approveStyle(admin.id, "nope"), "not_found");
  });

  it("lets only one of two racing decisions win", async () => {
    const style = await pendingStyle();
    const results = await Promise.allSettled([approveStyle(admin.id, style.id), rejectStyle(admin.id, style.id, "Racing reason")]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const loser = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(loser.reason).toMatchObject({ code: "invalid_request" });
  });
});

describe("rejecting", () => {
  it("needs a reason of 3-500 characters", async () => {
    const style = await pendingStyle();
    await expectCode(rejectStyle(admin.id, style.id, "  no "), "invalid_request", /3-500 characters/);
    await expectCode(rejectStyle(admin.id, style.id, "x".repeat(501)), "invalid_request", /3-500 characters/);
    expect((await styleRow(style.id)).moderation).toBe("pending");
  });

  it("keeps the style hidden and stores the reason for its owner", async () => {
    const style = await pendingStyle();
    const reason = "  The palette block copies a trademarked brand.\r\nPlease make it your own.  ";
    const decision = await rejectStyle(admin.id, style.id, reason);
    const stored = "The palette block copies a trademarked brand.\nPlease make it your own.";
    expect(decision).toMatchObject({ moderation: "rejected", moderationNote: stored });
    expect(await styleRow(style.id)).toMatchObject({ moderation: "rejected", moderationNote: stored });

    expect(await moderationOf(owner.id, style.id)).toEqual({ moderation: "rejected", note: stored, moderatedAt: decision.moderatedAt });
    await expectCode(moderationOf(bystander.id, style.id), "not_found");

    expectError(await api(app, "GET", `/styles/${style.slug}`), 403, "forbidden");
    expect(await searchSlugs(style.name)).not.toContain(style.slug);
    expect((await pendingQueue(admin.id)).map((q) => q.styleId)).not.toContain(style.id);
  });
});
