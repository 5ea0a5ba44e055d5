// The SSRF guard refuses before any connection is made, so these run without network access.
import { describe, expect, it } from "vitest";
import { isPublicAddress, safeFetch, SafeFetchError } from "@/lib/net/safe-fetch";

describe("isPublicAddress", () => {
  it.each(["127.0.0.1", "10.1.2.3", "172.16.0.1", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "224.0.0.1", "255.255.255.255", "::1", "::", "fe80::1", "fc00::1", "fd12::1", "ff02::1", "::ffff:10.0.0.1", "::ffff:127.0.0.1", "not-an-ip"])(
    "refuses %s",
    (ip) => expect(isPublicAddress(ip)).toBe(false),
  );

  it.each(["93.184.216.34", "8.8.8.8", "2606:4700:4700::1111", "::ffff:8.8.8.8"])("accepts %s", (ip) => expect(isPublicAddress(ip)).toBe(true));
});

describe("safeFetch refusals", () => {
  const refuses = async (url: string, pattern: RegExp, resolve?: (h: string) => Promise<string[]>) => {
    const err = await safeFetch(url, { resolve, timeoutMs: 2000 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SafeFetchError);
    expect((err as Error).message).toMatch(pattern);
  };

  it("refuses http", () => refuses("http://example.com/client.json", /only https/));
  it("refuses loopback literals", () => refuses("https://127.0.0.1/x", /not public/));
  it("refuses 10.x literals", () => refuses("https://10.0.0.8/x", /not public/));
  it("refuses link-local (cloud metadata) literals", () => refuses("https://169.254.169.254/latest/meta-data", /not public/));
  it("refuses IPv6 loopback literals", () => refuses("https://[::1]/x", /not public/));
  it("refuses URLs with credentials", () => refuses("https://user:pw@example.com/x", /credentials/));
  it("refuses a host name that resolves to a private address", () => refuses("https://intranet.example/x", /non-public address 10\.0\.0\.7/, async () => ["10.0.0.7"]));
  it("refuses when any resolved address is private (rebinding-style mixed answers)", () =>
    refuses("https://mixed.example/x", /non-public address 127\.0\.0\.1/, async () => ["93.184.216.34", "127.0.0.1"]));
  it("refuses localhost through the system resolver", () => refuses("https://localhost/x", /non-public address/));
});
