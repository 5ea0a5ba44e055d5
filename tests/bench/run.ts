// `npm run bench`: throughput of the public API on the built app, as ratios against a static file
// served by the same server in the same run (absolute numbers depend on the machine; ratios less so).
// Seeds the gallery plus synthetic styles into a fresh embedded database (or the DATABASE_URL
// server's fresh database), starts `next start` with the limiter raised, and drives each endpoint
// with autocannon. Options: --styles N (synthetic styles, default 2000), --seconds S (default 5).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SYNTHETIC = arg("styles", 2000);
const SECONDS = arg("seconds", 5);

async function freePort(): Promise<number> {
  return new Promise((ok) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => ok(port));
    });
  });
}

async function seed(dataDir: string): Promise<void> {
  process.env.DATA_DIR = dataDir;
  const { database, closeDatabase } = await import("@/lib/db/client");
  const { seedSyntheticGallery } = await import("@/lib/seed/seed");
  const { prisma } = await database(); // migrates, and seeds the hand-written gallery when embedded
  const t = Date.now();
  await seedSyntheticGallery(prisma, SYNTHETIC, 1);
  console.log(`seeded ${await prisma.style.count()} styles (${SYNTHETIC} synthetic) in ${Date.now() - t} ms`);
  await closeDatabase();
}

async function main() {
  if (!existsSync(".next/BUILD_ID")) {
    console.error("No build found: run `npm run build` first.");
    process.exit(2);
  }
  if (process.env.DATABASE_URL) {
    console.error("The bench runs on the embedded default; unset DATABASE_URL.");
    process.exit(2);
  }
  const dataDir = mkdtempSync(join(tmpdir(), "styleshelf-bench-"));
  await seed(dataDir);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port)], {
    env: {
      NODE_ENV: "production",
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: dataDir,
      PORT: String(port),
      SITE_URL: origin,
      NEXT_TELEMETRY_DISABLED: "1",
      // The limiter still runs on every request; it just never refuses the benchmark.
      RATE_LIMIT_ANON_PER_MIN: "1000000000",
    },
    detached: true,
    stdio: ["ignore", "inherit", "inherit"],
  });
  const stop = () => {
    try {
      process.kill(-server.pid!, "SIGTERM");
    } catch {
      // already gone
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.on("exit", stop);
  try {
    for (let i = 0; ; i++) {
      const res = await fetch(`${origin}/api/v1/styles`).catch(() => null);
      if (res?.ok) break;
      if (i > 120) throw new Error("server did not start");
      await new Promise((r) => setTimeout(r, 500));
    }
    const etag = (await fetch(`${origin}/api/v1/styles/risograph-zine-k2f9`)).headers.get("etag")!;
    const cases: { name: string; path: string; headers?: Record<string, string> }[] = [
      { name: "static file (baseline)", path: "/favicon.svg" },
      { name: "search: plain listing", path: "/api/v1/styles" },
      { name: "search: 2 terms, popular", path: "/api/v1/styles?query=ink%20poster&sort=popular&limit=25" },
      { name: "compile: default", path: "/api/v1/styles/risograph-zine-k2f9" },
      { name: "compile: json", path: "/api/v1/styles/risograph-zine-k2f9?format=json" },
      { name: "compile: 304 revalidation", path: "/api/v1/styles/risograph-zine-k2f9", headers: { "If-None-Match": etag } },
      { name: "STYLE.md", path: "/api/v1/styles/founder-letter-p7qd/style.md" },
      { name: "share page markdown", path: "/share/risograph-zine-k2f9.md" },
    ];
    const rows: { name: string; rps: number; p50: number; p99: number; errors: number }[] = [];
    for (const c of cases) {
      await fetch(origin + c.path, { headers: c.headers }); // warm: compile the route, fill caches
      const r = await autocannon({ url: origin + c.path, headers: c.headers, connections: 16, duration: SECONDS });
      rows.push({ name: c.name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx - (c.headers ? r["3xx"] ?? 0 : 0) });
    }
    const base = rows[0]!.rps;
    console.log(`\n${SYNTHETIC} synthetic styles + the seeded gallery; ${SECONDS}s per case, 16 connections\n`);
    console.log("case".padEnd(28), "req/s".padStart(9), "ratio".padStart(7), "p50 ms".padStart(8), "p99 ms".padStart(8), "errors".padStart(7));
    for (const r of rows) {
      console.log(r.name.padEnd(28), r.rps.toFixed(0).padStart(9), (r.rps / base).toFixed(2).padStart(7), String(r.p50).padStart(8), String(r.p99).padStart(8), String(r.errors).padStart(7));
    }
  } finally {
    stop();
  }
  await benchAnalyzers();
  process.exit(0);
}

/** The local analyzers, in this process: the image analyzer against sharp's own decode-and-resize of the
 *  same 12-megapixel JPEG (target: at most 1.5x), and the text analyzer on 6,000 characters (under 50 ms). */
async function benchAnalyzers(): Promise<void> {
  const { benchImageAnalyzer } = await import("./analyzer-image");
  const { benchTextAnalyzer } = await import("./analyzer-text");
  const image = await benchImageAnalyzer();
  const text = await benchTextAnalyzer();
  console.log("\nanalyzers (median of repeated runs)");
  console.log(`image, 12 MP JPEG: analyze ${image.analyzeMs.toFixed(0)} ms vs sharp decode+resize ${image.decodeResizeMs.toFixed(0)} ms = ${image.ratio.toFixed(2)}x (target <= 1.5x)`);
  console.log(`text, ${text.chars} chars: median ${text.medianMs.toFixed(1)} ms, p95 ${text.p95Ms.toFixed(1)} ms (target < 50 ms)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
