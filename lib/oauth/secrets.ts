// Opaque secrets (codes, access and refresh tokens): random strings handed out once and stored only
// as SHA-256 hashes, so a database leak yields nothing usable.
import { createHash, randomBytes } from "node:crypto";

export type SecretKind = "code" | "access" | "refresh";

const PREFIX: Record<SecretKind, string> = { code: "ssc_", access: "ssa_", refresh: "ssr_" };

export function newSecret(kind: SecretKind): string {
  return PREFIX[kind] + randomBytes(32).toString("base64url");
}

export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}
