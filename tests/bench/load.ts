// The bench's side of the load generator: one forked child (load-worker.ts) that runs autocannon on
// request, so load never comes from the server's process nor from this one's event loop.
import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

export interface LoadRequest {
  origin: string;
  /** Paths cycled through in order, one per request, from index `start` (default 0). */
  paths: string[];
  start?: number;
  method: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  seconds: number;
}

export interface LoadResult {
  /** Mean of autocannon's per-second request counts. */
  rps: number;
  total: number;
  /** Latency percentiles, ms. */
  p50: number;
  p99: number;
  status: Record<"2xx" | "3xx" | "4xx" | "5xx", number>;
  errors: number;
  timeouts: number;
}

export interface LoadGenerator {
  run(request: LoadRequest): Promise<LoadResult>;
  close(): void;
}

export function startLoadGenerator(): LoadGenerator {
  const worker: ChildProcess = fork(fileURLToPath(new URL("./load-worker.ts", import.meta.url)), [], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const pending = new Map<number, { ok: (r: LoadResult) => void; fail: (e: Error) => void }>();
  let nextId = 0;
  worker.on("message", (m: { id: number; result?: LoadResult; error?: string }) => {
    const waiter = pending.get(m.id);
    pending.delete(m.id);
    if (m.result) waiter?.ok(m.result);
    else waiter?.fail(new Error(`load generator: ${m.error}`));
  });
  worker.on("exit", (code) => {
    for (const w of pending.values()) w.fail(new Error(`load generator exited with ${code}`));
    pending.clear();
  });
  return {
    run(request) {
      const id = nextId++;
      return new Promise((ok, fail) => {
        pending.set(id, { ok, fail });
        worker.send({ id, request });
      });
    },
    close() {
      worker.kill();
    },
  };
}
