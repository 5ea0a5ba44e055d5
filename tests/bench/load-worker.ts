// The load generator, in a child process of its own (forked by load.ts) so that neither the server
// nor the bench's bookkeeping (RSS sampling, timers) shares its event loop. It runs one autocannon
// measurement per message and answers with the figures the report needs.
import autocannon from "autocannon";
import type { LoadRequest, LoadResult } from "./load";

async function measure(req: LoadRequest): Promise<LoadResult> {
  let next = req.start ?? 0;
  const paths = req.paths;
  const result = await autocannon({
    url: req.origin,
    connections: req.connections,
    duration: req.seconds,
    method: req.method,
    headers: req.headers,
    body: req.body,
    // Each request takes the next path, so a list of distinct queries is never served from one key.
    requests: [{ setupRequest: (r) => ({ ...r, path: paths[next++ % paths.length] }) }],
  });
  return {
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    status: { "2xx": result["2xx"], "3xx": result["3xx"], "4xx": result["4xx"], "5xx": result["5xx"] },
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

process.on("message", (message: { id: number; request: LoadRequest }) => {
  measure(message.request).then(
    (result) => process.send?.({ id: message.id, result }),
    (err: unknown) => process.send?.({ id: message.id, error: String(err) }),
  );
});
