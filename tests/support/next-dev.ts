// `next dev` with no environment (the embedded default: PGlite in a fresh folder, in-memory rate
// limits), for smoke tests of the Next.js wiring route-level tests cannot see. Each caller gives its
// own dist folder so parallel runs never share a build.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./ports";

export interface NextDev {
  origin: string;
  log(): string;
  stop(): Promise<void>;
}

/** Starts `next dev` and resolves once `readyPath` answers below 500 (the first compile is slow).
 *  `env` adds to the embedded default (e.g. a low rate limit to reach). */
export async function startNextDev(distDir: string, readyPath: string, timeoutMs = 240_000, env: Record<string, string> = {}): Promise<NextDev> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "styleshelf-smoke-"));
  const childEnv: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "development", DATA_DIR: dataDir, PORT: String(port), NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: distDir, SEED_ACCESS_FIXTURES: "1", ...env };
  const child: ChildProcess = spawn(process.execPath, ["node_modules/next/dist/bin/next", "dev", "-p", String(port)], { env: childEnv, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  child.stdout!.on("data", (d) => (log += d));
  child.stderr!.on("data", (d) => (log += d));
  const stop = async () => {
    if (child.pid && child.exitCode === null) {
      process.kill(-child.pid, "SIGTERM");
      await new Promise((r) => setTimeout(r, 500));
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${origin}${readyPath}`);
      if (res.status < 500) return { origin, log: () => log, stop };
      last = `${res.status} ${await res.text()}`;
    } catch (err) {
      last = err;
    }
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  await stop();
  throw new Error(`next dev did not answer ${readyPath}: ${String(last)}\n${log}`);
}
