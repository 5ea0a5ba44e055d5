// The production server under test: `next start` on the bench's build (NEXT_DIST_DIR, which
// next.config.ts reads), started by the tests' one startNext(), with the limiter raised so it never refuses the load
// (it still runs on every request). Its resident memory is sampled from /proc while it runs.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { startNext } from "../support/next-server";
import { freePort } from "../support/ports";

export interface BenchServer {
  origin: string;
  pid: number;
  /** Highest resident set size seen since the last reset, MB (sampled every SAMPLE_MS). */
  peakRssMb(): number;
  resetPeak(): void;
  stop(): Promise<void>;
}

const SAMPLE_MS = 100;

/** Resident memory of a process, MB, or null once it is gone. */
function rssMb(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

export async function startServer(opts: {
  distDir: string;
  env: Record<string, string>;
  cpuProfDir?: string;
  nodeFlags?: string[];
}): Promise<BenchServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startNext({
    mode: "start",
    distDir: opts.distDir,
    port,
    hostname: "127.0.0.1",
    nodeArgs: [...(opts.nodeFlags ?? []), ...(opts.cpuProfDir ? ["--cpu-prof", `--cpu-prof-dir=${opts.cpuProfDir}`] : [])],
    env: {
      SITE_URL: origin,
      AUTH_SECRET: randomBytes(32).toString("hex"),
      RATE_LIMIT_ANON_PER_MIN: "1000000000",
      RATE_LIMIT_CHECK_PER_MIN: "1000000000",
      ...opts.env,
    },
    readyPath: "/api/v1/health",
    readyWhen: "ok",
    timeoutMs: 60_000,
    // next start exits cleanly on SIGTERM, which also writes a --cpu-prof profile: give it time.
    graceMs: 15_000,
    echoStderr: true,
  });
  const { pid } = server;
  let peak = 0;
  const sampler = setInterval(() => {
    const now = rssMb(pid);
    if (now !== null && now > peak) peak = now;
  }, SAMPLE_MS);
  return {
    origin: server.origin,
    pid,
    peakRssMb: () => Math.max(peak, rssMb(pid) ?? 0),
    resetPeak: () => {
      peak = rssMb(pid) ?? 0;
    },
    stop: async () => {
      clearInterval(sampler);
      await server.stop();
    },
  };
}
