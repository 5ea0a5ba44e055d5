// Email magic-link sign-in through next-auth's real route handler: CSRF, the sign-in POST, the dev
// mailbox, the callback link, the database session and the new user's handle and credits.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookieName, userForSessionToken } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { PLANS } from "@/lib/plans";
import { startTestApp, type TestApp } from "../support/app";
import { cookieValue, signInByMagicLink, CookieJar } from "./auth-support";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  // PostgreSQL runs have DATABASE_URL set; this file exercises the mailbox on both.
  process.env.DEV_MAILBOX = "1";
});
afterAll(async () => {
  delete process.env.DEV_MAILBOX;
  await app?.close();
});

describe("magic-link sign-in", () => {
  it("creates the user with a handle and the Free grant, a Session row and the session cookie", async () => {
    const email = "Ada.Lovelace@Example.com";
    const { jar, callback } = await signInByMagicLink(app, email, "/account");
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe(`${app.origin}/account`);
    const token = cookieValue(callback, sessionCookieName());
    expect(token).toBeTruthy();
    expect(jar.get(sessionCookieName())).toBe(token);

    const prisma = await db();
    const session = await prisma.session.findUnique({ where: { sessionToken: token! } });
    expect(session).not.toBeNull();
    expect(session!.expires.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);

    const user = await userForSessionToken(token);
    expect(user).toMatchObject({ email: "ada.lovelace@example.com", handle: "ada-lovelace", plan: "free", role: "user" });
    const ledger = await prisma.creditLedger.findMany({ where: { userId: user!.id } });
    expect(ledger).toEqual([expect.objectContaining({ kind: "grant", amount: PLANS.free.initialCredits })]);
    expect(PLANS.free.initialCredits).toBe(120);
    const verified = await prisma.user.findUnique({ where: { id: user!.id }, select: { emailVerified: true } });
    expect(verified!.emailVerified).toBeInstanceOf(Date);
  });

  it("signs the same address in again as the same user, without a second grant", async () => {
    const first = await signInByMagicLink(app, "repeat@example.com");
    const second = await signInByMagicLink(app, "repeat@example.com");
    const a = await userForSessionToken(cookieValue(first.callback, sessionCookieName()));
    const b = await userForSessionToken(cookieValue(second.callback, sessionCookieName()));
    expect(b!.id).toBe(a!.id);
    const prisma = await db();
    expect(await prisma.creditLedger.count({ where: { userId: a!.id } })).toBe(1);
  });

  it("uses a link once: the second visit creates no session", async () => {
    const { link } = await signInByMagicLink(app, "once@example.com");
    const again = await app.request(link, { redirect: "manual" });
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toMatch(/\/signin\?error=Verification/);
    expect(cookieValue(again, sessionCookieName())).toBeNull();
  });

  it("keeps links on SITE_URL whatever Host the request claims", async () => {
    const jar = new CookieJar();
    const csrf = await jar.fetch(app, "/api/auth/csrf", { headers: { host: "evil.example", "x-forwarded-host": "evil.example" } });
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const res = await jar.fetch(app, "/api/auth/signin/nodemailer", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-host": "evil.example" },
      body: new URLSearchParams({ csrfToken, email: "host@example.com" }),
    });
    expect(res.headers.get("location")).toBe(`${app.origin}/api/auth/verify-request?provider=nodemailer&type=email`);
    // …which sends the browser on to our "check your inbox" page.
    const verify = await jar.fetch(app, "/api/auth/verify-request?provider=nodemailer&type=email", { headers: { "x-forwarded-host": "evil.example" } });
    expect(new URL(verify.headers.get("location")!, app.origin).href).toBe(`${app.origin}/signin/check-email?provider=nodemailer&type=email`);
    const mail = (await (await app.request(`/api/site/dev/mailbox/latest?to=${encodeURIComponent("host@example.com")}`)).json()) as { url: string };
    expect(mail.url.startsWith(`${app.origin}/api/auth/callback/nodemailer?`)).toBe(true);
  });

  it("never redirects off-site after sign-in", async () => {
    const { callback } = await signInByMagicLink(app, "offsite@example.com", "https://evil.example/steal");
    expect(callback.headers.get("location")).toBe(`${app.origin}/account`);
    const { callback: protocolRelative } = await signInByMagicLink(app, "offsite2@example.com", "//evil.example/x");
    expect(protocolRelative.headers.get("location")).toBe(`${app.origin}/account`);
  });

  it("rejects a sign-in POST without the CSRF token", async () => {
    const res = await app.request("/api/auth/signin/nodemailer", {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "nocsrf@example.com" }),
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/error=MissingCSRF/);
    expect((await app.request(`/api/site/dev/mailbox/latest?to=nocsrf%40example.com`)).status).toBe(404);
  });

  it("offers GitHub and Google only when configured, with callbacks on SITE_URL", async () => {
    const keys = ["AUTH_GITHUB_ID", "AUTH_GITHUB_SECRET", "AUTH_GOOGLE_ID", "AUTH_GOOGLE_SECRET"] as const;
    const saved = Object.fromEntries(keys.map((k) => [k, process.env[k]]));
    try {
      for (const k of keys) delete process.env[k];
      expect(Object.keys((await (await app.request("/api/auth/providers")).json()) as object)).toEqual(["nodemailer"]);

      process.env.AUTH_GITHUB_ID = "gh-client-id";
      process.env.AUTH_GITHUB_SECRET = "gh-client-secret";
      const providers = (await (await app.request("/api/auth/providers")).json()) as Record<string, { callbackUrl: string }>;
      expect(Object.keys(providers).sort()).toEqual(["github", "nodemailer"]);
      expect(providers.github!.callbackUrl).toBe(`${app.origin}/api/auth/callback/github`);

      const jar = new CookieJar();
      const { csrfToken } = (await (await jar.fetch(app, "/api/auth/csrf")).json()) as { csrfToken: string };
      const res = await jar.fetch(app, "/api/auth/signin/github", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-host": "evil.example" },
        body: new URLSearchParams({ csrfToken, callbackUrl: "/account" }),
      });
      expect(res.status).toBe(302);
      const authorize = new URL(res.headers.get("location")!);
      expect(authorize.origin).toBe("https://github.com");
      expect(authorize.searchParams.get("client_id")).toBe("gh-client-id");
      expect(authorize.searchParams.get("redirect_uri")).toBe(`${app.origin}/api/auth/callback/github`);
    } finally {
      for (const k of keys) {
        if (saved[k] === undefined) delete process.env[k];
        else process.env[k] = saved[k];
      }
    }
  });

  it("treats a session cookie no sign-in could have issued as no session, whatever bytes it holds", async () => {
    // A NUL reached PostgreSQL as an encoding error (a 500 on every cookie-reading route) before.
    for (const forged of ["abc\u0000def", "\u0000", "\uD800abc", "has space", "a".repeat(10_000)]) {
      expect(await userForSessionToken(forged)).toBeNull();
    }
    const res = await app.request("/oauth/authorize?response_type=code&client_id=ssc-unknown&code_challenge=abc&code_challenge_method=S256", {
      headers: { cookie: `${sessionCookieName()}=WUZfPjRXVDOv6q4dMbWt7j1_rGe8La5U%00` },
      redirect: "manual",
    });
    expect(res.status).toBeLessThan(500);
    const account = await app.request("/api/v1/me/styles", { headers: { cookie: `${sessionCookieName()}=%00` } });
    expect(account.status).toBe(401);
    const session = await app.request("/api/auth/session", { headers: { cookie: `${sessionCookieName()}=abc%00` } });
    expect(session.status).toBe(200);
    expect(await session.json()).toBeNull();
  });

  it("answers a forged link or address carrying NUL as the visitor's mistake, not as sign-in being down", async () => {
    const link = await app.request("/api/auth/callback/nodemailer?token=abc&email=a%00b%40example.com", { redirect: "manual" });
    expect(link.headers.get("location")).toBe(`${app.origin}/signin?error=Verification`);

    const jar = new CookieJar();
    const { csrfToken } = (await (await jar.fetch(app, "/api/auth/csrf")).json()) as { csrfToken: string };
    const signin = await jar.fetch(app, "/api/auth/signin/nodemailer", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrfToken, email: "a\u0000b@example.com" }),
    });
    expect(signin.status).toBe(302);
    expect(signin.headers.get("location")).toBe(`${app.origin}/signin?error=EmailSignin`);
    const prisma = await db();
    expect(await prisma.verificationToken.count({ where: { identifier: { contains: "b@example.com" } } })).toBe(0);
  });

  it("serves next-auth's session endpoint from the database session", async () => {
    const { jar } = await signInByMagicLink(app, "session@example.com");
    const res = await jar.fetch(app, "/api/auth/session");
    const body = (await res.json()) as { user?: { email?: string }; expires?: string };
    expect(body.user?.email).toBe("session@example.com");
    expect(new Date(body.expires!).getTime()).toBeGreaterThan(Date.now());
  });
});
