// What a server does as it starts (called from instrumentation.ts). A configuration it cannot run
// safely stops it, with the reason, rather than answering its first sign-in with a 500. Then the
// database is migrated (and the embedded default's empty gallery seeded) while the first page still
// compiles, rather than when its first visitor asks; the gallery's search index is loaded; and the
// extraction runs a crash or a kill left `running` are resumed (or failed and refunded), without
// waiting for someone to start another extraction.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { secretProblem } from "@/lib/auth/secret";
import { database, prepareDatabaseWith } from "@/lib/db/client";
import { seedEmptyEmbeddedGallery } from "@/lib/seed/at-start";
import { restoreEmbeddedTemplate } from "@/lib/seed/template";

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
function tightenHeapGrowth(): boolean {
  const given = [...process.execArgv, process.env.NODE_OPTIONS ?? ""].some((arg) => arg.includes("heap-growing-percent"));
  // V8 reads this flag whenever it sizes the heap after a collection, so setting it now takes effect.
  if (!given) setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  return !given;
}

/** One full collection on a timer. Node has no API for it; a context made after --expose-gc is set
 *  has `gc`. */
function collectSoon(): void {
  setFlagsFromString("--expose-gc");
  setTimeout(runInNewContext("gc") as () => void, 0);
}

export function atServerStart(): void {
  const problem = secretProblem();
  if (problem) {
    console.error(`[styleshelf] cannot start: ${problem}`);
    process.exit(1);
  }
  restoreEmbeddedTemplate();
  prepareDatabaseWith(seedEmptyEmbeddedGallery);
  // Requests wait on this same promise; a failure is retried by the next one (lib/db/client.ts).
  const ready = database().catch((err: unknown) => console.error("[styleshelf] opening the database at start failed; the first request retries", err));
  // A long-lived server loads the gallery while it boots, so its first visitor's search does not wait
  // for 100k styles to load (2-3 s). Not on Vercel, where an instance starts for whichever request
  // comes, most of which never search: there the first search loads it.
  if (process.env.VERCEL) tightenHeapGrowth();
  else
    // The index's modules load while the database opens, not after it.
    void Promise.all([import("@/lib/gallery/search-index"), ready])
      .then(([{ warmGalleryIndex }]) => warmGalleryIndex())
      .finally(() => {
        if (tightenHeapGrowth()) collectSoon();
      });
  // After start-up, off the boot path: the first request should not wait for it.
  setTimeout(() => {
    void import("@/lib/jobs").then(({ resumeInterruptedRuns }) => resumeInterruptedRuns());
  }, 1000).unref();
}
