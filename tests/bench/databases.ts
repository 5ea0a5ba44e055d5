// The bench's databases: a fresh PostgreSQL database per gallery size (created on the DATABASE_URL
// server, dropped afterwards) or a fresh embedded PGlite folder, each migrated and seeded with the
// hand-written gallery plus N synthetic styles. Seeding runs in this process and is closed before the
// server starts (PGlite allows one process per folder); its time is reported, not part of any goal.
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";

export interface BenchDatabase {
  kind: "postgres" | "pglite";
  /** Environment the server needs to open this database. */
  env: Record<string, string>;
  styles: number;
  seedMs: number;
  drop(): Promise<void>;
}

function databaseUrlFor(serverUrl: string, name: string): string {
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Migrates and seeds the database the environment names, in this process, then closes it. */
async function seedHere(synthetic: number, log: (line: string) => void): Promise<{ styles: number; seedMs: number }> {
  const { database, closeDatabase } = await import("@/lib/db/client");
  const { seedGallery, seedSyntheticGallery } = await import("@/lib/seed/seed");
  const { blobStore } = await import("@/lib/blob");
  const started = performance.now();
  try {
    const { prisma } = await database(); // migrates; the embedded default also seeds the gallery here
    await seedGallery(prisma, blobStore()); // idempotent: a no-op when the embedded default seeded it
    let reported = 0;
    await seedSyntheticGallery(prisma, synthetic, 1, (written) => {
      if (written - reported >= 20_000) {
        reported = written;
        log(`  seeded ${written}/${synthetic} synthetic styles`);
      }
    });
    const styles = await prisma.style.count();
    return { styles, seedMs: performance.now() - started };
  } finally {
    await closeDatabase();
  }
}

/**
 * `serverUrl`: the PostgreSQL server (DATABASE_URL as the bench was started with), or null for the
 * embedded default. `dataDir` is a scratch folder of this run; each database gets its own DATA_DIR
 * under it (blobs, and the PGlite data in <DATA_DIR>/db), which the server is started with too.
 */
export async function createBenchDatabase(
  serverUrl: string | null,
  synthetic: number,
  dataDir: string,
  log: (line: string) => void,
): Promise<BenchDatabase> {
  const tag = `${synthetic}_${randomBytes(3).toString("hex")}`;
  const folder = join(dataDir, `data-${tag}`);
  mkdirSync(folder, { recursive: true });
  process.env.DATA_DIR = folder;
  if (!serverUrl) {
    delete process.env.DATABASE_URL;
    const seeded = await seedHere(synthetic, log);
    return { kind: "pglite", env: { DATA_DIR: folder }, ...seeded, drop: async () => rmSync(folder, { recursive: true, force: true }) };
  }
  const name = `styleshelf_bench_${process.pid}_${tag}`;
  await admin(serverUrl, `CREATE DATABASE "${name}"`);
  const url = databaseUrlFor(serverUrl, name);
  process.env.DATABASE_URL = url;
  try {
    const seeded = await seedHere(synthetic, log);
    return {
      kind: "postgres",
      env: { DATABASE_URL: url, DATA_DIR: folder },
      ...seeded,
      drop: async () => {
        await admin(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        rmSync(folder, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await admin(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
    throw err;
  } finally {
    delete process.env.DATABASE_URL;
  }
}
