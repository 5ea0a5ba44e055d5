// `npm run test:adversarial`: the property-based "bad input everywhere" suite (tests/adversarial). Kept
// out of vitest.config.ts, whose projects include only unit, integration and smoke, so `npm test` does
// not run it. ADVERSARIAL_RUNS sets its size (runs per property, default 250).
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "@": fileURLToPath(new URL("./", import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    name: "adversarial",
    include: ["tests/adversarial/**/*.test.ts"],
    globalSetup: ["tests/adversarial/support/global-setup.ts"],
    reporters: ["default", "./tests/support/summary-reporter.ts"],
    testTimeout: 600_000,
    hookTimeout: 300_000,
    // Two files at a time: the machine has two cores, and the router layer runs a server of its own.
    maxWorkers: 2,
  },
});
