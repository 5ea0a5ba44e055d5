// Test databases. With DATABASE_URL (CI, real PostgreSQL): a seeded template database per run and a
// fresh clone per test file (CREATE DATABASE … TEMPLATE). Without it: a seeded PGlite folder per run,
// copied per test file. Nothing relies on what an earlier run left.
import { randomBytes } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

export interface TemplateInfo {
  kind: "postgres" | "pglite";
  /** postgres: server URL the run was given; pglite: unused. */
  serverUrl?: string;
  /** postgres: template database name; pglite: the template data dir (db/ and blobs/). */
  template: string;
  /** Folder with the seeded blobs (also DATA_DIR for postgres runs). */
  dataDir: string;
}

export const RUN_PREFIX = `styleshelf_test_${process.pid}_`;

export function databaseUrlFor(serverUrl: string, name: string): string {
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function withAdmin<T>(serverUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Points this process's app modules at a fresh database cloned from the template. */
export async function cloneTestDatabase(info: TemplateInfo): Promise<{ dispose(): Promise<void> }> {
  if (info.kind === "postgres") {
    const name = `${RUN_PREFIX}${randomBytes(4).toString("hex")}`;
    await withAdmin(info.serverUrl!, (c) => c.query(`CREATE DATABASE "${name}" TEMPLATE "${info.template}"`));
    process.env.DATABASE_URL = databaseUrlFor(info.serverUrl!, name);
    process.env.DATA_DIR = info.dataDir;
    return {
      dispose: () => withAdmin(info.serverUrl!, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {}),
    };
  }
  const dir = mkdtempSync(join(tmpdir(), "styleshelf-file-"));
  cpSync(join(info.template, "db"), join(dir, "db"), { recursive: true });
  symlinkSync(join(info.template, "blobs"), join(dir, "blobs"));
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = dir;
  return { dispose: async () => rmSync(dir, { recursive: true, force: true }) };
}

export function newTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(dir, { recursive: true });
  return dir;
}
