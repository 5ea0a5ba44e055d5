// The database adapter. DATABASE_URL set: PostgreSQL through @prisma/adapter-pg. Unset: PGlite
// in-process with its data in <DATA_DIR>/db (the embedded default; one process per folder, since
// PGlite does not lock it). Either way the first call migrates, then runs the preparation a server
// registered at start (the embedded default's seed, lib/seed/at-start.ts: this adapter never imports
// upward). One instance per process lives on globalThis behind an awaited ready promise, so no
// request reads a half-prepared database.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { databaseUrl, dataDir } from "@/lib/config";
import { PrismaClient } from "./generated/client";
import { applyMigrations } from "./migrations";
import { pgliteRunner, pgRunner, type SqlRunner } from "./sql";
import { processWide } from "@/lib/process-wide";

export type { PrismaClient } from "./generated/client";
export { Prisma } from "./generated/client";

export interface Database {
  prisma: PrismaClient;
  kind: "postgres" | "pglite";
  close(): Promise<void>;
}

type Preparation = (database: Database) => Promise<void>;

const state = processWide("database", (): { ready?: Promise<Database>; prepare?: Preparation } => ({}));

/** Work that must finish, once per process, after migrations and before any reader gets the database.
 *  Registered on globalThis, so it holds for every bundle of the app in this process. */
export function prepareDatabaseWith(prepare: Preparation): void {
  state.prepare = prepare;
}

/** The ready Prisma client (migrated, and seeded in embedded mode). */
export async function db(): Promise<PrismaClient> {
  return (await database()).prisma;
}

export function database(): Promise<Database> {
  // A failed start clears the promise so the next request retries instead of failing forever.
  state.ready ??= open().catch((err) => {
    state.ready = undefined;
    throw err;
  });
  return state.ready;
}

/** Closes the process's database (tests, scripts, shutdown). */
export async function closeDatabase(): Promise<void> {
  const current = state.ready;
  state.ready = undefined;
  if (current) await (await current).close();
}

async function open(): Promise<Database> {
  const url = databaseUrl();
  const opened = url ? await openPostgres(url) : await openPglite(join(dataDir(), "db"));
  try {
    await state.prepare?.(opened);
  } catch (err) {
    await opened.close().catch(() => {});
    throw err;
  }
  return opened;
}

async function openPostgres(url: string): Promise<Database> {
  const [{ PrismaPg }, pg] = await Promise.all([import("@prisma/adapter-pg"), import("pg")]);
  const client = new pg.default.Client({ connectionString: url });
  await client.connect();
  try {
    // Several instances may start at once; one migrates while the others wait.
    await client.query("SELECT pg_advisory_lock(727274)");
    await applyMigrations(pgRunner(client));
  } finally {
    await client.query("SELECT pg_advisory_unlock(727274)").catch(() => {});
    await client.end();
  }
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
  return { prisma, kind: "postgres", close: () => prisma.$disconnect() };
}

async function openPglite(dir: string): Promise<Database> {
  const [{ PGlite }, { PrismaPGlite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("pglite-prisma-adapter"),
  ]);
  // PGlite creates only the last folder of its path.
  if (!dir.startsWith("memory://")) mkdirSync(dir, { recursive: true });
  const pglite = new PGlite(dir);
  await pglite.waitReady;
  const sql: SqlRunner = pgliteRunner(pglite);
  await applyMigrations(sql);
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  return {
    prisma,
    kind: "pglite",
    close: async () => {
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}
