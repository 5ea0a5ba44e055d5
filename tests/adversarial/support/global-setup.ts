// Once per adversarial run: the seeded template database of the integration tests (real PostgreSQL
// with DATABASE_URL, else PGlite), a folder where each test file leaves its request counts, and at
// the end the table of requests per endpoint.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import templateSetup from "../../support/global-setup";
import { formatTally, readTallies } from "./tally";

declare module "vitest" {
  export interface ProvidedContext {
    adversarialTallyDir: string;
  }
}

export default async function setup(project: TestProject) {
  const teardownTemplate = await templateSetup(project);
  const tallyDir = mkdtempSync(join(tmpdir(), "styleshelf-adversarial-"));
  project.provide("adversarialTallyDir", tallyDir);
  return async () => {
    const total = readTallies(tallyDir);
    process.stdout.write(`\nAdversarial requests per endpoint (ADVERSARIAL_RUNS=${process.env.ADVERSARIAL_RUNS ?? "250"}):\n${formatTally(total)}\n`);
    rmSync(tallyDir, { recursive: true, force: true });
    await teardownTemplate();
  };
}
