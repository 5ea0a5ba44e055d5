// Rate limits per address are only as good as the address. Each trusted proxy appends the address it
// was reached from to X-Forwarded-For, and whatever stands left of those entries is the client's own
// word; with no proxy in front (TRUSTED_PROXIES=0, the default off Vercel) the whole header is, and
// only the connection's address, stamped by lib/net/peer-address.ts, counts.
import { IncomingMessage } from "node:http";
import { Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { trustedProxies } from "@/lib/config";
import { PEER_ADDRESS_HEADER, peerAddress, stampPeerAddress } from "@/lib/net/peer-address";
import { clientIp } from "@/lib/ratelimit/lane";

const withHeaders = (headers: Record<string, string>) => new Request("http://localhost/api/v1/health", { headers });

/** A request as it reaches a route handler from the socket at `address`, with the client's own headers. */
function fromSocket(address: string | undefined, sent: Record<string, string>): Request {
  const socket = new Socket();
  Object.defineProperty(socket, "remoteAddress", { value: address });
  const req = new IncomingMessage(socket);
  req.headers = { ...sent };
  stampPeerAddress(req);
  return withHeaders(req.headers as Record<string, string>);
}

afterEach(() => {
  delete process.env.TRUSTED_PROXIES;
  delete process.env.VERCEL;
});

describe("clientIp with TRUSTED_PROXIES=0 (nothing in front)", () => {
  it("is the default off Vercel, and 1 on Vercel, which overwrites X-Forwarded-For itself", () => {
    expect(trustedProxies()).toBe(0);
    process.env.VERCEL = "1";
    expect(trustedProxies()).toBe(1);
    process.env.TRUSTED_PROXIES = "0";
    expect(trustedProxies()).toBe(0);
  });

  it("takes the connection's address and ignores any X-Forwarded-For or X-Real-IP the client wrote", () => {
    process.env.TRUSTED_PROXIES = "0";
    const forged = (xff: string) => fromSocket("198.51.100.20", { "x-forwarded-for": xff, "x-real-ip": xff, [PEER_ADDRESS_HEADER]: xff });
    expect(clientIp(forged("203.0.113.1"))).toBe("198.51.100.20");
    expect(clientIp(forged("203.0.113.2, 203.0.113.3"))).toBe("198.51.100.20");
    expect(clientIp(fromSocket("::1", {}))).toBe("::1");
  });

  it("does not take a peer header the stamp did not write (a request served before it was installed)", () => {
    expect(clientIp(withHeaders({ [PEER_ADDRESS_HEADER]: "203.0.113.7" }))).toBe("unknown");
    const stamped = fromSocket("198.51.100.20", {}).headers.get(PEER_ADDRESS_HEADER)!;
    expect(clientIp(withHeaders({ [PEER_ADDRESS_HEADER]: stamped.replace(/^\S+/, "00000000-0000-4000-8000-000000000000") }))).toBe("unknown");
  });

  it("puts a request without the connection's address in one shared lane, whatever headers it carries", () => {
    delete process.env.TRUSTED_PROXIES;
    expect(clientIp(withHeaders({ "x-forwarded-for": "203.0.113.1" }))).toBe("unknown");
    expect(clientIp(withHeaders({ "x-forwarded-for": "203.0.113.2", "x-real-ip": "203.0.113.3" }))).toBe("unknown");
    expect(clientIp(withHeaders({}))).toBe("unknown");
  });
});

describe("stampPeerAddress", () => {
  it("replaces a client's own value with the socket's address, and removes it when there is none", () => {
    expect(peerAddress(fromSocket("192.0.2.44", { [PEER_ADDRESS_HEADER]: "203.0.113.250" }).headers)).toBe("192.0.2.44");
    expect(fromSocket(undefined, { [PEER_ADDRESS_HEADER]: "203.0.113.250" }).headers.get(PEER_ADDRESS_HEADER)).toBeNull();
  });
});

describe("clientIp with TRUSTED_PROXIES=N (proxies that append)", () => {
  it("takes the address the one trusted proxy appended, not one the client wrote before it", () => {
    process.env.TRUSTED_PROXIES = "1";
    const req = (xff: string) => fromSocket("10.0.0.2", { "x-forwarded-for": xff });
    expect(clientIp(req("203.0.113.9"))).toBe("203.0.113.9");
    expect(clientIp(req("1.2.3.4, 203.0.113.9"))).toBe("203.0.113.9");
    expect(clientIp(req("1.2.3.4,5.6.7.8 ,  203.0.113.9"))).toBe("203.0.113.9");
  });

  it("with TRUSTED_PROXIES=2 (a CDN in front of a load balancer) takes the CDN's entry", () => {
    process.env.TRUSTED_PROXIES = "2";
    expect(clientIp(withHeaders({ "x-forwarded-for": "1.2.3.4, 203.0.113.9, 10.0.0.2" }))).toBe("203.0.113.9");
    // Fewer entries than proxies: the leftmost is the best there is.
    expect(clientIp(withHeaders({ "x-forwarded-for": "203.0.113.9" }))).toBe("203.0.113.9");
  });

  it("falls back to X-Real-IP, then to one shared lane", () => {
    process.env.TRUSTED_PROXIES = "1";
    expect(clientIp(withHeaders({ "x-real-ip": "198.51.100.7" }))).toBe("198.51.100.7");
    expect(clientIp(withHeaders({ "x-forwarded-for": " , ", "x-real-ip": "198.51.100.7" }))).toBe("198.51.100.7");
    expect(clientIp(withHeaders({}))).toBe("unknown");
  });

  it("refuses a TRUSTED_PROXIES that is not a whole number of proxies", () => {
    for (const bad of ["-1", "1.5", "one"]) {
      process.env.TRUSTED_PROXIES = bad;
      expect(() => clientIp(withHeaders({ "x-forwarded-for": "203.0.113.9" }))).toThrow(/TRUSTED_PROXIES/);
    }
  });
});
