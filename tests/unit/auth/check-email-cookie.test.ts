// The check-email page's cookie names the one address whose sign-in link this browser may see: set by
// its own sign-in request, signed with the app's secret, good for as long as the link lasts. Anything
// else (edited, expired, made up) names no one.
import { beforeAll, describe, expect, it } from "vitest";
import { checkEmailAddress, checkEmailCookieValue, checkEmailSetCookie } from "@/lib/auth/check-email-cookie";

const MAX_AGE = 15 * 60;

beforeAll(() => {
  process.env.AUTH_SECRET = "check-email-cookie-test-secret-0123456789";
});

const b64 = (s: string) => Buffer.from(s).toString("base64url");

describe("the check-email cookie", () => {
  it("names the address it was made for, until it expires", () => {
    const now = Date.now();
    const value = checkEmailCookieValue("a@example.com", MAX_AGE, now);
    expect(checkEmailAddress(value, now)).toBe("a@example.com");
    expect(checkEmailAddress(value, now + (MAX_AGE - 1) * 1000)).toBe("a@example.com");
    expect(checkEmailAddress(value, now + MAX_AGE * 1000 + 1000)).toBeNull();
  });

  it("names no one once its address or expiry is edited, or when it was never ours", () => {
    const now = Date.now();
    const [address, expires, mac] = checkEmailCookieValue("a@example.com", MAX_AGE, now).split(".");
    expect(address).toBe(b64("a@example.com"));
    expect(checkEmailAddress(`${b64("admin@example.com")}.${expires}.${mac}`, now)).toBeNull();
    expect(checkEmailAddress(`${address}.${Number(expires) + 3600}.${mac}`, now)).toBeNull();
    for (const junk of [undefined, "", "a.b", `${address}.${expires}`, `${address}.${expires}.${mac}.x`, `${address}.1e9.${mac}`, "x".repeat(2000)]) {
      expect(checkEmailAddress(junk, now)).toBeNull();
    }
  });

  it("is HttpOnly, SameSite=Lax and sent only to the check-email page", () => {
    const header = checkEmailSetCookie("a@example.com", MAX_AGE);
    expect(header).toMatch(/^styleshelf\.check-email=[^;]+; Path=\/signin\/check-email; Max-Age=900; HttpOnly; SameSite=Lax$/);
  });
});
