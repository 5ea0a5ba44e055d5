// The success path against a real local https server (127.0.0.2, self-signed certificate trusted
// through the `tls.ca` seam), and the limits that only a live server can show: size, status,
// deadline, and redirects whose later hops leave the allowed server.
import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SAFE_FETCH_USER_AGENT, safeFetch, safeFetchBytes, SafeFetchError, type SafeFetchOptions } from "@/lib/net/safe-fetch";
import { CERT_NAMES, guardOutboundConnections, SERVER_ADDRESS, startHttpsServer, startTrap, TINY_PNG, type TestHttpsServer, type Trap } from "./support/servers";

const LARGE = randomBytes(700 * 1024); // several TCP reads, so chunks are joined in order
const LIMIT = 64 * 1024;

let server: TestHttpsServer;
let trap: Trap;
let guard: ReturnType<typeof guardOutboundConnections>;
/** What the streaming route managed to send before the client hung up. */
const stream = { sent: 0, finished: false, closed: false };

function trickle(res: ServerResponse, total: number, chunk: Buffer) {
  res.on("close", () => (stream.closed = true));
  const pump = () => {
    while (stream.sent < total && !res.destroyed) {
      stream.sent += chunk.length;
      if (!res.write(chunk)) return void res.once("drain", pump);
    }
    if (!res.destroyed) res.end(() => (stream.finished = true));
  };
  pump();
}

beforeAll(async () => {
  trap = await startTrap();
  server = await startHttpsServer((req, res) => {
    const here = `https://${req.headers.host}`;
    const path = req.url ?? "/";
    if (path === "/logo.png") return void res.writeHead(200, { "content-type": "image/png" }).end(TINY_PNG);
    if (path === "/large.bin") return void res.writeHead(200, { "content-type": "application/octet-stream" }).end(LARGE);
    if (path === "/client.json") return void res.writeHead(200, { "content-type": "application/json" }).end('{"client_id":"x"}');
    if (path === "/headers") return void res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(req.headers));
    if (path === "/moved") return void res.writeHead(301, { location: `https://images.test:${server.port}/logo.png` }).end();
    if (path.startsWith("/chain/")) {
      const left = Number(path.slice("/chain/".length));
      return void res.writeHead(302, { location: left > 1 ? `${here}/chain/${left - 1}` : "/logo.png" }).end();
    }
    if (path === "/loop") return void res.writeHead(302, { location: "/loop" }).end();
    if (path === "/to-loopback") return void res.writeHead(302, { location: `https://127.0.0.1:${trap.port}/x` }).end();
    if (path === "/to-loopback-name") return void res.writeHead(307, { location: `https://loopback.test:${trap.port}/x` }).end();
    if (path === "/missing") return void res.writeHead(404, { "content-type": "text/plain" }).end("no such image");
    if (path === "/broken") return void res.writeHead(500).end("oops");
    if (path === "/endless") return void (res.writeHead(200, { "content-type": "image/png" }), trickle(res, 256 * 1024 * 1024, Buffer.alloc(16 * 1024, 7)));
    if (path === "/announced-huge") {
      // Announces 100 MB and sends a first chunk; a client that reads on would wait for the rest.
      res.on("close", () => (stream.closed = true));
      return void res.writeHead(200, { "content-type": "image/png", "content-length": String(100 * 1024 * 1024) }).write(Buffer.alloc(1024));
    }
    if (path === "/silent") return; // never answers
    if (path === "/slow-body") {
      res.writeHead(200, { "content-type": "image/png" }).write("x");
      const t = setInterval(() => (res.destroyed ? clearInterval(t) : res.write("x")), 100);
      return;
    }
    res.writeHead(404).end();
  });
  guard = guardOutboundConnections();
});

afterAll(async () => {
  guard?.restore();
  await Promise.all([server?.close(), trap?.close()]);
});

const names: Record<string, string[]> = { ...Object.fromEntries(CERT_NAMES.map((n) => [n, [SERVER_ADDRESS]])), "loopback.test": ["127.0.0.1"] };
const resolve = vi.fn(async (host: string) => names[host] ?? Promise.reject(new Error(`ENOTFOUND ${host}`)));
const opts = (extra: SafeFetchOptions = {}): SafeFetchOptions => ({
  resolve,
  allowAddress: (a) => a === SERVER_ADDRESS,
  tls: { ca: server.ca },
  timeoutMs: 5000,
  ...extra,
});
const at = (host: string, path: string) => `https://${host}:${server.port}${path}`;
const failure = (p: Promise<unknown>) => p.then(() => expect.unreachable("expected a SafeFetchError"), (e: unknown) => e as SafeFetchError);

