// Removes the throwaway DATA_DIR that playwright.config.ts created (never one passed in E2E_DATA_DIR).
// Global teardown runs before Playwright stops the web server, which still has the embedded database
// open there, so the folder is removed when the runner exits, after the server has been killed.
import { rmSync } from "node:fs";

export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir || process.env.E2E_DATA_DIR_OWNED !== dir) return;
  process.once("exit", () => {
    try {
      rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    } catch (err) {
      console.warn(`Could not remove ${dir}: ${(err as Error).message}`);
    }
  });
}
