// A signed-in browser session for route tests: a new user (an admin when asked), a session row as
// Auth.js writes it, the cookie a browser would send and the CSRF token of one form purpose.
import { randomBytes } from "node:crypto";
import { accountCsrfToken, type CsrfPurpose } from "@/lib/account/csrf";
import { sessionCookieName } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { createUser, type TestUser } from "./tokens";

export interface BrowserSession {
  user: TestUser;
  sessionToken: string;
  cookie: string;
  csrf: string;
}

export async function browserSession(role: "admin" | "user", purpose: CsrfPurpose): Promise<BrowserSession> {
  const user = await createUser();
  const prisma = await db();
  if (role === "admin") await prisma.user.update({ where: { id: user.id }, data: { role: "admin" } });
  const sessionToken = randomBytes(32).toString("hex");
  await prisma.session.create({ data: { sessionToken, userId: user.id, expires: new Date(Date.now() + 3600_000) } });
  return { user, sessionToken, cookie: `${sessionCookieName()}=${sessionToken}`, csrf: accountCsrfToken(sessionToken, purpose) };
}
