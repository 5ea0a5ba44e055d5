// `redocly lint` (the installed CLI, offline) must pass on the built document with the strict variant
// of Redocly's recommended rules, so warnings fail too.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildOpenApiDocument } from "@/lib/openapi";

const run = promisify(execFile);
const REDOCLY = resolve("node_modules/.bin/redocly");

const CONFIG = `extends:
  - recommended-strict
rules:
  # The API is a hosted service; there is no licence to name, and inventing one would mislead.
  info-license: off
`;

describe("redocly lint", () => {
  let dir: string;

  beforeAll(() => {
    // A production-like origin: the embedded default (localhost) is rightly flagged by
    // no-server-example.com, and the rule stays on to catch a real misconfiguration.
    vi.stubEnv("SITE_URL", "https://styleshelf.test");
    dir = mkdtempSync(join(tmpdir(), "styleshelf-openapi-"));
    writeFileSync(join(dir, "openapi.json"), JSON.stringify(buildOpenApiDocument(), null, 2));
    writeFileSync(join(dir, "redocly.yaml"), CONFIG);
  });

  afterAll(() => {
    vi.unstubAllEnvs();
    rmSync(dir, { recursive: true, force: true });
  });

  it("passes with no errors and no warnings", async () => {
    const result = await run(REDOCLY, ["lint", "openapi.json", "--format=stylish"], {
      cwd: dir,
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", NO_COLOR: "1" },
    }).catch((error: { code?: number; stdout?: string; stderr?: string }) => {
      throw new Error(`redocly lint exited ${error.code}:\n${error.stdout}\n${error.stderr}`);
    });
    const output = `${result.stdout}\n${result.stderr}`;
    expect(output).toMatch(/Your API description is valid/);
    // Stylish problem lines look like "  14:14  warning  rule-name  message". (Not a bare /warning/:
    // the CLI prints a Node-version deprecation banner on Node 20.)
    expect(output).not.toMatch(/^\s*\d+:\d+\s+(?:error|warning)\s/m);
    expect(output).not.toMatch(/You have \d+ warnings?/);
  }, 60_000);
});
