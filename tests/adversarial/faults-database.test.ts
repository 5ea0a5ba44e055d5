// PostgreSQL crashes under load and mid-extraction, then comes back. The app (its route handlers over
// real HTTP, on a PostgreSQL server of this test's own) must answer every request during the outage
// with a documented error or a still-correct cached answer (never a wrong success, never a hang),
// serve again once the database is back without being restarted, and leave every extraction complete
// or failed-and-refunded.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blobStore } from "@/lib/blob";
import { closeDatabase, database, db } from "@/lib/db/client";
import { drainExtractionRuns } from "@/lib/jobs";
import { seedGallery } from "@/lib/seed/seed";
import { newTempDir, withAdmin } from "../support/databases";
import { account, PROSE } from "../support/extraction";
import { startPrivatePostgres, type PrivatePostgres } from "../support/private-postgres";
import { startRouteServer } from "../support/server";
import type { TestToken } from "../support/tokens";

let pg: PrivatePostgres;
let server: { origin: string; close(): Promise<void> };
const saved = { ...process.env };
const tally = { beforeOutage: 0, duringOutage: 0, afterOutage: 0, statuses: {} as Record<string, number> };

beforeAll(async () => {
  pg = await startPrivatePostgres();
  await withAdmin(pg.url, (c) => c.query('CREATE DATABASE "faults"'));
  const url = new URL(pg.url);
  url.pathname = "/faults";
  process.env.DATABASE_URL = url.toString();
  process.env.DATA_DIR = newTempDir("styleshelf-faults-");
  process.env.RATE_LIMIT_ANON_PER_MIN = "100000";
  process.env.RATE_LIMIT_TOKEN_PER_MIN = "100000";
  process.env.RATE_LIMIT_EXTRACT_PER_MIN = "100000";
  const { prisma } = await database();
  await seedGallery(prisma, blobStore(), { images: false });
  server = await startRouteServer();
  process.env.SITE_URL = server.origin;
}, 180_000);

afterAll(async () => {
  await drainExtractionRuns();
  await server?.close();
  await closeDatabase();
  pg?.dispose();
  for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
  Object.assign(process.env, saved);
  console.log(`[faults:postgres] requests before/during/after the outage: ${tally.beforeOutage}/${tally.duringOutage}/${tally.afterOutage}; statuses ${JSON.stringify(tally.statuses)}`);
});

interface Answer {
  what: string;
  status: number;
  body: string;
  headers: Headers;
}

function requestsFor(t: TestToken, handles: string[]): Array<{ what: string; go: () => Promise<Answer> }> {
  const call = (what: string, path: string, init: RequestInit = {}) => ({
    what,
    go: async (): Promise<Answer> => {
      const res = await fetch(`${server.origin}/api/v1${path}`, { ...init, signal: AbortSignal.timeout(30_000) });
      return { what, status: res.status, body: await res.text(), headers: res.headers };
    },
  });
  const auth = { authorization: t.headers.Authorization! };
  return [
    call("search", "/styles?query=zine&limit=5"),
    call("style", "/styles/risograph-zine-k2f9?format=flux"),
    call("library", "/me/styles", { headers: auth }),
    call("saved", "/me/saved-styles", { headers: auth }),
    call("poll", `/extractions/${handles[0]}`, { headers: auth }),
    call("start", "/extractions", { method: "POST", headers: { ...auth, "content-type": "application/json" }, body: JSON.stringify({ text: PROSE }) }),
  ];
}

/** What a request may answer while the database is down: its normal answer only where it comes from a
 *  cache and is still right; otherwise a documented error with CORS and `{error, message}`. */
