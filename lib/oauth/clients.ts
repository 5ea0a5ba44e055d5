// OAuth clients: dynamic registration (RFC 7591) of public clients, and clients known by a Client ID
// Metadata Document (an https client_id whose JSON we fetch). Both end up as OAuthClient rows.
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { safeFetch } from "@/lib/net/safe-fetch";
import { OAuthError } from "./errors";
import { redirectUriProblem } from "./redirect-uris";

export interface OAuthClientInfo {
  id: string;
  name: string;
  redirectUris: string[];
  clientUri: string | null;
  logoUri: string | null;
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

/** Checks client metadata the way RFC 7591 §2 reads it; throws invalid_redirect_uri / invalid_client_metadata. */
export function validateClientMetadata(input: unknown) {
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
  if (m.token_endpoint_auth_method !== undefined && m.token_endpoint_auth_method !== "none") {
    throw new OAuthError("invalid_client_metadata", "Only public clients are supported: token_endpoint_auth_method must be none.");
  }
  if (m.grant_types?.some((g) => !GRANT_TYPES.has(g))) {
    throw new OAuthError("invalid_client_metadata", "grant_types may only contain authorization_code and refresh_token.");
  }
  if (m.response_types?.some((r) => r !== "code")) throw new OAuthError("invalid_client_metadata", "response_types may only contain code.");
  return { ...m, redirect_uris: m.redirect_uris as string[] };
}

export async function registerClient(input: unknown) {
  const m = validateClientMetadata(input);
  const id = `ssc-${randomBytes(16).toString("base64url")}`;
  const prisma = await db();
  const row = await prisma.oAuthClient.create({
    data: { id, name: m.client_name ?? "Unnamed app", redirectUris: m.redirect_uris, clientUri: m.client_uri ?? null, logoUri: m.logo_uri ?? null },
  });
  return {
    client_id: row.id,
    client_id_issued_at: Math.floor(row.createdAt.getTime() / 1000),
    client_name: row.name,
    redirect_uris: row.redirectUris,
    ...(row.clientUri ? { client_uri: row.clientUri } : {}),
    ...(row.logoUri ? { logo_uri: row.logoUri } : {}),
    token_endpoint_auth_method: "none",
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
export async function resolveClient(clientId: string | null | undefined, deps: { fetchMetadata?: MetadataFetcher } = {}): Promise<OAuthClientInfo> {
  if (!clientId) throw new OAuthError("invalid_client", "client_id is required.", 401);
  const prisma = await db();
  const row = await prisma.oAuthClient.findUnique({ where: { id: clientId } });
  const fresh = row && (!row.metadataUrl || Date.now() - row.updatedAt.getTime() < CIMD_MAX_AGE_MS);
  if (row && fresh) return { id: row.id, name: row.name, redirectUris: row.redirectUris, clientUri: row.clientUri, logoUri: row.logoUri };
  if (!isMetadataDocumentUrl(clientId)) throw new OAuthError("invalid_client", "Unknown client_id.", 401);

  let doc: unknown;
  try {
    doc = await (deps.fetchMetadata ?? fetchMetadataDocument)(clientId);
  } catch (err) {
    throw new OAuthError("invalid_client", `The client metadata document could not be fetched: ${(err as Error).message}`, 401);
  }
  if (!doc || typeof doc !== "object" || (doc as { client_id?: unknown }).client_id !== clientId) {
    throw new OAuthError("invalid_client", "The client metadata document's client_id must equal its URL.", 401);
  }
  let m: ReturnType<typeof validateClientMetadata>;
  try {
    m = validateClientMetadata(doc);
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
  return { id: saved.id, name: saved.name, redirectUris: saved.redirectUris, clientUri: saved.clientUri, logoUri: saved.logoUri };
}
