// CSRF tokens for the account page's forms: an HMAC of the session token (and the form's purpose)
// under authSecret(). A cross-site page can make the browser send the cookie but cannot read it, so it
// cannot compute the token; no extra cookie or server state is needed.
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";

// "share": Save to library and Remix on a style page. "extract": the extract page's fetch POSTs (start,
// save as draft) send it in a header. "accounts": an admin's plan switch on /admin/accounts.
export const CSRF_PURPOSES = ["revoke-app", "sign-out", "extract", "builder", "library", "moderation", "share", "accounts"] as const;
export type CsrfPurpose = (typeof CSRF_PURPOSES)[number];

export function accountCsrfToken(sessionToken: string, purpose: CsrfPurpose): string {
  return createHmac("sha256", authSecret()).update(`account:${purpose}:${sessionToken}`).digest("base64url");
}

export function verifyAccountCsrf(sessionToken: string, purpose: CsrfPurpose, presented: unknown): boolean {
  if (typeof presented !== "string" || presented.length === 0 || presented.length > 200) return false;
  const expected = Buffer.from(accountCsrfToken(sessionToken, purpose));
  const given = Buffer.from(presented);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
