// Opaque secrets (codes, access and refresh tokens, confidential clients' secrets): random strings handed out once and stored only
// as SHA-256 hashes, so a database leak yields nothing usable.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

export type SecretKind = "code" | "access" | "refresh" | "client";

const PREFIX: Record<SecretKind, string> = { code: "ssc_", access: "ssa_", refresh: "ssr_", client: "sscs_" };

export function newSecret(kind: SecretKind): string {
  return PREFIX[kind] + randomBytes(32).toString("base64url");
}

export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/** Compares a presented secret with a stored hash in constant time (both are fixed-length digests). */
export function secretMatches(presented: string, storedHash: string | null): boolean {
  if (!storedHash || presented.length > 200) return false;
  const a = Buffer.from(hashSecret(presented), "hex");
  const b = Buffer.from(storedHash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}
