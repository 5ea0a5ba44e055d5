// What a server does as it starts (called from instrumentation.ts). A configuration it cannot run
// safely stops it, with the reason, rather than answering its first sign-in with a 500. Then the
// extraction runs a crash or a kill left `running` are resumed (or failed and refunded), without
// waiting for someone to start another extraction, and the gallery's search index is loaded.
import { setFlagsFromString } from "node:v8";
import { secretProblem } from "@/lib/auth/secret";

/**
 * How far V8 lets the heap grow past what survived the last full collection, in percent. Its own
 * heuristic grows it up to 4x on a machine with memory to spare: at 100k styles the server held
 * ~200 MB live and sat at 900 MB under load. 25% kept it under 500 MB on a slower machine, but on
 * one that serves ~1,300 req/s it peaked at 512 MB between collections; 15% peaks at ~458 MB there,
 * and the compile/health ratio at 10k stayed within run-to-run noise (npm run bench). A
 * `--heap-growing-percent` given to node itself wins.
 */
export const HEAP_GROWING_PERCENT = 15;

function tuneHeapGrowth(): void {
  const given = [...process.execArgv, process.env.NODE_OPTIONS ?? ""].some((arg) => arg.includes("heap-growing-percent"));
  // V8 reads this flag whenever it sizes the heap after a collection, so setting it now takes effect.
  if (!given) setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}

export function atServerStart(): void {
  const problem = secretProblem();
  if (problem) {
    console.error(`[styleshelf] cannot start: ${problem}`);
    process.exit(1);
  }
  tuneHeapGrowth();
  // A long-lived server loads the gallery while it boots, so its first visitor's search does not wait
  // for 100k styles to load (2-3 s). Not on Vercel, where an instance starts for whichever request
  // comes, most of which never search: there the first search loads it.
  if (!process.env.VERCEL) void import("@/lib/gallery/search-index").then(({ warmGalleryIndex }) => warmGalleryIndex());
  // After start-up, off the boot path: the first request should not wait for it.
  setTimeout(() => {
    void import("@/lib/jobs").then(({ resumeInterruptedRuns }) => resumeInterruptedRuns());
  }, 1000).unref();
}
