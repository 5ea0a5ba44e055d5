// The in-process runner of the embedded default: runs extractions in this process, a few at a time.
// Embedded only: it assumes one process (what it holds in memory is lost on restart, which is why
// interrupted runs are resumed from the database at the next start, see ./index.ts).
import { processWide } from "@/lib/process-wide";

const CONCURRENCY = 2;

type Task = () => Promise<void>;

interface Runs {
  queue: Task[];
  active: number;
  /** Tasks scheduled for later (a retry after a database outage); drain waits for them too. */
  waiting: number;
  idle: Array<() => void>;
}

const runs = processWide("embedded-runs", (): Runs => ({ queue: [], active: 0, waiting: 0, idle: [] }));

const isIdle = () => runs.active === 0 && runs.queue.length === 0 && runs.waiting === 0;
const wakeIfIdle = () => {
  if (isIdle()) for (const wake of runs.idle.splice(0)) wake();
};

function pump(): void {
  while (runs.active < CONCURRENCY && runs.queue.length > 0) {
    const task = runs.queue.shift()!;
    runs.active++;
    // Tasks own their errors (runExtraction never throws); this catch only keeps the queue alive.
    void task()
      .catch((err: unknown) => console.error("[styleshelf] background run crashed", err))
      .finally(() => {
        runs.active--;
        pump();
        wakeIfIdle();
      });
  }
}

export function runInProcess(task: Task): void {
  runs.queue.push(task);
  // Next tick: the request that enqueued answers first.
  setImmediate(pump);
}

/** Queues a task after `delayMs` (unref'd: a pending retry never keeps a process alive). */
export function runInProcessLater(task: Task, delayMs: number): void {
  runs.waiting++;
  setTimeout(() => {
    runs.waiting--;
    runInProcess(task);
  }, delayMs).unref();
}

/** Resolves when nothing is queued, running or waiting to retry (tests, graceful shutdown). */
export function drainInProcess(): Promise<void> {
  if (isIdle()) return Promise.resolve();
  return new Promise((resolve) => runs.idle.push(resolve));
}
