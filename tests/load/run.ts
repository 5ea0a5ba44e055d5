// `npm run test:load [-- --seconds N]`: steady mixed load on the production build and a real
// PostgreSQL (DATABASE_URL), five minutes by default (CI runs 30 s). Streams at once: gallery search,
// compile in every format, authenticated library reads, MCP tool calls and a trickle of extractions,
// with the production rate limits in force (bulk traffic spreads over many client addresses and
// tokens, as real traffic does). Two probes hammer one address and one token to show the limits hold
// their numbers under load. Passes when no answer is a 5xx or a transport error, and the probes got
// exactly what the limits allow; prints a table and writes load-results.json.
import { fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startServer } from "../bench/server";
import { newTempDir, withAdmin, databaseUrlFor } from "../support/databases";
import type { StreamResult, StreamSpec } from "./worker";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SECONDS = arg("seconds", 300);
const DIST = process.env.NEXT_DIST_DIR || ".next";
const ANON_LIMIT = 120;
// Low enough that the token probe, slowed by the load around it, still meets its limit within 30 s.
const TOKEN_LIMIT = 60;
const ACCOUNTS = 40;

function stream(spec: StreamSpec): Promise<StreamResult> {
  const worker = fork(fileURLToPath(new URL("./worker.ts", import.meta.url)), [], { execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] });
  return new Promise((ok, fail) => {
    worker.once("message", (m: { result?: StreamResult; error?: string }) => {
      worker.kill();
      if (m.result) ok(m.result);
      else fail(new Error(`${spec.name}: ${m.error}`));
    });
    worker.once("exit", (code) => fail(new Error(`${spec.name}: load worker exited ${code}`)));
    worker.send(spec);
  });
}

const ip = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

