// The signed-in user for server components: the session cookie from next/headers, read the same way
// route handlers read it (lib/auth/session.ts).
import { cookies } from "next/headers";
import { siteUrl } from "@/lib/config";
import { sessionCookieName, sessionForToken, type WebsiteSession } from "./session";

/** The session cookie's value, as the browser sent it. */
export async function pageSessionToken(): Promise<string | undefined> {
  return (await cookies()).get(sessionCookieName())?.value;
}

/** The signed-in user, through the same lookup as route handlers (sessionForToken). */
export async function pageSession(): Promise<WebsiteSession | null> {
  return sessionForToken(await pageSessionToken());
}

/** The token half of next-auth's CSRF cookie ("token|hash"), when the browser already has one. */
export async function existingCsrfToken(): Promise<string | null> {
  const name = siteUrl().startsWith("https://") ? "__Host-authjs.csrf-token" : "authjs.csrf-token";
  const raw = (await cookies()).get(name)?.value;
  const token = raw ? decodeURIComponent(raw).split("|")[0] : undefined;
  return token || null;
}
