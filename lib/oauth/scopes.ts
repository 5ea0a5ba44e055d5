// Scopes in plain words for the consent page, and parsing of the `scope` parameter.
import { SCOPES, type Scope } from "./tokens";

export const SCOPE_DESCRIPTIONS: Record<Scope, string> = {
  extract: "Extract new styles from images and pages, spending your credits",
  "styles:read": "See the styles in your library, including private ones",
  "styles:write": "Create, change and delete styles in your library",
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
