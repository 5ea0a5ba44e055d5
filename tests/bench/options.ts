// Command-line options of `npm run bench`. Defaults keep the whole run under 15 minutes on a 2-CPU
// machine; --quick is a short run of the same shape (smaller sizes, shorter measurements).
import { parseArgs } from "node:util";

export interface BenchOptions {
  quick: boolean;
  /** Synthetic styles per PostgreSQL phase. */
  sizes: number[];
  /** Synthetic styles of the embedded (PGlite) phase; 0 skips it. */
  embeddedSize: number;
  seconds: number;
  /** Length of the health runs around each case; the mean of two is the case's baseline. */
  healthSeconds: number;
  warmupSeconds: number;
  runs: number;
  /** Rounds of the main phase (the 10k one, or the size nearest), whose ratios the compile and validate
   *  goals read: at least `runs`. */
  mainRuns: number;
  connections: number;
  /** Write a --cpu-prof profile of each server to this folder. */
  profileDir: string | null;
  /** Extra node flags for the server (e.g. --max-old-space-size=256); none by default, as `npm start` runs. */
  serverNodeFlags: string[];
  analyzers: boolean;
  /** Case ids to run (the baselines always run), e.g. search:distinct; empty: every case. */
  only: string[];
  /** Build even when a build exists (it is reused otherwise; a missing one is always built). */
  build: boolean;
  out: string;
}

const USAGE = `usage: npm run bench -- [--quick] [--sizes 1000,10000,100000] [--embedded 10000] [--seconds 3]
  [--health-seconds 2] [--warmup 1] [--runs 3] [--main-runs 5] [--connections 10] [--profile DIR] [--server-node-flags=--max-old-space-size=384] [--only search:distinct,validate] [--no-analyzers] [--build] [--out bench-results.json]
DATABASE_URL must name a PostgreSQL server. The production build in NEXT_DIST_DIR (default .next-bench)
is reused when present (--build rebuilds it), and made when missing.`;

function positiveInt(name: string, raw: string | undefined, fallback: number, min = 1): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be an integer >= ${min}\n${USAGE}`);
  return n;
}

export function parseOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: "boolean", default: false },
      sizes: { type: "string" },
      embedded: { type: "string" },
      seconds: { type: "string" },
      "health-seconds": { type: "string" },
      warmup: { type: "string" },
      runs: { type: "string" },
      "main-runs": { type: "string" },
      connections: { type: "string" },
      profile: { type: "string" },
      "server-node-flags": { type: "string" },
      "no-analyzers": { type: "boolean", default: false },
      build: { type: "boolean", default: false },
      only: { type: "string" },
      out: { type: "string", default: "bench-results.json" },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const quick = values.quick === true;
  // The median of at least three runs, whatever is asked.
  const runs = Math.max(3, positiveInt("runs", values.runs, 3));
  const sizes = (values.sizes ?? (quick ? "1000,10000" : "1000,10000,100000")).split(",").map((s) => positiveInt("sizes", s.trim(), 0, 0));
  return {
    quick,
    sizes,
    embeddedSize: positiveInt("embedded", values.embedded, quick ? 1000 : 10_000, 0),
    seconds: positiveInt("seconds", values.seconds, quick ? 1 : 3),
    // Two of them bracket each case, so together they outlast it; at 3 s each they were 40% of the run.
    healthSeconds: positiveInt("health-seconds", values["health-seconds"], quick ? 1 : 2),
    // Each case's first thousand requests or so: V8 has optimised the hot paths by then.
    warmupSeconds: positiveInt("warmup", values.warmup, 1),
    runs,
    // The compile and validate goals sit a few points from their ratios, and a round's ratio moves by
    // up to +-5% on a shared 2-CPU machine (health alone went 1,019-1,313 req/s within one phase): with
    // three rounds, two noisy ones decided a goal (compile stylemd read 76% in one full run, 87% and 90%
    // in the next two). Five rounds at that phase only add about two minutes.
    mainRuns: Math.max(runs, positiveInt("main-runs", values["main-runs"], quick ? runs : 5)),
    connections: positiveInt("connections", values.connections, 10),
    profileDir: values.profile ?? null,
    serverNodeFlags: (values["server-node-flags"] ?? "").split(/\s+/).filter(Boolean),
    analyzers: !values["no-analyzers"] && !quick,
    build: values.build === true,
    only: values.only ? values.only.split(",").map((s) => s.trim()).filter(Boolean) : [],
    out: values.out!,
  };
}
