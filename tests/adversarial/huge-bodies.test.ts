// 50 MB to every route of the app that takes a body, anonymous, on the real server, beside a health probe
// (issue 31): routes read whole bodies before checking their size (or never checked), so one 200 MB
// POST cost the server 560 MB and a 400 MB one held its event loop for 3.9 s. Every route handler with a
// POST, PUT, PATCH or DELETE under app/ is found by walking the tree (a new route is covered as it is
// added), and each gets 50 MB twice, declared by Content-Length and streamed chunked. Each must answer
// promptly with a refusal (3xx or 4xx, never a 5xx), the probe must never wait a second, and the
// server's memory must stay flat. The worst probe wait and the memory are printed.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postLarge } from "../support/large-post";
import { startHealthProbe } from "./support/health-probe";
import { startAppServer, type AppServer } from "./support/next-server";

const MB = 1024 * 1024;
const SIZE = 50 * MB;
const APP_DIR = join(process.cwd(), "app");

/** app/**\/route.ts with the body-taking methods each exports, as an address a request can name. */
function bodyRoutes(): { path: string; method: string; file: string }[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === "route.ts") files.push(full);
    }
  };
  walk(APP_DIR);
  const out: { path: string; method: string; file: string }[] = [];
  for (const file of files) {
    const source = readFileSync(file, "utf8");
    const segments = relative(APP_DIR, file).split(sep).slice(0, -1);
    const path = `/${segments
      .filter((s) => !/^\(.*\)$/.test(s))
      .map((s) => (/^\[\[?\.\.\./.test(s) ? "x" : s === "[slug]" || s === "[ref]" ? "risograph-zine-k2f9" : /^\[.*\]$/.test(s) ? "00000000-0000-4000-8000-000000000000" : s))
      .join("/")}`;
    // `export const POST = …`, `export async function POST`, and `export const { POST, PUT } = …`.
    const destructured = [...source.matchAll(/export const \{([^}]*)\}/g)].flatMap((m) => m[1]!.split(",").map((n) => n.trim()));
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      if (destructured.includes(method) || new RegExp(`export (const|async function|function) ${method}\\b`).test(source)) {
        out.push({ path, method, file: relative(process.cwd(), file) });
      }
    }
  }
  return out;
}

/** Sends `SIZE` bytes of form-looking filler; sending stops once an answer comes. */
const send = (origin: string, method: string, path: string, declared: boolean) => postLarge(origin, path, { method, size: SIZE, declareLength: declared });

/** The resident memory of the server and its children (next dev serves from a child process). */
function rssMb(pid: number): number {
  const one = (p: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, "utf8"))?.[1] ?? 0);
  const children = (p: number): number[] => {
    try {
      return readFileSync(`/proc/${p}/task/${p}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop()!;
    total += one(p);
    stack.push(...children(p));
  }
  return Math.round(total / 1024);
}

let app: AppServer;
beforeAll(async () => {
  app = await startAppServer();
  expect((await fetch(`${app.origin}/api/v1/health`)).status).toBe(200);
}, 300_000);
afterAll(() => app?.stop());

describe("50 MB to every body-taking route, anonymous", () => {
  const routes = bodyRoutes();

  it("finds the routes by walking app/", () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.map((r) => r.path)).toContain("/oauth/authorize/decision");
  });

  it("each answers promptly with a refusal, the probe never waits a second, memory stays flat", { timeout: 900_000 }, async () => {
    // next dev compiles each route on its first request: warm every route up with an empty body first.
    for (const r of routes) await fetch(`${app.origin}${r.path}`, { method: r.method, headers: { "content-type": "application/x-www-form-urlencoded" }, body: "" });
    const before = app.pid ? rssMb(app.pid) : null;
    let peak = before ?? 0;
    const problems: string[] = [];
    let resets = 0;
    const growth: { what: string; mb: number }[] = [];
    let last = before ?? 0;
    const probe = startHealthProbe(app.origin, "50 MB to every route");
    for (const r of routes) {
      for (const declared of [true, false]) {
        const answer = await send(app.origin, r.method, r.path, declared);
        if (app.pid) {
          const now = rssMb(app.pid);
          growth.push({ what: `${r.method} ${r.path} (${declared ? "Content-Length" : "chunked"})`, mb: now - last });
          last = now;
          peak = Math.max(peak, now);
        }
        const what = `${r.method} ${r.path} (${declared ? "Content-Length" : "chunked"}; ${r.file}): ${answer.status} in ${answer.ms} ms${answer.error ? ` (${answer.error})` : ""}`;
        // A refusal is a 3xx or 4xx; a server that refuses a chunked body it will not read may also close
        // the connection while the client is still sending (EPIPE, ECONNRESET), which is a refusal too
        // as long as it is prompt. Anything else, or anything slow, is listed.
        const reset = answer.status === 0 && /EPIPE|ECONNRESET/.test(answer.error ?? "");
        if (reset) resets++;
        else if (answer.status < 300 || answer.status >= 500) problems.push(what);
        if (answer.ms > 5_000) problems.push(`${what}: slow`);
      }
    }
    const report = await probe.stop();
    const largest = growth.sort((a, b) => b.mb - a.mb).slice(0, 5).map((g) => `${g.what} +${g.mb} MB`);
    if (largest.length) process.stdout.write(`[huge bodies] largest steps in the server's memory: ${largest.join("; ")}\n`);
    process.stdout.write(`[huge bodies] ${routes.length * 2} requests of 50 MB (${resets} closed by the server mid-upload); server RSS ${before} MB before, peak ${peak} MB\n`);
    expect(problems).toEqual([]);
    expect(report.failures).toBe(0);
    expect(report.worstMs).toBeLessThan(1000);
    if (before !== null) expect(peak - before).toBeLessThan(200);
  });
});
