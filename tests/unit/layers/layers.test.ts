// The layers of DESIGN.md hold: no import of app/, lib/ or inngest/ runs back up them. The rules (and
// their few stated exceptions) are in .dependency-cruiser.cjs; this runs the same command anyone can:
// `npx depcruise app lib inngest`.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const cli = fileURLToPath(new URL("../../../node_modules/dependency-cruiser/bin/dependency-cruise.mjs", import.meta.url));

interface Cruise {
  modules: { source: string; dependencies: { resolved: string }[] }[];
  summary: { violations: { rule: { name: string }; from: string; to: string }[]; totalCruised: number };
}

async function cruise(): Promise<Cruise> {
  // Exits non-zero when a rule is broken; the JSON report is on stdout either way.
  const { stdout } = await promisify(execFile)(process.execPath, [cli, "--output-type", "json", "app", "lib", "inngest"], {
    cwd: root,
    maxBuffer: 256 * 1024 * 1024,
  }).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? "" }));
  return JSON.parse(stdout) as Cruise;
}

describe("the layers of DESIGN.md", () => {
  it("no import runs back up the layers", { timeout: 180_000 }, async () => {
    const report = await cruise();
    // The cruise read the whole tree and resolved the @/ alias (else every rule would pass vacuously).
    expect(report.summary.totalCruised).toBeGreaterThan(400);
    const apiRoute = report.modules.find((m) => m.source === "lib/http/api-route.ts");
    expect(apiRoute?.dependencies.map((d) => d.resolved)).toContain("lib/errors/to-service-error.ts");
    const broken = report.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
    expect(broken).toEqual([]);
  });
});
