// Applies prisma/migrations/*/migration.sql in order, each in its own transaction, and records them in
// _prisma_migrations exactly as Prisma does, so `prisma migrate deploy` on a machine with the native
// engine sees the same history. Needs no schema engine.
import { createHash, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { migrationsDirOverride } from "@/lib/config";
import type { SqlRunner } from "./sql";

export function migrationsDir(): string {
  // A fixed folder under the project keeps file tracing to prisma/migrations; an override is opaque to it.
  const override = migrationsDirOverride();
  return override ? join(/*turbopackIgnore: true*/ process.cwd(), override) : join(process.cwd(), "prisma", "migrations");
}

const HISTORY_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir = migrationsDir()): Migration[] {
  if (!existsSync(dir)) throw new Error(`migrations folder not found: ${dir}`);
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, "migration.sql")))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

/** Applies every migration not yet recorded; returns the names applied now. */
export async function applyMigrations(db: SqlRunner, migrations = readMigrations()): Promise<string[]> {
  await db.exec(HISTORY_TABLE);
  const done = new Set(
    (await db.query<{ migration_name: string }>(
      `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    )).map((r) => r.migration_name),
  );
  const applied: string[] = [];
  for (const m of migrations) {
    if (done.has(m.name)) continue;
    await db.transaction(async (tx) => {
      const id = randomUUID();
      await tx.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count) VALUES ($1, $2, $3, now(), 0)`,
        [id, m.checksum, m.name],
      );
      await tx.exec(m.sql);
      await tx.query(`UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`, [id]);
    });
    applied.push(m.name);
  }
  return applied;
}
