// Who a request is counted as, for REST and MCP alike: a verified token's grant (so one user's many
// IPs share a lane and one NAT does not throttle many users), else the client IP.
import type { Caller } from "@/lib/auth/caller";
import { rateLimits } from "@/lib/config";

export function requestLane(req: Request, caller: Caller | null): { key: string; max: number } {
  if (caller) return { key: `grant:${caller.grantId}`, max: rateLimits().tokenPerMinute };
  return { key: `ip:${clientIp(req)}`, max: rateLimits().anonPerMinute };
}

/** The client's address as the platform's proxy reports it (Vercel sets both headers itself). */
export function clientIp(req: Request): string {
  const forwarded = req.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || req.headers.get("x-real-ip") || "unknown";
}
