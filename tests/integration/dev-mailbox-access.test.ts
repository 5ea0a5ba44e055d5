// The dev mailbox holds sign-in links. Without EMAIL_SERVER a link is written there only for an asker
// on this machine as far as the request can tell (a loopback client of a loopback site, by a loopback
// Host) or for anyone with DEV_MAILBOX=1; elsewhere email sign-in is refused with a message and no
// link is written at all. The link goes back only to the browser that asked, by its signed cookie;
// the JSON mailbox answers no one without DEV_MAILBOX=1, loopback callers included (a TCP forwarder
// makes anyone one). The test client plays one trusted proxy (tests/support/app.ts), so `ip` is the
// client address the app sees.
import { request } from "node:http";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { checkEmailAddress, checkEmailCookieName } from "@/lib/auth/check-email-cookie";
import { listMailbox } from "@/lib/mail/mailbox";
import { startTestApp, type TestApp } from "../support/app";
import { CookieJar, cookieValue } from "./auth-support";

let app: TestApp;
let site: string;
beforeAll(async () => {
  app = await startTestApp();
  site = app.origin;
});
afterEach(() => {
  delete process.env.DEV_MAILBOX;
  process.env.SITE_URL = site;
});
afterAll(() => app?.close());

const LOOPBACK = "127.0.0.1";

/** Asks for a sign-in link for `email` as the client at `ip`; returns the sign-in POST's answer. */
async function askForLink(email: string, ip: string): Promise<Response> {
  const jar = new CookieJar();
  const csrf = await jar.fetch(app, "/api/auth/csrf", { headers: { "x-forwarded-for": ip } } as RequestInit);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  return jar.fetch(app, "/api/auth/signin/nodemailer", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip },
    body: new URLSearchParams({ csrfToken, email }),
  });
}

/** GET `path` as the client at `ip`, with its own Host header. */
function getWithHost(path: string, ip: string, host: string): Promise<{ status: number; body: string }> {
  const url = new URL(path, app.origin);
  return new Promise((ok, fail) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname + url.search, headers: { host, "x-forwarded-for": ip } }, (res) => {
      let body = "";
      res.on("data", (d) => (body += d));
      res.on("end", () => ok({ status: res.statusCode!, body }));
    });
    req.on("error", fail);
    req.end();
  });
}

const latest = (email: string, ip: string) => app.request(`/api/site/dev/mailbox/latest?to=${encodeURIComponent(email)}`, { ip });

describe("the dev mailbox on a loopback site", () => {
  it("writes a loopback client's link and hands its browser a cookie naming that address, and no JSON", async () => {
    const email = "local-dev@example.com";
    const asked = await askForLink(email, LOOPBACK);
    expect(asked.status).toBe(302);
    expect(asked.headers.get("location")).toContain("/api/auth/verify-request");
    expect(checkEmailAddress(cookieValue(asked, checkEmailCookieName()) ?? undefined)).toBe(email);
    expect(listMailbox().find((m) => m.to === email)?.url).toContain("/api/auth/callback/nodemailer");
    expect((await latest(email, LOOPBACK)).status).toBe(404);
    expect((await app.request("/api/site/dev/mailbox", { ip: "::1" })).status).toBe(404);
  });

  it("answers everyone 404 without DEV_MAILBOX, whatever Host they send, and never shows them a link", async () => {
    const email = "admin-victim@example.com";
    expect((await askForLink(email, LOOPBACK)).status).toBe(302);
    const stranger = app.newIp();
    const list = await app.request("/api/site/dev/mailbox", { ip: stranger });
    expect(list.status).toBe(404);
    expect(JSON.stringify(await list.json())).not.toContain("@");
    expect((await latest(email, stranger)).status).toBe(404);
    expect((await latest(email, "203.0.113.9")).status).toBe(404);
    for (const [ip, host] of [
      [stranger, "localhost"],
      [LOOPBACK, `localhost:${new URL(app.origin).port}`],
      [LOOPBACK, "evil.example"],
    ] as const) {
      const answer = await getWithHost(`/api/site/dev/mailbox/latest?to=${encodeURIComponent(email)}`, ip, host);
      expect(answer.status).toBe(404);
      expect(answer.body).not.toContain("callback");
    }
  });

  it("refuses a stranger's sign-in request with EmailUnavailable and writes no link", async () => {
    const email = "not-for-strangers@example.com";
    const asked = await askForLink(email, app.newIp());
    expect(asked.status).toBe(302);
    expect(asked.headers.get("location")).toBe(`${site}/signin?error=EmailUnavailable`);
    expect(listMailbox().some((m) => m.to === email)).toBe(false);
  });
});

describe("the dev mailbox on a site that is not loopback", () => {
  it("is shut to every caller, loopback ones included, and sign-in by email is refused", async () => {
    const email = "public-site@example.com";
    process.env.SITE_URL = "https://styles.example";
    const asked = await askForLink(email, LOOPBACK);
    expect(asked.status).toBe(302);
    expect(asked.headers.get("location")).toBe("https://styles.example/signin?error=EmailUnavailable");
    expect(listMailbox().some((m) => m.to === email)).toBe(false);
    expect((await app.request("/api/site/dev/mailbox", { ip: LOOPBACK })).status).toBe(404);
  });

  it("opens to everyone with DEV_MAILBOX=1", async () => {
    const email = "opted-in@example.com";
    process.env.DEV_MAILBOX = "1";
    const ip = app.newIp();
    expect((await askForLink(email, ip)).status).toBe(302);
    expect((await latest(email, ip)).status).toBe(200);
  });
});
