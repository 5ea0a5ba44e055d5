// `npm run dev-token`: an access token for a local user, for scripts and the README's API examples.
// Tokens are minted the normal way (issueTokens under an OAuthGrant) for the first-party client
// `styleshelf-dev-cli`, so the API sees nothing special. Never against a production database.
import { db } from "@/lib/db/client";
import { databaseUrl, isEmbeddedDatabase, nodeEnv } from "@/lib/config";
import { SCOPES, type Scope } from "@/lib/auth/scopes";
import { issueTokens, type IssuedTokens } from "@/lib/oauth/tokens";
import { createUser } from "@/lib/users/create";
import { findUserByHandleOrEmail } from "@/lib/users/find";

export const DEV_CLI_CLIENT_ID = "styleshelf-dev-cli";

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|::1|\[::1\])$/i;

/** Why minting must not run here, or null when it may. Pure: decided from the env values alone. */
export function devTokenRefusal(env: { NODE_ENV?: string; DATABASE_URL?: string }): string | null {
  if (env.NODE_ENV === "production") return "NODE_ENV is production";
  const raw = env.DATABASE_URL?.trim();
  if (!raw) return null; // embedded PGlite under DATA_DIR: local by construction
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "DATABASE_URL is not a URL, so its host cannot be checked";
  }
  const host = decodeURIComponent(url.hostname);
  // postgresql:///db?host=/var/run/postgresql is a local Unix socket.
  if (host === "") return (url.searchParams.get("host") ?? "").startsWith("/") ? null : "DATABASE_URL names no host";
  if (LOOPBACK.test(host)) return null;
  return `DATABASE_URL points at ${host}, not a loopback address`;
}

export function parseScopeArgs(args: string[]): Scope[] {
  const parts = args.flatMap((a) => a.split(/[\s,]+/)).filter(Boolean);
  if (parts.length === 0) return [...SCOPES];
  const unknown = parts.filter((p) => !(SCOPES as readonly string[]).includes(p));
  if (unknown.length) throw new Error(`unknown scope(s): ${unknown.join(", ")} (known: ${SCOPES.join(", ")})`);
  return SCOPES.filter((s) => parts.includes(s));
}

export interface DevToken extends IssuedTokens {
  handle: string;
  createdUser: boolean;
}

export async function mintDevToken(who: string, scopes: Scope[]): Promise<DevToken> {
  const refusal = devTokenRefusal({ NODE_ENV: nodeEnv(), DATABASE_URL: databaseUrl() });
  if (refusal) throw new Error(`refusing to mint a dev token: ${refusal}`);
  let user = await findUserByHandleOrEmail(who);
  let createdUser = false;
  if (!user) {
    if (!isEmbeddedDatabase()) throw new Error(`no user "${who}" (users are created automatically only in embedded mode)`);
    const email = who.includes("@") ? who.trim().toLowerCase() : null;
    user = await createUser({ email, handle: email ? undefined : who.trim().replace(/^@/, "").toLowerCase() });
    createdUser = true;
  }
  const prisma = await db();
  const tokens = await prisma.$transaction(async (tx) => {
    await tx.oAuthClient.upsert({
      where: { id: DEV_CLI_CLIENT_ID },
      create: { id: DEV_CLI_CLIENT_ID, name: "Styleshelf developer CLI", redirectUris: [] },
      update: {},
    });
    const grant = await tx.oAuthGrant.create({ data: { userId: user.id, clientId: DEV_CLI_CLIENT_ID, scopes, resource: null } });
    return issueTokens(tx, grant);
  });
  return { ...tokens, handle: user.handle, createdUser };
}
