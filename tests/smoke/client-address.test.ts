// Who the client is, on a real `next dev` with nothing in front (the embedded default, TRUSTED_PROXIES
// unset = 0). Next.js fills X-Forwarded-For from the socket only when the client sent none, so a client
// that writes its own must not get a fresh rate-limit lane per request: the address that counts is the
// connection's, stamped by lib/net/peer-address.ts from instrumentation.ts. Requests from two loopback
// source addresses (127.0.0.2 and 127.0.0.3) show it is that stamp, not one shared lane. And the dev
// mailbox (sign-in links) answers only loopback callers: this machine's own network address, which the
// server also listens on, plays a stranger. And next-auth's routes refuse an oversized body instead of
// reading it whole.
import { request } from "node:http";
import { networkInterfaces } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REGISTRATIONS_PER_MINUTE } from "@/lib/oauth/endpoints";
import { startNext, type NextServer } from "../support/next-server";

const ANON_LIMIT = 6;
let dev: NextServer;

beforeAll(async () => {
  // Ready on a page: pages are not rate-limited, so the lanes under test start empty.
  dev = await startNext({ mode: "dev", distDir: ".next-smoke-client-address", freshDataDir: true, env: { SEED_ACCESS_FIXTURES: "1", RATE_LIMIT_ANON_PER_MIN: String(ANON_LIMIT) }, readyPath: "/pricing" });
}, 260_000);
afterAll(() => dev?.stop());

/** One request from the local address `from` (to the same address), with the client's own headers. */
function exchange(from: string, method: string, path: string, headers: Record<string, string>, body?: string): Promise<{ status: number; text: string; cookies: string[] }> {
  const url = new URL(path, dev.origin);
  const to = from.startsWith("127.") ? "127.0.0.1" : from;
  return new Promise((ok, fail) => {
    const req = request({ host: to, port: url.port, path: url.pathname + url.search, method, headers, localAddress: from }, (res) => {
      let text = "";
      res.on("data", (d) => (text += d));
      res.on("end", () => ok({ status: res.statusCode!, text, cookies: (res.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]!) }));
    });
    req.on("error", fail);
    req.end(body);
  });
}

const send = async (from: string, method: string, path: string, headers: Record<string, string>, body?: string) =>
  (await exchange(from, method, path, headers, body)).status;

/** This machine's address on its network (not loopback). */
function networkAddress(): string {
  const found = Object.values(networkInterfaces()).flat().find((i) => i && i.family === "IPv4" && !i.internal);
  if (!found) throw new Error("this test needs a network interface besides loopback, to play a remote client");
  return found.address;
}

const forged = (i: number) => ({ "x-forwarded-for": `203.0.113.${i}`, "x-real-ip": `198.51.100.${i}`, "x-styleshelf-peer": `192.0.2.${i}` });

describe("forged X-Forwarded-For on next dev", () => {
  it("does not escape the anonymous limit: rotating addresses share the connection's lane", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= ANON_LIMIT + 4; i++) statuses.push(await send("127.0.0.2", "GET", "/api/v1/styles?limit=1", forged(i)));
    expect(statuses.slice(0, ANON_LIMIT)).toEqual(Array(ANON_LIMIT).fill(200));
    expect(statuses.slice(ANON_LIMIT)).toEqual([429, 429, 429, 429]);
    // Another connection's address is another lane: the stamp, not one lane for everyone.
    expect(await send("127.0.0.3", "GET", "/api/v1/styles?limit=1", forged(1))).toBe(200);
  });

  it("does not escape the limit on /oauth/register either", async () => {
    const body = JSON.stringify({ redirect_uris: ["https://a.example/cb"], client_name: "forged" });
    const statuses: number[] = [];
    for (let i = 1; i <= REGISTRATIONS_PER_MINUTE + 2; i++) {
      statuses.push(await send("127.0.0.4", "POST", "/oauth/register", { ...forged(i), "content-type": "application/json" }, body));
    }
    expect(statuses.slice(0, REGISTRATIONS_PER_MINUTE)).toEqual(Array(REGISTRATIONS_PER_MINUTE).fill(201));
    expect(statuses.slice(REGISTRATIONS_PER_MINUTE)).toEqual([429, 429]);
  });
});