describe("safeFetchBytes success path", () => {
  it("returns a PNG byte-exact with its content type", async () => {
    const res = await safeFetchBytes(at("images.test", "/logo.png"), opts({ accept: "image/*" }));
    expect(res).toMatchObject({ url: at("images.test", "/logo.png"), status: 200, contentType: "image/png" });
    expect(Buffer.isBuffer(res.bytes)).toBe(true);
    expect(res.bytes.equals(TINY_PNG)).toBe(true);
    expect(resolve).toHaveBeenCalledWith("images.test");
  });

  it("returns a body of many chunks byte-exact", async () => {
    const res = await safeFetchBytes(at("images.test", "/large.bin"), opts());
    expect(res.bytes.length).toBe(LARGE.length);
    expect(res.bytes.equals(LARGE)).toBe(true);
  });

  it("follows an allowed redirect and reports the final URL", async () => {
    const res = await safeFetchBytes(at("redirector.test", "/moved"), opts());
    expect(res.url).toBe(at("images.test", "/logo.png"));
    expect(res.bytes.equals(TINY_PNG)).toBe(true);
  });

  it("follows exactly three redirects, and refuses a fourth", async () => {
    expect((await safeFetchBytes(at("images.test", "/chain/3"), opts())).url).toBe(at("images.test", "/logo.png"));
    const before = server.requests.length;
    const err = await failure(safeFetchBytes(at("images.test", "/loop"), opts()));
    expect(err.reason).toBe("redirects");
    expect(server.requests.length - before).toBe(4); // the first request and three hops
  });

  it("sends the Accept header asked for and a User-Agent naming Styleshelf", async () => {
    const res = await safeFetchBytes(at("images.test", "/headers"), opts({ accept: "image/*" }));
    const headers = JSON.parse(res.bytes.toString("utf8")) as Record<string, string>;
    expect(headers.accept).toBe("image/*");
    expect(headers["user-agent"]).toBe(SAFE_FETCH_USER_AGENT);
    expect(SAFE_FETCH_USER_AGENT).toMatch(/Styleshelf/);
  });

  it("keeps the text fetch (OAuth metadata documents) working", async () => {
    const res = await safeFetch(at("images.test", "/client.json"), opts());
    expect(res).toEqual({ url: at("images.test", "/client.json"), status: 200, contentType: "application/json", body: '{"client_id":"x"}' });
  });

  it("verifies the certificate: without the test CA the server is not trusted", async () => {
    const err = await failure(safeFetchBytes(at("images.test", "/logo.png"), opts({ tls: undefined })));
    expect(err.reason).toBe("network");
    expect(err.message).toContain("images.test");
  });
});

describe("safeFetchBytes limits", () => {
  it("stops reading a body over the limit and closes the connection early", async () => {
    Object.assign(stream, { sent: 0, finished: false, closed: false });
    const err = await failure(safeFetchBytes(at("images.test", "/endless"), opts({ maxBytes: LIMIT })));
    expect(err.reason).toBe("too_large");
    expect(err.message).toBe("images.test sent more than the 64 KB we fetch.");
    await vi.waitFor(() => expect(stream.closed).toBe(true), { timeout: 3000 });
    expect(stream.finished).toBe(false);
    // The server wanted to send 256 MB; socket buffers absorb a few MB at most before the hang-up.
    expect(stream.sent).toBeLessThan(16 * 1024 * 1024);
  });

  it("refuses a Content-Length over the limit before reading the body", async () => {
    stream.closed = false;
    const started = Date.now();
    const err = await failure(safeFetchBytes(at("images.test", "/announced-huge"), opts({ maxBytes: 8 * 1024 * 1024 })));
    expect(err.reason).toBe("too_large");
    expect(err.message).toBe("images.test announced 100 MB, more than the 8 MB we fetch.");
    expect(Date.now() - started).toBeLessThan(2000);
    await vi.waitFor(() => expect(stream.closed).toBe(true), { timeout: 3000 });
  });

  it.each([
    ["/missing", 404],
    ["/broken", 500],
  ])("treats %s (%i) as an http_status error", async (path, status) => {
    const err = await failure(safeFetchBytes(at("images.test", path), opts()));
    expect(err).toMatchObject({ reason: "http_status", status, host: "images.test" });
    expect(err.message).toBe(`images.test answered ${status}; only a successful (2xx) answer can be used.`);
  });

  it.each(["/silent", "/slow-body"])("gives up on %s at the deadline", async (path) => {
    const started = Date.now();
    const err = await failure(safeFetchBytes(at("images.test", path), opts({ timeoutMs: 400 })));
    expect(err.reason).toBe("timeout");
    expect(err.message).toBe("images.test did not answer within 400 ms.");
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe("redirects from the allowed server are checked hop by hop", () => {
  it.each(["/to-loopback", "/to-loopback-name"])("refuses %s although the first hop was allowed", async (path) => {
    const before = { requests: server.requests.length, trap: trap.connections() };
    const err = await failure(safeFetchBytes(at("redirector.test", path), opts()));
    expect(err.reason).toBe("blocked_address");
    expect(err.message).toContain("redirector.test");
    expect(server.requests.length).toBe(before.requests + 1);
    expect(trap.connections()).toBe(before.trap);
  });
});
