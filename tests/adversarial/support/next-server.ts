// The real Next.js server the path-level properties need (percent-decoding, trailing slashes,
// rewrites and proxy.ts live in its router, which the in-process harness does not have):
// - ADVERSARIAL_BASE_URL: a server already running (as E2E_BASE_URL is for the browser tests);
// - else, when a production build exists (`<NEXT_DIST_DIR or .next>/BUILD_ID`), `next start` on it;
// - else `next dev`, slower to warm up.
// The servers started here (tests/support/next-server.ts) run the embedded default (PGlite in a fresh
// folder), as CI's built-app checks do.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { startNext } from "../../support/next-server";

export interface AppServer {
  origin: string;
  kind: "external" | "production" | "development";
  /** The server process's pid (its memory can be read from /proc); none for an external server. */
  pid?: number;
  stop(): Promise<void>;
}

async function waitUntilServing(origin: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "";
  while (Date.now() < deadline) {
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

export interface AppServerOptions {
  /** Variables on top of the defaults below (e.g. a tighter lane a file tests). Ignored for an external server. */
  env?: Record<string, string>;
  /** A DATA_DIR the test prepared (a session and a style made there before the server opens it); by
   *  default a fresh one. The caller removes it. */
  dataDir?: string;
}

export async function startAppServer(opts: AppServerOptions = {}): Promise<AppServer> {
  const external = process.env.ADVERSARIAL_BASE_URL?.replace(/\/+$/, "");
  if (external) {
    await waitUntilServing(external, 120_000);
    return { origin: external, kind: "external", stop: async () => {} };
  }
  // The private, link-only and pending styles the router's properties ask for. The limiter stays on;
  // these windows keep a 429 from answering the generated requests (a file that tests a lane sets it).
  const env = {
    SEED_ACCESS_FIXTURES: "1",
    RATE_LIMIT_ANON_PER_MIN: "1000000",
    RATE_LIMIT_TOKEN_PER_MIN: "1000000",
    ...(opts.dataDir ? { DATA_DIR: opts.dataDir } : {}),
    ...opts.env,
  };
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  if (existsSync(join(distDir, "BUILD_ID"))) {
    const server = await startNext({
      mode: "start",
      distDir,
      freshDataDir: !opts.dataDir,
      hostname: "127.0.0.1",
      env,
      readyPath: "/api/v1/styles",
      readyWhen: "ok",
      timeoutMs: 120_000,
    });
    return { origin: server.origin, kind: "production", pid: server.pid, stop: server.stop };
  }
  // ADVERSARIAL_DEV_DIST_DIR: a build folder of its own, so two runs of next dev never share one.
  const devDist = process.env.ADVERSARIAL_DEV_DIST_DIR || ".next-adversarial";
  const dev = await startNext({
    mode: "dev",
    distDir: devDist,
    freshDataDir: !opts.dataDir,
    env,
    readyPath: "/api/v1/styles",
  });
  return { origin: dev.origin, kind: "development", pid: dev.pid, stop: dev.stop };
}
