// The library's "New style" form over real HTTP: the session cookie and the form's CSRF field in
// front of createStyle, every answer a 303 a browser follows, and nothing created when refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCsrfToken } from "@/lib/account/csrf";
import { db } from "@/lib/db/client";
import { startTestApp, type TestApp } from "../support/app";
import { account } from "../support/extraction";
import { websiteSession } from "../support/sessions";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

async function signedIn() {
  const { userId } = await account();
  const session = await websiteSession(userId);
  return { ...session, csrf: session.csrfFor("library") };
}

function newStyle(cookie: string | null, csrf?: string) {
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
  if (cookie) headers.cookie = cookie;
  const body = csrf === undefined ? "" : new URLSearchParams({ csrf }).toString();
  return app.request("/api/site/library/new", { method: "POST", headers, body, redirect: "manual" });
}

const styleCount = async (userId: string) => (await db()).style.count({ where: { ownerId: userId } });
const locationPath = (res: Response) => {
  const url = new URL(res.headers.get("location") ?? "", app.origin);
  return url.pathname + url.search;
};

describe("POST /api/site/library/new", () => {
  it("sends a visitor without a session to sign in, coming back to the library", async () => {
    const res = await newStyle(null, "anything");
    expect(res.status).toBe(303);
    expect(locationPath(res)).toBe("/signin?callbackUrl=%2Flibrary");
  });

  it("refuses a missing, foreign or wrong-purpose CSRF token and creates nothing", async () => {
    const me = await signedIn();
    const other = await signedIn();
    for (const csrf of [undefined, "", accountCsrfToken(other.sessionToken, "library"), accountCsrfToken(me.sessionToken, "sign-out")]) {
      const res = await newStyle(me.cookie, csrf);
      expect(res.status).toBe(303);
      expect(locationPath(res)).toBe("/library?error=expired");
    }
    expect(await styleCount(me.userId)).toBe(0);
  });

  it("creates an empty private style and opens it in the builder", async () => {
    const me = await signedIn();
    const res = await newStyle(me.cookie, me.csrf);
    expect(res.status).toBe(303);
    const match = locationPath(res).match(/^\/builder\/([0-9a-f-]{36})$/);
    expect(match).not.toBeNull();
    const row = await (await db()).style.findUnique({ where: { id: match![1] }, select: { ownerId: true, name: true, visibility: true, lastGeneratedAt: true } });
    expect(row).toEqual({ ownerId: me.userId, name: "Untitled style", visibility: "private", lastGeneratedAt: null });
  });

  it("on Free with 10 styles, comes back with the service's message and creates nothing", async () => {
    const me = await signedIn();
    await (await db()).style.createMany({ data: Array.from({ length: 10 }, (_, i) => ({ ownerId: me.userId, name: `Style ${i}`, visibility: "private" as const })) });
    const res = await newStyle(me.cookie, me.csrf);
    expect(res.status).toBe(303);
    expect(locationPath(res)).toBe("/library?error=plan_limit_reached");
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^library-limit-notice=[^;]+; Path=\/library; Max-Age=60; HttpOnly; SameSite=Lax$/);
    const message = decodeURIComponent(cookie.split(";")[0]!.split("=")[1]!);
    expect(message).toBe("You have 10 styles, the most the Free plan keeps (10). Delete a style or upgrade to Pro to create another.");
    expect(await styleCount(me.userId)).toBe(10);
  });
});
