// The test harness has one way to do two things (issue 22, seam 9): a website session row is written
// only by tests/support/sessions.ts, and a Next.js server is started only by tests/support/next-server.ts
// (startNext). A test that writes its own session row drifts from how Auth.js writes one; a test that
// spawns its own `next` forgets the process group, the log on failure or the clean-up the helper has.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..", "..");
const SOURCE_FILE = /\.(?:ts|tsx|js|jsx|mjs|cjs|mts|cts)$/;
/** Where tests and their set-up live: the tests folder and the runners' configs at the top. */
const HARNESS = ["tests", "playwright.config.ts", "vitest.config.ts", "vitest.adversarial.config.ts"];
/** This file names the patterns it looks for. */
const SELF = "tests/unit/harness/seams.test.ts";

function files(path: string): string[] {
  const full = join(ROOT, path);
  if (statSync(full).isFile()) return SOURCE_FILE.test(path) ? [path] : [];
  return readdirSync(full).flatMap((name) => (name === "node_modules" ? [] : files(`${path}/${name}`)));
}

/** Lines of the harness (other than `allowed` and this file) that match one of `patterns`. */
function offenders(patterns: RegExp[], allowed: string[]): string[] {
  return HARNESS.flatMap(files)
    .filter((path) => path !== SELF && !allowed.includes(path))
    .flatMap((path) =>
      readFileSync(join(ROOT, path), "utf8")
        .split("\n")
        .flatMap((line, i) => (patterns.some((re) => re.test(line)) ? [`${path}:${i + 1}: ${line.trim()}`] : [])),
    );
}

describe("website sessions in tests", () => {
  // Prisma's writes to the Session model (session.create, createMany, upsert) and a raw INSERT.
  const WRITES = [/\.session\s*\.\s*(?:create|createMany|createManyAndReturn|upsert)\s*\(/, /insert\s+into\s+"?session"?/i];

  it("are written only by tests/support/sessions.ts", () => {
    expect(offenders(WRITES, ["tests/support/sessions.ts"])).toEqual([]);
  });

  it("the check sees a hand-written row", () => {
    const line = `await prisma.session.create({ data: { sessionToken, userId, expires } });`;
    expect(WRITES.some((re) => re.test(line))).toBe(true);
  });
});

describe("Next.js servers in tests", () => {
  // The ways to run `next`: its bin file (node node_modules/next/dist/bin/next, node_modules/.bin/next),
  // npx or npm exec, and a spawn of the bare command.
  const SPAWNS = [
    /node_modules\/next\/dist\/bin\/next\b/,
    /node_modules\/\.bin\/next\b/,
    /\bnpx\s+(?:--\S+\s+)*next\s+(?:dev|start|build)\b/,
    /\bnpm\s+exec\s+(?:--\s+)?next\b/,
    /\b(?:spawn|spawnSync|execFile|execFileSync|fork)\s*\(\s*["'`]next["'`]/,
  ];
  /** `next build` makes no server. */
  const BUILD = /bin\/next["'`]\s*,\s*["'`]build["'`]|\bnext\s+build\b/;

  it("are started only by tests/support/next-server.ts", () => {
    const starts = offenders(SPAWNS, ["tests/support/next-server.ts"]).filter((line) => !BUILD.test(line));
    expect(starts).toEqual([]);
  });

  it("the check sees a server started by hand", () => {
    for (const line of [
      `spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port)])`,
      "command: `npx next dev -p ${port} -H 127.0.0.1`,",
      `spawn("next", ["dev"])`,
    ])
      expect(SPAWNS.some((re) => re.test(line)) && !BUILD.test(line), line).toBe(true);
    expect(BUILD.test(`spawn(process.execPath, ["node_modules/next/dist/bin/next", "build"])`)).toBe(true);
  });
});
