// A PostgreSQL server of the test's own (initdb in a temp folder, on a free port), so a fault test can
// stop and restart it without touching the machine's shared server. Uses the machine's PostgreSQL
// binaries; as root the server runs as the `postgres` user, as initdb requires.
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./ports";

export interface PrivatePostgres {
  /** Server URL (database `postgres`). */
  url: string;
  start(): void;
  /** "fast": a clean shutdown; "immediate": a crash (no checkpoint, recovery at the next start). */
  stop(mode?: "fast" | "immediate"): void;
  dispose(): void;
}

function binDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  if (!versions[0]) throw new Error("PostgreSQL binaries not found under /usr/lib/postgresql (see STACK.md)");
  return join(root, versions[0], "bin");
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), "styleshelf-pg-"));
  const asRoot = process.getuid?.() === 0;
  const pgUid = asRoot ? Number(execFileSync("id", ["-u", "postgres"]).toString().trim()) : undefined;
  const pgGid = asRoot ? Number(execFileSync("id", ["-g", "postgres"]).toString().trim()) : undefined;
  if (asRoot) chownSync(dir, pgUid!, pgGid!);
  const run = (program: string, args: string[]) =>
    asRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", join(bin, program), ...args], { stdio: "pipe" })
      : execFileSync(join(bin, program), args, { stdio: "pipe" });
  const data = join(dir, "data");
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const pg: PrivatePostgres = {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    start: () => void run("pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "server.log"), "-w", "-t", "60", "start"]),
    stop: (mode = "fast") => void run("pg_ctl", ["-D", data, "-m", mode, "-w", "-t", "60", "stop"]),
    dispose: () => {
      try {
        pg.stop("immediate");
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  pg.start();
  return pg;
}
