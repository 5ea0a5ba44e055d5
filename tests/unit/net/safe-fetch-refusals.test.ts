// Hostile URLs are refused before any connection is made. Loopback targets point at a trap server
// that counts connections, so "refused" cannot secretly mean "connected and failed"; literal
// addresses outside loopback would throw in the connection guard rather than leave the machine.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { safeFetch, safeFetchBytes, SafeFetchError, type SafeFetchOptions, type SafeFetchReason } from "@/lib/net/safe-fetch";
import { CERT_NAMES, guardOutboundConnections, SERVER_ADDRESS, startHttpsServer, startTrap, type TestHttpsServer, type Trap } from "./support/servers";

let trap: Trap;
let server: TestHttpsServer;
let guard: ReturnType<typeof guardOutboundConnections>;

const names: Record<string, string[]> = {
  ...Object.fromEntries(CERT_NAMES.map((n) => [n, [SERVER_ADDRESS]])),
  "loopback.test": ["127.0.0.1"],
  "internal.test": ["10.0.0.7"],
  // The allowed server's address first, then a forbidden one: checking only the first would pass.
  "mixed.test": [SERVER_ADDRESS, "127.0.0.1"],
  localhost: ["127.0.0.1", "::1"],
  "empty.test": [],
};
const resolve = async (host: string) => {
  const found = names[host];
  if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
  return found;
};

beforeAll(async () => {
  trap = await startTrap();
  server = await startHttpsServer((req, res) => {
    const to = new URL(req.url ?? "/", "https://x").searchParams.get("to");
    if (to) res.writeHead(302, { location: to.replace("TRAP", String(trap.port)) }).end();
    else res.writeHead(200, { "content-type": "text/plain" }).end("ok");
  });
  guard = guardOutboundConnections();
});

afterAll(async () => {
  guard?.restore();
  await Promise.all([trap?.close(), server?.close()]);
});

async function refusal(url: string, opts: SafeFetchOptions = {}): Promise<SafeFetchError> {
  const before = trap.connections();
  const err = await safeFetchBytes(url, { resolve, timeoutMs: 3000, ...opts }).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(SafeFetchError);
  expect(trap.connections()).toBe(before);
  return err as SafeFetchError;
}

/** A test server that trusts only its own address, for the cases that need a first hop answered. */
const viaServer = (): SafeFetchOptions => ({ allowAddress: (a) => a === SERVER_ADDRESS, tls: { ca: server.ca } });
const redirectTo = (target: string) => `https://redirector.test:${server.port}/hop?to=${encodeURIComponent(target)}`;

// Each case: URL (TRAP stands for the trap's port), expected reason, and whether no connection of any
// kind may be attempted (literal addresses are judged before undici is even called).
const cases: Array<[label: string, url: string, reason: SafeFetchReason]> = [
  ["plain http", "http://images.test/a.png", "not_https"],
  ["ftp", "ftp://images.test/a.png", "not_https"],
  ["file", "file:///etc/passwd", "not_https"],
  ["credentials", "https://user:secret@images.test/a.png", "credentials"],
  ["not a URL", "images.test/a.png", "invalid_url"],
  ["loopback", "https://127.0.0.1:TRAP/a.png", "blocked_address"],
  ["short loopback 127.1", "https://127.1:TRAP/a.png", "blocked_address"],
  ["decimal loopback", "https://2130706433:TRAP/a.png", "blocked_address"],
  ["octal loopback", "https://0177.0.0.1:TRAP/a.png", "blocked_address"],
  ["hex loopback", "https://0x7f000001:TRAP/a.png", "blocked_address"],
  ["dotted hex loopback", "https://0x7f.0.0.1:TRAP/a.png", "blocked_address"],
  ["loopback with trailing dot", "https://127.0.0.1.:TRAP/a.png", "blocked_address"],
  ["10/8", "https://10.0.0.1/a.png", "blocked_address"],
  ["172.16/12", "https://172.16.0.1/a.png", "blocked_address"],
  ["192.168/16", "https://192.168.1.1/a.png", "blocked_address"],
  ["cloud metadata", "https://169.254.169.254/latest/meta-data/", "blocked_address"],
  ["CGNAT", "https://100.64.0.1/a.png", "blocked_address"],
  ["unspecified v4", "https://0.0.0.0:TRAP/a.png", "blocked_address"],
  ["multicast", "https://224.0.0.1/a.png", "blocked_address"],
  ["IPv6 loopback", "https://[::1]:TRAP/a.png", "blocked_address"],
  ["unspecified v6", "https://[::]:TRAP/a.png", "blocked_address"],
  ["IPv4-mapped loopback", "https://[::ffff:127.0.0.1]:TRAP/a.png", "blocked_address"],
  ["IPv4-mapped loopback, hex", "https://[::ffff:7f00:1]:TRAP/a.png", "blocked_address"],
  ["IPv4-compatible loopback", "https://[::127.0.0.1]:TRAP/a.png", "blocked_address"],
  ["link-local v6", "https://[fe80::1]/a.png", "blocked_address"],
  ["unique-local v6", "https://[fc00::1]/a.png", "blocked_address"],
  ["AWS metadata v6", "https://[fd00:ec2::254]/latest/meta-data/", "blocked_address"],
  ["NAT64 of loopback", "https://[64:ff9b::7f00:1]/a.png", "blocked_address"],
  ["6to4 of loopback", "https://[2002:7f00:1::]/a.png", "blocked_address"],
  ["Teredo", "https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/a.png", "blocked_address"],
  ["name resolving to loopback", "https://loopback.test:TRAP/a.png", "blocked_address"],
  ["name resolving to 10/8", "https://internal.test/a.png", "blocked_address"],
  ["localhost through the resolver", "https://localhost:TRAP/a.png", "blocked_address"],
  ["name that does not resolve", "https://nowhere.test/a.png", "dns"],
  ["name with no addresses", "https://empty.test/a.png", "dns"],
];

