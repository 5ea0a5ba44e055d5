// Which IP addresses a stranger's URL may make us connect to. ipaddr.js names the special ranges;
// this file decides what to do with each, and closes the ranges it leaves as plain "unicast".
import ipaddr from "ipaddr.js";

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parse("2000::");

function isPublicV4(ip: IPv4): boolean {
  // "unicast" is ipaddr's catch-all: every private, shared, reserved, documentation, benchmarking,
  // multicast and broadcast block has its own name, so only the remainder is public.
  return ip.range() === "unicast";
}

/** The IPv4 address an IPv6 address carries in its last 32 bits. */
function embeddedV4(ip: IPv6): IPv4 {
  const p = ip.parts;
  return new ipaddr.IPv4([p[6]! >> 8, p[6]! & 0xff, p[7]! >> 8, p[7]! & 0xff]);
}

function isPublicV6(ip: IPv6): boolean {
  const range = ip.range();
  // NAT64 (RFC 6052 well-known prefix) and 6to4 reach the IPv4 address they embed, so that address
  // decides. On an IPv6-only host with DNS64 every IPv4-only site resolves to 64:ff9b::/96, so
  // refusing the whole prefix would refuse the public internet there.
  if (range === "rfc6052" && ip.match(ipaddr.IPv6.parse("64:ff9b::"), 96)) return isPublicV4(embeddedV4(ip));
  if (range === "6to4") {
    const p = ip.parts;
    return isPublicV4(new ipaddr.IPv4([p[1]! >> 8, p[1]! & 0xff, p[2]! >> 8, p[2]! & 0xff]));
  }
  // Teredo obfuscates its client address and the local-use NAT64 prefix (64:ff9b:1::/48) leads to
  // whatever the operator put behind it: neither can be judged, and nobody serves images over them.
  if (range !== "unicast") return false;
  // ipaddr also calls "unicast" what it has no name for, such as the deprecated IPv4-compatible
  // ::a.b.c.d (::/96) and unallocated space; only 2000::/3 is handed out as global unicast.
  return ip.match(GLOBAL_UNICAST_V6, 3);
}

/** True only for globally routable unicast addresses; everything private, loopback, link-local,
 *  unique-local, shared (CGNAT), multicast, reserved, unspecified, or a tunnel/translation form of
 *  such an address, is refused. Input that is not an IP address is refused too. */
export function isPublicAddress(address: string): boolean {
  const text = address.replace(/^\[|\]$/g, "");
  if (!ipaddr.isValid(text)) return false;
  // process() unwraps IPv4-mapped IPv6 (::ffff:10.0.0.1) so it is judged as the IPv4 it reaches.
  const ip = ipaddr.process(text);
  return ip.kind() === "ipv4" ? isPublicV4(ip as IPv4) : isPublicV6(ip as IPv6);
}

/** The IP address a URL host names literally, in canonical form, or null for a host name.
 *  WHATWG URL parsing already rewrites decimal, octal, hex and short IPv4 forms (2130706433,
 *  0177.0.0.1, 0x7f.1) to dotted decimal; ipaddr's parser accepts those forms as well, so a host that
 *  reached us un-normalised is still recognised as the address it is rather than sent to DNS. */
export function literalAddress(hostname: string): string | null {
  const text = hostname.replace(/^\[|\]$/g, "");
  if (ipaddr.IPv6.isValid(text)) return ipaddr.IPv6.parse(text).toString();
  if (ipaddr.IPv4.isValid(text)) return ipaddr.IPv4.parse(text).toString();
  return null;
}
