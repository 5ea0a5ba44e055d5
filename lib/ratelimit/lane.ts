// Who a request is counted as, for REST and MCP alike: a verified token's grant (so one user's many
// IPs share a lane and one NAT does not throttle many users), else the client IP.
import type { Caller } from "@/lib/auth/caller";
import { rateLimits, trustedProxies } from "@/lib/config";

export function requestLane(req: Request, caller: Caller | null): { key: string; max: number } {
  if (caller) return { key: `grant:${caller.grantId}`, max: rateLimits().tokenPerMinute };
  return { key: `ip:${clientIp(req)}`, max: rateLimits().anonPerMinute };
}

/**
 * The client's address as the proxies in front report it. Each trusted proxy appends the address it
 * was reached from to X-Forwarded-For, so the client's is TRUSTED_PROXIES entries from the right;
 * anything further left is whatever the client sent, and taking it would let anyone pick a fresh
 * rate-limit lane per request. Vercel replaces the header with the one address it saw (the default
 * of 1 fits it, and one reverse proxy such as nginx with $proxy_add_x_forwarded_for).
 */
export function clientIp(req: Request): string {
  const hops = (req.headers.get("x-forwarded-for") ?? "").split(",").map((hop) => hop.trim()).filter(Boolean);
  const forwarded = hops[Math.max(0, hops.length - trustedProxies())];
  return forwarded || req.headers.get("x-real-ip")?.trim() || "unknown";
}
