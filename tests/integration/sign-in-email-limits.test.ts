// Sign-in links are limited per recipient (5 per 10 minutes by default) and per client address across
// all recipients (30), through the API's limiter; past either, no link is written and the sign-in page
// says why and how long to wait. DEV_MAILBOX=1 here so any test client may ask (the mailbox's own rule
// has tests/integration/dev-mailbox-access.test.ts).
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { signInErrorMessage } from "@/lib/auth/messages";
import { listMailbox } from "@/lib/mail/mailbox";
import { startTestApp, type TestApp } from "../support/app";
import { CookieJar } from "./auth-support";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  process.env.DEV_MAILBOX = "1";
});
afterEach(() => {
  delete process.env.RATE_LIMIT_SIGNIN_EMAILS_PER_CLIENT;
});
afterAll(async () => {
  delete process.env.DEV_MAILBOX;
  await app?.close();
});

/** Asks for a sign-in link for `email` as the client at `ip`; returns where the answer redirects. */
async function askForLink(email: string, ip: string): Promise<string> {
  const jar = new CookieJar();
  const csrf = await jar.fetch(app, "/api/auth/csrf", { headers: { "x-forwarded-for": ip } });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await jar.fetch(app, "/api/auth/signin/nodemailer", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip },
    body: new URLSearchParams({ csrfToken, email }),
  });
  expect(res.status).toBe(302);
  return res.headers.get("location")!;
}

const mailsTo = (email: string) => listMailbox().filter((m) => m.to === email).length;
const SENT = /\/api\/auth\/verify-request\?/;
const LIMITED = /\/signin\?error=EmailRateLimited&wait=(\d+)$/;

describe("sign-in email limits", () => {
  it("sends at most 5 links to one address in 10 minutes, from any number of clients", async () => {
    const email = `flooded-${Date.now()}@example.com`;
    const answers: string[] = [];
    for (let i = 0; i < 8; i++) answers.push(await askForLink(email, app.newIp()));
    expect(answers.slice(0, 5).every((a) => SENT.test(a))).toBe(true);
    expect(answers.slice(5).every((a) => LIMITED.test(a))).toBe(true);
    expect(mailsTo(email)).toBe(5);
    const minutes = Number(LIMITED.exec(answers[7]!)![1]);
    expect(minutes).toBeGreaterThanOrEqual(1);
    expect(minutes).toBeLessThanOrEqual(10);
    // Another address is unaffected.
    expect(await askForLink(`other-${Date.now()}@example.com`, app.newIp())).toMatch(SENT);
  });

  it("sends at most RATE_LIMIT_SIGNIN_EMAILS_PER_CLIENT links from one client across addresses", async () => {
    process.env.RATE_LIMIT_SIGNIN_EMAILS_PER_CLIENT = "3";
    const ip = app.newIp();
    const stamp = Date.now();
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) answers.push(await askForLink(`spray-${stamp}-${i}@example.com`, ip));
    expect(answers.map((a) => (SENT.test(a) ? "sent" : LIMITED.test(a) ? "limited" : a))).toEqual(["sent", "sent", "sent", "limited", "limited"]);
    expect(mailsTo(`spray-${stamp}-3@example.com`)).toBe(0);
    // Another client still may.
    expect(await askForLink(`spray-${stamp}-9@example.com`, app.newIp())).toMatch(SENT);
  });

  it("counts the address as Auth.js mails it: case and spaces do not open a new lane", async () => {
    const stamp = Date.now();
    const forms = [`Case-${stamp}@Example.com`, ` case-${stamp}@example.com `, `CASE-${stamp}@EXAMPLE.COM`];
    const answers: string[] = [];
    for (let i = 0; i < 6; i++) answers.push(await askForLink(forms[i % 3]!, app.newIp()));
    expect(answers.filter((a) => SENT.test(a))).toHaveLength(5);
    expect(answers[5]).toMatch(LIMITED);
  });

  it("tells the visitor on the sign-in page, with the wait", () => {
    expect(signInErrorMessage("EmailRateLimited", "7")).toMatch(/Too many sign-in links.*Wait 7 minutes before asking for another\.$/);
    expect(signInErrorMessage("EmailRateLimited", "1")).toMatch(/Wait a minute/);
    expect(signInErrorMessage("EmailRateLimited", "<script>")).not.toMatch(/Wait|script/);
  });
});
