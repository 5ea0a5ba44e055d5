// The server secret for next-auth and our HMACs (consent CSRF tokens, extraction ids). AUTH_SECRET in
// production; in the embedded default a random secret is created once under DATA_DIR, so a fresh
// machine needs no setup and restarts keep sessions valid.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { authSecretSetting, dataDir, isEmbeddedDatabase, nodeEnv, type EnvSource } from "@/lib/config";

let cached: string | undefined;

/** Anything shorter is guessable enough to forge sessions' CSRF tokens and extraction handles. */
export const MIN_SECRET_LENGTH = 32;

/** Why this environment cannot run, or null. A production deployment on a real database must bring its
 *  own AUTH_SECRET (every instance needs the same one, so none can invent it); checked at start by
 *  instrumentation.ts, so a misconfigured server refuses to start instead of failing its first sign-in. */
export function secretProblem(env?: EnvSource): string | null {
  const fromEnv = authSecretSetting(env);
  if (fromEnv && fromEnv.length < MIN_SECRET_LENGTH) {
    return `AUTH_SECRET is too short (${fromEnv.length} characters; at least ${MIN_SECRET_LENGTH}). Make one with: openssl rand -base64 32`;
  }
  if (!fromEnv && nodeEnv(env) === "production" && !isEmbeddedDatabase(env)) {
    return "AUTH_SECRET must be set when running against a real database in production. Make one with: openssl rand -base64 32";
  }
  return null;
}

export function authSecret(): string {
  if (cached) return cached;
  const problem = secretProblem();
  if (problem) throw new Error(problem);
  const fromEnv = authSecretSetting();
  if (fromEnv) return (cached = fromEnv);
  const file = join(dataDir(), "auth-secret");
  if (!existsSync(file)) {
    mkdirSync(dataDir(), { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" });
    } catch (err) {
      // Another process created it first: use theirs.
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
  }
  return (cached = readFileSync(file, "utf8").trim());
}
