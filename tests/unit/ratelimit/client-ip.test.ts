// Rate limits per address are only as good as the address: each trusted proxy appends the address it
// was reached from to X-Forwarded-For, and whatever stands left of those entries is the client's own
// word. clientIp counts TRUSTED_PROXIES entries from the right.
import { afterEach, describe, expect, it } from "vitest";
import { clientIp } from "@/lib/ratelimit/lane";

const withHeaders = (headers: Record<string, string>) => new Request("http://localhost/api/v1/health", { headers });

afterEach(() => {
  delete process.env.TRUSTED_PROXIES;
});

describe("clientIp", () => {
  it("takes the address the one trusted proxy appended, not one the client wrote before it", () => {
    expect(clientIp(withHeaders({ "x-forwarded-for": "203.0.113.9" }))).toBe("203.0.113.9");
    expect(clientIp(withHeaders({ "x-forwarded-for": "1.2.3.4, 203.0.113.9" }))).toBe("203.0.113.9");
    expect(clientIp(withHeaders({ "x-forwarded-for": "1.2.3.4,5.6.7.8 ,  203.0.113.9" }))).toBe("203.0.113.9");
  });

  it("with TRUSTED_PROXIES=2 (a CDN in front of a load balancer) takes the CDN's entry", () => {
    process.env.TRUSTED_PROXIES = "2";
    expect(clientIp(withHeaders({ "x-forwarded-for": "1.2.3.4, 203.0.113.9, 10.0.0.2" }))).toBe("203.0.113.9");
    // Fewer entries than proxies: the leftmost is the best there is.
    expect(clientIp(withHeaders({ "x-forwarded-for": "203.0.113.9" }))).toBe("203.0.113.9");
  });

  it("falls back to X-Real-IP, then to one shared lane", () => {
    expect(clientIp(withHeaders({ "x-real-ip": "198.51.100.7" }))).toBe("198.51.100.7");
    expect(clientIp(withHeaders({ "x-forwarded-for": " , ", "x-real-ip": "198.51.100.7" }))).toBe("198.51.100.7");
    expect(clientIp(withHeaders({}))).toBe("unknown");
  });

  it("refuses a TRUSTED_PROXIES that is not a positive integer", () => {
    process.env.TRUSTED_PROXIES = "0";
    expect(() => clientIp(withHeaders({ "x-forwarded-for": "203.0.113.9" }))).toThrow(/TRUSTED_PROXIES/);
  });
});
