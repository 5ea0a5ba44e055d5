// Process configuration read from the environment, once. Every variable is listed in .env.example.
import { join, resolve } from "node:path";

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return n;
}

/** The public origin ({site_url}). Never derived from request headers. */
export function siteUrl(): string {
  const explicit = process.env.SITE_URL?.trim();
  if (explicit) return explicit.replace(/\/+$/, "");
  return `http://localhost:${process.env.PORT || 3000}`;
}

/** {base_url}: the REST API base. */
export function apiBaseUrl(): string {
  return `${siteUrl()}/api/v1`;
}

export function pricingUrl(): string {
  return `${siteUrl()}/pricing`;
}

/** Local state of the embedded adapters (PGlite data, blobs, dev mailbox). */
export function dataDir(): string {
  const override = process.env.DATA_DIR;
  // Runtime data, never part of the build's traced files.
  return override ? resolve(/*turbopackIgnore: true*/ override) : join(/*turbopackIgnore: true*/ process.cwd(), ".data");
}

export function databaseUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.DATABASE_URL?.trim() || undefined;
}

export function isEmbeddedDatabase(env: NodeJS.ProcessEnv = process.env): boolean {
  return databaseUrl(env) === undefined;
}

/** Proxies in front of the app that append to X-Forwarded-For (lib/ratelimit/lane.ts clientIp). */
export function trustedProxies(): number {
  return intFromEnv("TRUSTED_PROXIES", 1);
}

export function rateLimits() {
  return {
    anonPerMinute: intFromEnv("RATE_LIMIT_ANON_PER_MIN", 120),
    tokenPerMinute: intFromEnv("RATE_LIMIT_TOKEN_PER_MIN", 600),
    extractPerMinute: intFromEnv("RATE_LIMIT_EXTRACT_PER_MIN", 5),
  };
}
