// `npm run bench`: the public API at scale, on the production build and a real PostgreSQL, as
// ratios against two baselines served by the same server in the same run: GET /api/v1/health (the
// framework's and the route wrapper's own cost) and a static file of a compiled spec's size.
//
// Per phase (1k, 10k, 100k synthetic styles on PostgreSQL, then the embedded default apart): a fresh
// database is created and seeded here, `next start` is started on it, the first search of the cold
// server is timed, and each endpoint is driven by autocannon from a separate process with fixed
// connections and duration: one warm-up run discarded, then rounds of runs over all cases (so drift
// on a shared machine hits every case alike), each case between two health runs, and the median of
// the runs, each against the mean of the health runs around it. The server's RSS is sampled
// throughout. Then the ranker against MiniSearch in this process, and the local analyzers.
// Output: a table per phase, the goals, and bench-results.json. Options: see options.ts (--quick).
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { compileStyle } from "@/lib/compile";
import { GALLERY } from "@/lib/seed/gallery";
import { seedSnapshot } from "@/lib/seed/snapshot";
import { COMPILE_SLUG, STATIC_PATH, baselineCases, checkTextCase, compileCases, notModifiedCase, searchCases, validateCase, type BenchCase } from "./cases";
import { createBenchDatabase } from "./databases";
import { searchPath, searchQueries } from "./inputs";
import { startLoadGenerator, type LoadGenerator, type LoadResult } from "./load";
import { machineFacts } from "./machine";
import { parseOptions, type BenchOptions } from "./options";
import { benchRanker, type RankerFigures } from "./ranker";
import { caseFigures, evaluateGoals, printGoals, printPhase, type PhaseFigures } from "./report";
import { startServer } from "./server";
import type { AnalyzerFigures } from "./analyzers";

const DIST_DIR = process.env.NEXT_DIST_DIR || ".next-bench";

interface Phase {
  name: string;
  serverUrl: string | null;
  synthetic: number;
  /** Runs compile in every format and validate (the phase the goals read those from). */
  main: boolean;
}

function log(line: string): void {
  console.log(line);
}

function phasesOf(opts: BenchOptions, serverUrl: string): Phase[] {
  // The full set of cases runs at the size nearest 10k; other sizes run the baselines and search.
  const mainSize = [...opts.sizes].sort((a, b) => Math.abs(a - 10_000) - Math.abs(b - 10_000))[0];
  const phases: Phase[] = opts.sizes.map((n) => ({ name: `postgres ${n}`, serverUrl, synthetic: n, main: n === mainSize }));
  if (opts.embeddedSize > 0) phases.push({ name: `embedded ${opts.embeddedSize}`, serverUrl: null, synthetic: opts.embeddedSize, main: false });
  return phases;
}

/** The static baseline: the compiled default spec of the compile cases' style, as a file in the
 *  build's static folder (next start serves the files present when it starts). */
