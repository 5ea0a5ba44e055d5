// The signed-in website user, read the way next-auth's database sessions work: the session cookie
// holds a random token, and a Session row maps it to a user until it expires. Route handlers pass
// their Request (requestSession); pages pass the value of the cookie from next/headers (page-session.ts).
import { db } from "@/lib/db/client";
import { siteUrl } from "@/lib/config";

export interface SessionUser {
  id: string;
  handle: string;
  name: string | null;
  email: string | null;
  plan: "free" | "pro";
  role: "user" | "admin";
}

/** next-auth's cookie name: `__Secure-` prefixed when the site is served over https. */
export function sessionCookieName(): string {
  return siteUrl().startsWith("https://") ? "__Secure-authjs.session-token" : "authjs.session-token";
}

export function sessionTokenFromCookieHeader(header: string | null): string | null {
  if (!header) return null;
  const name = sessionCookieName();
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      // A cookie someone typed by hand may not be valid percent-encoding: that is no session, not a 500.
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Tokens Auth.js issues are UUIDs; anything that is not a short run of visible ASCII cannot be one,
 *  and a NUL in it would reach PostgreSQL as an encoding error instead of "no such session". */
const PLAUSIBLE_SESSION_TOKEN = /^[\x21-\x7e]{1,255}$/;

export async function userForSessionToken(token: string | null | undefined): Promise<SessionUser | null> {
  if (!token || !PLAUSIBLE_SESSION_TOKEN.test(token)) return null;
  const prisma = await db();
  const session = await prisma.session.findUnique({
    where: { sessionToken: token },
    select: { expires: true, user: { select: { id: true, handle: true, name: true, email: true, plan: true, role: true } } },
  });
  if (!session || session.expires.getTime() <= Date.now()) return null;
  return session.user;
}

/** A signed-in browser: its user, and the token its cookie holds (CSRF tokens are bound to it). */
export interface WebsiteSession {
  user: SessionUser;
  sessionToken: string;
}

/** The one lookup from a session cookie's value to its session. Route handlers reach it through
 *  requestSession (lib/http/admission.ts), server components through lib/auth/page-session.ts. */
export async function sessionForToken(token: string | null | undefined): Promise<WebsiteSession | null> {
  const user = await userForSessionToken(token);
  return user && token ? { user, sessionToken: token } : null;
}

/** The session of a request's cookie, if it holds a live one. */
export function requestSession(req: Request): Promise<WebsiteSession | null> {
  return sessionForToken(sessionTokenFromCookieHeader(req.headers.get("cookie")));
}

/** The Set-Cookie value that ends this browser's session cookie (sign-out). */
export function clearedSessionCookie(): string {
  const name = sessionCookieName();
  return `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith("__Secure-") ? "; Secure" : ""}`;
}
