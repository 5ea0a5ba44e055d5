// The OAuth scopes: the one list, with the words each is shown in. The consent page and the
// connected-apps list use `consent` (what a person agrees to); the OpenAPI document uses `docs`.
// Tokens, the authorization server metadata, the bearer check and the MCP tools import from here.

export const SCOPES = ["extract", "styles:read", "styles:write"] as const;
export type Scope = (typeof SCOPES)[number];

export const SCOPE_WORDING: Record<Scope, { consent: string; docs: string }> = {
  extract: {
    consent: "Extract new styles from images and pages, spending your credits",
    docs: "Start extractions and read their results. Spends credits.",
  },
  "styles:read": {
    consent: "See the styles in your library, including private ones",
    docs: "Read your own styles (private ones included), saved styles and extraction history.",
  },
  "styles:write": {
    consent: "Create, change and delete styles in your library",
    docs: "Save gallery styles to your library.",
  },
};

/** When a client asks for no scope at all it gets read access only. */
export const DEFAULT_SCOPES: Scope[] = ["styles:read"];

export function isScope(s: string): s is Scope {
  return (SCOPES as readonly string[]).includes(s);
}

/** Space-separated scopes, deduplicated and in canonical order; null when any is unknown. */
export function parseScopes(raw: string | null | undefined): Scope[] | null {
  const parts = (raw ?? "").split(" ").filter(Boolean);
  if (parts.some((p) => !isScope(p))) return null;
  return SCOPES.filter((s) => parts.includes(s));
}

/** A scope in the words a person agreed to on the consent page (unknown ones as they are). */
export function scopeInWords(scope: string): string {
  return isScope(scope) ? SCOPE_WORDING[scope].consent : scope;
}
