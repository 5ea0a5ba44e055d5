// Who the client is, on a real `next dev` with nothing in front (the embedded default, TRUSTED_PROXIES
// unset = 0). Next.js fills X-Forwarded-For from the socket only when the client sent none, so a client
// that writes its own must not get a fresh rate-limit lane per request: the address that counts is the
// connection's, stamped by lib/net/peer-address.ts from instrumentation.ts. Requests from two loopback
// source addresses (127.0.0.2 and 127.0.0.3) show it is that stamp, not one shared lane. The sign-in
// links the dev mailbox holds reach only the browser that asked for each: the JSON mailbox is shut
// without DEV_MAILBOX (to loopback callers too, as a TCP forwarder makes anyone one), and the
// check-email page shows the link for the address in its own signed cookie; this machine's network
// address, which the server also listens on, plays a stranger, directly or through a forwarder. And
// next-auth's routes refuse an oversized body instead of reading it whole.
import { request } from "node:http";
import { createServer, connect, type Server } from "node:net";
import { networkInterfaces } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REGISTRATIONS_PER_MINUTE } from "@/lib/oauth/endpoints";
import { postLarge, type LargePostAnswer } from "../support/large-post";
import { startNext, type NextServer } from "../support/next-server";

const ANON_LIMIT = 6;
let dev: NextServer;
let forwarder: Server;
let forwarderPort: number;

beforeAll(async () => {
  // Ready on a page: pages are not rate-limited, so the lanes under test start empty.
  dev = await startNext({ mode: "dev", distDir: ".next-smoke-client-address", freshDataDir: true, env: { SEED_ACCESS_FIXTURES: "1", RATE_LIMIT_ANON_PER_MIN: String(ANON_LIMIT) }, readyPath: "/pricing" });
  // The plain forwarder a remote visitor reaches the app through: bytes in, bytes out, nothing else.
  forwarder = createServer((visitor) => {
    const app = connect(Number(new URL(dev.origin).port), "127.0.0.1");
    visitor.pipe(app).pipe(visitor);
    visitor.on("error", () => app.destroy());
    app.on("error", () => visitor.destroy());
  });
  await new Promise<void>((ok) => forwarder.listen(0, networkAddress(), ok));
  forwarderPort = (forwarder.address() as { port: number }).port;
}, 260_000);
afterAll(async () => {
  forwarder?.close();
  await dev?.stop();
});

interface Answer {
  status: number;
  text: string;
  /** The cookies set, as name=value. */
  cookies: string[];
  location?: string;
}

