// The account page's forms: revoking a connected app (grant and tokens die together, CSRF-checked)
// and signing out.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCsrfToken } from "@/lib/account/csrf";
import { creditBalance, listConnectedApps } from "@/lib/account/connected-apps";
import { sessionCookieName, userForSessionToken } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { issueTokens, verifyAccessToken } from "@/lib/oauth/tokens";
import { createUser } from "@/lib/users/create";
import { startTestApp, type TestApp } from "../support/app";
import { websiteSession } from "../support/sessions";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

async function signedInUser(email: string) {
  const user = await createUser({ email });
  const { sessionToken, cookie } = await websiteSession(user.id);
  return { user, sessionToken, cookie };
}

async function connectApp(userId: string, clientId: string) {
  const prisma = await db();
  await prisma.oAuthClient.upsert({ where: { id: clientId }, create: { id: clientId, name: `App ${clientId}`, redirectUris: ["http://127.0.0.1/cb"] }, update: {} });
  const grant = await prisma.oAuthGrant.create({ data: { userId, clientId, scopes: ["styles:read", "extract"], resource: null } });
  const tokens = await prisma.$transaction((tx) => issueTokens(tx, grant));
  return { grant, tokens };
}

const post = (path: string, cookie: string | null, form: Record<string, string>) =>
  app.request(path, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(form),
  });

describe("connected apps", () => {
  it("lists live grants and revokes one with its tokens", async () => {
    const { user, sessionToken, cookie } = await signedInUser("revoker@example.com");
    const { grant, tokens } = await connectApp(user.id, "client-revoke");
    const kept = await connectApp(user.id, "client-kept");
    expect((await verifyAccessToken(tokens.accessToken))!.grantId).toBe(grant.id);
    expect((await listConnectedApps(user.id)).map((a) => a.clientName).sort()).toEqual(["App client-kept", "App client-revoke"]);

    const res = await post("/api/site/account/connected-apps/revoke", cookie, { grantId: grant.id, csrf: accountCsrfToken(sessionToken, "revoke-app") });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${app.origin}/account?revoked=1#connected-apps`);

    expect(await verifyAccessToken(tokens.accessToken)).toBeNull();
    const prisma = await db();
    const rows = await prisma.oAuthToken.findMany({ where: { grantId: grant.id } });
    expect(rows).toHaveLength(2);
    expect(rows.every((t) => t.revokedAt !== null)).toBe(true);
    expect((await prisma.oAuthGrant.findUnique({ where: { id: grant.id } }))!.revokedAt).toBeInstanceOf(Date);
    expect((await listConnectedApps(user.id)).map((a) => a.grantId)).toEqual([kept.grant.id]);
    expect(await verifyAccessToken(kept.tokens.accessToken)).not.toBeNull();
  });

  it("refuses a wrong or missing CSRF token with 403 and revokes nothing", async () => {
    const { user, cookie } = await signedInUser("csrf@example.com");
    const other = await signedInUser("csrf-other@example.com");
    const { grant, tokens } = await connectApp(user.id, "client-csrf");
    // A token made for another session, for the other form, or none at all.
    for (const csrf of [accountCsrfToken(other.sessionToken, "revoke-app"), accountCsrfToken(cookie.split("=")[1]!, "sign-out"), ""]) {
      const res = await post("/api/site/account/connected-apps/revoke", cookie, { grantId: grant.id, csrf });
      expect(res.status).toBe(403);
    }
    expect(await verifyAccessToken(tokens.accessToken)).not.toBeNull();
  });

  it("does not revoke another user's grant, and sends signed-out visitors to sign in", async () => {
    const owner = await signedInUser("owner@example.com");
    const intruder = await signedInUser("intruder@example.com");
    const { grant, tokens } = await connectApp(owner.user.id, "client-owned");
    const res = await post("/api/site/account/connected-apps/revoke", intruder.cookie, { grantId: grant.id, csrf: accountCsrfToken(intruder.sessionToken, "revoke-app") });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).not.toContain("revoked=1");
    expect(await verifyAccessToken(tokens.accessToken)).not.toBeNull();

    const anonymous = await post("/api/site/account/connected-apps/revoke", null, { grantId: grant.id, csrf: "x" });
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get("location")).toBe(`${app.origin}/signin?callbackUrl=%2Faccount`);
  });
});

describe("account", () => {
  it("signs out: deletes the session and clears the cookie", async () => {
    const { sessionToken, cookie } = await signedInUser("leaver@example.com");
    expect((await post("/api/site/account/signout", cookie, { csrf: "wrong" })).status).toBe(403);
    expect(await userForSessionToken(sessionToken)).not.toBeNull();
    const res = await post("/api/site/account/signout", cookie, { csrf: accountCsrfToken(sessionToken, "sign-out") });
    expect(res.status).toBe(303);
    expect(res.headers.getSetCookie().join("\n")).toMatch(new RegExp(`^${sessionCookieName()}=;.*Max-Age=0`, "m"));
    expect(await userForSessionToken(sessionToken)).toBeNull();
  });

  it("sums the ledger for the credit balance, and shows none for pro", async () => {
    const { user } = await signedInUser("balance@example.com");
    const prisma = await db();
    expect(await creditBalance(user.id, "free")).toBe(120);
    await prisma.creditLedger.create({ data: { userId: user.id, kind: "charge", amount: -30 } });
    expect(await creditBalance(user.id, "free")).toBe(90);
    expect(await creditBalance(user.id, "pro")).toBeNull();
  });
});
