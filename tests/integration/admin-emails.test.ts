// ADMIN_EMAILS through the real magic-link sign-in (next-auth's route handler, the dev mailbox, the
// callback link): listed addresses become admins when they sign in; nobody is ever demoted by it.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sessionCookieName, userForSessionToken } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { setUserField } from "@/lib/users/admin";
import { adminEmails, isAdminEmail } from "@/lib/users/admin-emails";
import { createUser } from "@/lib/users/create";
import { startTestApp, type TestApp } from "../support/app";
import { cookieValue, signInByMagicLink } from "./auth-support";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  process.env.DEV_MAILBOX = "1";
});
afterEach(() => {
  delete process.env.ADMIN_EMAILS;
});
afterAll(async () => {
  delete process.env.DEV_MAILBOX;
  await app?.close();
});

async function signedInRole(email: string): Promise<string | undefined> {
  const { callback } = await signInByMagicLink(app, email);
  expect(callback.status).toBe(302);
  const user = await userForSessionToken(cookieValue(callback, sessionCookieName()));
  expect(user?.email).toBe(email.toLowerCase());
  // Read from the table too: the session's view and the stored role must agree.
  const row = await (await db()).user.findUniqueOrThrow({ where: { id: user!.id }, select: { role: true } });
  expect(user!.role).toBe(row.role);
  return row.role;
}

describe("ADMIN_EMAILS parsing", () => {
  it("splits on commas, trims, lowercases and drops empty entries", () => {
    expect([...adminEmails(" Boss@Example.com, ,second@example.test ,,")]).toEqual(["boss@example.com", "second@example.test"]);
    expect(adminEmails(undefined).size).toBe(0);
    expect(adminEmails("").size).toBe(0);
    expect(isAdminEmail("  BOSS@example.COM ", "boss@example.com")).toBe(true);
    expect(isAdminEmail("boss@example.co", "boss@example.com")).toBe(false);
    expect(isAdminEmail(null, "boss@example.com")).toBe(false);
  });
});

describe("ADMIN_EMAILS at sign-in", () => {
  it("makes a listed address an admin on its first sign-in, whatever its case", async () => {
    process.env.ADMIN_EMAILS = "someone-else@example.test, First.Admin@Example.com ";
    expect(await signedInRole("first.admin@example.com")).toBe("admin");
  });

  it("promotes an existing user when their address is listed later", async () => {
    const user = await createUser({ email: "promoted-later@example.com" });
    expect(await signedInRole("promoted-later@example.com")).toBe("user");
    process.env.ADMIN_EMAILS = "PROMOTED-LATER@example.com";
    expect(await signedInRole("promoted-later@example.com")).toBe("admin");
    expect((await (await db()).user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe("admin");
  });

  it("leaves people who are not listed as they are: users stay users, admins stay admins", async () => {
    process.env.ADMIN_EMAILS = "boss@example.com";
    expect(await signedInRole("plain-user@example.com")).toBe("user");
    await createUser({ email: "cli-admin@example.com" });
    await setUserField("cli-admin@example.com", "role", "admin");
    expect(await signedInRole("cli-admin@example.com")).toBe("admin");
  });

  it("does nothing when ADMIN_EMAILS is unset", async () => {
    expect(await signedInRole("boss-unset@example.com")).toBe("user");
  });
});
