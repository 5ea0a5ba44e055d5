// A fixed context for expanding docs in unit tests: no environment, the default rate limits.
import type { DirectiveContext } from "@/lib/docs/directives";

export const CTX: DirectiveContext = {
  siteUrl: "https://styles.example.com",
  rateLimits: { anonPerMinute: 120, tokenPerMinute: 600, extractPerMinute: 5 },
  tokenTtlSeconds: { access: 3600, refresh: 30 * 86_400 },
  oauthPerMinute: { token: 60, revoke: 60 },
};
