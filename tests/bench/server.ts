// The production server under test: `next start` on the bench's build (NEXT_DIST_DIR, which
// next.config.ts reads), in its own process, with the limiter raised so it never refuses the load
// (it still runs on every request). Its resident memory is sampled from /proc while it runs.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
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

async function waitUntilServing(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before serving`);
    const res = await fetch(`${origin}/api/v1/health`).catch(() => null);
    if (res?.ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not answer /api/v1/health within 60 s");
}

export async function startServer(opts: {
  distDir: string;
  env: Record<string, string>;
  cpuProfDir?: string;
  nodeFlags?: string[];
}): Promise<BenchServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const nodeArgs = [...(opts.nodeFlags ?? []), ...(opts.cpuProfDir ? ["--cpu-prof", `--cpu-prof-dir=${opts.cpuProfDir}`] : [])];
  const child = spawn(process.execPath, [...nodeArgs, "node_modules/next/dist/bin/next", "start", "-p", String(port), "-H", "127.0.0.1"], {
    env: {
      NODE_ENV: "production",
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NEXT_DIST_DIR: opts.distDir,
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      SITE_URL: origin,
      AUTH_SECRET: randomBytes(32).toString("hex"),
      RATE_LIMIT_ANON_PER_MIN: "1000000000",
      RATE_LIMIT_CHECK_PER_MIN: "1000000000",
      ...opts.env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const pid = child.pid!;
  let peak = 0;
  const sampler = setInterval(() => {
    const now = rssMb(pid);
    if (now !== null && now > peak) peak = now;
  }, SAMPLE_MS);
  const exited = new Promise<void>((ok) => child.once("exit", () => ok()));
  const stop = async () => {
    clearInterval(sampler);
    if (child.exitCode === null) {
      child.kill("SIGTERM"); // next start exits cleanly on SIGTERM, which also writes a --cpu-prof profile
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    }
  };
  try {
    await waitUntilServing(origin, child);
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    origin,
    pid,
    peakRssMb: () => Math.max(peak, rssMb(pid) ?? 0),
    resetPeak: () => {
      peak = rssMb(pid) ?? 0;
    },
    stop,
  };
}
