// OAuth clients: dynamic registration (RFC 7591), and clients known by a Client ID Metadata Document
// (an https client_id whose JSON we fetch). Both end up as OAuthClient rows. Clients are public (PKCE,
// no secret) unless they register for a client secret: GPT Actions' OAuth form requires one and sends
// no PKCE, so confidential clients exist for it. A metadata document is public, so it can never
// describe a confidential client.
import { randomBytes } from "node:crypto";
import { LRUCache } from "lru-cache";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { safeFetch } from "@/lib/net/safe-fetch";
import { OAuthError } from "./errors";
import { hashSecret, newSecret } from "./secrets";
import { redirectUriProblem } from "./redirect-uris";
import { unstorableField } from "@/lib/errors/storable-text";
import { processWide } from "@/lib/process-wide";

export const CLIENT_AUTH_METHODS = ["none", "client_secret_basic", "client_secret_post"] as const;
export type ClientAuthMethod = (typeof CLIENT_AUTH_METHODS)[number];

export interface OAuthClientInfo {
  id: string;
  name: string;
  redirectUris: string[];
  clientUri: string | null;
  logoUri: string | null;
  authMethod: ClientAuthMethod;
  /** SHA-256 of a confidential client's secret; null for public clients. */
  secretHash: string | null;
}

function clientInfo(row: Omit<OAuthClientInfo, "authMethod"> & { tokenEndpointAuthMethod: string }): OAuthClientInfo {
  const known = (CLIENT_AUTH_METHODS as readonly string[]).includes(row.tokenEndpointAuthMethod);
  const authMethod = known ? (row.tokenEndpointAuthMethod as ClientAuthMethod) : "none";
  return { id: row.id, name: row.name, redirectUris: row.redirectUris, clientUri: row.clientUri, logoUri: row.logoUri, secretHash: row.secretHash, authMethod };
}

const optionalHttps = z
  .string()
  .max(2000)
  .refine((v) => v.startsWith("https://"), "must be an https URL")
  .optional();

const metadataSchema = z.object({
  redirect_uris: z.array(z.unknown()).min(1, "at least one redirect URI is required").max(10),
  client_name: z.string().trim().min(1).max(120).optional(),
  client_uri: optionalHttps,
  logo_uri: optionalHttps,
  token_endpoint_auth_method: z.string().optional(),
  grant_types: z.array(z.string()).optional(),
  response_types: z.array(z.string()).optional(),
  scope: z.string().max(500).optional(),
});

const GRANT_TYPES = new Set(["authorization_code", "refresh_token"]);

/** Checks client metadata the way RFC 7591 §2 reads it; throws invalid_redirect_uri / invalid_client_metadata.
 *  `allowSecret` is false for metadata documents, which are public. */
export function validateClientMetadata(input: unknown, { allowSecret = true } = {}) {
  const unstorable = unstorableField(input);
  if (unstorable !== null) {
    throw new OAuthError("invalid_client_metadata", `${unstorable}: contains a NUL character or an unpaired UTF-16 surrogate, which text may not contain.`);
  }
  const parsed = metadataSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join(".") || "body";
    throw new OAuthError(field.startsWith("redirect_uris") ? "invalid_redirect_uri" : "invalid_client_metadata", `${field}: ${issue.message}`);
  }
  const m = parsed.data;
  for (const uri of m.redirect_uris) {
    const problem = redirectUriProblem(uri);
    if (problem) throw new OAuthError("invalid_redirect_uri", problem);
  }
  const authMethod = m.token_endpoint_auth_method ?? "none";
  if (!(CLIENT_AUTH_METHODS as readonly string[]).includes(authMethod)) {
    throw new OAuthError("invalid_client_metadata", `token_endpoint_auth_method must be one of ${CLIENT_AUTH_METHODS.join(", ")}.`);
  }
  if (!allowSecret && authMethod !== "none") {
    throw new OAuthError("invalid_client_metadata", "A client metadata document is public, so its token_endpoint_auth_method must be none.");
  }
  if (m.grant_types?.some((g) => !GRANT_TYPES.has(g))) {
    throw new OAuthError("invalid_client_metadata", "grant_types may only contain authorization_code and refresh_token.");
  }
  if (m.response_types?.some((r) => r !== "code")) throw new OAuthError("invalid_client_metadata", "response_types may only contain code.");
  return { ...m, redirect_uris: m.redirect_uris as string[], token_endpoint_auth_method: authMethod as ClientAuthMethod };
}

export async function registerClient(input: unknown) {
  const m = validateClientMetadata(input);
  const id = `ssc-${randomBytes(16).toString("base64url")}`;
  // The secret is shown once, here; only its hash is kept.
  const secret = m.token_endpoint_auth_method === "none" ? null : newSecret("client");
  const prisma = await db();
  const row = await prisma.oAuthClient.create({
    data: {
      id,
      name: m.client_name ?? "Unnamed app",
      redirectUris: m.redirect_uris,
      clientUri: m.client_uri ?? null,
      logoUri: m.logo_uri ?? null,
      tokenEndpointAuthMethod: m.token_endpoint_auth_method,
      secretHash: secret ? hashSecret(secret) : null,
    },
  });
  return {
    client_id: row.id,
    client_id_issued_at: Math.floor(row.createdAt.getTime() / 1000),
    ...(secret ? { client_secret: secret, client_secret_expires_at: 0 } : {}),
    client_name: row.name,
    redirect_uris: row.redirectUris,
    ...(row.clientUri ? { client_uri: row.clientUri } : {}),
    ...(row.logoUri ? { logo_uri: row.logoUri } : {}),
    token_endpoint_auth_method: m.token_endpoint_auth_method,
    grant_types: m.grant_types ?? ["authorization_code", "refresh_token"],
    response_types: ["code"],
    ...(m.scope ? { scope: m.scope } : {}),
  };
}

