// Named, reused pieces of the document: the OAuth 2 security scheme, response headers and header
// parameters. Each is registered once under components and referenced with $ref everywhere else, so
// a change (a header's description, a scope's wording) happens in one place.
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";

import { SCOPES, SCOPE_WORDING } from "@/lib/auth/scopes";

export const SECURITY_SCHEME = "oauth2";

export const HEADER = {
  rateLimit: "X-RateLimit-Limit",
  rateRemaining: "X-RateLimit-Remaining",
  rateReset: "X-RateLimit-Reset",
  retryAfter: "Retry-After",
  tokenCount: "X-Token-Count",
  canonicalUrl: "X-Service-Canonical-Url",
  etag: "ETag",
  creditsRemaining: "X-Service-Credits-Remaining",
  wwwAuthenticate: "WWW-Authenticate",
  contentDisposition: "Content-Disposition",
} as const;
export type HeaderName = (typeof HEADER)[keyof typeof HEADER];

const HEADERS: Record<HeaderName, { description: string; schema: Record<string, unknown> }> = {
  "X-RateLimit-Limit": {
    description: "Requests allowed in the current window.",
    schema: { type: "integer", minimum: 0 },
  },
  "X-RateLimit-Remaining": {
    description: "Requests left in the current window.",
    schema: { type: "integer", minimum: 0 },
  },
  "X-RateLimit-Reset": {
    description: "When the current window resets, in unix seconds.",
    schema: { type: "integer", minimum: 0 },
  },
  "Retry-After": {
    description: "Seconds to wait before retrying.",
    schema: { type: "integer", minimum: 0 },
  },
  "X-Token-Count": {
    description: "Approximate size of the body in tokens.",
    schema: { type: "integer", minimum: 0 },
  },
  "X-Service-Canonical-Url": {
    description: "The style's public page.",
    schema: { type: "string", format: "uri" },
  },
  ETag: {
    description: "Entity tag of this compiled body; send it back as If-None-Match to get a 304 when unchanged.",
    schema: { type: "string" },
  },
  "X-Service-Credits-Remaining": {
    description: "Credit balance after this run: a number, or `unlimited` on Pro.",
    schema: { type: "string", pattern: "^(?:\\d+|unlimited)$" },
  },
  "WWW-Authenticate": {
    description: "Bearer challenge naming the required scope.",
    schema: { type: "string" },
  },
  "Content-Disposition": {
    description: 'A download: `attachment; filename="<slug>.<extension>"`.',
    schema: { type: "string" },
  },
};

export const PARAMETER = {
  serviceClient: "ServiceClient",
  ifNoneMatch: "IfNoneMatch",
} as const;

export function headerRef(name: HeaderName) {
  return { $ref: `#/components/headers/${name}` };
}

export function parameterRef(name: (typeof PARAMETER)[keyof typeof PARAMETER]) {
  return { $ref: `#/components/parameters/${name}` };
}

/** Registers the components. `site` is read by the caller at build time (never cached across env). */
export function registerComponents(registry: OpenAPIRegistry, site: string): void {
  registry.registerComponent("securitySchemes", SECURITY_SCHEME, {
    type: "oauth2",
    description:
      "OAuth 2.1 bearer tokens: authorization code with PKCE (S256), rotating refresh tokens, dynamic client " +
      "registration. Send `Authorization: Bearer <ACCESS_TOKEN>`.",
    flows: {
      authorizationCode: {
        authorizationUrl: `${site}/oauth/authorize`,
        tokenUrl: `${site}/oauth/token`,
        refreshUrl: `${site}/oauth/token`,
        scopes: Object.fromEntries(SCOPES.map((s) => [s, SCOPE_WORDING[s].docs])),
      },
    },
  });

  for (const [name, header] of Object.entries(HEADERS)) {
    registry.registerComponent("headers", name, header);
  }

  registry.registerComponent("parameters", PARAMETER.serviceClient, {
    name: "X-Service-Client",
    in: "header",
    required: false,
    description: "A short slug naming the calling surface; default `rest`.",
    schema: { type: "string", example: "rest" },
  });
  registry.registerComponent("parameters", PARAMETER.ifNoneMatch, {
    name: "If-None-Match",
    in: "header",
    required: false,
    description: "The ETag of a copy you hold; an unchanged style answers 304 with no body.",
    schema: { type: "string" },
  });
}
