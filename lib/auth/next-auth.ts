// next-auth v5 for the website: Prisma adapter with database sessions, GitHub/Google when configured,
// email magic links always. The config is built per request because SITE_URL, the database and the
// provider env are read at run time, not when the app is built or imported.
//
// We call Auth() from @auth/core (next-auth's own engine, the exact version next-auth pins) instead of
// NextAuth(): NextAuth's handler only adds AUTH_URL rewriting, which we do ourselves from SITE_URL, and
// its `import "next/server"` does not resolve outside Next's bundler (the route tests run in Node).
import { Auth, setEnvDefaults, type AuthConfig } from "@auth/core";
import GitHub from "next-auth/providers/github";
import Google from "next-auth/providers/google";
import Nodemailer from "next-auth/providers/nodemailer";
import { authProviderEnv, siteUrl } from "@/lib/config";
import { sendMail, emailFrom, emailServer } from "@/lib/mail/send";
import { applyAdminEmails } from "@/lib/users/admin-emails";
import { signInEmail } from "@/lib/mail/sign-in-email";
import { checkEmailSetCookie } from "./check-email-cookie";
import { styleshelfAdapter } from "./adapter";
import { emailSignInRefusal, oauthProviders, safeCallbackPath } from "./providers";
import { authSecret } from "./secret";

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const MAGIC_LINK_MAX_AGE_SECONDS = 15 * 60;

/** The most a request to next-auth may carry. Its forms (sign-in, sign-out) hold a CSRF token, an
 *  address and a callback URL, which may carry a whole OAuth authorization request: a few KB at most.
 *  Auth.js itself reads the whole body (request.formData()), so a bigger one is refused before it gets
 *  there, instead of being held in memory whole (three 300 MB sign-in POSTs once cost 740 MB). */
export const AUTH_BODY_MAX_BYTES = 16 * 1024;

const CLIENT_ERRORS = new Set(["Verification", "MissingCSRF", "InvalidCheck", "OAuthCallbackError", "AccessDenied"]);

/** `req` is the request as it reached us (its Host and client address decide where sign-in mail may go);
 *  `mailed` hears the address each sign-in link was sent to, once it was. */
export function authConfig(req: Request, mailed: (address: string) => void = () => {}): AuthConfig {
  const site = siteUrl();
  const providers: AuthConfig["providers"] = [];
  for (const p of oauthProviders()) {
    // Client id and secret come from AUTH_GITHUB_* / AUTH_GOOGLE_* (next-auth reads them itself).
    providers.push(p.id === "github" ? GitHub : Google);
  }
  providers.push(
    Nodemailer({
      // Unused by our sendVerificationRequest, but the provider refuses to start without one.
      server: emailServer() ?? "smtp://localhost:25",
      from: emailFrom(),
      maxAge: MAGIC_LINK_MAX_AGE_SECONDS,
      async sendVerificationRequest({ identifier, url, expires }) {
        await sendMail(signInEmail(identifier, url, expires));
        mailed(identifier);
      },
    }),
  );
  return {
    adapter: styleshelfAdapter(),
    providers,
    secret: authSecret(),
    // The host is pinned to SITE_URL by siteRequest() below, never taken from the caller's headers.
    trustHost: true,
    basePath: "/api/auth",
    // Same rule as lib/auth/session.ts sessionCookieName(): __Secure- cookies exactly on https sites.
    useSecureCookies: site.startsWith("https://"),
    session: { strategy: "database", maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/signin", verifyRequest: "/signin/check-email", error: "/signin" },
    logger: {
      // Expired or reused links and forged forms are the visitor's problem, not the server's: the
      // error page explains them, so they are not logged as server errors.
      error(error) {
        if (CLIENT_ERRORS.has((error as { type?: string }).type ?? "")) return;
        console.error("[auth]", error);
      },
    },
    events: {
      // Auth.js awaits this before answering the callback, so the first page after sign-in already
      // sees the admin role.
      async signIn({ user }) {
        await applyAdminEmails(user.id);
      },
    },
    callbacks: {
      // Before a link is mailed (after the CSRF check, with the address as Auth.js normalised it).
      // An address with a control character or NUL can neither be mailed nor stored: the form says
      // "check the address", instead of Auth.js's "Configuration" when the database refuses it.
      async signIn({ user, email }) {
        if (!email?.verificationRequest) return true;
        if (/[\u0000-\u001f\u007f]/.test(user.email ?? "")) return "/signin?error=EmailSignin";
        return (await emailSignInRefusal(req, user.email ?? "")) ?? true;
      },
      // Only same-origin destinations after sign-in (Auth.js's default also allows any same-origin URL).
      redirect({ url }) {
        return site + safeCallbackPath(url, "/account");
      },
    },
  };
}

/** The incoming request re-addressed to SITE_URL, so links and cookies never follow Host headers;
 *  `body` is the body the route already read from it. */
export function siteRequest(req: Request, body?: Uint8Array<ArrayBuffer>): Request {
  const site = new URL(siteUrl());
  const incoming = new URL(req.url);
  const url = new URL(incoming.pathname + incoming.search, site);
  const headers = new Headers(req.headers);
  headers.set("host", site.host);
  headers.set("x-forwarded-host", site.host);
  headers.set("x-forwarded-proto", site.protocol.replace(":", ""));
  // The body's length as read, whatever the client declared (or whether it declared one at all).
  headers.delete("content-length");
  headers.delete("transfer-encoding");
  const hasBody = body !== undefined && req.method !== "GET" && req.method !== "HEAD";
  return new Request(url, { method: req.method, headers, body: hasBody ? body : undefined });
}

/** `body`: the request's body, already read by the route with the one bounded reader, at most
 *  AUTH_BODY_MAX_BYTES (app/api/auth/[...nextauth]/route.ts); undefined for GET and HEAD. */
export async function handleAuthRequest(req: Request, body?: Uint8Array<ArrayBuffer>): Promise<Response> {
  let mailedTo: string | undefined;
  const config = authConfig(req, (address) => (mailedTo = address));
  // Fills provider client ids/secrets from AUTH_GITHUB_* / AUTH_GOOGLE_*, as NextAuth() would.
  setEnvDefaults(authProviderEnv(), config, true);
  const res = await Auth(siteRequest(req, body), config);
  if (mailedTo === undefined || emailServer()) return res;
  // The link sits in the dev mailbox: the check-email page shows it to this browser, and only to it.
  const answer = new Response(res.body, { status: res.status, statusText: res.statusText, headers: new Headers(res.headers) });
  answer.headers.append("set-cookie", checkEmailSetCookie(mailedTo, MAGIC_LINK_MAX_AGE_SECONDS));
  return answer;
}
