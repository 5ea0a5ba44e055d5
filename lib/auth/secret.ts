// The server secret for next-auth and our HMACs (consent CSRF tokens, extraction ids). AUTH_SECRET in
// production; in the embedded default a random secret is created once under DATA_DIR, so a fresh
// machine needs no setup and restarts keep sessions valid.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { dataDir, isEmbeddedDatabase } from "@/lib/config";

let cached: string | undefined;

export function authSecret(): string {
  if (cached) return cached;
  const fromEnv = process.env.AUTH_SECRET?.trim();
  if (fromEnv) return (cached = fromEnv);
  if (!isEmbeddedDatabase() && process.env.NODE_ENV === "production") {
    throw new Error("AUTH_SECRET must be set when running against a real database in production");
  }
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
