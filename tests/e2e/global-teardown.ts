// Removes the throwaway DATA_DIR that playwright.config.ts created (never one passed in E2E_DATA_DIR).
// The server that had the embedded database open there is stopped by the function global-setup.ts
// returned, which Playwright runs first; the folder goes when the runner exits, the last moment.
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