function problemWith(a: Answer, before: Map<string, string>): string | null {
  tally.statuses[`${a.what} ${a.status}`] = (tally.statuses[`${a.what} ${a.status}`] ?? 0) + 1;
  if (a.headers.get("access-control-allow-origin") !== "*") return `${a.what}: ${a.status} without CORS`;
  if (a.status >= 500) {
    const body = JSON.parse(a.body) as { error?: string; message?: string };
    if (body.error !== "internal_error" || !body.message) return `${a.what}: ${a.status} ${a.body}`;
    if (/at \w+ \(|node_modules|prisma/i.test(a.body)) return `${a.what}: internals in ${a.body}`;
    return null;
  }
  if (a.what === "start" && a.status === 202) return "an extraction was accepted (and charged?) while the database was down";
  if (a.status === 200 && before.has(a.what) && before.get(a.what) !== a.body && a.what !== "poll") return `${a.what}: a 200 that differs from the answer before the outage`;
  if (a.status === 200 && !before.has(a.what)) return `${a.what}: 200 during the outage`;
  return null;
}

describe("PostgreSQL stopped under load and mid-extraction", () => {
  it("answers errors, never wrong successes, during the outage, serves again after, and finishes every run", async () => {
    const t = await account();
    // Runs in flight when the database goes away.
    const starts = await Promise.all(
      Array.from({ length: 2 }, () =>
        fetch(`${server.origin}/api/v1/extractions`, { method: "POST", headers: { authorization: t.headers.Authorization!, "content-type": "application/json" }, body: JSON.stringify({ text: PROSE }) }),
      ),
    );
    const handles: string[] = [];
    for (const s of starts) {
      expect(s.status).toBe(202);
      handles.push(((await s.json()) as { extractionId: string }).extractionId);
    }
    const requests = requestsFor(t, handles);
    const before = new Map<string, string>();
    for (const r of requests.filter((r) => ["search", "style"].includes(r.what))) {
      const a = await r.go();
      tally.beforeOutage++;
      expect(a.status, a.body).toBe(200);
      before.set(a.what, a.body);
    }

    pg.stop("immediate");
    const problems: string[] = [];
    const outageEnds = Date.now() + 4_000;
    await Promise.all(
      Array.from({ length: 6 }, async (_, lane) => {
        let i = lane;
        while (Date.now() < outageEnds) {
          const a = await requests[i++ % requests.length]!.go();
          tally.duringOutage++;
          const p = problemWith(a, before);
          if (p) problems.push(p);
        }
      }),
    );
    pg.start();
    expect(problems).toEqual([]);

    // Back without a restart of the app.
    const library = requests.find((r) => r.what === "library")!;
    const backBy = Date.now() + 60_000;
    let answer = await library.go();
    while (answer.status !== 200 && Date.now() < backBy) {
      await new Promise((r) => setTimeout(r, 250));
      answer = await library.go();
    }
    expect(answer.status, answer.body).toBe(200);
    for (const r of requests) {
      const a = await r.go();
      tally.afterOutage++;
      expect(a.status, `${r.what}: ${a.body}`).toBeLessThan(300);
    }

    // Every run ends, each charge refunded at most once and only for a failure.
    await drainExtractionRuns();
    const prisma = await db();
    const runs = await prisma.extraction.findMany({ where: { userId: t.userId }, include: { ledger: true } });
    expect(runs.length).toBe(3);
    for (const run of runs) {
      expect(run.status, run.id).not.toBe("running");
      const kinds = run.ledger.map((l) => l.kind).sort();
      const expected = run.cost === 0 ? [] : run.status === "failed" ? ["charge", "refund"] : ["charge"];
      expect(kinds, `${run.id} (${run.status}, cost ${run.cost})`).toEqual(expected);
    }
    const sum = await prisma.creditLedger.aggregate({ where: { userId: t.userId }, _sum: { amount: true } });
    const charged = runs.filter((r) => r.status === "complete").reduce((n, r) => n + r.cost, 0);
    const granted = (await prisma.creditLedger.findMany({ where: { userId: t.userId, kind: "grant" } })).reduce((n, l) => n + l.amount, 0);
    expect(sum._sum.amount).toBe(granted - charged);
  });
});
