// Pure pieces of sign-in: callbackUrl sanitising, which providers show, the account CSRF tokens,
// the magic-link email and the dev mailbox files.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { accountCsrfToken, verifyAccountCsrf } from "@/lib/account/csrf";
import { signInErrorMessage } from "@/lib/auth/messages";
import { oauthProviders, safeCallbackPath } from "@/lib/auth/providers";
import { latestMailFor, listMailbox, writeMailboxMessage } from "@/lib/mail/mailbox";
import { signInEmail } from "@/lib/mail/sign-in-email";

const saved = { ...process.env };
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "styleshelf-auth-unit-"));
  process.env.DATA_DIR = dir;
  process.env.AUTH_SECRET = "unit-test-secret-unit-test-secret";
});
afterEach(() => {
  process.env = { ...saved };
  rmSync(dir, { recursive: true, force: true });
});

describe("safeCallbackPath", () => {
  it.each([
    ["/account", "/account"],
    ["/share/riso?x=1#top", "/share/riso?x=1#top"],
    ["/a/../account", "/account"],
  ])("keeps the same-origin path %s", (raw, expected) => expect(safeCallbackPath(raw)).toBe(expected));

  it("accepts an absolute URL on this site (the OAuth authorize page sends one) as its path", () => {
    process.env.SITE_URL = "https://styleshelf.test";
    expect(safeCallbackPath("https://styleshelf.test/oauth/authorize?client_id=a&state=b")).toBe("/oauth/authorize?client_id=a&state=b");
    expect(safeCallbackPath("https://styleshelf.test")).toBe("/");
    expect(safeCallbackPath("https://styleshelf.test.evil.example/x")).toBe("/account");
    expect(safeCallbackPath("http://styleshelf.test/x")).toBe("/account");
  });

  it.each(["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", "account", "/a\nb", "", null, undefined])(
    "falls back for %s",
    (raw) => expect(safeCallbackPath(raw as string | null | undefined)).toBe("/account"),
  );
});

describe("signInErrorMessage", () => {
  it("explains Auth.js's codes, and answers any other, even a name every object has, with the general message", () => {
    expect(signInErrorMessage("Verification")).toMatch(/expired or was already used/);
    const general = signInErrorMessage("SomethingNew");
    expect(general).toMatch(/^Something went wrong/);
    for (const code of ["__proto__", "constructor", "toString"]) expect(signInErrorMessage(code)).toBe(general);
    expect(signInErrorMessage(undefined)).toBeNull();
  });
});

describe("oauthProviders", () => {
  it("lists a provider only when both its id and secret are set", () => {
    for (const k of ["AUTH_GITHUB_ID", "AUTH_GITHUB_SECRET", "AUTH_GOOGLE_ID", "AUTH_GOOGLE_SECRET"]) delete process.env[k];
    expect(oauthProviders()).toEqual([]);
    process.env.AUTH_GITHUB_ID = "id";
    expect(oauthProviders()).toEqual([]);
    process.env.AUTH_GITHUB_SECRET = "secret";
    process.env.AUTH_GOOGLE_ID = "gid";
    process.env.AUTH_GOOGLE_SECRET = "gsecret";
    expect(oauthProviders().map((p) => p.id)).toEqual(["github", "google"]);
  });
});

describe("account CSRF tokens", () => {
  it("verify only for the same session and purpose", () => {
    const t = accountCsrfToken("session-a", "revoke-app");
    expect(verifyAccountCsrf("session-a", "revoke-app", t)).toBe(true);
    expect(verifyAccountCsrf("session-b", "revoke-app", t)).toBe(false);
    expect(verifyAccountCsrf("session-a", "sign-out", t)).toBe(false);
    expect(verifyAccountCsrf("session-a", "revoke-app", t.slice(1))).toBe(false);
    expect(verifyAccountCsrf("session-a", "revoke-app", undefined)).toBe(false);
  });
});

describe("signInEmail", () => {
  it("carries the link in text and (escaped) html", () => {
    const url = "http://localhost:3000/api/auth/callback/nodemailer?token=abc&email=a%40b.c";
    const mail = signInEmail("a@b.c", url, new Date(Date.now() + 15 * 60_000));
    expect(mail.text).toContain(url);
    expect(mail.text).toContain("15 minutes");
    expect(mail.html).toContain(url.replace(/&/g, "&amp;"));
    expect(mail.url).toBe(url);
  });
});

describe("dev mailbox", () => {
  it("lists newest first, finds the latest per address case-insensitively, skips broken files", () => {
    expect(listMailbox()).toEqual([]);
    writeMailboxMessage({ to: "a@example.com", subject: "1", url: "http://x/1", text: "1" });
    writeMailboxMessage({ to: "b@example.com", subject: "2", url: "http://x/2", text: "2" });
    writeMailboxMessage({ to: "a@example.com", subject: "3", url: "http://x/3", text: "3" });
    writeFileSync(join(dir, "mailbox", "999999999999999-broken.json"), "{");
    expect(listMailbox().map((m) => m.subject)).toEqual(["3", "2", "1"]);
    expect(latestMailFor("A@Example.com")!.subject).toBe("3");
    expect(latestMailFor("c@example.com")).toBeNull();
    expect(Object.keys(listMailbox()[0]!).sort()).toEqual(["createdAt", "subject", "text", "to", "url"]);
  });

  it("lists only the newest few when asked, counting readable messages (the check-email page's links)", () => {
    for (const n of ["1", "2", "3"]) writeMailboxMessage({ to: `${n}@example.com`, subject: n, url: `http://x/${n}`, text: n });
    writeFileSync(join(dir, "mailbox", "999999999999999-broken.json"), "{");
    expect(listMailbox(2).map((m) => m.subject)).toEqual(["3", "2"]);
    expect(listMailbox(0)).toEqual([]);
  });
});
