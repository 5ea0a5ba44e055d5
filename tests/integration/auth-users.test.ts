// User creation (lib/users/create.ts): handle collisions get numeric suffixes, the Free grant is
// written with the user, and the dev mailbox routes stay shut to strangers.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookieName, userForSessionToken } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { createUser } from "@/lib/users/create";
import { findUserByHandleOrEmail } from "@/lib/users/find";
import { startTestApp, type TestApp } from "../support/app";
import { cookieValue, signInByMagicLink } from "./auth-support";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/** Runs fn with the env as a deployment on a real database would have it (DATABASE_URL set). */
async function asDeployment(env: Record<string, string | undefined>, fn: () => Promise<void>) {
  const saved = { DATABASE_URL: process.env.DATABASE_URL, DEV_MAILBOX: process.env.DEV_MAILBOX };
  // The database client is already open, so a placeholder URL changes only what the routes decide.
  process.env.DATABASE_URL ??= "postgresql://postgres@127.0.0.1:1/placeholder";
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  try {
    await fn();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

describe("createUser", () => {
  it("suffixes a taken handle with the next free number", async () => {
    const a = await createUser({ email: "sam@one.example" });
    const b = await createUser({ email: "sam@two.example" });
    const c = await createUser({ email: "Sam+news@three.example" });
    expect([a.handle, b.handle, c.handle]).toEqual(["sam", "sam2", "sam3"]);
    const prisma = await db();
    for (const u of [a, b, c]) {
      expect(await prisma.creditLedger.findMany({ where: { userId: u.id }, select: { kind: true, amount: true } })).toEqual([{ kind: "grant", amount: 120 }]);
      expect(u.plan).toBe("free");
    }
  });

  it("gives a magic-link sign-in a suffixed handle when the email's local part is taken", async () => {
    await createUser({ email: "grace@elsewhere.example" });
    await withMailbox(async () => {
      const { callback } = await signInByMagicLink(app, "grace@example.com");
      const user = await userForSessionToken(cookieValue(callback, sessionCookieName()));
      expect(user!.handle).toBe("grace2");
    });
  });

  it("derives a handle from the provider name when there is no email, and pads short ones", async () => {
    expect((await createUser({ name: "Zoë Quinn" })).handle).toBe("zoe-quinn");
    expect((await createUser({ email: "jo@example.org" })).handle).toBe("jo-user");
  });

  it("refuses a second user with the same email (no endless suffixing) and leaves no orphan grant", async () => {
    const prisma = await db();
    await createUser({ email: "dup@example.com" });
    const before = await prisma.creditLedger.count();
    await expect(createUser({ email: "dup@example.com" })).rejects.toMatchObject({ code: "P2002" });
    expect(await prisma.creditLedger.count()).toBe(before);
    expect(await prisma.user.count({ where: { email: "dup@example.com" } })).toBe(1);
  });

  it("finds users by @handle, handle or email", async () => {
    const u = await createUser({ email: "Finder@Example.com".toLowerCase() });
    expect((await findUserByHandleOrEmail(`@${u.handle}`))!.id).toBe(u.id);
    expect((await findUserByHandleOrEmail(u.handle))!.id).toBe(u.id);
    expect((await findUserByHandleOrEmail("FINDER@example.com"))!.id).toBe(u.id);
    expect(await findUserByHandleOrEmail(`nobody-${randomUUID().slice(0, 6)}`)).toBeNull();
  });
});

async function withMailbox(fn: () => Promise<void>) {
  process.env.DEV_MAILBOX = "1";
  try {
    await fn();
  } finally {
    delete process.env.DEV_MAILBOX;
  }
}

describe("dev mailbox routes", () => {
  it("answer any caller with DEV_MAILBOX=1", async () => {
    await withMailbox(async () => {
      await signInByMagicLink(app, "listed@example.com");
      const list = await app.request("/api/site/dev/mailbox");
      expect(list.status).toBe(200);
      const { messages } = (await list.json()) as { messages: { to: string; createdAt: string }[] };
      // (On PostgreSQL runs DATA_DIR, and so the mailbox, is shared with other test files.)
      expect(messages.map((m) => m.to)).toContain("listed@example.com");
      const times = messages.map((m) => m.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      const none = await app.request("/api/site/dev/mailbox/latest?to=nobody%40example.com");
      expect(none.status).toBe(404);
      expect(((await none.json()) as { error: string }).error).toBe("not_found");
    });
  });

  it("are 404 to a caller that is not loopback when DEV_MAILBOX is not set (tests/integration/dev-mailbox-access.test.ts has the rest)", async () => {
    await asDeployment({ DEV_MAILBOX: undefined }, async () => {
      const list = await app.request("/api/site/dev/mailbox");
      expect(list.status).toBe(404);
      expect(JSON.stringify(await list.json())).not.toContain("@");
      expect((await app.request("/api/site/dev/mailbox/latest?to=listed%40example.com")).status).toBe(404);
    });
    await asDeployment({ DEV_MAILBOX: "1" }, async () => {
      expect((await app.request("/api/site/dev/mailbox/latest?to=listed%40example.com")).status).toBe(200);
    });
  });
});
