// OAuth scopes in plain words for the "Connected apps" list: the consent page's wording
// (lib/oauth/scopes.ts), so users see the same sentence they agreed to.
import { SCOPE_DESCRIPTIONS } from "@/lib/oauth/scopes";

export function scopeInWords(scope: string): string {
  return (SCOPE_DESCRIPTIONS as Record<string, string>)[scope] ?? scope;
}
