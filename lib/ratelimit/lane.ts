// Who a request is counted as, for REST and MCP alike: a verified token's grant (so one user's many
// IPs share a lane and one NAT does not throttle many users), else the client IP.
import type { Caller } from "@/lib/auth/caller";
import { rateLimits } from "@/lib/config";

export function requestLane(req: Request, caller: Caller | null): { key: string; max: number } {
  if (caller) return { key: `grant:${caller.grantId}`, max: rateLimits().tokenPerMinute };
  const forwarded = req.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  const ip = forwarded || req.headers.get("x-real-ip") || "unknown";
  return { key: `ip:${ip}`, max: rateLimits().anonPerMinute };
}
