// How far a server's heap grows between full collections, set as it starts (instrumentation.ts).
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { nodeOptions } from "@/lib/config";

/**
 * How far V8 lets the heap grow past what survived the last full collection, in percent. Its own
 * heuristic grows it up to 4x on a machine with memory to spare: at 100k styles the server held
 * ~200 MB live and sat at 900 MB under load. 25% kept it under 500 MB on a slower machine, but on
 * one that serves ~1,300 req/s it peaked at 512 MB between collections; 15% peaks at ~458 MB there,
 * and the compile/health ratio at 10k stayed within run-to-run noise (npm run bench). A
 * `--heap-growing-percent` given to node itself wins.
 */
export const HEAP_GROWING_PERCENT = 15;

/**
 * Sets HEAP_GROWING_PERCENT unless node was given its own (false then). Called once the gallery has
 * loaded at boot, not before: while 100k styles load, the heap grows from ~30 to ~200 MB of live
 * objects, and at 15% V8 ran a full collection at every step of that growth (about a dozen, each
 * marking everything loaded so far). V8's own heuristic sizes the heap up to 4x
 * past the last collection, so the tighter figure takes hold only at the next full collection: one is
 * run on a timer right after the load (~110 ms at 100k styles); without it the server sat at 800+ MB
 * until load forced one. A cold server's first search at 100k styles: ~2.0 -> ~1.7 s; peak RSS under
 * load unchanged (~400-440 MB; npm run bench).
 */
export function tightenHeapGrowth(): boolean {
  const given = [...process.execArgv, nodeOptions()].some((arg) => arg.includes("heap-growing-percent"));
  // V8 reads this flag whenever it sizes the heap after a collection, so setting it now takes effect.
  if (!given) setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  return !given;
}

/** One full collection on a timer. Node has no API for it; a context made after --expose-gc is set
 *  has `gc`. */
export function collectSoon(): void {
  setFlagsFromString("--expose-gc");
  setTimeout(runInNewContext("gc") as () => void, 0);
}

/** Tightens heap growth after the start-up's big load, then collects once so it takes hold; with no load
 *  at start (null: Vercel), at once, and the next collection comes when it comes. */
export function tightenHeapGrowthAfter(load: Promise<unknown> | null): void {
  if (!load) {
    tightenHeapGrowth();
    return;
  }
  void load.finally(() => {
    if (tightenHeapGrowth()) collectSoon();
  });
}
