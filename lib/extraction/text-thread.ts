// Reading a text off the event loop. compromise's tokenizer and tagger cost ~1-2 ms per hundred words
// (~15 ms at 6,000 characters), all of it synchronous: on a long-lived server a burst of style checks
// would hold up every other request and use one core of the machine. There one worker thread reads
// the texts, started on the first one and ended after a quiet minute (its own heap of ~30 MB is not
// kept for nothing). On Vercel, where an instance serves one request at a time, and wherever a worker
// cannot start, the text is read in this thread: the answer is the same either way (analyzeText is
// deterministic), only where it runs differs.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { buildDir, inNextServer, nodeEnv, onVercel } from "@/lib/config";
import { analyzeText, type TextAnalysis } from "./analyzers/text";

export type ReadingOptions = NonNullable<Parameters<typeof analyzeText>[1]>;

export interface ThreadRequest {
  id: number;
  text: string;
  options: ReadingOptions;
}
export type ThreadReply = { id: number; analysis: TextAnalysis } | { id: number; error: string };

interface Waiting {
  resolve: (analysis: TextAnalysis) => void;
  reject: (error: Error) => void;
  request: ThreadRequest;
}

/** A worker with nothing to read for this long is ended; the next text starts another (~100 ms). */
export const IDLE_MS = 60_000;

let worker: Worker | null = null;
/** Set when no worker can start here (no bundle, next dev): texts are read in this thread from then on. */
let unavailable = false;
/** A worker that died is replaced on demand, but not before this (a worker that crashes at once is not
 *  restarted in a loop); meanwhile texts are read here. */
const RESTART_AFTER_MS = 10_000;
let restartAt = 0;
/** Workers being ended because they were idle: their exit is expected, and nothing is sent to them. */
const retiring = new WeakSet<Worker>();
let nextId = 0;
const waiting = new Map<number, Waiting>();
let idleTimer: NodeJS.Timeout | null = null;

/** The worker's script as `npm run build` bundles it (prisma/scripts/text-thread.ts). */
export const TEXT_THREAD_FILE = "text-thread.cjs";
export function textThreadBundle(): string {
  return path.resolve(buildDir(), TEXT_THREAD_FILE);
}

/** A built Next.js server runs the bundled script (`next dev` reads in-process: a bundle left in its
 *  folder by an earlier build would be stale). Run from source (tests,
 *  scripts under tsx), the worker loads the TypeScript entry beside this file through tsx's loader, so
 *  it always runs the code it sits with. */
function startWorker(): Worker | null {
  if (inNextServer()) {
    if (nodeEnv() !== "production") return null;
    const bundle = textThreadBundle();
    // Reflect.construct, not `new Worker(bundle)`: Turbopack resolves a worker's entry at build time,
    // and this one is made after the build, by prisma/scripts/text-thread.ts.
    if (existsSync(bundle)) return Reflect.construct(Worker, [bundle]) as Worker;
    console.info(`[styleshelf] no ${TEXT_THREAD_FILE} in the build folder (npm run build makes it); texts are read on the main thread`);
    return null;
  }
  const entry = pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), "text-thread-entry.ts")).href;
  const boot = `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(boot, { eval: true });
}

function readHere(request: ThreadRequest): TextAnalysis {
  return analyzeText(request.text, request.options);
}

/** The worker crashed: what it had not answered is read here, and a new one starts on a later text. */
function giveUp(dead: Worker, error: unknown): void {
  if (worker !== dead) return;
  worker = null;
  restartAt = Date.now() + RESTART_AFTER_MS;
  console.error(`[styleshelf] the text-reading worker stopped; texts are read on the main thread for ${RESTART_AFTER_MS / 1000} s`, error);
  for (const [id, w] of waiting) {
    waiting.delete(id);
    try {
      w.resolve(readHere(w.request));
    } catch (err) {
      w.reject(err instanceof Error ? err : new Error(String(err)));
    }
  }
}

function ensureWorker(): Worker | null {
  if (worker) return worker;
  if (unavailable || Date.now() < restartAt) return null;
  let started: Worker | null = null;
  try {
    started = startWorker();
  } catch (err) {
    console.error("[styleshelf] cannot start the text-reading worker; texts are read on the main thread", err);
  }
  if (!started) {
    unavailable = true;
    return null;
  }
  worker = watched(started);
  return worker;
}

/** Answers each reply's waiter, ends the worker when it has been idle, and gives up on it if it fails. */
function watched(w: Worker): Worker {
  w.on("message", (reply: ThreadReply) => {
    const waiter = waiting.get(reply.id);
    if (!waiter) return;
    waiting.delete(reply.id);
    if ("error" in reply) waiter.reject(new Error(reply.error));
    else waiter.resolve(reply.analysis);
    if (waiting.size === 0) idleSoon(w);
  });
  w.on("error", (err) => giveUp(w, err));
  w.on("exit", (code) => {
    // Ended on purpose when idle: it was already let go, and the next text starts another.
    if (retiring.has(w)) return;
    giveUp(w, new Error(`exited with code ${code}`));
  });
  // A server stopping does not wait for it.
  w.unref();
  return w;
}

function idleSoon(w: Worker): void {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    idleTimer = null;
    if (worker === w) retireIdleWorker();
  }, IDLE_MS);
  idleTimer.unref();
}

/** Ends the current worker if nothing waits on it. It is let go at once, before it has exited: a text
 *  that arrives meanwhile starts a new worker instead of being sent to one that will never answer
 *  (which used to leave texts on the main thread until a restart). The idle timer's step; exported for
 *  the test of that race. */
export function retireIdleWorker(): void {
  const w = worker;
  if (!w || waiting.size > 0) return;
  retiring.add(w);
  worker = null;
  void w.terminate();
}

/** analyzeText, on the worker thread where a long-lived server has one. */
export function readText(text: string, options: ReadingOptions = {}): Promise<TextAnalysis> {
  const request: ThreadRequest = { id: nextId++, text, options };
  const w = onVercel() ? null : ensureWorker();
  if (!w) return Promise.resolve().then(() => readHere(request));
  if (idleTimer) {
    clearTimeout(idleTimer);
    idleTimer = null;
  }
  return new Promise<TextAnalysis>((resolve, reject) => {
    waiting.set(request.id, { resolve, reject, request });
    w.postMessage(request);
  });
}

/** For tests: whether texts go to a worker now, and a way to end it. */
export function textThreadState(): { running: boolean; unavailable: boolean } {
  return { running: worker !== null, unavailable };
}
export async function stopTextThread(): Promise<void> {
  const w = worker;
  worker = null;
  if (w) {
    retiring.add(w);
    await w.terminate();
  }
}