/** One request from the local address `from` (to the same address), with the client's own headers. */
function exchange(from: string, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  const url = new URL(path, dev.origin);
  const to = from.startsWith("127.") ? "127.0.0.1" : from;
  return new Promise((ok, fail) => {
    const req = request({ host: to, port: url.port, path: url.pathname + url.search, method, headers, localAddress: from }, (res) => {
      let text = "";
      res.on("data", (d) => (text += d));
      res.on("end", () => ok({ status: res.statusCode!, text, cookies: (res.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]!), location: res.headers.location }));
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
function postHugeSignIn(size: number, declareLength: boolean): Promise<LargePostAnswer> {
  // A form whose last field runs on: exactly `size` bytes, so a declared length is the true one.
  return postLarge(dev.origin, "/api/auth/signin/nodemailer", { size, declareLength, head: "email=a%40example.com&csrfToken=x&pad=" });
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

/** Through a plain TCP forwarder (ssh -L, kubectl port-forward, a dev tunnel) listening on this
 *  machine's network address: the app sees a loopback client and whatever Host the visitor sends. */
function throughForwarder(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((ok, fail) => {
    const req = request({ host: networkAddress(), port: forwarderPort, path, method, headers: { host: `localhost:${new URL(dev.origin).port}`, ...headers }, localAddress: networkAddress() }, (res) => {
      let text = "";
      res.on("data", (d) => (text += d));
      res.on("end", () => ok({ status: res.statusCode!, text, cookies: (res.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]!), location: res.headers.location }));
    });
    req.on("error", fail);
    req.end(body);
  });
}

/** One browser's way to the app: its requests, from one address and by one route. */
type Browser = (method: string, path: string, headers: Record<string, string>, body?: string) => Promise<Answer>;
const fromLoopback =
  (address: string): Browser =>
  (method, path, headers, body) =>
    exchange(address, method, path, { host: `localhost:${new URL(dev.origin).port}`, ...headers }, body);

/** Asks for a sign-in link as a browser would (next-auth's CSRF cookie and token, then the form);
 *  returns the browser's cookies after the sign-in POST. */
async function askForLink(send: Browser, email: string): Promise<string[]> {
  const csrf = await send("GET", "/api/auth/csrf", {});
  const { csrfToken } = JSON.parse(csrf.text) as { csrfToken: string };
  const form = new URLSearchParams({ csrfToken, email }).toString();
  const asked = await send("POST", "/api/auth/signin/nodemailer", { cookie: csrf.cookies.join("; "), "content-type": "application/x-www-form-urlencoded" }, form);
  expect(asked.status).toBe(302);
  expect(asked.location ?? "").not.toContain("error");
  return [...csrf.cookies, ...asked.cookies];
}

const checkEmailPage = (send: Browser, cookies: string[] = []) => send("GET", "/signin/check-email", cookies.length ? { cookie: cookies.join("; ") } : {});
const linkFor = (email: string) => `Sign in as <!-- -->${email}`;

describe("the dev mailbox on next dev (no DEV_MAILBOX)", () => {
  it("keeps the JSON mailbox shut to a loopback caller and to a visitor relayed by a TCP forwarder", async () => {
    await askForLink(fromLoopback("127.0.0.5"), "smoke-json-shut@example.com");
    for (const answer of [await fromLoopback("127.0.0.5")("GET", "/api/site/dev/mailbox", {}), await throughForwarder("GET", "/api/site/dev/mailbox", {})]) {
      expect(answer.status).toBe(404);
      expect(answer.text).not.toContain("smoke-json-shut");
    }
    const latest = await throughForwarder("GET", `/api/site/dev/mailbox/latest?to=${encodeURIComponent("smoke-json-shut@example.com")}`, {});
    expect(latest.status).toBe(404);
    expect(latest.text).not.toContain("callback");
    // From the network with a forged Host and X-Forwarded-For, as before.
    const port = new URL(dev.origin).port;
    expect((await exchange(networkAddress(), "GET", "/api/site/dev/mailbox", { host: `localhost:${port}`, "x-forwarded-for": "127.0.0.1" })).status).toBe(404);
  });

  it("shows on the check-email page only the link this browser asked for", async () => {
    const a = "smoke-browser-a@example.com";
    const b = "smoke-browser-b@example.com";
    const browserA = fromLoopback("127.0.0.5");
    const browserB = fromLoopback("127.0.0.6");
    const cookiesA = await askForLink(browserA, a);
    const pageA = await checkEmailPage(browserA, cookiesA);
    expect(pageA.status).toBe(200);
    expect(pageA.text).toContain(linkFor(a));
    expect(pageA.text).toContain("/api/auth/callback/nodemailer");

    // Browser B asked for its own address after A: it sees its link and never A's.
    const cookiesB = await askForLink(browserB, b);
    const pageB = await checkEmailPage(browserB, cookiesB);
    expect(pageB.text).toContain(linkFor(b));
    expect(pageB.text).not.toContain(a);
    // And A, asking again, still sees only its own.
    expect((await checkEmailPage(browserA, cookiesA)).text).not.toContain(b);

    // A browser that asked for nothing sees no link: on this machine, or relayed by a forwarder.
    for (const page of [await checkEmailPage(fromLoopback("127.0.0.7")), await throughForwarder("GET", "/signin/check-email", {})]) {
      expect(page.status).toBe(200);
      expect(page.text).toContain("Check your inbox");
      expect(page.text).not.toContain("/api/auth/callback");
      expect(page.text).not.toContain(a);
      expect(page.text).not.toContain(b);
    }

    // A cookie edited to name another address is no cookie at all.
    const forged = cookiesB.map((c) => c.replace(Buffer.from(b).toString("base64url"), Buffer.from(a).toString("base64url")));
    expect(forged).not.toEqual(cookiesB);
    const forgedPage = await checkEmailPage(browserB, forged);
    expect(forgedPage.text).not.toContain("/api/auth/callback");
    expect(forgedPage.text).not.toContain(a);
  });

  it("relayed by a forwarder, a visitor that asks for a link sees that one and no one else's", async () => {
    const mine = "smoke-forwarded@example.com";
    const cookies = await askForLink(throughForwarder, mine);
    const page = await checkEmailPage(throughForwarder, cookies);
    expect(page.text).toContain(linkFor(mine));
    expect(page.text).not.toContain("smoke-browser-a@example.com");
    expect(page.text).not.toContain("smoke-browser-b@example.com");
    // One link in the markup (the page's inline React payload repeats it, so count href attributes).
    expect(page.text.match(/href="[^"]*\/api\/auth\/callback\/nodemailer/g)).toHaveLength(1);
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
