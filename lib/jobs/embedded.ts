// The in-process runner of the embedded default: runs extractions in this process, a few at a time.
// Embedded only: it assumes one process (what it holds in memory is lost on restart, which is why
// interrupted runs are resumed from the database at the next start, see ./index.ts).
const CONCURRENCY = 2;

type Task = () => Promise<void>;

const state = globalThis as unknown as { __styleshelfRuns?: { queue: Task[]; active: number; idle: Array<() => void> } };
const runs = (state.__styleshelfRuns ??= { queue: [], active: 0, idle: [] });

function pump(): void {
  while (runs.active < CONCURRENCY && runs.queue.length > 0) {
    const task = runs.queue.shift()!;
    runs.active++;
    // Tasks own their errors (runExtraction never throws); this catch only keeps the queue alive.
    void task()
      .catch((err: unknown) => console.error("[styleshelf] background run crashed", err))
      .finally(() => {
        runs.active--;
        if (runs.active === 0 && runs.queue.length === 0) for (const wake of runs.idle.splice(0)) wake();
        pump();
      });
  }
}

export function runInProcess(task: Task): void {
  runs.queue.push(task);
  // Next tick: the request that enqueued answers first.
  setImmediate(pump);
}

/** Resolves when nothing is queued or running (tests, graceful shutdown). */
export function drainInProcess(): Promise<void> {
  if (runs.active === 0 && runs.queue.length === 0) return Promise.resolve();
  return new Promise((resolve) => runs.idle.push(resolve));
}
