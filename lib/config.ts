// Process configuration read from the environment. This is the one module that touches process.env
// (tests/unit/config/env-reads.test.ts holds everything else to that), and every variable it reads is
// listed in .env.example. Values are read when asked for, not once at import: tests change the
// environment between cases, and some replace process.env whole.
// proxy.ts imports it too (directly, and through lib/blob/vercel-env.ts and lib/ratelimit): Next.js 16
// runs the proxy on Node.js, where node:path is fine; keep this module free of anything heavier.
import { join, resolve } from "node:path";

/** An environment to read: process.env unless a caller (a test, a script) hands its own. */
export type EnvSource = Readonly<Record<string, string | undefined>>;

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

export function databaseUrl(env: EnvSource = process.env): string | undefined {
  return env.DATABASE_URL?.trim() || undefined;
}

export function isEmbeddedDatabase(env: EnvSource = process.env): boolean {
  return databaseUrl(env) === undefined;
}

/** A folder of migrations to apply at start instead of prisma/migrations (lib/db/migrations.ts). */
export function migrationsDirOverride(): string | undefined {
  return process.env.MIGRATIONS_DIR || undefined;
}

/** Tests only: SEED_ACCESS_FIXTURES=1 adds the private, link-only and pending styles that tests of
 *  access rules read; never set it on a real deployment (its moderation queue would show a fake style). */
export function seedAccessFixtures(env: EnvSource = process.env): boolean {
  return env.SEED_ACCESS_FIXTURES === "1" || env.SEED_ACCESS_FIXTURES === "true";
}

/** The build's folder (next.config.ts distDir reads the same variable). */
export function buildDir(): string {
  return process.env.NEXT_DIST_DIR || ".next";
}

/** NODE_ENV. Read as the literal `process.env.NODE_ENV` when no env is handed, which Next.js replaces
 *  with the mode the app was built in, as it did in the callers that read it themselves before. */
export function nodeEnv(env?: EnvSource): string | undefined {
  return env ? env.NODE_ENV : process.env.NODE_ENV;
}

/** Whether `next build` is running this code (instrumentation.ts starts nothing then). */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === "phase-production-build";
}

/** Whether this code runs in a Next.js server (NEXT_RUNTIME, which Next.js sets, and inlines into its
 *  server bundles), rather than from source under vitest or tsx. */
export function inNextServer(): boolean {
  return process.env.NEXT_RUNTIME === "nodejs";
}

/** Whether the app runs on Vercel, which sets VERCEL: an instance starts for whichever request comes. */
export function onVercel(): boolean {
  return Boolean(process.env.VERCEL);
}

/** NODE_OPTIONS as node was started with it (a V8 flag given there wins over the server's own). */
export function nodeOptions(): string {
  return process.env.NODE_OPTIONS ?? "";
}

/** Proxies in front of the app that append to X-Forwarded-For (lib/ratelimit/lane.ts clientIp). 0: none,
 *  the connection's own address counts. Vercel (which sets VERCEL) overwrites the header with the
 *  address it saw, so 1 there; anywhere else nothing is known to stand in front, and trusting a
 *  header the client may have written would let it pick its rate-limit lane. */
export function trustedProxies(): number {
  return intFromEnv("TRUSTED_PROXIES", onVercel() ? 1 : 0, 0);
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
    // Media uploads a minute per account (clips, image samples, inspiration images): each is probed or
    // decoded on our CPU, and a refused one costs the same as an accepted one.
    mediaPerMinute: intFromEnv("RATE_LIMIT_MEDIA_PER_MIN", 20),
    // Consent decisions (/oauth/authorize/decision) a minute per client address.
    oauthDecisionsPerMinute: intFromEnv("RATE_LIMIT_OAUTH_DECISIONS_PER_MIN", 30),
    // Client ID Metadata Documents fetched for /oauth/authorize a minute per client address (a cache
    // answers repeats without spending).
    clientMetadataFetchesPerMinute: intFromEnv("RATE_LIMIT_CLIENT_METADATA_FETCHES_PER_MIN", 10),
    // Megabytes an account may stage (POST /uploads, the pages' upload routes) an hour, declared sizes
    // added up: an upload id lives an hour, and its bytes sit in the blob store until taken or swept.
    stagedMegabytesPerHour: intFromEnv("RATE_LIMIT_STAGED_MB_PER_HOUR", 400),
  };
}

export const SIGN_IN_EMAIL_WINDOW_MS = 10 * 60_000;

/** Whether Upstash Redis is configured for rate limits shared by every instance. @upstash/redis's
 *  Redis.fromEnv() reads the same two variables itself (lib/ratelimit/upstash.ts). */
export function upstashConfigured(): boolean {
  return Boolean(process.env.UPSTASH_REDIS_REST_URL && process.env.UPSTASH_REDIS_REST_TOKEN);
}