const MB = 1024 * 1024;

/** POSTs `size` bytes of a sign-in form to next-auth in 1 MB chunks, with or without Content-Length. */
function postHugeSignIn(size: number, declareLength: boolean): Promise<{ status: number; text: string; ms: number }> {
  const url = new URL("/api/auth/signin/nodemailer", dev.origin);
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
  if (declareLength) headers["content-length"] = String(size);
  const started = performance.now();
  return new Promise((ok, fail) => {
    const req = request({ host: "127.0.0.1", port: url.port, path: url.pathname, method: "POST", headers }, (res) => {
      let text = "";
      res.on("data", (d) => (text += d));
      res.on("end", () => ok({ status: res.statusCode!, text, ms: Math.round(performance.now() - started) }));
    });
    req.on("error", fail);
    // A form whose last field runs on: exactly `size` bytes, so a declared length is the true one.
    const head = Buffer.from("email=a%40example.com&csrfToken=x&pad=");
    const chunk = Buffer.alloc(MB, "a");
    let left = size - head.length;
    const pump = () => {
      while (left > 0) {
        const part = left >= MB ? chunk : chunk.subarray(0, left);
        left -= part.length;
        if (!req.write(part)) return void req.once("drain", pump);
      }
      req.end();
    };
    req.write(head);
    pump();
  });
}

describe("next-auth's request bodies on next dev", () => {
  it("refuses a 50 MB sign-in form with a 413, with and without Content-Length", async () => {
    for (const declareLength of [true, false]) {
      const answer = await postHugeSignIn(50 * MB, declareLength);
      console.log(`50 MB sign-in POST ${declareLength ? "with" : "without"} Content-Length: ${answer.status} in ${answer.ms} ms`);
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.text)).toMatchObject({ error: "payload_too_large", message: expect.stringContaining("KB") });
    }
  });
});

describe("the dev mailbox on next dev", () => {
  it("answers a loopback caller, and 404 to one from the network whatever Host or X-Forwarded-For it sends", async () => {
    const port = new URL(dev.origin).port;
    expect((await exchange("127.0.0.5", "GET", "/api/site/dev/mailbox", { host: `localhost:${port}` })).status).toBe(200);
    const stranger = await exchange(networkAddress(), "GET", "/api/site/dev/mailbox", { host: `localhost:${port}`, "x-forwarded-for": "127.0.0.1" });
    expect(stranger.status).toBe(404);
  });

  it("lists the newest sign-in links on the check-email page to a loopback visitor, and to no one else", async () => {
    const email = "smoke-check-email@example.com";
    const local = { host: `localhost:${new URL(dev.origin).port}` };
    const csrf = await exchange("127.0.0.5", "GET", "/api/auth/csrf", local);
    const { csrfToken } = JSON.parse(csrf.text) as { csrfToken: string };
    const form = new URLSearchParams({ csrfToken, email }).toString();
    const asked = await exchange("127.0.0.5", "POST", "/api/auth/signin/nodemailer", { ...local, cookie: csrf.cookies.join("; "), "content-type": "application/x-www-form-urlencoded" }, form);
    expect(asked.status).toBe(302);

    const page = await exchange("127.0.0.5", "GET", "/signin/check-email", local);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`Sign in as <!-- -->${email}`);
    expect(page.text).toContain("/api/auth/callback/nodemailer");
    const remote = await exchange(networkAddress(), "GET", "/signin/check-email", {});
    expect(remote.status).toBe(200);
    expect(remote.text).toContain("Check your inbox");
    expect(remote.text).not.toContain(email);
    expect(remote.text).not.toContain("/api/auth/callback");
  });

  it("offers email sign-in to a loopback visitor, and to one from the network says it needs EMAIL_SERVER", async () => {
    const local = await exchange("127.0.0.5", "GET", "/signin", { host: `localhost:${new URL(dev.origin).port}` });
    expect(local.text).toContain('id="signin-email"');
    const remote = await exchange(networkAddress(), "GET", "/signin", {});
    expect(remote.status).toBe(200);
    expect(remote.text).not.toContain('id="signin-email"');
    expect(remote.text).toContain("it needs a mail server (EMAIL_SERVER)");
  });
});
