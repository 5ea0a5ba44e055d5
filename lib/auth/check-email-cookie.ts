// Which sign-in link the check-email page may show this browser. Where the dev mailbox is the delivery
// (no EMAIL_SERVER), the sign-in request that wrote a link also sets this cookie: the address the link
// went to, until when, and an HMAC of both under the app's secret. The page shows the newest link for
// that address and nothing else, so a browser only ever sees a link it asked for. Being asked is no
// proof of anything a client address or Host header could say: behind a TCP forwarder or a reverse
// proxy every visitor is "loopback", and only what this browser itself sent can tell them apart.
import { createHmac, timingSafeEqual } from "node:crypto";
import { siteUrl } from "@/lib/config";
import { authSecret } from "@/lib/auth/secret";

/** Only the check-email page reads it, so no other request carries it. */
const COOKIE_PATH = "/signin/check-email";

/** __Secure- on an https site, as next-auth's own cookies are (lib/auth/session.ts). */
export function checkEmailCookieName(): string {
  return siteUrl().startsWith("https://") ? "__Secure-styleshelf.check-email" : "styleshelf.check-email";
}

function mac(address: string, expires: number): string {
  return createHmac("sha256", authSecret()).update(`check-email:${expires}:${address}`).digest("base64url");
}

/** The cookie's value for a link just written for `address`, good for `maxAgeSeconds`. */
export function checkEmailCookieValue(address: string, maxAgeSeconds: number, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + maxAgeSeconds;
  return `${Buffer.from(address).toString("base64url")}.${expires}.${mac(address, expires)}`;
}

/** The Set-Cookie header that binds this browser's check-email page to `address`, for as long as the
 *  link lasts (`maxAgeSeconds`). */
export function checkEmailSetCookie(address: string, maxAgeSeconds: number): string {
  const secure = siteUrl().startsWith("https://") ? "; Secure" : "";
  return `${checkEmailCookieName()}=${checkEmailCookieValue(address, maxAgeSeconds)}; Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

/** The address a cookie value names, or null when it is missing, altered, foreign or expired. */
export function checkEmailAddress(value: string | undefined, now = Date.now()): string | null {
  if (!value || value.length > 1000) return null;
  const [encoded, expiresText, given, ...rest] = value.split(".");
  if (!encoded || !expiresText || !given || rest.length > 0 || !/^\d{1,12}$/.test(expiresText)) return null;
  const expires = Number(expiresText);
  if (expires * 1000 <= now) return null;
  const address = Buffer.from(encoded, "base64url").toString("utf8");
  const expected = Buffer.from(mac(address, expires));
  const presented = Buffer.from(given);
  return expected.length === presented.length && timingSafeEqual(expected, presented) ? address : null;
}
