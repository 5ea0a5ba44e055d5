// CORS for every v1 response, as the contract lists it.
export const CORS_HEADERS: Record<string, string> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type, Authorization, X-Service-Client, If-None-Match",
  "Access-Control-Expose-Headers": [
    "X-Token-Count",
    "X-Service-Canonical-Url",
    "X-Service-Credits-Remaining",
    "Retry-After",
    "X-RateLimit-Limit",
    "X-RateLimit-Remaining",
    "X-RateLimit-Reset",
    "ETag",
    "Link",
  ].join(", "),
  "Access-Control-Max-Age": "86400",
};
