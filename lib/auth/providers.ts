// Which sign-in providers this deployment offers. GitHub and Google appear only when their env is set;
// the email magic link with EMAIL_SERVER, or without it through the dev mailbox where the asker may
// read that (lib/mail/mailbox-access.ts).
import { signInProviderConfigured, siteUrl } from "@/lib/config";
import { devMailboxOpenTo } from "@/lib/mail/mailbox-access";
import { emailServer } from "@/lib/mail/send";
import type { HasHeaders } from "@/lib/ratelimit/lane";
import { spendSignInEmail } from "@/lib/ratelimit/sign-in-email";

export interface ProviderInfo {
  id: "github" | "google";
  name: string;
}

/** The provider id of the email magic link (next-auth's Nodemailer provider). */
export const EMAIL_PROVIDER_ID = "nodemailer";

/** Whether a sign-in link can reach this asker: by SMTP, or through a dev mailbox only they can read.
 *  Elsewhere no link is written at all, so none waits in a mailbox for a stranger to fetch. */
export function emailSignInOffered(req: HasHeaders): boolean {
  return emailServer() !== undefined || devMailboxOpenTo(req);
}

/** Where a sign-in link for `email` must not be sent for this asker, the sign-in page saying why
 *  (lib/auth/messages.ts); else null, and the link counts against the sign-in email limits. */
export async function emailSignInRefusal(req: HasHeaders, email: string): Promise<string | null> {
  if (!emailSignInOffered(req)) return "/signin?error=EmailUnavailable";
  const wait = await spendSignInEmail(req, email);
  return wait === null ? null : `/signin?error=EmailRateLimited&wait=${Math.ceil(wait / 60)}`;
}

export function oauthProviders(): ProviderInfo[] {
  const out: ProviderInfo[] = [];
  if (signInProviderConfigured("github")) out.push({ id: "github", name: "GitHub" });
  if (signInProviderConfigured("google")) out.push({ id: "google", name: "Google" });
  return out;
}

/** A callbackUrl we will redirect to, as a path: a same-origin path ("/account"), or an absolute URL
 *  on this site (the OAuth authorize page sends one); never "//host" or another origin. */
export function safeCallbackPath(raw: string | null | undefined, fallback = "/account"): string {
  if (!raw || typeof raw !== "string") return fallback;
  const site = siteUrl();
  if (raw === site) return "/";
  if (raw.startsWith(site + "/")) raw = raw.slice(site.length);
  if (!raw.startsWith("/") || raw.startsWith("//") || raw.includes("\\")) return fallback;
  // A control character could split the Location header or confuse URL parsers.
  if (/[\u0000-\u001f\u007f]/.test(raw)) return fallback;
  try {
    const u = new URL(raw, "http://x.invalid");
    if (u.origin !== "http://x.invalid") return fallback;
    return u.pathname + u.search + u.hash;
  } catch {
    return fallback;
  }
}