describe("safeFetchBytes refuses hostile URLs without connecting", () => {
  it.each(cases)("%s: %s -> %s", async (_label, rawUrl, reason) => {
    const url = rawUrl.replace("TRAP", String(trap.port));
    const literal = !/\.test|localhost/.test(url);
    const attempts = guard.hosts.length;
    const err = await refusal(url);
    expect(err.reason).toBe(reason);
    expect(err.message.length).toBeGreaterThan(10);
    // A literal address is judged before undici is called at all; a name only gets as far as the
    // guarded lookup, which refuses before a socket connects.
    if (literal) expect(guard.hosts.length).toBe(attempts);
  });

  it("refuses a name when one of its several addresses is forbidden, though the other answers", async () => {
    const before = server.requests.length;
    const err = await refusal(`https://mixed.test:${server.port}/a.png`, viaServer());
    expect(err.reason).toBe("blocked_address");
    expect(server.requests.length).toBe(before);
  });

  it("refuses localhost through the system resolver", async () => {
    const err = await refusal(`https://localhost:${trap.port}/a.png`, { resolve: undefined });
    expect(err.reason).toBe("blocked_address");
  });

  it("names the host but not what an internal name resolved to", async () => {
    const err = await refusal("https://internal.test/a.png");
    expect(err.message).toBe("internal.test resolves to a non-public address (private, loopback or reserved), which we do not fetch.");
    expect(err.message).not.toContain("10.0.0.7");
    expect(err.host).toBe("internal.test");
  });

  it("refuses the same URLs through the text fetch used for OAuth metadata", async () => {
    await expect(safeFetch("https://169.254.169.254/", { resolve })).rejects.toMatchObject({ reason: "blocked_address" });
    await expect(safeFetch("http://images.test/c.json", { resolve })).rejects.toMatchObject({ reason: "not_https" });
    await expect(safeFetch(`https://loopback.test:${trap.port}/c.json`, { resolve })).rejects.toMatchObject({ reason: "blocked_address" });
  });
});

describe("every redirect hop is checked again, even after an allowed first hop", () => {
  it.each([
    ["to a loopback literal", "https://127.0.0.1:TRAP/a.png", "blocked_address"],
    ["to a decimal loopback literal", "https://2130706433:TRAP/a.png", "blocked_address"],
    ["to the cloud metadata address", "https://169.254.169.254/latest/meta-data/", "blocked_address"],
    ["to a name resolving to loopback", "https://loopback.test:TRAP/a.png", "blocked_address"],
    ["to http", `http://images.test/a.png`, "not_https"],
    ["to a URL with credentials", `https://u:p@images.test/a.png`, "credentials"],
  ] as const)("refuses a redirect %s", async (_label, target, reason) => {
    const before = server.requests.length;
    const err = await refusal(redirectTo(target), viaServer());
    expect(err.reason).toBe(reason);
    // The first hop really was answered: the refusal is of the second.
    expect(server.requests.length).toBe(before + 1);
    expect(err.message).toMatch(/redirect/);
  });
});
