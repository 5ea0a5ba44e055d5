// `npm run first-minute [-- --mode dev|start|both] [--dist DIR]`: what a newcomer waits for. Starts the
// app exactly as the README says (`next dev`, or `next start` on an existing build), on a fresh data
// folder and with no environment, and times: "Ready" on the console, then the first gallery page, the
// first search, a share page and the first page of docs, each from the moment "Ready" was printed.
// Goals (issue 17): the gallery page within 10 s of "Ready" under `next dev` and 3 s under `next start`.
// For `dev` it uses a fresh build folder too, as a fresh clone has none (so every page compiles cold);
// like a fresh clone after `npm ci`, it has the seeded data folder the install left (lib/seed/template.ts).
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { startNext } from "../support/next-server";

type Mode = "dev" | "start";

interface Step {
  path: string;
  status: number;
  /** Seconds from "Ready" to the whole body read. */
  sinceReady: number;
  /** Seconds this request took alone. */
  took: number;
}

const GOALS: Record<Mode, number> = { dev: 10, start: 3 };
const PATHS = ["/", "/api/v1/styles", "/share/risograph-zine-k2f9", "/docs"];

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

async function measure(mode: Mode, builtDist: string): Promise<{ ready: number; steps: Step[] }> {
  // A fixed name, which tsconfig.json already lists (next dev adds its folder's types there otherwise).
  const distDir = mode === "dev" ? ".next-first-minute" : builtDist;
  if (mode === "dev") rmSync(distDir, { recursive: true, force: true });
  const spawned = Date.now();
  // Ready when it says so, with no probe request: the first request is one of the timed ones.
  const server = await startNext({ mode, distDir, freshDataDir: true, readyLine: /Ready in/, timeoutMs: 120_000 });
  const readyAt = Date.now();
  try {
    const steps: Step[] = [];
    for (const path of PATHS) {
      const t = Date.now();
      const res = await fetch(`${server.origin}${path}`, { signal: AbortSignal.timeout(180_000) });
      await res.arrayBuffer();
      steps.push({ path, status: res.status, sinceReady: (Date.now() - readyAt) / 1000, took: (Date.now() - t) / 1000 });
    }
    return { ready: (readyAt - spawned) / 1000, steps };
  } finally {
    await server.kill("SIGKILL");
    await server.stop();
    if (mode === "dev") rmSync(distDir, { recursive: true, force: true });
  }
}

const chosen = arg("mode") ?? "both";
const modes: Mode[] = chosen === "both" ? ["dev", "start"] : [chosen as Mode];
const builtDist = arg("dist") ?? process.env.NEXT_DIST_DIR ?? ".next";
let failed = false;
for (const mode of modes) {
  if (mode === "start" && !existsSync(join(builtDist, "BUILD_ID"))) {
    console.log(`start: no build in ${builtDist}; run \`npm run build\` first`);
    failed = true;
    continue;
  }
  const { ready, steps } = await measure(mode, builtDist);
  console.log(`\nnext ${mode}: "Ready" ${ready.toFixed(1)} s after spawn`);
  console.log("| path | status | this request, s | since Ready, s |\n|---|---|---|---|");
  for (const s of steps) console.log(`| ${s.path} | ${s.status} | ${s.took.toFixed(2)} | ${s.sinceReady.toFixed(2)} |`);
  const first = steps[0]!;
  const holds = first.status === 200 && first.sinceReady <= GOALS[mode];
  console.log(`goal: the gallery page within ${GOALS[mode]} s of Ready: ${first.sinceReady.toFixed(2)} s, ${holds ? "HOLDS" : "MISSED"}`);
  if (!holds) failed = true;
}
process.exitCode = failed ? 1 : 0;
