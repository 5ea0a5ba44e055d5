// Requests sent per endpoint and the statuses they got. Each test file writes its counts to the run's
// folder when it ends; the global teardown (./global-setup.ts) adds them up and prints one table.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

type Counts = Record<string, Record<string, number>>;

const counts: Counts = {};

/** One answer (a status, or "timeout"/"no answer") for an endpoint label such as `GET /api/v1/styles`. */
export function record(endpoint: string, outcome: number | string): void {
  const row = (counts[endpoint] ??= {});
  row[String(outcome)] = (row[String(outcome)] ?? 0) + 1;
}

export function writeTally(dir: string, file: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${file.replace(/[^a-z0-9.-]+/gi, "_")}-${process.pid}.json`), JSON.stringify(counts));
}

export function readTallies(dir: string): Counts {
  const total: Counts = {};
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith(".json"));
  } catch {
    return total;
  }
  for (const f of files) {
    const part = JSON.parse(readFileSync(join(dir, f), "utf8")) as Counts;
    for (const [endpoint, row] of Object.entries(part)) {
      const into = (total[endpoint] ??= {});
      for (const [outcome, n] of Object.entries(row)) into[outcome] = (into[outcome] ?? 0) + n;
    }
  }
  return total;
}

export function formatTally(total: Counts): string {
  const rows = Object.entries(total)
    .map(([endpoint, row]) => {
      const n = Object.values(row).reduce((a, b) => a + b, 0);
      const statuses = Object.entries(row)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([s, c]) => `${s}x${c}`)
        .join(" ");
      return { endpoint, n, statuses };
    })
    .sort((a, b) => a.endpoint.localeCompare(b.endpoint));
  const width = Math.max(8, ...rows.map((r) => r.endpoint.length));
  const sum = rows.reduce((a, r) => a + r.n, 0);
  return [
    `${"endpoint".padEnd(width)}  ${"requests".padStart(8)}  statuses`,
    ...rows.map((r) => `${r.endpoint.padEnd(width)}  ${String(r.n).padStart(8)}  ${r.statuses}`),
    `${"total".padEnd(width)}  ${String(sum).padStart(8)}`,
  ].join("\n");
}
