// The admin moderation page's form posts (POST /api/site/admin/moderation/approve and /reject) over real HTTP
// with real session cookies: who may decide, what CSRF protects, and what a decision changes for
// anonymous readers of the API.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCsrfToken } from "@/lib/account/csrf";
import { sessionCookieName } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { snapshotOf } from "@/lib/styles/snapshot-of";
import { problemMessage } from "@/app/(admin)/admin/moderation/_lib/decision";
import { api } from "../support/api";
import { startTestApp, type TestApp } from "../support/app";
import { browserSession } from "../support/sessions";
import { createUser, type TestUser } from "../support/tokens";

let app: TestApp;
let owner: TestUser;
beforeAll(async () => {
  app = await startTestApp();
  owner = await createUser();
});
afterAll(() => app?.close());

const signedIn = (role: "admin" | "user") => browserSession(role, "moderation");

/** A public style whose published generation waits for review, as Publish leaves it. */
async function pendingStyle(): Promise<{ id: string; slug: string }> {
  const word = randomBytes(4).toString("hex");
  const name = `Queued ${word}`;
  const slug = `queued-${word}`;
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    const style = await tx.style.create({
      data: { ownerId: owner.id, name, description: `Review me ${word}`, category: "illustration", tags: ["review"], slug, visibility: "public", moderation: "pending", publishedAt: new Date() },
      select: { id: true },
    });
    const blocks = [
      { section: "overview", type: "descriptor", value: `${name}: flat shapes`, enabled: true, position: 0 },
      { section: "palette", type: "color", value: { hex: "#1d4e89", name: "ink" }, enabled: true, position: 1 },
    ];
    await tx.block.createMany({ data: blocks.map((b) => ({ styleId: style.id, ...b })) });
    const snapshot = snapshotOf({ name, description: `Review me ${word}`, category: "illustration", tags: ["review"], slug, disabledSections: [], ownerHandle: owner.handle, blocks, referenceImages: [], samples: [] });
    const gen = await tx.generation.create({ data: { styleId: style.id, snapshot: snapshot as object }, select: { id: true } });
    await tx.style.update({ where: { id: style.id }, data: { latestGenerationId: gen.id, publishedGenerationId: gen.id } });
    return { id: style.id, slug };
  });
}

const post = (path: string, cookie: string | null, form: Record<string, string>) =>
  app.request(path, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(form),
  });

async function row(id: string) {
  return (await db()).style.findUniqueOrThrow({ where: { id }, select: { moderation: true, moderationNote: true } });
}

const anonymousStatus = async (slug: string) => (await api(app, "GET", `/styles/${slug}`, { ip: app.newIp() })).status;

describe("who may decide", () => {
  it("answers signed-out visitors and non-admins with a 404, changing nothing", async () => {
    const style = await pendingStyle();
    const user = await signedIn("user");
    for (const cookie of [null, user.cookie]) {
      const approve = await post("/api/site/admin/moderation/approve", cookie, { styleId: style.id, csrf: user.csrf });
      expect(approve.status).toBe(404);
      const reject = await post("/api/site/admin/moderation/reject", cookie, { styleId: style.id, csrf: user.csrf, reason: "Not for the gallery" });
      expect(reject.status).toBe(404);
    }
    expect(await row(style.id)).toEqual({ moderation: "pending", moderationNote: null });
    expect(await anonymousStatus(style.slug)).not.toBe(200);
  });

  it("refuses an admin's post without this session's moderation CSRF token", async () => {
    const style = await pendingStyle();
    const admin = await signedIn("admin");
    const other = await signedIn("admin");
    const sessionToken = admin.cookie.split("=")[1]!;
    // Another session's token, this session's token for another form, none at all.
    for (const csrf of [other.csrf, accountCsrfToken(sessionToken, "revoke-app"), ""]) {
      const res = await post("/api/site/admin/moderation/approve", admin.cookie, { styleId: style.id, csrf });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { message: string }).message).toMatch(/Reload the moderation page/);
    }
    expect((await post("/api/site/admin/moderation/reject", admin.cookie, { styleId: style.id, csrf: other.csrf, reason: "Off-topic" })).status).toBe(403);
    expect(await row(style.id)).toEqual({ moderation: "pending", moderationNote: null });
  });
});

describe("decisions", () => {
  it("approves: the style becomes readable anonymously, and a second decision is refused", async () => {
    const style = await pendingStyle();
    const admin = await signedIn("admin");
    expect(await anonymousStatus(style.slug)).not.toBe(200);

    const res = await post("/api/site/admin/moderation/approve", admin.cookie, { styleId: style.id, csrf: admin.csrf });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${app.origin}/admin/moderation?done=approved`);
    expect((await row(style.id)).moderation).toBe("approved");
    expect(await anonymousStatus(style.slug)).toBe(200);

    const again = await post("/api/site/admin/moderation/reject", admin.cookie, { styleId: style.id, csrf: admin.csrf, reason: "Changed my mind" });
    expect(again.headers.get("location")).toBe(`${app.origin}/admin/moderation?problem=decided&style=${style.id}#review-${style.id}`);
    expect((await row(style.id)).moderation).toBe("approved");
  });

  it("refuses a rejection whose reason is too short or too long, and says why", async () => {
    const style = await pendingStyle();
    const admin = await signedIn("admin");
    for (const reason of ["", "no", "  ab \n", "x".repeat(501)]) {
      const res = await post("/api/site/admin/moderation/reject", admin.cookie, { styleId: style.id, csrf: admin.csrf, reason });
      expect(res.status).toBe(303);
      const location = new URL(res.headers.get("location")!);
      expect(location.pathname).toBe("/admin/moderation");
      expect(location.searchParams.get("problem")).toBe("reason");
      expect(location.searchParams.get("style")).toBe(style.id);
    }
    // The page turns the code into the rule the admin has to meet.
    expect(problemMessage("reason")).toMatch(/reason of 3-500 characters/);
    expect(await row(style.id)).toEqual({ moderation: "pending", moderationNote: null });
  });

  it("rejects with a good reason: the note is stored as written and the style stays hidden", async () => {
    const style = await pendingStyle();
    const admin = await signedIn("admin");
    const res = await post("/api/site/admin/moderation/reject", admin.cookie, { styleId: style.id, csrf: admin.csrf, reason: "  Please credit the artist\r\nwhose work you traced.  " });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${app.origin}/admin/moderation?done=rejected`);
    expect(await row(style.id)).toEqual({ moderation: "rejected", moderationNote: "Please credit the artist\nwhose work you traced." });
    expect(await anonymousStatus(style.slug)).not.toBe(200);
  });

  it("sends an unknown style back as gone", async () => {
    const admin = await signedIn("admin");
    const res = await post("/api/site/admin/moderation/approve", admin.cookie, { styleId: "not-a-style", csrf: admin.csrf });
    expect(new URL(res.headers.get("location")!).searchParams.get("problem")).toBe("gone");
  });
});
