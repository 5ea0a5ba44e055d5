// Who a request is counted as, for REST and MCP alike: a verified token's grant (so one user's many
// IPs share a lane and one NAT does not throttle many users), else the client IP.
import type { Caller } from "@/lib/auth/caller";
import { rateLimits, trustedProxies } from "@/lib/config";
import { peerAddress } from "@/lib/net/peer-address";

/** The lane of requests whose address nobody vouches for: one shared lane, never one per request. */
export const UNKNOWN_CLIENT = "unknown";

/** A request, or a page's request headers (next/headers), as far as the client's address goes. */
export interface HasHeaders {
  headers: Pick<Headers, "get">;
}

export function requestLane(req: Request, caller: Caller | null): { key: string; max: number } {
  if (caller) return { key: `grant:${caller.grantId}`, max: rateLimits().tokenPerMinute };
  return { key: `ip:${clientIp(req)}`, max: rateLimits().anonPerMinute };
}

/**
 * The client's address, the one thing every per-address limit counts (REST, MCP, OAuth, sign-in
 * email). With TRUSTED_PROXIES=N > 0, each trusted proxy appends the address it was reached from to
 * X-Forwarded-For, so the client's is N entries from the right; anything further left is whatever
 * the client sent. With 0 (the default off Vercel) nothing stands in front, X-Forwarded-For is the
 * client's own word (Next.js fills it only when absent), and the connection's address counts: the
 * header lib/net/peer-address.ts stamps from the socket. A request without that stamp (a process
 * that is not our HTTP server, or one served before instrumentation installed it) shares one lane:
 * any address it carries could have been written by the client, and a lane the client picks is no
 * limit at all; one shared lane at worst slows such requests down together.
 */
export function clientIp(req: HasHeaders): string {
  const proxies = trustedProxies();
  if (proxies === 0) return peerAddress(req.headers) ?? UNKNOWN_CLIENT;
  const hops = (req.headers.get("x-forwarded-for") ?? "").split(",").map((hop) => hop.trim()).filter(Boolean);
  const forwarded = hops[Math.max(0, hops.length - proxies)];
  return forwarded || req.headers.get("x-real-ip")?.trim() || UNKNOWN_CLIENT;
}
