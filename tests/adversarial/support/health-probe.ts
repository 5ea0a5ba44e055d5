// A health probe running beside hostile requests: it asks a cheap URL (by default /api/v1/health) one
// request at a time, back to back with a short pause, and keeps the slowest answer. A request that
// stalls the server's event loop, fills libvips's threads or balloons its memory shows up here as a
// long wait, whatever the hostile request itself answered. Issue 31's bar: no request waits more than
// 1 s because of another.
import { request as httpRequest } from "node:http";

export interface ProbeReport {
  /** The probed path. */
  path: string;
  /** How many answers came back. */
  count: number;
  /** The slowest wait, in ms (a probe still waiting when stopped counts with its time so far). */
  worstMs: number;
  /** Answers other than 2xx/3xx (a probe refused or failed counts here too). */
  failures: number;
  /** The first few failures: a status, or the connection's error. */
  failureSamples: string[];
}

export interface HealthProbe {
  /** Stops probing and reports; the report line is also printed, for the run's output. */
  stop(): Promise<ProbeReport>;
}

function timedGet(origin: string, path: string, timeoutMs: number): Promise<{ ms: number; ok: boolean; what: string }> {
  const { hostname, port } = new URL(origin);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = httpRequest({ host: hostname, port, path, method: "GET", agent: false, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on("end", () => resolve({ ms: performance.now() - started, ok: (res.statusCode ?? 500) < 400, what: String(res.statusCode) }));
      res.on("error", (err) => resolve({ ms: performance.now() - started, ok: false, what: err.message }));
    });
    req.on("timeout", () => req.destroy(new Error("probe timed out")));
    req.on("error", (err) => resolve({ ms: performance.now() - started, ok: false, what: err.message }));
    req.end();
  });
}

/** Starts probing `origin` + `path`; `label` names the run in the printed line. */
export function startHealthProbe(origin: string, label: string, opts: { path?: string; pauseMs?: number; timeoutMs?: number } = {}): HealthProbe {
  const path = opts.path ?? "/api/v1/health";
  const pauseMs = opts.pauseMs ?? 50;
  const timeoutMs = opts.timeoutMs ?? 60_000;
  let running = true;
  let count = 0;
  let worstMs = 0;
  let failures = 0;
  const failureSamples: string[] = [];
  let inFlightSince: number | null = null;
  const loop = (async () => {
    while (running) {
      inFlightSince = performance.now();
      const { ms, ok, what } = await timedGet(origin, path, timeoutMs);
      inFlightSince = null;
      count++;
      worstMs = Math.max(worstMs, ms);
      if (!ok && ++failures <= 3) failureSamples.push(what);
      if (running) await new Promise((r) => setTimeout(r, pauseMs));
    }
  })();
  return {
    async stop() {
      running = false;
      // A probe stuck behind the hostile request counts with the time it has waited so far.
      if (inFlightSince !== null) worstMs = Math.max(worstMs, performance.now() - inFlightSince);
      await loop;
      const report = { path, count, worstMs: Math.round(worstMs), failures, failureSamples };
      const samples = failures ? `: ${failureSamples.join(", ")}` : "";
      process.stdout.write(`[probe] ${label}: worst wait for ${path} ${report.worstMs} ms over ${count} requests (${failures} failed${samples})\n`);
      return report;
    },
  };
}