async function main() {
  const server = process.env.DATABASE_URL;
  if (!server) throw new Error("test:load runs on a real PostgreSQL: set DATABASE_URL (the machine's server, see STACK.md).");
  if (!existsSync(join(DIST, "BUILD_ID"))) throw new Error(`No production build in ${DIST}: run \`npm run build\` first.`);

  // A fresh, seeded database of its own, and the accounts and tokens the streams use.
  const name = `styleshelf_load_${process.pid}`;
  await withAdmin(server, (c) => c.query(`CREATE DATABASE "${name}"`));
  const url = databaseUrlFor(server, name);
  const dataDir = newTempDir("styleshelf-load-");
  process.env.DATABASE_URL = url;
  process.env.DATA_DIR = dataDir;
  const site = "http://styleshelf.load";
  process.env.SITE_URL = site;
  const { database, closeDatabase } = await import("@/lib/db/client");
  const { seedGallery } = await import("@/lib/seed/seed");
  const { blobStore } = await import("@/lib/blob");
  const { createUser } = await import("@/lib/users/create");
  const { mintToken } = await import("../support/tokens");
  const { FORMATS } = await import("@/lib/compile");
  const { prisma } = await database();
  await seedGallery(prisma, blobStore());
  const slugs = (await prisma.style.findMany({ where: { visibility: "public", moderation: "approved" }, select: { slug: true } })).map((s) => s.slug!);
  const accounts: Array<{ rest: string; mcp: string }> = [];
  for (let i = 0; i < ACCOUNTS; i++) {
    const user = await createUser({ email: `load-${i}-${randomBytes(3).toString("hex")}@example.test` });
    await prisma.user.update({ where: { id: user.id }, data: { plan: "pro" } });
    accounts.push({
      rest: (await mintToken(user, ["styles:read", "extract"], { resource: `${site}/api/v1` })).accessToken,
      mcp: (await mintToken(user, ["styles:read"], { resource: `${site}/api/mcp` })).accessToken,
    });
  }
  const probeToken = accounts.pop()!.rest;
  await closeDatabase();

  const app = await startServer({
    distDir: DIST,
    env: {
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      SITE_URL: site,
      RATE_LIMIT_ANON_PER_MIN: String(ANON_LIMIT),
      // The load plays many clients behind one proxy: each request names its address in X-Forwarded-For.
      TRUSTED_PROXIES: "1",
      RATE_LIMIT_TOKEN_PER_MIN: String(TOKEN_LIMIT),
      RATE_LIMIT_EXTRACT_PER_MIN: "5",
    },
  });
  const rss = (await import("node:fs")).readFileSync;
  const rssMb = () => Number(/VmRSS:\s+(\d+) kB/.exec(rss(`/proc/${app.pid}/status`, "utf8"))![1]) / 1024;
  const rssStart = rssMb();
  const origin = app.origin;
  const queries = ["risograph", "warm film", "letter", "minimal", "neon", "watercolor", "editorial", "zine", "brutalist", "pastel"];
  let n = 0;
  const anon = () => ({ "x-forwarded-for": ip(1000 + n++) });
  const many = <T>(count: number, make: (i: number) => T) => Array.from({ length: count }, (_, i) => make(i));
  const mcpCall = (i: number) =>
    JSON.stringify({ jsonrpc: "2.0", id: i, method: "tools/call", params: { name: i % 2 ? "search_styles" : "get_style", arguments: i % 2 ? { query: queries[i % queries.length] } : { ref: slugs[i % slugs.length] } } });

  const specs: StreamSpec[] = [
    { name: "search", origin, seconds: SECONDS, connections: 4, requests: many(20_000, (i) => ({ path: `/api/v1/styles?query=${encodeURIComponent(queries[i % queries.length]!)}&offset=${(i % 3) * 8}`, headers: anon() })) },
    { name: "compile", origin, seconds: SECONDS, connections: 4, requests: many(20_000, (i) => ({ path: `/api/v1/styles/${slugs[i % slugs.length]}?format=${FORMATS[i % FORMATS.length]}`, headers: anon() })) },
    { name: "library (token)", origin, seconds: SECONDS, connections: 2, requests: many(accounts.length * 4, (i) => ({ path: i % 2 ? "/api/v1/me/styles" : "/api/v1/me/saved-styles", headers: { authorization: `Bearer ${accounts[i % accounts.length]!.rest}` } })) },
    {
      name: "MCP tools",
      origin,
      seconds: SECONDS,
      connections: 2,
      requests: many(accounts.length * 4, (i) => ({ path: "/api/mcp", method: "POST" as const, body: mcpCall(i), headers: { authorization: `Bearer ${accounts[i % accounts.length]!.mcp}`, "content-type": "application/json", accept: "application/json, text/event-stream" } })),
    },
    {
      name: "extractions",
      origin,
      seconds: SECONDS,
      connections: 1,
      overallRate: 1,
      requests: many(accounts.length, (i) => ({ path: "/api/v1/extractions", method: "POST" as const, body: JSON.stringify({ text: `Load sample ${i}. Short sentences. A calm voice, plain words, no jargon at all.` }), headers: { authorization: `Bearer ${accounts[i]!.rest}`, "content-type": "application/json" } })),
    },
    { name: `probe: one address (${ANON_LIMIT}/min)`, origin, seconds: SECONDS, connections: 1, overallRate: 20, requests: [{ path: "/api/v1/styles?limit=1", headers: { "x-forwarded-for": "192.0.2.99" } }] },
    { name: `probe: one token (${TOKEN_LIMIT}/min)`, origin, seconds: SECONDS, connections: 1, overallRate: 40, requests: [{ path: "/api/v1/me/styles", headers: { authorization: `Bearer ${probeToken}` } }] },
  ];
  const started = Date.now();
  const results = await Promise.all(specs.map(stream));
  const elapsedMin = (Date.now() - started) / 60_000;
  const rssEnd = rssMb();
  const peak = app.peakRssMb();
  await app.stop();
  await withAdmin(server, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

  const problems: string[] = [];
  const count = (r: StreamResult, test: (status: number) => boolean) => Object.entries(r.statuses).reduce((sum, [s, c]) => sum + (test(Number(s)) ? c : 0), 0);
  for (const r of results) {
    const fivexx = count(r, (s) => s >= 500);
    if (fivexx > 0) problems.push(`${r.name}: ${fivexx} answers were 5xx`);
    if (r.errors > 0 || r.timeouts > 0) problems.push(`${r.name}: ${r.errors} transport errors, ${r.timeouts} timeouts`);
  }
  // A sliding window lets through at most its limit per minute; over the run, at most limit x (minutes + 1).
  for (const [i, limit] of [[5, ANON_LIMIT], [6, TOKEN_LIMIT]] as const) {
    const r = results[i]!;
    const ok = count(r, (s) => s === 200);
    const allowed = Math.ceil(limit * (elapsedMin + 1));
    if (ok > allowed) problems.push(`${r.name}: ${ok} successes, more than the ${allowed} its limit allows in ${elapsedMin.toFixed(1)} min`);
    if (ok < Math.min(limit, r.total)) problems.push(`${r.name}: only ${ok} successes, fewer than one window's ${limit}`);
    if (count(r, (s) => s === 429) === 0 && r.total > allowed) problems.push(`${r.name}: never limited`);
  }

  const rows = results.map((r) => `| ${r.name} | ${r.total} | ${r.rps.toFixed(1)} | ${r.p50} | ${r.p99} | ${Object.entries(r.statuses).map(([s, c]) => `${s}: ${c}`).join(", ")} |`);
  const table = ["| stream | requests | req/s | p50 ms | p99 ms | statuses |", "|---|---|---|---|---|---|", ...rows].join("\n");
  console.log(`\nLoad for ${(elapsedMin * 60).toFixed(0)} s on ${cpus().length} CPUs (${cpus()[0]?.model}), Node ${process.version}\n${table}`);
  console.log(`Server RSS: ${rssStart.toFixed(0)} MB at start, ${rssEnd.toFixed(0)} MB at the end, peak ${peak.toFixed(0)} MB`);
  writeFileSync(
    "load-results.json",
    JSON.stringify({ command: process.argv.slice(1).join(" "), seconds: SECONDS, machine: { cpus: cpus().length, model: cpus()[0]?.model, memoryMb: Math.round(totalmem() / 2 ** 20), node: process.version }, rssMb: { start: rssStart, end: rssEnd, peak }, streams: results, problems }, null, 2),
  );
  if (problems.length) {
    console.error(`\nLoad test FAILED:\n- ${problems.join("\n- ")}`);
    process.exit(1);
  }
  console.log("Load test passed: no 5xx, no transport errors, rate limits held.");
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
