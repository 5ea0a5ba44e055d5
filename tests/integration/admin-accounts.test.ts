// The admin Accounts page's plan switch (POST /api/site/admin/accounts/plan) over real HTTP with real session
// cookies: who may switch, what CSRF protects, what a switch changes, and what a bad form gets back.
// The page itself is checked in Chromium (tests/e2e/admin-accounts.spec.ts).
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCsrfToken } from "@/lib/account/csrf";
import { db } from "@/lib/db/client";
import { doneMessage, problemMessage } from "@/app/(admin)/admin/accounts/_lib/outcomes";
import { startTestApp, type TestApp } from "../support/app";
import { browserSession } from "../support/sessions";
import { createUser } from "../support/tokens";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const signedIn = (role: "admin" | "user") => browserSession(role, "accounts");

const post = (cookie: string | null, form: Record<string, string>) =>
  app.request("/api/site/admin/accounts/plan", {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(form),
  });

const planOf = async (id: string) => (await (await db()).user.findUniqueOrThrow({ where: { id }, select: { plan: true } })).plan;
const emailOf = async (id: string) => (await (await db()).user.findUniqueOrThrow({ where: { id }, select: { email: true } })).email!;

describe("who may switch a plan", () => {
  it("answers signed-out visitors and non-admins with a 404, changing nothing", async () => {
    const target = await createUser();
    const who = await emailOf(target.id);
    const user = await signedIn("user");
    for (const cookie of [null, user.cookie]) {
      const res = await post(cookie, { who, plan: "pro", csrf: user.csrf });
      expect(res.status).toBe(404);
      expect(await res.text()).toBe("Not found");
    }
    expect(await planOf(target.id)).toBe("free");
  });

  it("refuses an admin's post without this form's CSRF token (403), changing nothing", async () => {
    const target = await createUser();
    const admin = await signedIn("admin");
    const moderationToken = accountCsrfToken(admin.sessionToken, "moderation");
    for (const csrf of ["", "forged", moderationToken]) {
      const res = await post(admin.cookie, { who: await emailOf(target.id), plan: "pro", csrf });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: "forbidden", message: "The form has expired. Reload the accounts page and try again." });
    }
    expect(await planOf(target.id)).toBe("free");
  });
});

describe("a switch", () => {
  it("moves an account to Pro and back by email or @handle", async () => {
    const target = await createUser();
    const admin = await signedIn("admin");
    const email = await emailOf(target.id);
    const toPro = await post(admin.cookie, { who: email, plan: "pro", csrf: admin.csrf });
    expect(toPro.status).toBe(303);
    const back = new URL(toPro.headers.get("location")!);
    expect(back.pathname).toBe("/admin/accounts");
    expect(back.searchParams.get("who")).toBe(email);
    expect(doneMessage(back.searchParams.get("done") ?? undefined)).toMatch(/^Plan changed\./);
    expect(await planOf(target.id)).toBe("pro");

    const toFree = await post(admin.cookie, { who: `@${target.handle}`, plan: "free", csrf: admin.csrf });
    expect(toFree.status).toBe(303);
    expect(await planOf(target.id)).toBe("free");
  });

  it("sends a plan that does not exist and an account that does not exist back with their problem", async () => {
    const target = await createUser();
    const admin = await signedIn("admin");
    const badPlan = await post(admin.cookie, { who: await emailOf(target.id), plan: "enterprise", csrf: admin.csrf });
    expect(badPlan.status).toBe(303);
    expect(problemMessage(new URL(badPlan.headers.get("location")!).searchParams.get("problem") ?? undefined)).toBe("Choose one of the plans listed.");
    expect(await planOf(target.id)).toBe("free");

    const nobody = await post(admin.cookie, { who: `nobody-${randomBytes(4).toString("hex")}@example.com`, plan: "pro", csrf: admin.csrf });
    expect(nobody.status).toBe(303);
    expect(problemMessage(new URL(nobody.headers.get("location")!).searchParams.get("problem") ?? undefined)).toBe("There is no such account any more.");
  });

  it("shows only what the server wrote: an outcome code it never sends reads as nothing", () => {
    for (const code of ["<script>", "pwned", "toString", "__proto__", ""]) {
      expect(doneMessage(code)).toBeNull();
      expect(problemMessage(code)).toBeNull();
    }
  });
});