function writeStaticBaseline(): number {
  const style = GALLERY.find((s) => s.slug === COMPILE_SLUG)!;
  const snapshot = seedSnapshot(style, {
    blocks: style.blocks.map((b, position) => ({ ...b, enabled: b.enabled !== false, position })),
    referenceImages: [],
    samples: [],
  });
  const body = compileStyle(snapshot, { canonicalUrl: `http://127.0.0.1/share/${style.slug}` }, { format: "default" }).body;
  const file = join(DIST_DIR, "static", STATIC_PATH.replace(/^\/_next\/static\//, ""));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, body);
  return Buffer.byteLength(body);
}

function casesOf(phase: Phase, etag: string): BenchCase[] {
  const largest = phase.serverUrl !== null && phase.synthetic >= 100_000;
  return [
    ...baselineCases(),
    ...(phase.main ? compileCases() : phase.serverUrl === null || largest ? compileCases(["default"]) : []),
    ...(phase.main || phase.serverUrl === null || largest ? [notModifiedCase(etag)] : []),
    ...(phase.main || phase.serverUrl === null ? [validateCase()] : []),
    ...(phase.main ? [checkTextCase()] : []),
    ...searchCases(),
  ];
}

/** Every case answers as expected once before it is measured, so a broken route fails loudly. */
async function checkCase(origin: string, c: BenchCase): Promise<void> {
  const res = await fetch(origin + c.request.paths[0], { method: c.request.method, headers: c.request.headers, body: c.request.body });
  await res.arrayBuffer();
  if (`${String(res.status)[0]}xx` !== c.expect) throw new Error(`${c.label}: ${c.request.paths[0]} answered ${res.status}, expected ${c.expect}`);
}

async function runPhase(phase: Phase, opts: BenchOptions, load: LoadGenerator, scratch: string): Promise<PhaseFigures> {
  log(`\n== ${phase.name}: seeding ${phase.synthetic} synthetic styles`);
  const database = await createBenchDatabase(phase.serverUrl, phase.synthetic, scratch, log);
  log(`  ${database.styles} styles in ${(database.seedMs / 1000).toFixed(1)} s`);
  const cpuProfDir = opts.profileDir ? resolve(opts.profileDir, phase.name.replace(/\s+/g, "-")) : undefined;
  if (cpuProfDir) mkdirSync(cpuProfDir, { recursive: true });
  const spawnedAt = performance.now();
  const server = await startServer({ distDir: DIST_DIR, env: database.env, cpuProfDir, nodeFlags: opts.serverNodeFlags });
  const serverStartMs = performance.now() - spawnedAt;
  try {
    // The cold server's first search, as soon as it answers: it waits for the rest of the gallery
    // load the server began as it booted.
    const coldStart = performance.now();
    const first = await fetch(server.origin + searchPath(searchQueries(1, 99)[0]!));
    await first.arrayBuffer();
    const coldFirstSearchMs = performance.now() - coldStart;
    const spawnToFirstSearchMs = performance.now() - spawnedAt;
    if (first.status !== 200) throw new Error(`first search answered ${first.status}`);
    const rssAfterFirstSearchMb = server.peakRssMb();
    log(`  server up in ${serverStartMs.toFixed(0)} ms; cold first search ${coldFirstSearchMs.toFixed(0)} ms, ${spawnToFirstSearchMs.toFixed(0)} ms from spawn`);

    const compiled = await fetch(`${server.origin}/api/v1/styles/${COMPILE_SLUG}`);
    const etag = compiled.headers.get("etag") ?? "";
    const compiledSpecBytes = (await compiled.arrayBuffer()).byteLength;
    const cases = casesOf(phase, etag).filter((c) => c.group === "baseline" || opts.only.length === 0 || opts.only.includes(c.id));
    for (const c of cases) await checkCase(server.origin, c);
    const base = { origin: server.origin, connections: opts.connections };
    server.resetPeak();
    for (const c of cases) await load.run({ ...base, ...c.request, seconds: opts.warmupSeconds });
    const peakUnderLoad = server.peakRssMb();
    const runs = new Map<string, LoadResult[]>(cases.map((c) => [c.id, []]));
    /** Per case, per round: the health runs just before and just after its run. */
    const brackets = new Map<string, [LoadResult, LoadResult][]>(cases.map((c) => [c.id, []]));
    const rss = new Map<string, number>();
    const health = cases.find((c) => c.id === "health")!;
    const otherBaselines = cases.filter((c) => c.id !== "health" && c.group === "baseline");
    const measured = cases.filter((c) => c.group !== "baseline");
    const run = async (c: BenchCase, round: number) => {
      server.resetPeak();
      // Each round starts the distinct-query list elsewhere, so no round replays a cached one.
      const seconds = c === health ? opts.healthSeconds : opts.seconds;
      const result = await load.run({ ...base, ...c.request, seconds, start: (round + 1) * 1_009 });
      rss.set(c.id, Math.max(rss.get(c.id) ?? 0, server.peakRssMb()));
      return result;
    };
    const rounds = phase.main ? opts.mainRuns : opts.runs;
    for (let round = 0; round < rounds; round++) {
      // Every case runs between two health runs and is compared with their mean. This VM's speed
      // drifts: by 10-20% between rounds on a calm day, and on a busy one by half within a round
      // (health from 1,000 to 500 req/s in 40 s), which a round's median baseline misattributes to
      // whichever cases ran late in it. The measured cases also take turns at each position.
      const shift = measured.length > 0 ? (round * Math.ceil(measured.length / rounds)) % measured.length : 0;
      let before = await run(health, round);
      runs.get("health")!.push(before);
      for (const c of [...otherBaselines, ...measured.slice(shift), ...measured.slice(0, shift)]) {
        runs.get(c.id)!.push(await run(c, round));
        const after = await run(health, round);
        runs.get("health")!.push(after);
        brackets.get(c.id)!.push([before, after]);
        before = after;
      }
      log(`  round ${round + 1}/${rounds} done`);
    }
    const figures: PhaseFigures = {
      name: phase.name,
      database: database.kind,
      syntheticStyles: phase.synthetic,
      totalStyles: database.styles,
      seedMs: database.seedMs,
      serverStartMs,
      coldFirstSearchMs,
      spawnToFirstSearchMs,
      compiledSpecBytes,
      rssAfterFirstSearchMb,
      peakRssUnderLoadMb: Math.max(peakUnderLoad, ...rss.values()),
      cases: caseFigures(cases, runs, rss, brackets),
    };
    printPhase(figures);
    return figures;
  } finally {
    await server.stop();
    await database.drop();
  }
}

/** `next build` into DIST_DIR; its time is reported, not part of the bench's figures. */
async function build(): Promise<void> {
  log(`\n== next build into ${DIST_DIR}`);
  const started = performance.now();
  const child = spawn(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
    env: { ...process.env, NEXT_DIST_DIR: DIST_DIR, NEXT_TELEMETRY_DISABLED: "1", DATABASE_URL: "" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const code = await new Promise<number | null>((ok) => child.once("exit", ok));
  if (code !== 0) throw new Error(`next build exited with ${code}`);
  // As `npm run build` does: the text-reading worker's bundle, without which checks read on the main thread.
  const worker = spawn(process.execPath, ["--import", "tsx", "prisma/scripts/text-thread.ts"], { env: { ...process.env, NEXT_DIST_DIR: DIST_DIR }, stdio: ["ignore", "ignore", "inherit"] });
  const bundled = await new Promise<number | null>((ok) => worker.once("exit", ok));
  if (bundled !== 0) throw new Error(`bundling the text-reading worker exited with ${bundled}`);
  log(`  built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

async function analyzers(): Promise<AnalyzerFigures> {
  const child = spawn(process.execPath, ["--expose-gc", "--import", "tsx", "tests/bench/analyzers.ts"], { stdio: ["ignore", "pipe", "inherit"] });
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  const code = await new Promise<number | null>((ok) => child.once("exit", ok));
  if (code !== 0) throw new Error(`the analyzers' bench exited with ${code}`);
  const { image, text, check } = JSON.parse(out.trim().split("\n").pop() ?? "") as AnalyzerFigures;
  console.log("\nanalyzers (median of repeated runs, in a process of their own)");
  console.log(`  image, 12 MP JPEG: analyze ${image.analyzeMs.toFixed(0)} ms vs sharp decode+resize ${image.decodeResizeMs.toFixed(0)} ms = ${image.ratio.toFixed(2)}x (target <= 1.5x)`);
  console.log(`  text, ${text.chars} chars: median ${text.medianMs.toFixed(1)} ms, p95 ${text.p95Ms.toFixed(1)} ms (target < 50 ms)`);
  console.log(`  reading what a text is: the sample ${text.readSampleMs.toFixed(1)} ms, a brief ${text.readBriefMs.toFixed(1)} ms (median)`);
  console.log(`  style check of a 1 MP PNG: ${check.checkMs.toFixed(0)} ms vs analyzeImage alone ${check.analyzeMs.toFixed(0)} ms = ${check.ratio.toFixed(2)}x (target <= 1.5x)`);
  return { image, text, check };
}

async function main(): Promise<void> {
  const opts = parseOptions(process.argv.slice(2));
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl && opts.sizes.length > 0) {
    console.error("DATABASE_URL must name a PostgreSQL server (the bench creates and drops its own databases there).");
    process.exit(2);
  }
  const started = Date.now();
  const machine = machineFacts();
  const args = process.argv.slice(2);
  const command = args.length > 0 ? `npm run bench -- ${args.join(" ")}` : "npm run bench";
  log(`${command}\n${machine.cpus} x ${machine.cpuModel}, ${machine.memoryMb} MB, node ${machine.node}, load ${machine.loadAverageAtStart}`);
  log(`${opts.connections} connections, ${opts.warmupSeconds} s warm-up, median of ${opts.runs} runs (${opts.mainRuns} in the main phase) of ${opts.seconds} s per case, each between two health runs of ${opts.healthSeconds} s`);
  if (opts.build || !existsSync(join(DIST_DIR, "BUILD_ID"))) await build();
  const staticFileBytes = writeStaticBaseline();

  const scratch = mkdtempSync(join(tmpdir(), "styleshelf-bench-"));
  const load = startLoadGenerator();
  const phases: PhaseFigures[] = [];
  try {
    for (const phase of phasesOf(opts, serverUrl ?? "")) phases.push(await runPhase(phase, opts, load, scratch));
  } finally {
    load.close();
    rmSync(scratch, { recursive: true, force: true });
  }

  log("\n== ranker vs MiniSearch (in this process, same corpus and queries)");
  const ranker: RankerFigures[] = [];
  for (const n of opts.sizes.filter((s) => s >= 10_000)) {
    const r = await benchRanker(n);
    ranker.push(r);
    const mini = "unavailable" in r.minisearch ? r.minisearch.unavailable : `MiniSearch mean ${r.minisearch.meanMs.toFixed(2)} ms, median ${r.minisearch.medianMs.toFixed(2)} ms, index ${r.minisearch.indexMs.toFixed(0)} ms`;
    log(`  ${r.docs} docs, ${r.queries} queries: ranker mean ${r.rankerMeanMs.toFixed(2)} ms, median ${r.rankerMedianMs.toFixed(2)} ms (top 225 only: mean ${r.rankTopMeanMs.toFixed(2)} ms), index ${r.rankerIndexMs.toFixed(0)} ms; ${mini}`);
  }
  const analyzerFigures = opts.analyzers ? await analyzers() : null;

  const goals = evaluateGoals(phases, ranker);
  printGoals(goals);
  const finished = Date.now();
  const results = {
    command,
    startedAt: new Date(started).toISOString(),
    durationSeconds: Math.round((finished - started) / 1000),
    machine,
    options: opts,
    staticFileBytes,
    phases,
    ranker,
    analyzers: analyzerFigures,
    goals,
  };
  writeFileSync(opts.out, `${JSON.stringify(results, null, 2)}\n`);
  log(`\nwrote ${opts.out}; the bench took ${results.durationSeconds} s`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
