// Who is calling, as every service sees it (REST, MCP and background runs alike): the user behind a
// verified access token, the scopes it holds, and the client and grant it came through.
import type { Scope } from "./scopes";

export interface Caller {
  userId: string;
  scopes: string[];
  clientId: string;
  grantId: string;
}

export function hasScope(caller: Caller, scope: Scope): boolean {
  return caller.scopes.includes(scope);
}
