// Local stand-ins for the internet, all on loopback: an https server on 127.0.0.2 with a self-signed
// certificate (made by the openssl command line, so a missing openssl fails the suite loudly), a
// "trap" TCP server on 127.0.0.1 that only counts connections (refused URLs must never reach it),
// and a guard that makes any attempt to connect to a literal address outside loopback throw.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import https from "node:https";
import type { IncomingMessage, ServerResponse } from "node:http";
import net, { type AddressInfo, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import tls from "node:tls";

export const SERVER_ADDRESS = "127.0.0.2";
/** Host names on the certificate; tests resolve them to SERVER_ADDRESS. */
export const CERT_NAMES = ["images.test", "redirector.test"] as const;

export interface TestHttpsServer {
  port: number;
  ca: Buffer;
  /** Requests seen, as "host path". */
  requests: string[];
  close(): Promise<void>;
}

function makeCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), "styleshelf-net-"));
  try {
    const key = path.join(dir, "key.pem");
    const cert = path.join(dir, "cert.pem");
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=images.test", "-addext", `subjectAltName=${CERT_NAMES.map((n) => `DNS:${n}`).join(",")}`, "-days", "1", "-keyout", key, "-out", cert],
      { stdio: "pipe" },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startHttpsServer(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<TestHttpsServer> {
  const { key, cert } = makeCertificate();
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  const server = https.createServer({ key, cert }, (req, res) => {
    requests.push(`${req.headers.host?.replace(/:\d+$/, "")} ${req.url}`);
    handler(req, res);
  });
  server.on("connection", (s: Socket) => (sockets.add(s), s.on("close", () => sockets.delete(s))));
  await new Promise<void>((ok, fail) => server.once("error", fail).listen(0, SERVER_ADDRESS, ok));
  return {
    port: (server.address() as AddressInfo).port,
    ca: cert,
    requests,
    close: () =>
      new Promise<void>((ok) => {
        for (const s of sockets) s.destroy();
        server.close(() => ok());
      }),
  };
}

export interface Trap {
  port: number;
  connections: () => number;
  close(): Promise<void>;
}

/** Listens on 127.0.0.1 (and ::1 when available) at one port and counts whoever connects. */
export async function startTrap(): Promise<Trap> {
  let count = 0;
  const servers: net.Server[] = [];
  const listen = (host: string, port: number) =>
    new Promise<net.Server>((ok, fail) => {
      const s = net.createServer((sock) => (count++, sock.destroy()));
      s.once("error", fail).listen(port, host, () => ok(s));
    });
  const v4 = await listen("127.0.0.1", 0);
  servers.push(v4);
  const port = (v4.address() as AddressInfo).port;
  servers.push(await listen("::1", port).catch(() => v4));
  return {
    port,
    connections: () => count,
    close: () => Promise.all([...new Set(servers)].map((s) => new Promise<void>((ok) => s.close(() => ok())))).then(() => {}),
  };
}

const isLoopbackLiteral = (host: string) => /^127\./.test(host) || host === "::1";

/** Wraps tls.connect (which undici calls for every https connection) to record each target and to
 *  throw for a literal address outside loopback, so even a regression cannot send traffic off the
 *  machine. Returns the recorded hosts and an undo function. */
export function guardOutboundConnections(): { hosts: string[]; restore: () => void } {
  const hosts: string[] = [];
  const original = tls.connect;
  const guarded = ((...args: unknown[]) => {
    const host = String((args[0] as { host?: unknown } | undefined)?.host ?? "");
    hosts.push(host);
    if (net.isIP(host) && !isLoopbackLiteral(host)) throw new Error(`test guard: refused to connect to ${host}, which is outside loopback`);
    return (original as (...a: unknown[]) => tls.TLSSocket)(...args);
  }) as typeof tls.connect;
  tls.connect = guarded;
  return { hosts, restore: () => void (tls.connect = original) };
}

/** A 1x1 PNG: a real image for byte-exact round trips. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
