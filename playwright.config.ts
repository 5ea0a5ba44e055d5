// Browser tests, run by `npm test` after Vitest (alone: `npm run test:e2e`). Its global setup
// (tests/e2e/global-setup.ts) starts its own `next dev` on a free port with a throwaway DATA_DIR
// (embedded database, dev mailbox) and a separate build folder, so it can run beside a developer's
// server; the DATA_DIR is deleted when the run ends (tests/e2e/global-teardown.ts). Uses Debian's
// Chromium rather than a downloaded browser.
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";

// The config is evaluated in the runner and again in each worker; workers inherit these env values.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  "-e",
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .toString()
  .trim();
if (!process.env.E2E_DATA_DIR) {
  // Ours to delete when the run ends (tests/e2e/global-teardown.ts); a folder passed in is kept.
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), "styleshelf-e2e-"));
  process.env.E2E_DATA_DIR_OWNED = process.env.E2E_DATA_DIR;
}

const port = Number(process.env.E2E_PORT);
// E2E_BASE_URL points the tests at a server already running (e.g. the built app, to measure pages as
// production serves them); it must be on the embedded default with ADMIN_EMAILS as below.
const external = process.env.E2E_BASE_URL?.replace(/\/+$/, "");
const baseURL = external || `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  globalTeardown: "./tests/e2e/global-teardown.ts",
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  reporter: [["list"], ["./tests/e2e/summary-reporter.ts"]],
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
});