/** Fetches a metadata document; injected in tests, which cannot reach the internet. */
export type MetadataFetcher = (url: string) => Promise<unknown>;

export const fetchMetadataDocument: MetadataFetcher = async (url) => {
  const res = await safeFetch(url);
  if (res.status !== 200) throw new Error(`metadata document answered ${res.status}`);
  return JSON.parse(res.body) as unknown;
};

/** Metadata documents are re-read at most this often. */
const CIMD_MAX_AGE_MS = 60 * 60 * 1000;
/** A client_id whose document could not be fetched is not fetched again for this long: an
 *  authorization link that keeps being opened costs one outbound request, not one per visit. */
const CIMD_FAILURE_TTL_MS = 5 * 60 * 1000;
const failedFetches = processWide("cimd-failed-fetches", () => new LRUCache<string, true>({ max: 10_000, ttl: CIMD_FAILURE_TTL_MS }));

/** What the visitor is told when a document cannot be fetched. The fetch's own reason (a DNS failure,
 *  a refused connection, an address that is not public) stays in the server's log: on a page anyone can
 *  open with any client_id, it would tell a stranger what our network reaches. */
const UNFETCHABLE = "This app's client metadata document could not be read. Its client_id must be an https URL that serves the document.";

export interface ResolveDeps {
  fetchMetadata?: MetadataFetcher;
  /** Spends one fetch from the caller's lane (lib/ratelimit/oauth.ts); the seconds to wait, or null. */
  spendFetch?: () => Promise<number | null>;
}

export function isMetadataDocumentUrl(clientId: string): boolean {
  if (!clientId.startsWith("https://")) return false;
  try {
    const url = new URL(clientId);
    return url.pathname !== "/" && !url.hash;
  } catch {
    return false;
  }
}

/** The client for a client_id, or an invalid_client error. `https://` ids are metadata documents. */
export async function resolveClient(clientId: string | null | undefined, deps: ResolveDeps = {}): Promise<OAuthClientInfo> {
  if (!clientId) throw new OAuthError("invalid_client", "client_id is required.", 401);
  // Ids are ours (`ssc-…`) or https URLs: anything with control characters or of absurd length is no
  // client, and must not reach the database (PostgreSQL refuses NUL in text).
  if (clientId.length > 2000 || /[\u0000-\u001f\u007f]/.test(clientId)) throw new OAuthError("invalid_client", "Unknown client_id.", 401);
  const prisma = await db();
  const row = await prisma.oAuthClient.findUnique({ where: { id: clientId } });
  const fresh = row && (!row.metadataUrl || Date.now() - row.updatedAt.getTime() < CIMD_MAX_AGE_MS);
  if (row && fresh) return clientInfo(row);
  if (!isMetadataDocumentUrl(clientId)) throw new OAuthError("invalid_client", "Unknown client_id.", 401);

  if (failedFetches.has(clientId)) throw new OAuthError("invalid_client", UNFETCHABLE, 401);
  const wait = deps.spendFetch ? await deps.spendFetch() : null;
  if (wait !== null) {
    throw new OAuthError("temporarily_unavailable", `Too many new apps checked from your address. Wait ${wait} seconds, then try connecting again.`, 429, { "Retry-After": String(wait) });
  }
  let doc: unknown;
  try {
    doc = await (deps.fetchMetadata ?? fetchMetadataDocument)(clientId);
  } catch (err) {
    failedFetches.set(clientId, true);
    console.warn(`[styleshelf] client metadata document ${JSON.stringify(clientId.slice(0, 200))} could not be fetched: ${(err as Error).message}`);
    throw new OAuthError("invalid_client", UNFETCHABLE, 401);
  }
  if (!doc || typeof doc !== "object" || (doc as { client_id?: unknown }).client_id !== clientId) {
    throw new OAuthError("invalid_client", "The client metadata document's client_id must equal its URL.", 401);
  }
  let m: ReturnType<typeof validateClientMetadata>;
  try {
    m = validateClientMetadata(doc, { allowSecret: false });
  } catch (err) {
    throw new OAuthError("invalid_client", `The client metadata document is invalid: ${(err as Error).message}`, 401);
  }
  const data = {
    name: m.client_name ?? new URL(clientId).hostname,
    redirectUris: m.redirect_uris,
    clientUri: m.client_uri ?? null,
    logoUri: m.logo_uri ?? null,
    metadataUrl: clientId,
    metadataJson: doc as object,
  };
  const saved = await prisma.oAuthClient.upsert({ where: { id: clientId }, create: { id: clientId, ...data }, update: data });
  return clientInfo(saved);
}
