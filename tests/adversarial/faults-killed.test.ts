// The server process killed (SIGKILL) with extractions running and queued, on the embedded default
// (PGlite) and on PostgreSQL. Started again, the server finishes every one of them on its own (no new
// extraction needed to wake it): each ends complete, or failed with its charge refunded, and the
// ledger holds exactly one charge per run and a refund only for a failure.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { closeDatabase, db } from "@/lib/db/client";
import { createUser } from "@/lib/users/create";
import { cloneTestDatabase, newTempDir } from "../support/databases";
import { PROSE } from "../support/extraction";
import { mintToken } from "../support/tokens";
import { startNext, type NextServer, type ServerEnv } from "../support/next-server";

const SITE = "http://styleshelf.test";
const DIST = process.env.NEXT_DIST_DIR || ".next";
const STARTS = 3;
const report: Record<string, string> = {};

afterAll(() => console.log(`[faults:killed] ${JSON.stringify(report)}`));

/** `next start` on the build, ready once the gallery read has opened (and on a fresh embedded folder
 *  migrated and seeded) the database. */
const startServer = (env: ServerEnv): Promise<NextServer> =>
  startNext({ mode: "start", distDir: DIST, originHost: "127.0.0.1", env, readyPath: "/api/v1/styles?limit=1", readyWhen: "ok", timeoutMs: 120_000 });

async function killRun(mode: "embedded" | "postgres", env: ServerEnv) {
  // The account and its token, written while no server holds the database (PGlite is one process's).
  process.env.SITE_URL = SITE;
  const user = await createUser({ email: `killed-${randomBytes(4).toString("hex")}@example.test` });
  const token = await mintToken(user, ["extract", "styles:read"], { resource: `${SITE}/api/v1` });
  await closeDatabase();

  const first = await startServer(env);
  const starts = await Promise.all(
    Array.from({ length: STARTS }, async () => {
      const res = await fetch(`${first.origin}/api/v1/extractions`, { method: "POST", headers: { ...token.headers, "content-type": "application/json" }, body: JSON.stringify({ text: PROSE }) });
      return { status: res.status, body: (await res.json()) as { extractionId: string } };
    }),
  );
  await first.kill("SIGKILL");
  const handles: string[] = [];
  for (const s of starts) {
    expect(s.status, JSON.stringify(s.body)).toBe(202);
    handles.push(s.body.extractionId);
  }
  const interrupted = await (await db()).extraction.count({ where: { userId: user.id, status: "running" } });
  await closeDatabase();
  // Two run at once and the third waits its turn, so a kill right after the answers leaves some running.
  expect(interrupted).toBeGreaterThan(0);

  const second = await startServer(env);
  const started = Date.now();
  try {
    for (const handle of handles) {
      let status = "running";
      while (status === "running" && Date.now() - started < 90_000) {
        const poll = await fetch(`${second.origin}/api/v1/extractions/${handle}`, { headers: token.headers });
        expect(poll.status).toBe(200);
        status = ((await poll.json()) as { status: string }).status;
        if (status === "running") await new Promise((r) => setTimeout(r, 300));
      }
      expect(status, second.log()).not.toBe("running");
    }
  } finally {
    await second.kill("SIGTERM");
  }
  report[mode] = `${interrupted} of ${STARTS} runs interrupted, all finished ${Date.now() - started} ms after the restart`;

  const runs = await (await db()).extraction.findMany({ where: { userId: user.id }, include: { ledger: true } });
  expect(runs).toHaveLength(STARTS);
  for (const run of runs) {
    expect(["complete", "failed"]).toContain(run.status);
    expect(run.ledger.map((l) => l.kind).sort(), run.id).toEqual(run.status === "failed" ? ["charge", "refund"] : ["charge"]);
  }
  await closeDatabase();
}

/** Beside what startNext gives every server (PATH, HOME, NODE_ENV, NEXT_DIST_DIR, no telemetry). */
function baseEnv(): ServerEnv {
  return {
    SITE_URL: SITE,
    AUTH_SECRET: randomBytes(32).toString("base64url"),
  };
}

describe("the server killed mid-run", () => {
  it("on the embedded default: every run ends, refunded if failed, after a restart", async () => {
    if (!existsSync(join(DIST, "BUILD_ID"))) throw new Error(`No production build in ${DIST}: run \`npm run build\` first.`);
    const saved = { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR };
    const dataDir = newTempDir("styleshelf-killed-");
    delete process.env.DATABASE_URL;
    process.env.DATA_DIR = dataDir;
    try {
      await killRun("embedded", { ...baseEnv(), DATA_DIR: dataDir });
    } finally {
      Object.assign(process.env, saved);
      if (saved.DATABASE_URL === undefined) delete process.env.DATABASE_URL;
    }
  }, 300_000);

  it("on PostgreSQL: every run ends, refunded if failed, after a restart", async () => {
    const info = inject("testTemplate");
    if (info.kind !== "postgres") throw new Error("Run with DATABASE_URL set: this case needs PostgreSQL.");
    const clone = await cloneTestDatabase(info);
    try {
      await killRun("postgres", { ...baseEnv(), DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR });
    } finally {
      await clone.dispose();
    }
  }, 300_000);
});
