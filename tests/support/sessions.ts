// Signed-in website sessions for tests: a session row as Auth.js's Prisma adapter writes it, the cookie
// a browser would send with it and the CSRF tokens of its forms. The one place a test writes a session
// row (tests/unit/harness/seams.test.ts holds every other file to it), so every test signs in the way
// the website does.
import { randomBytes } from "node:crypto";
import { accountCsrfToken, type CsrfPurpose } from "@/lib/account/csrf";
import { sessionCookieName } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { createUser, type TestUser } from "./tokens";

export interface WebsiteSession {
  userId: string;
  sessionToken: string;
  /** `name=value` for a Cookie header (the name follows SITE_URL: __Secure- on https). */
  cookie: string;
  /** The CSRF token of one form purpose, bound to this session. */
  csrfFor(purpose: CsrfPurpose): string;
}

/** Signs an existing account in on the website for an hour. */
export async function websiteSession(userId: string): Promise<WebsiteSession> {
  const sessionToken = randomBytes(32).toString("hex");
  await (await db()).session.create({ data: { sessionToken, userId, expires: new Date(Date.now() + 3600_000) } });
  return { userId, sessionToken, cookie: `${sessionCookieName()}=${sessionToken}`, csrfFor: (purpose) => accountCsrfToken(sessionToken, purpose) };
}

export interface BrowserSession {
  user: TestUser;
  sessionToken: string;
  cookie: string;
  csrf: string;
}

/** A new user (an admin when asked), signed in, with the CSRF token of one form purpose. */
export async function browserSession(role: "admin" | "user", purpose: CsrfPurpose): Promise<BrowserSession> {
  const user = await createUser();
  if (role === "admin") await (await db()).user.update({ where: { id: user.id }, data: { role: "admin" } });
  const session = await websiteSession(user.id);
  return { user, sessionToken: session.sessionToken, cookie: session.cookie, csrf: session.csrfFor(purpose) };
}
