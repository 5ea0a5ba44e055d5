// The address rule alone: which IPs a fetched URL may reach. No sockets are opened here.
import { describe, expect, it } from "vitest";
import { isPublicAddress, literalAddress } from "@/lib/net/address";

describe("isPublicAddress", () => {
  it.each([
    // IPv4 special space, as ipaddr.js names it
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback, top of /8"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private, top of /12"],
    ["192.168.1.1", "private"],
    ["169.254.169.254", "link-local (cloud metadata)"],
    ["100.64.0.1", "shared / CGNAT"],
    ["0.0.0.0", "unspecified"],
    ["0.1.2.3", "this network"],
    ["224.0.0.1", "multicast"],
    ["255.255.255.255", "broadcast"],
    ["240.0.0.1", "reserved"],
    ["192.0.2.1", "documentation"],
    ["198.18.0.1", "benchmarking"],
    ["192.0.0.8", "IETF protocol assignments"],
    // IPv6 special space
    ["::1", "loopback"],
    ["::", "unspecified"],
    ["fe80::1", "link-local"],
    ["fc00::1", "unique-local"],
    ["fd00:ec2::254", "unique-local (AWS metadata over IPv6)"],
    ["fec0::1", "deprecated site-local"],
    ["ff02::1", "multicast"],
    ["2001:db8::1", "documentation"],
    ["100::1", "discard"],
    // IPv4 inside IPv6
    ["::ffff:10.0.0.1", "IPv4-mapped private"],
    ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
    ["::ffff:7f00:1", "IPv4-mapped loopback, hex form"],
    ["::ffff:0:7f00:1", "IPv4-translated (RFC 6145)"],
    ["::127.0.0.1", "IPv4-compatible loopback (ipaddr.js calls it unicast)"],
    ["::a00:1", "IPv4-compatible private (ipaddr.js calls it unicast)"],
    ["64:ff9b::7f00:1", "NAT64 of loopback"],
    ["64:ff9b::a9fe:a9fe", "NAT64 of cloud metadata"],
    ["64:ff9b:1::808:808", "local-use NAT64 prefix"],
    ["2002:7f00:1::", "6to4 of loopback"],
    ["2002:a00:1::1", "6to4 of 10.0.0.1"],
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "Teredo"],
    ["4000::1", "outside 2000::/3 (ipaddr.js calls it unicast)"],
    // not addresses at all
    ["not-an-ip", "a host name"],
    ["", "empty"],
  ])("refuses %s (%s)", (ip) => expect(isPublicAddress(ip)).toBe(false));

  it.each([
    ["93.184.216.34", "public IPv4"],
    ["8.8.8.8", "public IPv4"],
    ["172.32.0.1", "just past 172.16.0.0/12"],
    ["100.128.0.1", "just past 100.64.0.0/10"],
    ["2606:4700:4700::1111", "public IPv6"],
    ["::ffff:8.8.8.8", "IPv4-mapped public"],
    ["64:ff9b::808:808", "NAT64 of a public address (DNS64 networks need it)"],
    ["2002:808:808::1", "6to4 of a public address"],
    ["[2606:4700:4700::1111]", "bracketed, as in a URL"],
  ])("accepts %s (%s)", (ip) => expect(isPublicAddress(ip)).toBe(true));
});

describe("literalAddress", () => {
  it.each([
    ["127.0.0.1", "127.0.0.1"],
    ["2130706433", "127.0.0.1"],
    ["0177.0.0.1", "127.0.0.1"],
    ["0x7f.0.0.1", "127.0.0.1"],
    ["0x7f000001", "127.0.0.1"],
    ["127.1", "127.0.0.1"],
    ["[::1]", "::1"],
    ["[::ffff:127.0.0.1]", "::ffff:7f00:1"],
  ])("reads %s as %s, even when URL parsing has not normalised it", (host, expected) => expect(literalAddress(host)).toBe(expected));

  it.each(["images.test", "127.0.0.1.nip.io", "localhost"])("leaves host name %s to DNS", (host) => expect(literalAddress(host)).toBeNull());
});
