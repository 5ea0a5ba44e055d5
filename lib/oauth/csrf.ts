// The consent form's CSRF token: an HMAC of the website session token, so only a page rendered for
// this very session can approve a grant, and nothing needs storing.
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";

export function consentCsrfToken(sessionToken: string): string {
  return createHmac("sha256", authSecret()).update(`oauth-consent:${sessionToken}`).digest("base64url");
}

export function checkConsentCsrfToken(sessionToken: string, presented: string | null | undefined): boolean {
  if (!presented) return false;
  const expected = Buffer.from(consentCsrfToken(sessionToken));
  const got = Buffer.from(presented);
  return got.length === expected.length && timingSafeEqual(got, expected);
}
