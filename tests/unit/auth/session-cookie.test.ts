// The session cookie is read from a header anyone can write: a malformed value is no session, never a throw.
import { describe, expect, it } from "vitest";
import { sessionTokenFromCookieHeader } from "@/lib/auth/session";

describe("sessionTokenFromCookieHeader", () => {
  it("reads the session token, percent-decoded", () => {
    expect(sessionTokenFromCookieHeader("a=1; authjs.session-token=abc%2Bdef; b=2")).toBe("abc+def");
  });

  it("answers null for invalid percent-encoding or no cookie", () => {
    expect(sessionTokenFromCookieHeader("authjs.session-token=%")).toBeNull();
    expect(sessionTokenFromCookieHeader("authjs.session-token=%E0%A4%A")).toBeNull();
    expect(sessionTokenFromCookieHeader("other=1")).toBeNull();
    expect(sessionTokenFromCookieHeader(null)).toBeNull();
  });
});
