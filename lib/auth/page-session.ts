// The signed-in user for server components: the session cookie from next/headers, read the same way
// route handlers read it (lib/auth/session.ts).
import { cookies } from "next/headers";
import { siteUrl } from "@/lib/config";
import { sessionCookieName, userForSessionToken, type SessionUser } from "./session";

export async function pageSession(): Promise<{ user: SessionUser; sessionToken: string } | null> {
  const sessionToken = (await cookies()).get(sessionCookieName())?.value;
  if (!sessionToken) return null;
  const user = await userForSessionToken(sessionToken);
  return user ? { user, sessionToken } : null;
}

/** The token half of next-auth's CSRF cookie ("token|hash"), when the browser already has one. */
export async function existingCsrfToken(): Promise<string | null> {
  const name = siteUrl().startsWith("https://") ? "__Host-authjs.csrf-token" : "authjs.csrf-token";
  const raw = (await cookies()).get(name)?.value;
  const token = raw ? decodeURIComponent(raw).split("|")[0] : undefined;
  return token || null;
}
