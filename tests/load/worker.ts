// One load stream, in a child process of its own (forked by run.ts) so the load never shares an event
// loop with the server or with the run's bookkeeping. Cycles through the given requests (path,
// headers, body) with autocannon and reports the count of each status code.
import autocannon from "autocannon";

export interface StreamRequest {
  path: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
}

export interface StreamSpec {
  name: string;
  origin: string;
  seconds: number;
  connections: number;
  /** Requests per second for the whole stream, when it should trickle rather than flood. */
  overallRate?: number;
  requests: StreamRequest[];
}

export interface StreamResult {
  name: string;
  total: number;
  rps: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
}

async function run(spec: StreamSpec): Promise<StreamResult> {
  let next = 0;
  const result = await autocannon({
    url: spec.origin,
    connections: spec.connections,
    duration: spec.seconds,
    ...(spec.overallRate ? { overallRate: spec.overallRate } : {}),
    requests: [
      {
        setupRequest: (req) => {
          const r = spec.requests[next++ % spec.requests.length]!;
          return { ...req, path: r.path, method: r.method ?? "GET", headers: { ...req.headers, ...r.headers }, body: r.body };
        },
      },
    ],
  });
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = stat.count ?? 0;
  return { name: spec.name, total: result.requests.total, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, statuses, errors: result.errors, timeouts: result.timeouts };
}

process.on("message", (spec: StreamSpec) => {
  run(spec).then(
    (result) => process.send?.({ result }),
    (err: unknown) => process.send?.({ error: String(err) }),
  );
});
