// A minimal SQL port over PGlite and node-postgres, for the work Prisma cannot do for us here:
// applying migrations at start and creating/cloning test databases.
import type { PGlite } from "@electric-sql/pglite";
import type { Client } from "pg";

export interface SqlRunner {
  /** Runs one or more statements with no parameters. */
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs `fn` inside one transaction on one connection. */
  transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T>;
}

export function pgliteRunner(db: Pick<PGlite, "exec" | "query" | "transaction">): SqlRunner {
  return {
    async exec(sql) {
      await db.exec(sql);
    },
    async query<T>(sql: string, params?: unknown[]) {
      return (await db.query<T>(sql, params)).rows;
    },
    transaction(fn) {
      return db.transaction((tx) =>
        fn({
          exec: async (sql) => void (await tx.exec(sql)),
          query: async <T>(sql: string, params?: unknown[]) => (await tx.query<T>(sql, params)).rows,
          transaction: () => Promise.reject(new Error("nested transactions are not supported")),
        }),
      );
    },
  };
}

export function pgRunner(client: Client): SqlRunner {
  const runner: SqlRunner = {
    async exec(sql) {
      await client.query(sql);
    },
    async query<T>(sql: string, params?: unknown[]) {
      return (await client.query(sql, params as unknown[])).rows as T[];
    },
    async transaction(fn) {
      await client.query("BEGIN");
      try {
        const result = await fn({ ...runner, transaction: () => Promise.reject(new Error("nested transactions are not supported")) });
        await client.query("COMMIT");
        return result;
      } catch (err) {
        await client.query("ROLLBACK");
        throw err;
      }
    },
  };
  return runner;
}
