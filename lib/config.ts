// Process configuration read from the environment, once. Every variable is listed in .env.example.
import { join, resolve } from "node:path";

function intFromEnv(name: string, fallback: number, min = 1): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) {
    throw new Error(`${name} must be ${min === 0 ? "a whole number, 0 or more" : "a positive integer"}, got "${raw}"`);
  }
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

/** Proxies in front of the app that append to X-Forwarded-For (lib/ratelimit/lane.ts clientIp). 0: none,
 *  the connection's own address counts. Vercel (which sets VERCEL) overwrites the header with the
 *  address it saw, so 1 there; anywhere else nothing is known to stand in front, and trusting a
 *  header the client may have written would let it pick its rate-limit lane. */
export function trustedProxies(): number {
  return intFromEnv("TRUSTED_PROXIES", process.env.VERCEL ? 1 : 0, 0);
}

export function rateLimits() {
  return {
    anonPerMinute: intFromEnv("RATE_LIMIT_ANON_PER_MIN", 120),
    tokenPerMinute: intFromEnv("RATE_LIMIT_TOKEN_PER_MIN", 600),
    extractPerMinute: intFromEnv("RATE_LIMIT_EXTRACT_PER_MIN", 5),
    // Style checks per address or account: each decodes an image or reads a text on our CPU.
    checkPerMinute: intFromEnv("RATE_LIMIT_CHECK_PER_MIN", 30),
    // Sign-in links per SIGN_IN_EMAIL_WINDOW_MS: to one address (a real person asks again once or
    // twice), and from one client address across all addresses (an office or a school behind one NAT).
    signInEmailsPerAddress: intFromEnv("RATE_LIMIT_SIGNIN_EMAILS_PER_ADDRESS", 5),
    signInEmailsPerClient: intFromEnv("RATE_LIMIT_SIGNIN_EMAILS_PER_CLIENT", 30),
  };
}

export const SIGN_IN_EMAIL_WINDOW_MS = 10 * 60_000;
