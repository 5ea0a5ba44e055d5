// For whom a sign-in link may be written to the dev mailbox: a loopback client, by a loopback Host, of
// a loopback SITE_URL; or anyone with DEV_MAILBOX=1. Email sign-in is offered exactly where a link can
// reach the asker: SMTP, or that mailbox. Reading the whole mailbox back as JSON takes DEV_MAILBOX=1,
// whoever asks: a TCP forwarder makes any visitor a loopback client by a loopback Host.
import { IncomingMessage } from "node:http";
import { Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { emailSignInOffered } from "@/lib/auth/providers";
import { devMailboxListOpen, devMailboxOpenTo } from "@/lib/mail/mailbox-access";
import { stampPeerAddress } from "@/lib/net/peer-address";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

/** A request from the socket at `address`, with the Host and other headers the client sent. */
function from(address: string, host: string, sent: Record<string, string> = {}): { headers: Headers } {
  const socket = new Socket();
  Object.defineProperty(socket, "remoteAddress", { value: address });
  const req = new IncomingMessage(socket);
  req.headers = { host, ...sent };
  stampPeerAddress(req);
  return { headers: new Headers(req.headers as Record<string, string>) };
}

describe("devMailboxOpenTo (no proxy in front)", () => {
  it("opens to a loopback client by a loopback Host of a loopback site (IPv4, IPv6, IPv4-mapped)", () => {
    delete process.env.SITE_URL;
    delete process.env.DEV_MAILBOX;
    expect(devMailboxOpenTo(from("127.0.0.1", "localhost:3000"))).toBe(true);
    expect(devMailboxOpenTo(from("::1", "[::1]:3000"))).toBe(true);
    expect(devMailboxOpenTo(from("::ffff:127.0.0.1", "127.0.0.1:3000"))).toBe(true);
    process.env.SITE_URL = "http://127.0.0.1:4000";
    expect(devMailboxOpenTo(from("127.0.0.1", "127.0.0.1:4000"))).toBe(true);
  });

  it("stays shut to a remote client, whatever Host, X-Forwarded-For or X-Real-IP it writes", () => {
    delete process.env.SITE_URL;
    const forged = { "x-forwarded-for": "127.0.0.1", "x-real-ip": "127.0.0.1", "x-styleshelf-peer": "127.0.0.1" };
    expect(devMailboxOpenTo(from("203.0.113.5", "localhost:3000", forged))).toBe(false);
    expect(devMailboxOpenTo(from("10.0.0.7", "localhost"))).toBe(false);
    expect(devMailboxOpenTo({ headers: new Headers({ host: "localhost", ...forged }) })).toBe(false);
  });

  it("stays shut when the Host or SITE_URL is not loopback", () => {
    delete process.env.SITE_URL;
    expect(devMailboxOpenTo(from("127.0.0.1", "evil.example"))).toBe(false);
    expect(devMailboxOpenTo(from("127.0.0.1", "localhost.evil.example"))).toBe(false);
    expect(devMailboxOpenTo({ headers: from("127.0.0.1", "").headers })).toBe(false);
    process.env.SITE_URL = "https://styles.example";
    expect(devMailboxOpenTo(from("127.0.0.1", "localhost:3000"))).toBe(false);
  });

  it("opens to anyone with DEV_MAILBOX=1", () => {
    process.env.SITE_URL = "https://styles.example";
    process.env.DEV_MAILBOX = "1";
    expect(devMailboxOpenTo(from("203.0.113.5", "styles.example"))).toBe(true);
  });
});

describe("devMailboxListOpen", () => {
  it("opens only with DEV_MAILBOX=1, never by address or Host", () => {
    delete process.env.SITE_URL;
    delete process.env.DEV_MAILBOX;
    expect(devMailboxListOpen()).toBe(false);
    process.env.DEV_MAILBOX = "true";
    expect(devMailboxListOpen()).toBe(false);
    process.env.DEV_MAILBOX = "1";
    expect(devMailboxListOpen()).toBe(true);
  });
});

describe("emailSignInOffered", () => {
  it("is offered with EMAIL_SERVER to anyone, and without it only where the mailbox is open", () => {
    delete process.env.SITE_URL;
    delete process.env.DEV_MAILBOX;
    delete process.env.EMAIL_SERVER;
    expect(emailSignInOffered(from("127.0.0.1", "localhost:3000"))).toBe(true);
    expect(emailSignInOffered(from("203.0.113.5", "localhost:3000"))).toBe(false);
    process.env.EMAIL_SERVER = "smtp://mail.example:25";
    expect(emailSignInOffered(from("203.0.113.5", "styles.example"))).toBe(true);
  });
});
