// Helpers for the auth-* integration tests: a tiny cookie jar and the magic-link dance.
import { expect } from "vitest";
import type { TestApp } from "../support/app";

export class CookieJar {
  private cookies = new Map<string, string>();

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (value === "" || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async fetch(app: TestApp, path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set("cookie", this.header());
    const res = await app.request(path, { ...init, headers, redirect: "manual" });
    this.store(res);
    return res;
  }
}

export function cookieValue(res: Response, name: string): string | null {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(";");
    if (pair!.startsWith(`${name}=`)) return decodeURIComponent(pair!.slice(name.length + 1)) || null;
  }
  return null;
}

/** Requests a link for `email`, reads it from the dev mailbox and follows it. */
export async function signInByMagicLink(app: TestApp, email: string, callbackUrl?: string) {
  const jar = new CookieJar();
  const csrf = await jar.fetch(app, "/api/auth/csrf");
  expect(csrf.status).toBe(200);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const body = new URLSearchParams({ csrfToken, email });
  if (callbackUrl) body.set("callbackUrl", callbackUrl);
  const signin = await jar.fetch(app, "/api/auth/signin/nodemailer", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
  });
  expect(signin.status).toBe(302);
  expect(signin.headers.get("location")).toBe(`${app.origin}/api/auth/verify-request?provider=nodemailer&type=email`);
  const mailRes = await app.request(`/api/site/dev/mailbox/latest?to=${encodeURIComponent(email.toLowerCase())}`);
  expect(mailRes.status).toBe(200);
  const mail = (await mailRes.json()) as { to: string; subject: string; url: string; text: string; createdAt: string };
  expect(mail.text).toContain(mail.url);
  const link = new URL(mail.url);
  expect(link.origin).toBe(app.origin);
  const callback = await jar.fetch(app, link.pathname + link.search);
  return { jar, callback, link: link.pathname + link.search, mail };
}
