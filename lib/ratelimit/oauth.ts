// Per-address lanes of the OAuth authorization pages: consent decisions (/oauth/authorize/decision, a
// form anyone may post, which reads a body, a session and the database) and the Client ID Metadata
// Documents /oauth/authorize fetches for a new https client_id (each an outbound request on our behalf).
import { rateLimits } from "@/lib/config";
import { rateLimiter } from "./index";
import { clientIp, type HasHeaders } from "./lane";

/** Spends one from `lane` for this client address; the seconds to wait when it is spent, else null. */
async function spend(req: HasHeaders, lane: string, max: number): Promise<number | null> {
  const rl = await (await rateLimiter()).limit(`${lane}:${clientIp(req)}`, max, 60_000);
  return rl.success ? null : Math.max(1, rl.reset - Math.floor(Date.now() / 1000));
}

export function spendOAuthDecision(req: HasHeaders): Promise<number | null> {
  return spend(req, "oauth-decision", rateLimits().oauthDecisionsPerMinute);
}

export function spendClientMetadataFetch(req: HasHeaders): Promise<number | null> {
  return spend(req, "oauth-client-metadata", rateLimits().clientMetadataFetchesPerMinute);
}
