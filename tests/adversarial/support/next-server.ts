// The real Next.js server the path-level properties need (percent-decoding, trailing slashes,
// rewrites and proxy.ts live in its router, which the in-process harness does not have):
// - ADVERSARIAL_BASE_URL: a server already running (as E2E_BASE_URL is for the browser tests);
// - else, when a production build exists (`<NEXT_DIST_DIR or .next>/BUILD_ID`), `next start` on it;
// - else `next dev` (tests/support/next-dev.ts), slower to warm up.
// The servers started here run the embedded default (PGlite in a fresh folder), as CI's built-app
// checks do.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startNextDev } from "../../support/next-dev";
import { freePort } from "../../support/ports";

export interface AppServer {
  origin: string;
  kind: "external" | "production" | "development";
  stop(): Promise<void>;
}

async function waitUntilServing(origin: string, exited: () => string | null, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "";
  while (Date.now() < deadline) {
    const gone = exited();
    if (gone !== null) throw new Error(`the server exited before it answered:\n${gone}`);
    try {
      const res = await fetch(`${origin}/api/v1/styles`);
      if (res.status === 200) return;
      last = `${res.status}`;
    } catch (err) {
      last = String(err);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not answer /api/v1/styles within ${timeoutMs} ms (${last})`);
}

async function startProduction(distDir: string): Promise<AppServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "styleshelf-adversarial-app-"));
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: "production",
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATA_DIR: dataDir,
    PORT: String(port),
    NEXT_DIST_DIR: distDir,
    NEXT_TELEMETRY_DISABLED: "1",
    // The private, link-only and pending styles the router's properties ask for.
    SEED_ACCESS_FIXTURES: "1",
    // The limiter stays on; these windows keep a 429 from answering the generated requests.
    RATE_LIMIT_ANON_PER_MIN: "1000000",
    RATE_LIMIT_TOKEN_PER_MIN: "1000000",
  };
  const child = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port), "-H", "127.0.0.1"], { env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  child.stdout!.on("data", (d) => (log += d));
  child.stderr!.on("data", (d) => (log += d));
  const stop = async () => {
    if (child.pid && child.exitCode === null) {
      process.kill(-child.pid, "SIGTERM");
      await new Promise<void>((ok) => {
        const timer = setTimeout(() => {
          try {
            process.kill(-child.pid!, "SIGKILL");
          } catch {
            // already gone
          }
          ok();
        }, 5_000);
        child.once("exit", () => {
          clearTimeout(timer);
          ok();
        });
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(origin, () => (child.exitCode === null ? null : log), 120_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { origin, kind: "production", stop };
}

export async function startAppServer(): Promise<AppServer> {
  const external = process.env.ADVERSARIAL_BASE_URL?.replace(/\/+$/, "");
  if (external) {
    await waitUntilServing(external, () => null, 120_000);
    return { origin: external, kind: "external", stop: async () => {} };
  }
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  if (existsSync(join(distDir, "BUILD_ID"))) return startProduction(distDir);
  const dev = await startNextDev(".next-adversarial", "/api/v1/styles");
  return { origin: dev.origin, kind: "development", stop: dev.stop };
}
