// The one place that drives Prisma's WASM schema engine (an internal API, see STACK.md): it authors
// migration SQL and proves migrations and schema agree. Runtime migration does not use it
// (lib/db/migrations.ts applies the SQL files itself).
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";

const require = createRequire(import.meta.url);
export const SCHEMA_PATH = resolve("prisma/schema.prisma");
export const MIGRATIONS_DIR = resolve("prisma/migrations");

type Engine = {
  diff(params: unknown): Promise<{ exitCode: number; stdout: string | null }>;
  free(): void;
};

async function loadEngineModule() {
  // The package's exports hide the .wasm file, so it is read by path next to its JS glue.
  const dir = dirname(require.resolve("@prisma/schema-engine-wasm/schema_engine_bg"));
  const bg = await import(join(dir, "schema_engine_bg.js"));
  const bytes = readFileSync(join(dir, "schema_engine_bg.wasm"));
  const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": bg });
  bg.__wbg_set_wasm(instance.exports);
  (instance.exports as { __wbindgen_start?: () => void }).__wbindgen_start?.();
  return bg as { SchemaEngine: { new: (o: unknown, cb: unknown, a: unknown) => Promise<Engine> } };
}

export function migrationsList() {
  const dirs = existsSync(MIGRATIONS_DIR)
    ? readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  const lockPath = join(MIGRATIONS_DIR, "migration_lock.toml");
  return {
    baseDir: MIGRATIONS_DIR,
    lockfile: { path: "migration_lock.toml", content: existsSync(lockPath) ? readFileSync(lockPath, "utf8") : null },
    shadowDbInitScript: "",
    migrationDirectories: dirs.map((path) => ({
      path,
      migrationFile: { path: "migration.sql", content: { tag: "ok", value: readFileSync(join(MIGRATIONS_DIR, path, "migration.sql"), "utf8") } },
    })),
  };
}

/** Opens the engine with an in-memory PGlite as its (shadow) database and runs `fn`. */
export async function withSchemaEngine<T>(fn: (engine: Engine) => Promise<T>): Promise<T> {
  const { SchemaEngine } = await loadEngineModule();
  const pglite = new PGlite("memory://");
  const adapter = bindMigrationAwareSqlAdapterFactory(new PrismaPGlite(pglite) as never);
  const schema = readFileSync(SCHEMA_PATH, "utf8");
  const engine = await SchemaEngine.new({ datamodels: [[SCHEMA_PATH, schema]] }, () => {}, adapter);
  try {
    return await fn(engine);
  } finally {
    engine.free();
    await pglite.close();
  }
}

const noFilters = { externalTables: [], externalEnums: [] };

/** SQL that takes a database from the applied migrations to the schema ("" when they agree). */
export async function diffMigrationsToSchema(): Promise<string> {
  return withSchemaEngine(async (engine) => {
    const schema = readFileSync(SCHEMA_PATH, "utf8");
    const result = await engine.diff({
      from: { tag: "migrations", ...migrationsList() },
      to: { tag: "schemaDatamodel", files: [{ path: SCHEMA_PATH, content: schema }] },
      script: true,
      exitCode: null,
      filters: noFilters,
    });
    const sql = (result.stdout ?? "").trim();
    return /^-- This is an empty migration\.?$/.test(sql) ? "" : sql;
  });
}