/** Whether background runs go to Inngest (its event key, or its local dev server). The Inngest SDK
 *  reads INNGEST_EVENT_KEY, INNGEST_SIGNING_KEY and INNGEST_DEV itself (lib/jobs/inngest-client.ts). */
export function inngestConfigured(): boolean {
  return Boolean(process.env.INNGEST_EVENT_KEY?.trim() || process.env.INNGEST_DEV?.trim());
}

// --- Blob storage ---

/** Vercel Blob's read-write token when the app runs on Vercel Blob; undefined on the embedded store. */
export function vercelBlobToken(): string | undefined {
  return process.env.BLOB_READ_WRITE_TOKEN || undefined;
}

/** Another Vercel Blob API than Vercel's own (tests point it at a local server). @vercel/blob reads the
 *  same variable itself. */
export function vercelBlobApiUrl(): string | undefined {
  return process.env.VERCEL_BLOB_API_URL || undefined;
}

/** How often @vercel/blob retries a failing API call unless VERCEL_BLOB_RETRIES says (its own default,
 *  10, holds an upload open for minutes during an outage; lib/blob/vercel.ts). */
export const VERCEL_BLOB_RETRIES_DEFAULT = 2;

/** Sets VERCEL_BLOB_RETRIES to VERCEL_BLOB_RETRIES_DEFAULT when it is unset or empty. @vercel/blob takes
 *  this setting from the environment only (at each call), so this is the one place the app writes
 *  process.env. */
export function applyVercelBlobRetries(): void {
  process.env.VERCEL_BLOB_RETRIES ||= String(VERCEL_BLOB_RETRIES_DEFAULT);
}

// --- Identity and mail ---

/** AUTH_SECRET as set (trimmed), or undefined. */
export function authSecretSetting(env: EnvSource = process.env): string | undefined {
  return env.AUTH_SECRET?.trim() || undefined;
}

/** Whether a website sign-in provider has its client id and secret. */
export function signInProviderConfigured(provider: "github" | "google"): boolean {
  return provider === "github"
    ? Boolean(process.env.AUTH_GITHUB_ID && process.env.AUTH_GITHUB_SECRET)
    : Boolean(process.env.AUTH_GOOGLE_ID && process.env.AUTH_GOOGLE_SECRET);
}

/** What Auth.js's setEnvDefaults fills the providers' client ids and secrets from (it reads
 *  AUTH_<PROVIDER>_ID / _SECRET from the object it is handed): the variables above, and nothing else of
 *  the environment. */
export function authProviderEnv(): EnvSource {
  const { AUTH_GITHUB_ID, AUTH_GITHUB_SECRET, AUTH_GOOGLE_ID, AUTH_GOOGLE_SECRET } = process.env;
  return { AUTH_GITHUB_ID, AUTH_GITHUB_SECRET, AUTH_GOOGLE_ID, AUTH_GOOGLE_SECRET };
}

/** ADMIN_EMAILS as set: comma-separated addresses made admins when they sign in (lib/users/admin-emails.ts). */
export function adminEmailsSetting(): string | undefined {
  return process.env.ADMIN_EMAILS;
}

/** The SMTP URL sign-in mail goes through, or undefined (the dev mailbox). */
export function emailServer(): string | undefined {
  return process.env.EMAIL_SERVER?.trim() || undefined;
}

export function emailFrom(): string {
  return process.env.EMAIL_FROM?.trim() || "Styleshelf <no-reply@localhost>";
}

/** DEV_MAILBOX=1 opens the dev mailbox to every caller (lib/mail/mailbox-access.ts). */
export function devMailboxOpenToAll(): boolean {
  return process.env.DEV_MAILBOX === "1";
}

// --- Extraction model ---

/** The key variable of each LLM provider AI_MODEL may name (lib/extraction/model.ts). */
export const AI_PROVIDER_KEY_VARS = { gateway: "AI_GATEWAY_API_KEY", openai: "OPENAI_API_KEY", anthropic: "ANTHROPIC_API_KEY" } as const;
export type AiProvider = keyof typeof AI_PROVIDER_KEY_VARS;

/** AI_MODEL (`<provider>:<model>`, trimmed), or undefined: the local analyzers run. */
export function aiModelSpec(env: EnvSource = process.env): string | undefined {
  return env.AI_MODEL?.trim() || undefined;
}

/** The deployment's OIDC token that Vercel sets on every function: the AI Gateway accepts it in place
 *  of AI_GATEWAY_API_KEY, so a deployment on Vercel needs no key of its own. */
export function vercelOidcToken(env: EnvSource = process.env): string | undefined {
  return env.VERCEL_OIDC_TOKEN?.trim() || undefined;
}

/** The API key of `provider` (trimmed), or undefined. */
export function aiProviderKey(provider: AiProvider, env: EnvSource = process.env): string | undefined {
  return env[AI_PROVIDER_KEY_VARS[provider]]?.trim() || undefined;
}
